import type { VoiceSession } from './voice-session';

/** How long a new page may take to name itself (a remote's page loads its code first) before the agent is told without waiting more. */
const TITLE_WAIT_MS = 3_000;

export interface VisitorPages {
  /** The agent's `open_page` is taking the visitor to `url`: the agent knows where they go. */
  openedByAgent(url: string): void;
  /** The page at `pathname` (as served, with its language prefix) is shown now. */
  arrived(pathname: string): void;
}

/** What the agent reads when the visitor moved by themselves: the page's own title and its path, as data. */
export function movedContext(title: string, pathname: string): string {
  return `The visitor moved to another page of the site by themselves. Page title: "${title}". Path: ${pathname}. They are looking at this page now.`;
}

/** The document's title once it is no longer `before` (the new page named itself), or as it is after the wait. */
export function titleAfter(before: string, waitMs = TITLE_WAIT_MS): Promise<string> {
  if (document.title !== before) return Promise.resolve(document.title);
  return new Promise((resolve) => {
    const done = () => {
      observer.disconnect();
      clearTimeout(timer);
      resolve(document.title);
    };
    const observer = new MutationObserver(() => {
      if (document.title !== before) done();
    });
    observer.observe(document.head, { subtree: true, childList: true, characterData: true });
    const timer = setTimeout(done, waitMs);
  });
}

/**
 * Follows the pages the visitor sees during a conversation. A page the visitor went to by
 * themselves (a link, the back button) is told to the agent as a contextual update, with its title
 * and path, so it can talk about what they see; a page the agent opened is not, as its tool's
 * answer already said it. Outside a conversation nothing is sent.
 */
export function followVisitor(session: Pick<VoiceSession, 'getState' | 'sendContext'>, waitForTitle = titleAfter): VisitorPages {
  let known = window.location.pathname;
  let knownTitle = document.title;
  let opened: string | undefined;
  return {
    openedByAgent(url) {
      opened = url;
    },
    arrived(pathname) {
      if (pathname === known) return;
      known = pathname;
      const byAgent = pathname === opened;
      opened = undefined;
      void waitForTitle(knownTitle).then((title) => {
        knownTitle = title;
        // Still there, and still talking: a visitor who has already moved on is told about their next page instead.
        if (byAgent || known !== pathname || session.getState().phase !== 'connected') return;
        session.sendContext(movedContext(title, pathname));
      });
    },
  };
}
