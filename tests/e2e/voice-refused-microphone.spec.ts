import { CHROMIUM_ARGS, chromiumPath } from '../../scripts/lib/chromium';
import { expect, test, waitForApp } from './fixtures';

// A fake microphone without the prompt that accepts it: headless Chromium refuses the permission.
test.use({ launchOptions: { executablePath: chromiumPath(), args: [...CHROMIUM_ARGS, '--use-fake-device-for-media-stream'] } });

test('a refused microphone: the voice assistant says so, never asks for a token, and stays idle', async ({ page }) => {
  let tokenRequests = 0;
  page.on('request', (request) => {
    if (request.url().endsWith('/api/elevenlabs-token')) tokenRequests += 1;
  });
  await page.goto('/ru/');
  await waitForApp(page);
  await page.getByRole('button', { name: 'Запустить голосового ассистента' }).click();
  await expect(page.locator('[data-sonner-toast]').filter({ hasText: 'Ошибка подключения' })).toContainText(
    'Доступ к микрофону запрещён. Разрешите его в настройках браузера и попробуйте ещё раз.',
  );
  await expect(page.locator('.vc-widget')).toHaveAttribute('data-phase', 'idle');
  await expect(page.getByRole('button', { name: 'Запустить голосового ассистента' })).toBeVisible();
  expect(tokenRequests).toBe(0);
});
