import { CASE_INDUSTRIES } from '@site/model';
import { expect, test } from './fixtures';
import type { Page } from '@playwright/test';

/**
 * The controls a visitor meets first work with JavaScript off, which is also how they answer a tap
 * on a prerendered page before the app has started: menus and questions are native disclosures,
 * the language switcher is links, the filters are radios and a style sheet.
 */
test.use({ javaScriptEnabled: false });

const visibleCards = (page: Page) => page.locator('.ct-cards > li:visible');

test.describe('on a phone', () => {
  test.use({ viewport: { width: 375, height: 740 }, hasTouch: true });

  test('the menu opens and closes, and its links go where they say', async ({ page }) => {
    await page.goto('/ua');
    const menu = page.locator('.sh-mobile-menu');
    await expect(menu).toBeHidden();
    await page.locator('.sh-menu-toggle').tap();
    await expect(menu).toBeVisible();
    await page.locator('.sh-menu-toggle').tap();
    await expect(menu).toBeHidden();
    await page.locator('.sh-menu-toggle').tap();
    await menu.getByRole('link', { name: 'Lumi AI' }).tap();
    await expect(page).toHaveURL(/\/ua\/products\/lumi-ai$/);
    await expect(page.locator('h1')).toBeVisible();
  });

  test('the language switcher in the menu opens the same page in the chosen language', async ({ page }) => {
    await page.goto('/products/ai-seller');
    await page.locator('.sh-menu-toggle').tap();
    await page.locator('.sh-mobile-menu__lang').getByRole('link', { name: 'Русский' }).tap();
    await expect(page).toHaveURL(/\/ru\/products\/ai-seller$/);
    await expect(page.locator('html')).toHaveAttribute('lang', 'ru');
  });
});

test('the products menu opens and lists the six products, then a page for each industry', async ({ page }) => {
  await page.setViewportSize({ width: 1280, height: 800 });
  await page.goto('/ru');
  const panel = page.locator('.sh-products-menu__panel');
  await expect(panel).toBeHidden();
  await page.getByRole('navigation', { name: 'Основная навигация' }).locator('summary', { hasText: 'Продукты' }).click();
  await expect(panel.locator('.sh-products-menu__link')).toHaveCount(6);
  await expect(panel.locator('.sh-products-menu__industry')).toHaveCount(CASE_INDUSTRIES.length);
  await panel.getByRole('link', { name: /^MediFlow AI/ }).click();
  await expect(page).toHaveURL(/\/ru\/products\/mediflow-ai$/);
});

test('a FAQ question on the home page opens its answer', async ({ page }) => {
  await page.goto('/');
  const question = page.locator('#main details').first();
  await expect(question).not.toHaveAttribute('open', '');
  await question.locator('summary').click();
  await expect(question).toHaveAttribute('open', '');
  await expect(question.locator('summary + *')).toBeVisible();
});

test('the header’s language switcher keeps the page', async ({ page }) => {
  await page.setViewportSize({ width: 1280, height: 800 });
  await page.goto('/ru/team');
  await page.locator('.sh-header__lang').getByRole('link', { name: 'Українська' }).click();
  await expect(page).toHaveURL(/\/ua\/team$/);
  await expect(page.locator('html')).toHaveAttribute('lang', 'uk');
});

test('the case filters combine, say how many cases are left, and reset', async ({ page }) => {
  await page.goto('/cases');
  await expect(visibleCards(page)).toHaveCount(8);
  await expect(page.locator('.ct-count')).toHaveText('Showing 8 of 8', { useInnerText: true });
  await page.getByRole('group', { name: 'Industry' }).getByRole('radio', { name: 'B2B' }).check();
  await expect(visibleCards(page)).toHaveCount(3);
  await expect(page.locator('.ct-count')).toHaveText('Showing 3 of 8', { useInnerText: true });
  await page.getByRole('group', { name: 'Product' }).getByRole('radio', { name: 'AgentLab AI' }).check();
  await expect(visibleCards(page)).toHaveCount(2);
  await page.getByRole('group', { name: 'Industry' }).getByRole('radio', { name: 'Retail' }).check();
  await expect(visibleCards(page)).toHaveCount(0);
  await expect(page.locator('.ct-empty')).toBeVisible();
  await page.locator('.ct-empty').getByRole('button', { name: 'Show all case studies' }).click();
  await expect(visibleCards(page)).toHaveCount(8);
  await expect(page.locator('.ct-empty')).toBeHidden();
});

test('the blog filters by category, with an empty state', async ({ page }) => {
  await page.goto('/ru/blog');
  await expect(visibleCards(page)).toHaveCount(4);
  await page.getByRole('radio', { name: 'Медицина' }).check();
  await expect(visibleCards(page)).toHaveCount(1);
  await page.getByRole('radio', { name: 'Маркетинг' }).check();
  await expect(visibleCards(page)).toHaveCount(0);
  await expect(page.locator('.ct-empty')).toBeVisible();
});
