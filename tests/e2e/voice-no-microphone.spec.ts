import { expect, test, waitForPage } from './fixtures';

// The suite's Chromium has no media flags, and the machine no microphone.
test('no microphone: the voice assistant says there is none and offers typing instead', async ({ page }) => {
  await page.goto('/ua/');
  await waitForPage(page);
  await page.getByRole('button', { name: 'Запустити голосового асистента' }).click();
  const offer = page.getByRole('region', { name: 'Напишіть асистентові' });
  await expect(offer).toContainText('Мікрофон не знайдено. Підключіть мікрофон і спробуйте ще раз.');
  await expect(offer.getByRole('button', { name: 'Написати в чат' })).toBeFocused();
  await expect(page.locator('.vc-widget')).toHaveAttribute('data-phase', 'idle');
});
