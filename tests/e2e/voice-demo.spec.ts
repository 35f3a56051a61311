import type { Page } from '@playwright/test';
import { RECEPTIONIST_REPLIES, REPLIES } from '@site/platform/voice-agent';
import { CHROMIUM_ARGS, chromiumPath } from '../../scripts/lib/chromium';
import { startVoiceTwin, type VoiceTwin } from '../support/voice-twin';
import { expect, noticeAlreadyGiven, test, waitForPage } from './fixtures';
import { expectNoAxeViolations } from '../support/accessibility';

/**
 * The Lumi demo doing Lumi's job: a visitor picks a business and types to Lumi as its receptionist,
 * against the simulated agent, which offers tomorrow morning's first free time and books it with
 * the demo's `book_slot` tool, then moves the visit to the hour the visitor asks for and cancels it;
 * each change appears on the card's schedule beside the transcript as a receptionist's book shows
 * it (one visit, its old time free again), and the corner widget never shows the conversation. The microphone is refused (headless Chromium's
 * fake device without the prompt's acceptance), so the visitor types, in the card.
 */
test.use({ launchOptions: { executablePath: chromiumPath(), args: [...CHROMIUM_ARGS, '--use-fake-device-for-media-stream'] } });
test.beforeEach(({ page }) => noticeAlreadyGiven(page));

let voice: VoiceTwin;
test.beforeAll(async () => {
  voice = await startVoiceTwin();
});
test.afterAll(async () => {
  await voice?.close();
});

/** The card, hydrated: scrolled to and wanted, as the page's loader asks for an island a visitor reaches for. */
async function openDemo(page: Page, path: string, title: string) {
  await page.goto(`${voice.twin.url}${path}`);
  await waitForPage(page);
  const island = page.locator('[data-island="voice:voiceDemo"]');
  await island.scrollIntoViewIfNeeded();
  await island.evaluate((element) => element.dispatchEvent(new Event('site:island-wanted', { bubbles: true })));
  await expect(island).toHaveAttribute('data-live', '');
  return page.getByRole('region', { name: title });
}

const CASES = [
  {
    path: '/products/lumi-ai',
    language: 'en',
    business: 'clinic',
    title: 'Lumi’s demo as a receptionist',
    choice: 'Clinic',
    typeInstead: 'Type instead',
    greeting: 'Hello, this is Linden Clinic. I’m Lumi, the AI receptionist. How can I help you?',
    request: 'Any time tomorrow morning?',
    yes: 'Yes, please. I’m Oksana Melnyk.',
    name: 'Oksana Melnyk',
    bookedFor: 'booked for Oksana Melnyk',
    moveTo: (hour: number) => `Actually, can we move it to ${hour}?`,
    freeAgain: 'free again',
    cancel: 'Something came up, sorry. Please cancel it.',
    end: 'End chat',
    start: 'Start Conversation',
  },
  {
    path: '/ru/products/lumi-ai',
    language: 'ru',
    business: 'car_service',
    title: 'Демо Lumi в роли администратора',
    choice: 'Автосервис',
    typeInstead: 'Написать в чат',
    greeting: 'Здравствуйте, автосервис «Северный». Меня зовут Lumi, я виртуальный администратор. Чем могу помочь?',
    request: 'Можно завтра утром заменить масло?',
    yes: 'Да, пожалуйста. Меня зовут Анна.',
    name: 'Анна',
    bookedFor: 'запись: Анна',
    moveTo: (hour: number) => `Извините, а можно перенести на ${hour}?`,
    freeAgain: 'снова свободно',
    cancel: 'Планы поменялись, отмените, пожалуйста.',
    end: 'Завершить чат',
    start: 'Начать разговор',
  },
] as const;

for (const c of CASES) {
  test(`on ${c.path}, a visitor picks the ${c.business.replace('_', ' ')}, types a request, and sees Lumi book, move and cancel the visit on the card’s schedule beside the transcript`, async ({
    page,
    problems,
  }) => {
    const demo = await openDemo(page, c.path, c.title);
    await demo.getByRole('radio', { name: c.choice }).check();
    // Tomorrow's first free morning time on the card is what the receptionist will offer.
    const morning = (await demo.locator('.vc-slot[data-state="free"]').evaluateAll((slots) => slots.map((slot) => slot.getAttribute('data-time')!))).filter(
      (time) => time < '12:00',
    );
    expect(morning.length).toBeGreaterThanOrEqual(2);
    const time = morning[0]!;
    // The hour the visitor then asks to move to: another free time on the hour ("move it to 11").
    const free = await demo.locator('.vc-slot[data-state="free"]').evaluateAll((slots) => slots.map((slot) => slot.getAttribute('data-time')!));
    const target = free.find((candidate) => candidate !== time && candidate.endsWith(':00'))!;

    await demo.getByRole('button', { name: c.typeInstead }).click();
    const field = demo.getByRole('textbox');
    await expect(field).toBeFocused();
    const log = demo.getByRole('log');
    await expect(log).toContainText(c.greeting, { timeout: 20_000 });
    await field.fill(c.request);
    await field.press('Enter');
    await expect(log).toContainText(REPLIES[c.language].offer(time), { timeout: 15_000 });
    await field.fill(c.yes);
    await field.press('Enter');

    const slot = demo.locator(`.vc-slot[data-time="${time}"]`);
    await expect(slot).toHaveAttribute('data-state', 'booked', { timeout: 15_000 });
    await expect(slot).toContainText(c.bookedFor);
    await expect(log).toContainText(REPLIES[c.language].booked(time, c.name));
    await expect(log).toContainText(c.request);

    // What the agent was sent and answered: the receptionist's business and day, and the booking.
    const record = voice.agent.conversations.at(-1)!;
    expect(record.initiation).toMatchObject({
      conversation_config_override: { agent: { language: c.language, first_message: c.greeting }, conversation: { text_only: true } },
      dynamic_variables: { persona: 'Lumi', business: c.business, schedule: expect.stringContaining(morning.join(', ')) },
    });
    expect(record.toolResults).toEqual([expect.objectContaining({ is_error: false, result: expect.stringContaining(time) })]);

    // "Move it to 11": the one visit moves, its old time shows free again, and no second visit appears.
    await field.fill(c.moveTo(Number(target.slice(0, 2))));
    await field.press('Enter');
    const moved = demo.locator(`.vc-slot[data-time="${target}"]`);
    await expect(moved).toHaveAttribute('data-state', 'booked', { timeout: 15_000 });
    await expect(moved).toContainText(c.bookedFor);
    await expect(slot).toHaveAttribute('data-state', 'free');
    await expect(slot).toContainText(c.freeAgain);
    await expect(demo.locator('.vc-slot[data-state="booked"]')).toHaveCount(1);
    await expect(log).toContainText(RECEPTIONIST_REPLIES[c.language].moved(time, target));

    // "Cancel it": the visit is gone, its time free again.
    await field.fill(c.cancel);
    await field.press('Enter');
    await expect(moved).toHaveAttribute('data-state', 'free', { timeout: 15_000 });
    await expect(moved).toContainText(c.freeAgain);
    await expect(demo.locator('.vc-slot[data-state="booked"]')).toHaveCount(0);
    await expect(log).toContainText(RECEPTIONIST_REPLIES[c.language].cancelled(target));
    expect(record.toolResults.map((result) => result.is_error)).toEqual([false, false, false]);

    // The corner widget shows no second view of it.
    await expect(page.locator('.vc-widget')).toHaveAttribute('data-phase', 'idle');
    await expect(page.locator('.vc-panel')).toHaveCount(0);

    await expectNoAxeViolations(page, '.vc-demo');

    await demo.getByRole('button', { name: c.end }).click();
    await expect(demo.getByRole('button', { name: c.start })).toBeVisible();
    // The schedule and the transcript stay to be read.
    await expect(moved).toContainText(c.freeAgain);
    await expect(log).toContainText(c.request);
    expect(problems.pageErrors).toEqual([]);
    // Hydrating the card, and the presses on it, raise no hydration error (React's #418 before).
    expect(problems.consoleErrors.filter((error) => /hydrat|#418/i.test(error))).toEqual([]);
  });
}

test('the first press on the prerendered card, before its code has run, starts the typed conversation without a hydration error', async ({
  page,
  problems,
}) => {
  await page.goto(`${voice.twin.url}/products/lumi-ai`);
  await waitForPage(page);
  const island = page.locator('[data-island="voice:voiceDemo"]');
  await island.scrollIntoViewIfNeeded();
  await expect(island).not.toHaveAttribute('data-live', '');
  await island.getByRole('button', { name: 'Type instead' }).click();
  await expect(island.getByRole('log')).toContainText('Linden Clinic', { timeout: 20_000 });
  await expect(island.getByRole('textbox', { name: 'Your message' })).toBeFocused();
  expect(problems.consoleErrors.filter((error) => /hydrat|#418/i.test(error))).toEqual([]);
  expect(problems.pageErrors).toEqual([]);
});

test('on a phone, nothing of the demo card is covered by the corner widget while Lumi takes a booking', async ({ page }) => {
  await page.setViewportSize({ width: 375, height: 740 });
  const demo = await openDemo(page, '/products/lumi-ai', 'Lumi’s demo as a receptionist');
  await demo.getByRole('button', { name: 'Type instead' }).click();
  await expect(demo.getByRole('log')).toContainText('Linden Clinic', { timeout: 20_000 });
  // Every control of the card, scrolled to, is what a tap at its centre reaches.
  for (const control of [
    demo.getByRole('textbox'),
    demo.getByRole('button', { name: 'Send' }),
    demo.getByRole('button', { name: 'End chat' }),
    demo.getByRole('log'),
  ]) {
    await control.scrollIntoViewIfNeeded();
    const reached = await control.evaluate((element) => {
      const box = element.getBoundingClientRect();
      for (const [x, y] of [
        [box.left + box.width / 2, box.top + box.height / 2],
        // Toward the right edge, where the corner widget sits.
        [box.left + box.width * 0.95, box.top + box.height / 2],
      ]) {
        const hit = document.elementFromPoint(x!, y!);
        if (!hit || !element.contains(hit)) return hit?.outerHTML.slice(0, 80) ?? 'nothing';
      }
      return 'itself';
    });
    expect(reached).toBe('itself');
  }
  await expect(page.locator('.vc-widget .vc-launcher')).toBeHidden();
  await demo.getByRole('button', { name: 'End chat' }).click();
  await expect(page.locator('.vc-widget .vc-launcher')).toBeVisible();
});
