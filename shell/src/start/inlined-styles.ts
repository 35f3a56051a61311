import { INLINED_STYLE_ATTRIBUTE } from '../page-protocol';

/**
 * The prerender inlines the built style sheets into the page (INLINED_STYLE_ATTRIBUTE). The app's
 * code and the federation runtime load a module's style sheet unless a `<link rel="stylesheet">`
 * with its URL is already on the page, so each sheet would be fetched again and applied a second
 * time: on a phone, a restyle and relayout of the whole page while the visitor waits for the app.
 * Each inlined sheet is named by a disabled link, which the browser neither fetches nor applies.
 */
export function nameInlinedStyles(): void {
  for (const style of document.querySelectorAll<HTMLStyleElement>(`style[${INLINED_STYLE_ATTRIBUTE}]`)) {
    const href = style.getAttribute(INLINED_STYLE_ATTRIBUTE);
    if (!href || document.querySelector(`link[rel="stylesheet"][href="${CSS.escape(href)}"]`)) continue;
    const link = document.createElement('link');
    // Disabled before it has a URL, so it is never fetched.
    link.setAttribute('disabled', '');
    link.rel = 'stylesheet';
    link.href = href;
    style.before(link);
  }
}
