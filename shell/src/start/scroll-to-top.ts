import { afterNextFrame } from './when-shown';

/** The spec's threshold: the button shows once the page is scrolled more than 300 px. */
export const SCROLL_TO_TOP_THRESHOLD_PX = 300;

/**
 * The back-to-top button (prerendered hidden) shows once the page is scrolled past the spec's
 * threshold, and takes the visitor up, smoothly unless they asked for less motion. The page's own
 * script does it, app or no app.
 */
export function showScrollToTop(): void {
  const button = () => document.querySelector<HTMLButtonElement>('.sh-scroll-top');
  const update = () => {
    const element = button();
    const hidden = window.scrollY <= SCROLL_TO_TOP_THRESHOLD_PX;
    // Written only when it changes: every scroll event of the visitor's finger comes here.
    if (element && element.hidden !== hidden) element.hidden = hidden;
  };
  addEventListener('scroll', update, { passive: true });
  // A page opened scrolled (a restored position) is checked once it has painted: reading scrollY
  // while the page is still being laid out forces that layout inside this script's task.
  afterNextFrame(update);
  addEventListener('click', (event) => {
    if (!(event.target instanceof Element) || !event.target.closest('.sh-scroll-top')) return;
    const reduce = matchMedia('(prefers-reduced-motion: reduce)').matches;
    window.scrollTo({ top: 0, behavior: reduce ? 'auto' : 'smooth' });
  });
}
