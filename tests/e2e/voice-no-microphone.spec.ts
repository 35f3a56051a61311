import { expect, noticeAlreadyGiven, test, waitForPage } from './fixtures';

// What comes after the notice before a visit's first conversation: given already.
test.beforeEach(({ page }) => noticeAlreadyGiven(page));

// The suite's Chromium has no media flags, and the machine no microphone.
test('no microphone: the voice assistant says there is none and offers typing instead', async ({ page }) => {
  await page.goto('/ua/');
  await waitForPage(page);
  await page.locator('.vc-widget').getByRole('button', { name: 'Поговорити з Lumi' }).click();
  const offer = page.getByRole('region', { name: 'Напишіть асистентові' });
  await expect(offer).toContainText('Мікрофон не знайдено. Підключіть мікрофон і спробуйте ще раз.');
  await expect(offer.getByRole('button', { name: 'Написати в чат' })).toBeFocused();
  await expect(page.locator('.vc-widget')).toHaveAttribute('data-phase', 'idle');
});
