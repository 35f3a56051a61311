import { PAGE_HELD_ATTRIBUTE } from '@site/model';

/**
 * Holds the page or lets it go. While something on the page must outlive a navigation (an open
 * conversation with the voice assistant, spoken or typed), the page is held: the site's links
 * navigate inside the app, so the call goes on; otherwise each link loads its prerendered page as
 * the browser's own navigation.
 */
export function holdPage(held: boolean): void {
  document.documentElement.toggleAttribute(PAGE_HELD_ATTRIBUTE, held);
}

/** Whether the page is held: a navigation must keep this document. */
export function pageIsHeld(): boolean {
  return typeof document !== 'undefined' && document.documentElement.hasAttribute(PAGE_HELD_ATTRIBUTE);
}
