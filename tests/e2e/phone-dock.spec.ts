import { listPages } from '@site/model';
import { expect, testInOneVisit as test, waitForPage } from './fixtures';

/**
 * On a phone the voice assistant's launcher is a dock along the bottom of the screen. The page
 * keeps room for it, as it does for the sticky header: whatever the visitor needs (a link, a
 * button, a field, a figure) can be scrolled out from under it, on every page in every language,
 * and nothing else the page fixes to the screen (the back-to-top button) lies under it.
 */
// The visit's context is shared by the worker: a phone's viewport is one of its options, or a worker
// that ran a desktop suite first would hand this one its desktop context.
test.use({ visitOptions: { viewport: { width: 375, height: 740 }, hasTouch: true } });

/** What a visitor may need to reach or read, outside the assistant. */
const NEEDED = 'a[href], button, input:not([type="hidden"]), select, textarea, summary, [role="button"], img, svg, figure, table';

test.describe('the voice dock on a phone', () => {
  for (const page of listPages()) {
    test(`${page.url} leaves room under its content for the dock`, async ({ page: tab }) => {
      await tab.goto(page.url);
      await waitForPage(tab);
      // The dock along the screen's bottom edge (once the page's styles and fonts have settled).
      const dockBox = async () => (await tab.locator('.vc-widget').boundingBox())!;
      await expect.poll(async () => Math.round((await dockBox()).y + (await dockBox()).height)).toBe(740);
      const dock = await dockBox();
      await tab.evaluate(() => window.scrollTo(0, document.documentElement.scrollHeight));
      // Scrolled to its end, no part of the page the visitor needs is under the dock.
      const covered = await tab.evaluate(
        ({ needed, dockTop }) =>
          [...document.querySelectorAll(needed)]
            .filter((element) => !element.closest('.vc-widget, .sh-mobile-menu, [hidden], [aria-hidden="true"]') && element.checkVisibility())
            .filter((element) => {
              const box = element.getBoundingClientRect();
              return box.width > 0 && box.height > 0 && box.bottom > dockTop + 0.5 && box.top < window.innerHeight;
            })
            .map((element) => `${element.tagName.toLowerCase()} ${(element.textContent ?? '').trim().slice(0, 40)}`),
        { needed: NEEDED, dockTop: dock.y },
      );
      expect(covered).toEqual([]);
    });
  }
});
