import { expect, test, waitForPage } from './fixtures';

test.describe('scrolling', () => {
  test.use({ viewport: { width: 1280, height: 700 } });

  test('a route change starts at the top of the new page', async ({ page }) => {
    await page.goto('/');
    await waitForPage(page);
    await page.evaluate(() => window.scrollTo(0, document.body.scrollHeight));
    expect(await page.evaluate(() => window.scrollY)).toBeGreaterThan(300);
    await page.locator('footer').getByRole('link', { name: 'Team' }).click();
    await expect(page.locator('h1')).toHaveText('Our team');
    await expect.poll(() => page.evaluate(() => window.scrollY)).toBe(0);
  });

  test('the back-to-top button appears past 300 px and takes the visitor up', async ({ page }) => {
    await page.goto('/');
    await waitForPage(page);
    const button = page.getByRole('button', { name: 'Back to top' });
    await expect(button).toHaveCount(0);
    await page.evaluate(() => window.scrollTo(0, 250));
    await page.waitForTimeout(100);
    await expect(button).toHaveCount(0);
    await page.evaluate(() => window.scrollTo(0, 301));
    await expect(button).toBeVisible();
    await button.click();
    await expect.poll(() => page.evaluate(() => window.scrollY)).toBe(0);
    await expect(button).toHaveCount(0);
  });
});
