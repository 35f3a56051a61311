import type { Page } from '@playwright/test';
import { CHROMIUM_ARGS, chromiumPath } from '../../scripts/lib/chromium';
import { appIsReady, expect, holdAppStart, test, whenAppReady, whenPageIdle } from './fixtures';

/**
 * A press that starts a call on a prerendered page, once the visit has had the AI notice: the voice
 * remote's starter (its `build.json` names it) begins the call at once, before the app's framework
 * arrives, and the widget takes that very call over when it hydrates: one token, one conversation,
 * the greeting heard before the panel's code is there and then shown in the panel once. Against the
 * suite's twin and its simulated agent, with a fake microphone.
 */
test.use({
  launchOptions: { executablePath: chromiumPath(), args: [...CHROMIUM_ARGS, '--use-fake-ui-for-media-stream', '--use-fake-device-for-media-stream'] },
});

/** Counts the page's token requests. */
function countTokens(page: Page): () => number {
  let tokens = 0;
  page.on('request', (request) => {
    if (new URL(request.url()).pathname === '/api/elevenlabs-token') tokens += 1;
  });
  return () => tokens;
}

for (const { control, path, pressed, greeting } of [
  { control: 'the floating launcher', path: '/ua/products/lumi-ai', pressed: '.vc-widget .vc-launcher', greeting: /Lumi/ },
  { control: 'the hero’s “Talk to Lumi”', path: '/', pressed: '.sh-hero__talk', greeting: /Lumi/ },
]) {
  test(`a press on ${control} starts the call before the app runs, and the widget takes that call over`, async ({ page, problems }) => {
    await page.addInitScript(() => sessionStorage.setItem('voice-ai-notice', 'given on an earlier page'));
    const tokens = countTokens(page);
    await page.goto(path);
    await whenPageIdle(page);
    const releaseApp = await holdAppStart(page);

    const starter = page.waitForRequest(/\/mfe\/voice\/assets\/starter-[\w-]+\.js$/);
    await page.locator(pressed).click();
    await starter;
    // The agent talks while none of the app's code has arrived.
    await expect(page.locator('html')).toHaveAttribute('data-early-call', /speaking|listening/, { timeout: 15_000 });
    expect(await appIsReady(page)).toBe(false);
    await expect(page.locator(pressed)).toHaveAttribute('aria-busy', 'true');
    // What it says is on screen as it is heard, above the launcher, before the panel exists.
    const early = page.locator('.vc-early-lines .vc-transcript__entry--agent');
    await expect(early).toHaveText(greeting);
    await expect(early).toBeInViewport();
    await expect(page.locator('.vc-panel')).toHaveCount(0);

    releaseApp();
    await whenAppReady(page);
    const panel = page.locator('.vc-panel');
    await expect(panel.locator('.vc-transcript__entry--agent').first()).toHaveText(greeting);
    await expect(panel.locator('.vc-panel__end')).toBeVisible();
    await expect(page.locator('html')).not.toHaveAttribute('data-early-call');
    // The panel shows the line now, and the early one is gone.
    await expect(page.locator('.vc-early-lines')).toHaveCount(0);
    // The greeting is there once (the visitor's fake microphone may already have been answered), and the call is the one the starter opened.
    await page.waitForTimeout(500);
    await expect(panel.locator('.vc-transcript__entry--agent').filter({ hasText: greeting })).toHaveCount(1);
    expect(tokens()).toBe(1);

    // The call ends as any other.
    await panel.locator('.vc-panel__end').click();
    await expect(page.locator('.vc-ended')).toBeVisible();
    expect(problems.consoleErrors).toEqual([]);
    expect(problems.pageErrors).toEqual([]);
  });
}

test('a press before the visit’s first notice starts nothing early, nor fetches the starter: the notice shows first', async ({ page }) => {
  const tokens = countTokens(page);
  const starters: string[] = [];
  page.on('request', (request) => {
    if (/\/starter-[\w-]+\.js$/.test(request.url())) starters.push(request.url());
  });
  await page.goto('/ru');
  await whenPageIdle(page);
  await page.locator('.vc-widget .vc-launcher').click();
  await expect(page.locator('.vc-notice')).toBeVisible();
  await expect(page.locator('html')).not.toHaveAttribute('data-early-call');
  expect(tokens()).toBe(0);
  expect(starters).toEqual([]);
});
