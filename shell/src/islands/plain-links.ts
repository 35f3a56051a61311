import { matchUrl } from '@site/model';
import { pageIsHeld } from '@site/ui';
import { inPrerenderedIsland } from '../page-protocol';

/**
 * Until an island hydrates, and in one that kept its prerendered HTML, its links are plain anchors. While the page is held (a conversation is
 * open), a click on one that leads to a page of the site goes through the router like every other
 * link of the app, so the visit stays one page and the conversation goes on; any other link, or a
 * click meant for a new tab, or any click on a page not held, is the browser's.
 */
export function routePlainLinks(navigate: (href: string) => void): () => void {
  const onClick = (event: MouseEvent) => {
    if (!pageIsHeld() || event.defaultPrevented || event.button !== 0 || event.metaKey || event.ctrlKey || event.shiftKey || event.altKey) return;
    const link = event.target instanceof Element ? event.target.closest('a[href]') : null;
    if (!(link instanceof HTMLAnchorElement) || !inPrerenderedIsland(link)) return;
    if ((link.target && link.target !== '_self') || link.hasAttribute('download') || link.origin !== window.location.origin) return;
    if (!matchUrl(link.pathname)) return;
    event.preventDefault();
    navigate(`${link.pathname}${link.search}${link.hash}`);
  };
  addEventListener('click', onClick, true);
  return () => removeEventListener('click', onClick, true);
}
