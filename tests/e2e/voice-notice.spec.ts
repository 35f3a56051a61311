import type { Page } from '@playwright/test';
import { DATA_POLICY, formatDays, LANGUAGES, localizePath } from '@site/model';
import { CHROMIUM_ARGS, chromiumPath } from '../../scripts/lib/chromium';
import { appIsReady, expect, holdAppStart, test, waitForPage, whenAppReady } from './fixtures';
import { expectNoAxeViolations } from '../support/accessibility';

/**
 * The assistant as a visitor first meets it: offered in the home page's hero beside the
 * consultation, and, before the visit's first conversation, the notice that it is an AI, that
 * ElevenLabs processes what is said and typed, and what is kept for how long; starting is the
 * acceptance. Against the suite's own twin and its simulated agent, with a fake microphone.
 */
test.use({
  launchOptions: { executablePath: chromiumPath(), args: [...CHROMIUM_ARGS, '--use-fake-ui-for-media-stream', '--use-fake-device-for-media-stream'] },
});

const widget = (page: Page) => page.locator('.vc-widget');
const hero = (page: Page) => page.locator('.sh-hero');

/** Counts the page's requests for the microphone and for a token, from its first script on. */
async function countStarts(page: Page): Promise<() => Promise<{ microphone: number; token: number }>> {
  let token = 0;
  page.on('request', (request) => {
    if (request.url().endsWith('/api/elevenlabs-token')) token += 1;
  });
  await page.addInitScript(() => {
    const devices = navigator.mediaDevices;
    (window as { __microphone?: number }).__microphone = 0;
    const original = devices.getUserMedia.bind(devices);
    devices.getUserMedia = (constraints) => {
      (window as { __microphone?: number }).__microphone! += 1;
      return original(constraints);
    };
  });
  return async () => ({ microphone: await page.evaluate(() => (window as { __microphone?: number }).__microphone ?? 0), token });
}

const days = DATA_POLICY.retentionDays.records;
const CASES = [
  {
    path: '/',
    lang: 'en',
    talk: 'Talk to Lumi',
    notice: 'Lumi is an AI assistant',
    human: 'not a person',
    privacy: ['How we handle your data', '/privacy'],
    start: 'Start talking',
    call: 'Voice assistant',
  },
  {
    path: '/ru',
    lang: 'ru',
    talk: 'Поговорить с Lumi',
    notice: 'Lumi — AI-ассистент',
    human: 'а не с человеком',
    privacy: ['Как мы обращаемся с данными', '/ru/privacy'],
    start: 'Начать разговор',
    call: 'Голосовой ассистент',
  },
  {
    path: '/ua',
    lang: 'uk',
    talk: 'Поговорити з Lumi',
    notice: 'Lumi — AI-асистент',
    human: 'а не з людиною',
    privacy: ['Як ми поводимося з даними', '/ua/privacy'],
    start: 'Почати розмову',
    call: 'Голосовий асистент',
  },
] as const;

for (const c of CASES) {
  test(`${c.path}: the hero’s “${c.talk}”, pressed before the app is ready, opens the notice in the page’s language; starting it starts the call`, async ({
    page,
    problems,
  }) => {
    const starts = await countStarts(page);
    const startApp = await holdAppStart(page);
    await page.goto(c.path);
    // The launcher says what it does at rest, on the prerendered page.
    await expect(widget(page).getByRole('button', { name: c.talk, exact: true })).toHaveText(c.talk);

    await hero(page).getByRole('button', { name: c.talk, exact: true }).click();
    expect(await appIsReady(page)).toBe(false);
    startApp();
    await whenAppReady(page);

    const notice = page.getByRole('region', { name: c.notice.replace(' —', '\u00a0—') });
    await expect(notice).toBeVisible({ timeout: 15_000 });
    await expect(notice).toContainText(c.human);
    await expect(notice).toContainText('ElevenLabs');
    await expect(notice).toContainText(formatDays({ min: days, max: days }, c.lang));
    await expect(notice.getByRole('link', { name: c.privacy[0] })).toHaveAttribute('href', c.privacy[1]);
    await expect(notice.getByRole('button', { name: c.start })).toBeFocused();
    // Nothing is asked for before the visitor starts.
    expect(await starts()).toEqual({ microphone: 0, token: 0 });
    await expectNoAxeViolations(page, '.vc-widget');

    await notice.getByRole('button', { name: c.start }).click();
    const panel = page.getByRole('region', { name: c.call });
    await expect(panel.locator('.vc-transcript__entry--agent')).toHaveCount(1, { timeout: 20_000 });
    // The widget asks for the microphone first, and the SDK again for its own input.
    expect(await starts()).toEqual({ microphone: expect.any(Number), token: 1 });
    expect((await starts()).microphone).toBeGreaterThan(0);
    expect(problems.pageErrors).toEqual([]);
  });
}

test('the notice is given once a visit: on the next page the launcher starts at once', async ({ page }) => {
  const starts = await countStarts(page);
  await page.goto('/ua');
  await waitForPage(page);
  await hero(page).getByRole('button', { name: 'Або написати' }).click();
  const notice = page.getByRole('region', { name: 'Lumi\u00a0— AI-асистент' });
  await notice.getByRole('button', { name: 'Почати листування' }).click();
  const chat = page.getByRole('region', { name: 'Чат з асистентом' });
  await expect(chat.getByRole('textbox')).toBeFocused();
  await expect(chat.locator('.vc-transcript__entry--agent')).toHaveCount(1, { timeout: 20_000 });
  expect(await starts()).toEqual({ microphone: 0, token: 1 });
  await chat.getByRole('button', { name: 'Завершити', exact: true }).click();

  // Another document of the same visit.
  await page.goto('/ua/contacts');
  await waitForPage(page);
  await widget(page).getByRole('button', { name: 'Написати Lumi' }).click();
  await expect(page.getByRole('region', { name: 'Чат з асистентом' }).locator('.vc-transcript__entry--agent')).toHaveCount(1, { timeout: 20_000 });
  await expect(page.getByRole('region', { name: 'Lumi\u00a0— AI-асистент' })).toHaveCount(0);
});

test('an ended conversation leaves its transcript, which copies, until the visitor closes it', async ({ page, context }) => {
  await context.grantPermissions(['clipboard-read', 'clipboard-write']);
  await page.goto('/');
  await waitForPage(page);
  await widget(page).getByRole('button', { name: 'Write to Lumi' }).click();
  await page.getByRole('button', { name: 'Start writing' }).click();
  const chat = page.getByRole('region', { name: 'Chat with the assistant' });
  await expect(chat.locator('.vc-transcript__entry--agent')).toHaveCount(1, { timeout: 20_000 });
  // The greeting streams in: whole once it is no longer marked as being written.
  await expect(chat.locator('.vc-transcript__entry--agent[data-partial]')).toHaveCount(0);
  const greeting = (await chat.locator('.vc-transcript__entry--agent').textContent())!.replace(/^Assistant: /, '');
  await chat.getByRole('textbox').fill('Do you speak Polish?');
  await page.keyboard.press('Enter');
  await expect(chat.locator('.vc-transcript__entry--agent')).toHaveCount(2, { timeout: 15_000 });
  await chat.getByRole('button', { name: 'End', exact: true }).click();

  const ended = page.getByRole('region', { name: 'Conversation ended' });
  await expect(ended.getByRole('log')).toContainText('Do you speak Polish?');
  await expect(ended.getByRole('button', { name: 'Copy transcript' })).toBeFocused();
  await expectNoAxeViolations(page, '.vc-widget');
  await ended.getByRole('button', { name: 'Copy transcript' }).click();
  await expect(ended.getByRole('status')).toHaveText('The transcript is copied.');
  const copied = await page.evaluate(() => navigator.clipboard.readText());
  expect(copied.split('\n').slice(0, 2)).toEqual([`Assistant: ${greeting}`, 'You: Do you speak Polish?']);

  await ended.getByRole('button', { name: 'Close' }).click();
  await expect(ended).toHaveCount(0);
  await expect(widget(page).getByRole('button', { name: 'Talk to Lumi' })).toBeFocused();
});

test('on a product page the notice suggests questions about that product; one asked is a typed conversation that starts with it', async ({ page }) => {
  const starts = await countStarts(page);
  await page.goto('/ru/products/lumi-ai');
  await waitForPage(page);
  await widget(page).getByRole('button', { name: 'Поговорить с Lumi' }).click();
  const suggested = page.getByRole('region', { name: 'Lumi\u00a0— AI-ассистент' }).getByRole('list', { name: 'Спросите, например:' });
  await expect(suggested.getByRole('button')).toHaveText([
    'Может ли Lumi записывать клиентов в наш календарь?',
    'Сколько времени занимает запуск Lumi AI?',
    'Сколько стоит Lumi AI?',
  ]);
  await suggested.getByRole('button', { name: 'Сколько стоит Lumi AI?' }).click();

  const log = page.getByRole('region', { name: 'Чат с ассистентом' }).getByRole('log');
  await expect(log.locator('.vc-transcript__entry--user')).toHaveText(['Вы: Сколько стоит Lumi AI?'], { timeout: 20_000 });
  // After the greeting, and answered.
  await expect(log.locator('.vc-transcript__entry').first()).toHaveClass(/--agent/);
  await expect(log.locator('.vc-transcript__entry--agent')).toHaveCount(2, { timeout: 15_000 });
  expect(await starts()).toEqual({ microphone: 0, token: 1 });
});

test("on a desktop, each button of the corner's column holds its icon and its words on one line, in every language", async ({ page }) => {
  await page.setViewportSize({ width: 1440, height: 900 });
  for (const language of LANGUAGES) {
    await page.goto(localizePath('/', language));
    const buttons = widget(page).locator('.vc-launcher--labelled, .vc-type-launcher--labelled');
    await expect(buttons).toHaveCount(3);
    for (const button of await buttons.all()) {
      const icon = (await button.locator('svg').boundingBox())!;
      const words = (await button.locator('.vc-launcher__label').boundingBox())!;
      const box = (await button.boundingBox())!;
      const label = `${language}: ${await button.textContent()}`;
      // Side by side: the words start after the icon, both centred on the button's middle.
      expect(words.x, label).toBeGreaterThan(icon.x + icon.width - 1);
      expect(Math.abs(words.y + words.height / 2 - (icon.y + icon.height / 2)), label).toBeLessThan(3);
      expect(words.y + words.height, label).toBeLessThanOrEqual(box.y + box.height);
    }
  }
});

test.describe('on a phone', () => {
  test.use({ viewport: { width: 375, height: 740 }, hasTouch: true });

  test('the launcher is a labelled dock along the bottom, which the page keeps room for: its end stays above it, and the back-to-top button sits in its band, clear of its buttons', async ({
    page,
  }) => {
    for (const [path, talk, write] of [
      ['/', 'Talk to Lumi', 'Write'],
      ['/ru/contacts', 'Поговорить с Lumi', 'Написать'],
      ['/ua/blog/ai-in-healthcare', 'Поговорити з Lumi', 'Написати'],
    ] as const) {
      await page.goto(path);
      await expect(widget(page).locator('.vc-launcher')).toHaveText(talk);
      await expect(widget(page).locator('.vc-write-launcher')).toHaveText(write);
      const dock = (await widget(page).boundingBox())!;
      expect(dock).toMatchObject({ x: 0, width: 375 });
      expect(dock.y + dock.height).toBe(740);

      await page.evaluate(() => window.scrollTo(0, document.documentElement.scrollHeight));
      const lastLine = (await page.locator('footer p').last().boundingBox())!;
      expect(lastLine.y + lastLine.height).toBeLessThanOrEqual(dock.y);
      // The back-to-top button sits in the dock's band (issue 69 §3), left of the dock's own buttons.
      const backToTop = (await page.locator('.sh-scroll-top').boundingBox())!;
      expect(backToTop.y).toBeGreaterThanOrEqual(dock.y);
      expect(backToTop.y + backToTop.height).toBeLessThanOrEqual(dock.y + dock.height);
      const docked = await widget(page)
        .locator('button:visible, a:visible')
        .evaluateAll((elements) => elements.map((element) => element.getBoundingClientRect().left));
      expect(Math.min(...docked)).toBeGreaterThanOrEqual(backToTop.x + backToTop.width);
    }
    await expectNoAxeViolations(page, '.vc-widget');
  });
});
