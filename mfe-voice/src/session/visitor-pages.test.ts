import { describe, expect, it, vi } from 'vitest';
import { followVisitor, movedContext, titleAfter } from './visitor-pages';
import type { VoicePhase } from './voice-session';

function setup(phase: VoicePhase = 'connected') {
  const state = { phase };
  const session = { getState: () => state as never, sendContext: vi.fn((_text: string) => true) };
  // The new page's title arrives when the test says so.
  const queue: ((title: string) => void)[] = [];
  const waitForTitle = vi.fn(() => new Promise<string>((resolve) => queue.push(resolve)));
  const visitor = followVisitor(session, waitForTitle);
  const titled = async (title: string) => {
    queue.shift()!(title);
    await Promise.resolve();
    await Promise.resolve();
  };
  return { state, session, visitor, titled };
}

describe('following the visitor’s pages during a conversation', () => {
  it('tells the agent the title and path of a page the visitor went to by themselves, once it has its title', async () => {
    window.history.replaceState(null, '', '/products/lumi-ai');
    const { session, visitor, titled } = setup();
    visitor.arrived('/products/lumi-ai');
    visitor.arrived('/ua/cases');
    expect(session.sendContext).not.toHaveBeenCalled();
    await titled('Кейси | Synthra');
    expect(session.sendContext).toHaveBeenCalledWith(movedContext('Кейси | Synthra', '/ua/cases'));
    expect(session.sendContext.mock.calls[0]![0]).toBe(
      'The visitor moved to another page of the site by themselves. Page title: "Кейси | Synthra". Path: /ua/cases. They are looking at this page now.',
    );
  });

  it('says nothing of a page the agent opened, of a page left before it named itself, or outside a conversation', async () => {
    window.history.replaceState(null, '', '/');
    const { state, session, visitor, titled } = setup();
    visitor.openedByAgent('/cases/medical-center-ukraine');
    visitor.arrived('/cases/medical-center-ukraine');
    await titled('The clinic | Synthra');
    visitor.arrived('/cases');
    visitor.arrived('/blog');
    await titled('Cases | Synthra');
    await titled('Blog | Synthra');
    expect(session.sendContext.mock.calls).toEqual([[movedContext('Blog | Synthra', '/blog')]]);
    state.phase = 'idle';
    visitor.arrived('/team');
    await titled('Team | Synthra');
    expect(session.sendContext).toHaveBeenCalledTimes(1);
  });
});

describe('a new page’s title', () => {
  it('is read once it changes, or as it is after the wait', async () => {
    document.title = 'Home | Synthra';
    const changed = titleAfter('Home | Synthra', 1_000);
    document.title = 'Cases | Synthra';
    await expect(changed).resolves.toBe('Cases | Synthra');
    vi.useFakeTimers();
    const unchanged = titleAfter('Cases | Synthra', 1_000);
    vi.advanceTimersByTime(1_000);
    await expect(unchanged).resolves.toBe('Cases | Synthra');
    vi.useRealTimers();
  });
});
