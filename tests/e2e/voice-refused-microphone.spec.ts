import { CHROMIUM_ARGS, chromiumPath } from '../../scripts/lib/chromium';
import { expect, noticeAlreadyGiven, test, waitForPage } from './fixtures';

// A fake microphone without the prompt that accepts it: headless Chromium refuses the permission.
test.use({ launchOptions: { executablePath: chromiumPath(), args: [...CHROMIUM_ARGS, '--use-fake-device-for-media-stream'] } });

// What comes after the notice before a visit's first conversation: given already.
test.beforeEach(({ page }) => noticeAlreadyGiven(page));

test('a refused microphone: the voice assistant says why and offers typing instead, never asking for a token until then', async ({ page }) => {
  let tokenRequests = 0;
  page.on('request', (request) => {
    if (request.url().endsWith('/api/elevenlabs-token')) tokenRequests += 1;
  });
  await page.goto('/ru/');
  await waitForPage(page);
  await page.locator('.vc-widget').getByRole('button', { name: 'Поговорить с Lumi' }).click();
  const offer = page.getByRole('region', { name: 'Напишите ассистенту' });
  await expect(offer).toContainText('Доступ к микрофону запрещён. Разрешите его в настройках браузера и попробуйте ещё раз.');
  await expect(page.locator('[data-sonner-toast]')).toHaveCount(0);
  await expect(page.locator('.vc-widget')).toHaveAttribute('data-phase', 'idle');
  expect(tokenRequests).toBe(0);

  // Closing the offer leaves the launcher, as it was.
  await offer.getByRole('button', { name: 'Закрыть' }).click();
  await expect(page.locator('.vc-widget').getByRole('button', { name: 'Поговорить с Lumi' })).toBeFocused();
  expect(tokenRequests).toBe(0);
});
