import type { Page } from '@playwright/test';
import { listPages } from '@site/model';
import { expect, noticeAlreadyGiven, testInOneVisit as test, waitForPage } from './fixtures';

/**
 * On a phone the voice assistant's launcher is a dock along the bottom of the screen. The page
 * keeps room for it, as it does for the sticky header: whatever the visitor needs (a link, a
 * button, a field, a figure) can be scrolled out from under it, on every template in every language.
 * The back-to-top button is the one thing meant to sit in the dock's band, left of its buttons
 * (its own tests below hold that). The room is the template's (its footer, its sticky parts), not
 * the article's or the case's, so one page of each template in each language is checked.
 */
// The visit's context is shared by the worker: a phone's viewport is one of its options, or a worker
// that ran a desktop suite first would hand this one its desktop context.
test.use({ visitOptions: { viewport: { width: 375, height: 740 }, hasTouch: true } });

/** What a visitor may need to reach or read, outside the assistant. */
const NEEDED = 'a[href], button, input:not([type="hidden"]), select, textarea, summary, [role="button"], img, svg, figure, table';

/** A page of each template (route) in each language. */
const PAGE_PER_TEMPLATE = [...new Map(listPages().map((page) => [`${page.route.id} ${page.lang}`, page])).values()];

test.describe('the voice dock on a phone', () => {
  for (const page of PAGE_PER_TEMPLATE) {
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
            .filter((element) => !element.closest('.vc-widget, .sh-mobile-menu, .sh-scroll-top, [hidden], [aria-hidden="true"]') && element.checkVisibility())
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

/** Where an element lies against the dock: its box, the dock's top and the back-to-top button's box. */
async function against(tab: Page, selector: string) {
  return tab.evaluate((selector) => {
    const box = (element: Element | null) => {
      const rect = element?.getBoundingClientRect();
      return rect && rect.width > 0 ? { top: rect.top, bottom: rect.bottom, left: rect.left, right: rect.right } : null;
    };
    return {
      element: box(document.querySelector(selector)),
      dockTop: document.querySelector('.vc-widget')!.getBoundingClientRect().top,
      backToTop: box(document.querySelector('.sh-scroll-top:not([hidden])')),
    };
  }, selector);
}

const overlaps = (a: { top: number; bottom: number; left: number; right: number }, b: { top: number; bottom: number; left: number; right: number } | null) =>
  b !== null && a.top < b.bottom && b.top < a.bottom && a.left < b.right && b.left < a.right;

test.describe('the back-to-top button on a phone', () => {
  test('sits in the dock’s band, left of its buttons, where it covers no text: the calculator’s result at 375 px (/pl/pricing)', async ({ page: tab }) => {
    await tab.goto('/pl/pricing');
    await waitForPage(tab);
    const result = tab.locator('.pr-estimate__result[data-product="lumi-ai"]');
    await result.scrollIntoViewIfNeeded();
    const button = tab.locator('.sh-scroll-top');
    await expect(button).toBeVisible();
    const backToTop = (await button.boundingBox())!;
    const dock = (await tab.locator('.vc-widget').boundingBox())!;
    expect(backToTop.y).toBeGreaterThanOrEqual(dock.y);
    expect(backToTop.y + backToTop.height).toBeLessThanOrEqual(dock.y + dock.height);
    // None of the dock's own buttons lies under it.
    const docked = await tab
      .locator('.vc-widget button:visible, .vc-widget a:visible')
      .evaluateAll((elements) => elements.map((element) => element.getBoundingClientRect().left));
    expect(Math.min(...docked)).toBeGreaterThanOrEqual(backToTop.x + backToTop.width);
  });
});

test.describe('errors and refusals on a phone', () => {
  test('a refused request is said beside the button pressed, clear of the dock and the back-to-top button, and in no toast', async ({ page: tab }) => {
    await tab.route('**/api/leads', (route) =>
      route.fulfill({
        status: 429,
        contentType: 'application/json',
        body: JSON.stringify({ error: 'network_limit_reached', message: 'too many requests from your network' }),
      }),
    );
    await tab.goto('/ua/contacts');
    await waitForPage(tab);
    const form = tab.locator('form[data-form="contacts"]');
    await form.getByLabel('Ім’я').fill('Оксана Мельник');
    await form.getByLabel('Телефон').fill('050 123 45 67');
    await form.getByLabel('Я погоджуюся').check();
    await form.getByRole('button', { name: 'Надіслати заявку' }).click();
    const alert = form.getByRole('alert');
    await expect(alert).toHaveText(/^З вашої мережі за цю годину/);
    // Right before the buttons: sending it anyway for a manager's review (G6), then the one that was pressed.
    expect(await alert.evaluate((element) => element.nextElementSibling?.textContent?.replaceAll('\u00a0', ' '))).toBe(
      'Усе одно надіслати — менеджер перевірить',
    );
    expect(await alert.evaluate((element) => element.nextElementSibling?.nextElementSibling?.getAttribute('type'))).toBe('submit');
    await expect
      .poll(async () => (await against(tab, 'form[data-form="contacts"] [role="alert"]')).element!.bottom)
      .toBeLessThanOrEqual((await against(tab, 'body')).dockTop);
    const { element, backToTop } = await against(tab, 'form[data-form="contacts"] [role="alert"]');
    expect(overlaps(element!, backToTop)).toBe(false);
    await expect(tab.locator('[data-sonner-toast]')).toHaveCount(0);
  });

  test('a refused field takes the focus, and it and its error come clear of the dock', async ({ page: tab }) => {
    await tab.goto('/ru/products/lumi-ai');
    await waitForPage(tab);
    const form = tab.locator('form[data-form="lumi"]');
    await form.getByLabel('Имя').fill('Оксана Мельник');
    await form.getByLabel('Телефон').fill('12');
    await form.getByLabel('Я даю согласие').check();
    await form.getByRole('button', { name: 'Отправить заявку' }).click();
    const phone = form.getByLabel('Телефон');
    await expect(phone).toBeFocused();
    const id = await phone.getAttribute('id');
    await expect(tab.locator(`#${id}-error`)).toHaveText(/^Проверьте номер: номер с кодом \+7/);
    await expect.poll(async () => (await against(tab, `#${id}-error`)).element!.bottom).toBeLessThanOrEqual((await against(tab, 'body')).dockTop);
    const field = await against(tab, `#${id}`);
    expect(field.element!.top).toBeGreaterThanOrEqual(64);
  });

  test('the assistant’s refused start is said above the dock, beside the button pressed, until closed', async ({ page: tab }) => {
    await noticeAlreadyGiven(tab);
    await tab.route('**/api/elevenlabs-token', (route) =>
      route.fulfill({ status: 429, contentType: 'application/json', body: JSON.stringify({ error: 'rate_limited', message: 'too many conversations' }) }),
    );
    await tab.goto('/ua');
    await waitForPage(tab);
    await tab.locator('.vc-widget .vc-write-launcher').click();
    const refusal = tab.locator('.vc-widget [role="alert"]');
    await expect(refusal).toContainText('Помилка підключення');
    const { element, dockTop } = await against(tab, '.vc-widget [role="alert"]');
    expect(element!.bottom).toBeLessThanOrEqual(dockTop);
    expect(element!.left).toBeGreaterThanOrEqual(0);
    expect(element!.right).toBeLessThanOrEqual(375);
    await expect(tab.locator('[data-sonner-toast]')).toHaveCount(0);
    await refusal.getByRole('button', { name: 'Закрити' }).click();
    await expect(refusal).toHaveCount(0);
  });
});
