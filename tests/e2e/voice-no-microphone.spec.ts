import { expect, test, waitForApp } from './fixtures';

// The suite's Chromium has no media flags, and the machine no microphone.
test('no microphone: the voice assistant says there is none and stays idle', async ({ page }) => {
  await page.goto('/ua/');
  await waitForApp(page);
  await page.getByRole('button', { name: 'Запустити голосового асистента' }).click();
  await expect(page.locator('[data-sonner-toast]').filter({ hasText: 'Помилка підключення' })).toContainText(
    'Мікрофон не знайдено. Підключіть мікрофон і спробуйте ще раз.',
  );
  await expect(page.locator('.vc-widget')).toHaveAttribute('data-phase', 'idle');
});
