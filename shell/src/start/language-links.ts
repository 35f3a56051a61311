/**
 * The language switcher's links replace the history entry, as the spec asks of a language switch:
 * the page in the other language is loaded in place of this one (the browser has usually prerendered
 * it), with this page's query and hash (a filter chosen on it). Once the app runs, the switcher does
 * it itself.
 */
export function replaceOnLanguageSwitch(): void {
  addEventListener('click', (event) => {
    if (window.__SITE_READY__ || event.defaultPrevented || event.button !== 0 || event.metaKey || event.ctrlKey || event.shiftKey || event.altKey) return;
    const link = event.target instanceof Element ? event.target.closest<HTMLAnchorElement>('.sh-lang a[hreflang]') : null;
    if (!link) return;
    event.preventDefault();
    location.replace(`${link.pathname}${location.search}${location.hash}`);
  });
}
