import { GetCommand, QueryCommand } from '@aws-sdk/lib-dynamodb';
import type { Locator, Page } from '@playwright/test';
import { TABLES } from '@site/lambdas/tables';
import { ASSISTANT_LINES, greetingOf, readAgentDefinition, REPLIES, type SimulatedAgent } from '@site/platform/voice-agent';
import { CHROMIUM_ARGS, chromiumPath } from '../../scripts/lib/chromium';
import { startVoiceTwin, type VoiceTwin } from '../support/voice-twin';
import { appIsReady, expect, holdAppStart, noticeAlreadyGiven, test, waitForPage, whenAppReady } from './fixtures';
import { expectNoAxeViolations } from '../support/accessibility';

/**
 * The voice assistant in Chromium with a fake microphone (a beeping tone), against the simulated
 * ElevenLabs agent: the suite's own twin (started by the config, `npm start`'s wiring) or, where
 * a test steers the agent or reads the database, one started here.
 */
const FAKE_MICROPHONE = ['--use-fake-ui-for-media-stream', '--use-fake-device-for-media-stream'];

/** What the agent says first in each language: its definition's (`agent/`), which the simulated agent plays, as Lumi. */
const DEFINITION = readAgentDefinition();
const FIRST_MESSAGES = Object.fromEntries(Object.keys(DEFINITION.firstMessages).map((language) => [language, greetingOf(DEFINITION, language)]));

const SPEAKING = 'rgb(124, 58, 237)';
const LISTENING = 'rgb(22, 163, 74)';
const CONTACT_SAVED_REPLY = 'Спасибо! Ваши контактные данные сохранены. Наш менеджер свяжется с вами в ближайшее время.';

const widget = (page: Page) => page.locator('.vc-widget');
const launcher = (page: Page, name = 'Talk to Lumi') => widget(page).getByRole('button', { name, exact: true });
const toast = (page: Page, title: string) => page.locator('[data-sonner-toast]').filter({ hasText: title });
/** A refused start, said beside the launcher that was pressed rather than in a toast. */
const refusal = (page: Page, title: string) => page.locator('.vc-widget [role="alert"]').filter({ hasText: title });

/** Closes the transcript an ended conversation left in the widget, if anything was said in it. */
async function closeEnded(page: Page, close = 'Close'): Promise<void> {
  await expect(widget(page)).toHaveAttribute('data-phase', 'idle');
  const ended = page.locator('.vc-ended');
  if (await ended.count()) await ended.getByRole('button', { name: close }).click();
}

/** The colour the avatar's orb is tinted with (its last gradient stop). */
function tintOf(avatar: Locator): Promise<string> {
  return avatar.locator('.vc-avatar__core').evaluate((core) => getComputedStyle(core).backgroundImage);
}

/** Every CSP violation on the page, from its first script on. */
async function recordCspViolations(page: Page): Promise<() => Promise<string[]>> {
  await page.addInitScript(() => {
    const violations: string[] = ((window as { __csp?: string[] }).__csp = []);
    document.addEventListener('securitypolicyviolation', (event) => violations.push(`${event.violatedDirective} ${event.blockedURI}`));
  });
  return () => page.evaluate(() => (window as { __csp?: string[] }).__csp ?? []);
}

test.use({ launchOptions: { executablePath: chromiumPath(), args: [...CHROMIUM_ARGS, ...FAKE_MICROPHONE] } });

// What comes after the notice before a visit's first conversation: given already.
test.beforeEach(({ page }) => noticeAlreadyGiven(page));

test.describe('the voice assistant against the simulated agent', () => {
  test('the SDK loads only on the first start, and its worklets come from the site under its CSP', async ({ page, problems }) => {
    const voiceFiles: string[] = [];
    page.on('request', (request) => {
      if (request.url().includes('/mfe/voice/')) voiceFiles.push(new URL(request.url()).pathname);
    });
    const cspViolations = await recordCspViolations(page);
    const response = await page.goto('/');
    await waitForPage(page);
    expect(response?.headers()['content-security-policy']).toMatch(/script-src 'self' 'inline-speculation-rules';/);
    await expect(launcher(page)).toBeVisible();
    // The widget is an island that loads its remote once the page is idle.
    await expect.poll(() => voiceFiles.length, { timeout: 15_000 }).toBeGreaterThan(0);
    await page.waitForLoadState('networkidle');
    expect(voiceFiles.filter((path) => /open-conversation|starter-|Processor|libsamplerate/.test(path))).toEqual([]);

    await launcher(page).click();
    await expect(page.locator('.vc-panel')).toBeVisible({ timeout: 20_000 });
    // Once: the remote's starter, which began the call before the app ran, or the widget's own chunk.
    expect(voiceFiles.filter((path) => /open-conversation|starter-/.test(path))).toHaveLength(1);
    // zod (in the contracts the page uses) probes for eval once and falls back when the CSP says no; nothing else may be refused.
    expect((await cspViolations()).filter((violation) => violation !== 'script-src eval')).toEqual([]);
    expect(problems.pageErrors).toEqual([]);
    await page.getByRole('button', { name: 'End', exact: true }).click();
    await expect(toast(page, 'Conversation ended')).toContainText('See you soon!');
  });

  test('a press on the launcher before the app is ready starts the conversation once it is', async ({ page }) => {
    const startApp = await holdAppStart(page);
    await page.goto('/ru/');
    await launcher(page, 'Поговорить с Lumi').click();
    // Connecting, shown at once without the app.
    await expect(page.locator('.vc-launcher')).toHaveAttribute('aria-busy', 'true');
    await expect(page.locator('.vc-launcher > svg')).toBeHidden();
    expect(await appIsReady(page)).toBe(false);
    startApp();
    await expect(page.locator('.vc-panel')).toBeVisible({ timeout: 20_000 });
    await expect(widget(page)).toHaveAttribute('data-conversation-id', /^conv_simulated_/);
    await page.getByRole('button', { name: 'Завершить', exact: true }).click();
    await expect(widget(page)).toHaveAttribute('data-phase', 'idle');
  });

  test('a failing token endpoint: the error beside the launcher, and back to idle', async ({ page }) => {
    await page.route('**/api/elevenlabs-token', (route) =>
      route.fulfill({
        status: 502,
        contentType: 'application/json',
        body: '{"error":"upstream_failed","message":"the voice service did not answer; try again later"}',
      }),
    );
    await page.goto('/ru/');
    await waitForPage(page);
    await launcher(page, 'Поговорить с Lumi').click();
    await expect(refusal(page, 'Ошибка подключения')).toContainText('Голосовой ассистент сейчас недоступен. Попробуйте позже.');
    await expect(toast(page, 'Ошибка подключения')).toHaveCount(0);
    await expect(launcher(page, 'Поговорить с Lumi')).toBeEnabled();
    await expect(widget(page)).toHaveAttribute('data-phase', 'idle');
  });

  test("a token answer without a signed URL fails with 'No signed URL returned'", async ({ page }) => {
    await page.route('**/api/elevenlabs-token', (route) => route.fulfill({ status: 200, contentType: 'application/json', body: '{}' }));
    await page.goto('/');
    await waitForPage(page);
    await launcher(page).click();
    await expect(refusal(page, 'Connection error')).toContainText('No signed URL returned');
    await expect(widget(page)).toHaveAttribute('data-phase', 'idle');
  });

  test('moving between the site’s routes and languages keeps the conversation on its one socket', async ({ page }) => {
    const sockets: { url: string; closed: boolean }[] = [];
    page.on('websocket', (socket) => {
      const entry = { url: socket.url(), closed: false };
      sockets.push(entry);
      socket.on('close', () => (entry.closed = true));
    });
    await page.goto('/ua/');
    await waitForPage(page);
    await launcher(page, 'Поговорити з Lumi').click();
    await expect(page.getByRole('button', { name: 'Згорнути' })).toBeVisible({ timeout: 20_000 });
    await expect(toast(page, 'Голосового асистента активовано')).toContainText('Говоріть, і я вас почую');
    const conversationId = await widget(page).getAttribute('data-conversation-id');
    expect(conversationId).toMatch(/^conv_simulated_/);

    await page.getByRole('navigation', { name: 'Основна навігація' }).getByRole('link', { name: 'Контакти' }).click();
    await expect(page).toHaveURL(/\/ua\/contacts$/);
    await page.locator('.sh-header__lang').getByRole('link', { name: 'Русский' }).click();
    await expect(page).toHaveURL(/\/ru\/contacts$/);
    // The panel follows the page's language and is still the same conversation on the same socket.
    await expect(page.getByRole('button', { name: 'Свернуть' })).toBeVisible();
    await expect(widget(page)).toHaveAttribute('data-conversation-id', conversationId!);
    expect(sockets.filter((socket) => socket.url.includes('/v1/convai/conversation'))).toEqual([expect.objectContaining({ closed: false })]);
  });

  for (const [path, language, start, end] of [
    ['/ua/', 'uk', 'Поговорити з Lumi', 'Завершити'],
    ['/', 'en', 'Talk to Lumi', 'End'],
  ] as const) {
    test(`a call on ${path} greets and goes on in the page's language`, async ({ page }) => {
      await page.goto(path);
      await waitForPage(page);
      await launcher(page, start).click();
      const log = page.locator('.vc-panel').getByRole('log');
      await expect(log).toContainText(FIRST_MESSAGES[language]!, { timeout: 20_000 });
      // The caller speaks (the fake microphone's tone): what they are taken to have said is shown, and answered in the same language.
      await expect(log).toContainText(ASSISTANT_LINES[language].lines[0]!, { timeout: 30_000 });
      await expect(log.locator('.vc-transcript__entry--agent')).toHaveCount(2, { timeout: 30_000 });
      await page.getByRole('button', { name: end, exact: true }).click();
      await expect(widget(page)).toHaveAttribute('data-phase', 'idle');
    });
  }

  test('during a call, a typed message goes to the agent like speech, and is answered', async ({ page }) => {
    await page.goto('/');
    await waitForPage(page);
    await launcher(page).click();
    const panel = page.getByRole('region', { name: 'Voice assistant' });
    await expect(panel.getByRole('log')).toContainText(FIRST_MESSAGES.en!, { timeout: 20_000 });
    // Muted, the caller says nothing the agent could take as a turn: only what they type.
    await panel.getByRole('button', { name: 'Mute the microphone' }).click();
    const field = panel.getByRole('textbox', { name: 'Your message' });
    await field.fill('I’m on a train, so I’ll type.');
    await field.press('Enter');
    await expect(field).toHaveValue('');
    await expect(panel.getByRole('log')).toContainText('I’m on a train, so I’ll type.');
    // The agent takes it as the caller's next turn, and answers it.
    await expect(panel.getByRole('log').locator('.vc-transcript__entry--agent')).toHaveCount(2, { timeout: 20_000 });
    await page.getByRole('button', { name: 'End', exact: true }).click();
    await expect(widget(page)).toHaveAttribute('data-phase', 'idle');
  });

  test('spoken, in the Lumi demo: the salon’s receptionist hears a request, offers a free morning time, asks the name the caller types, and books it on the card’s schedule', async ({
    page,
  }) => {
    test.setTimeout(90_000);
    await page.goto('/ua/products/lumi-ai');
    await waitForPage(page);
    const demo = page.locator('.vc-demo');
    await demo.getByRole('radio', { name: 'Салон краси' }).check();
    await demo.getByRole('button', { name: 'Почати розмову' }).click();
    await expect(demo.getByRole('button', { name: 'Завершити дзвінок' })).toBeVisible({ timeout: 20_000 });
    await expect(demo.getByText(/^(Слухаю|Асистент говорить)$/)).toBeVisible();
    // The caller speaks (the fake microphone's tone): the scripted request, then a yes that carries no name.
    const log = demo.getByRole('log');
    await expect(log).toContainText('Так, будь ласка.', { timeout: 60_000 });
    // Nothing the visitor did not give: no name, so no booking; the receptionist asks, and the visitor types it.
    await demo.getByRole('button', { name: 'Вимкнути мікрофон' }).click();
    const time = (await demo.locator('.vc-slot[data-state="free"]').evaluateAll((slots) => slots.map((slot) => slot.getAttribute('data-time')!)))[0]!;
    await expect(log).toContainText(REPLIES.uk.offer(time));
    await expect(log).toContainText(REPLIES.uk.askBookingName(time), { timeout: 20_000 });
    await expect(demo.locator('.vc-slot[data-state="booked"]')).toHaveCount(0);
    await demo.getByRole('textbox').fill('Мене звати Оксана');
    await demo.getByRole('textbox').press('Enter');
    const booked = demo.locator('.vc-slot[data-state="booked"]');
    await expect(booked).toHaveCount(1, { timeout: 20_000 });
    await expect(booked).toHaveAttribute('data-time', time);
    expect(time < '12:00').toBe(true);
    await expect(booked).toContainText('запис: Оксана');
    await expect(log).toContainText(REPLIES.uk.booked(time, 'Оксана'), { timeout: 20_000 });
    await demo.getByRole('button', { name: 'Завершити дзвінок' }).click();
    await expect(demo.getByRole('button', { name: 'Почати розмову' })).toBeVisible();
  });

  test('the Lumi demo holds its call in its card: the widget shows no second view of it, and starting the widget’s call ends it', async ({ page }) => {
    let conversations = 0;
    page.on('websocket', (socket) => {
      if (socket.url().includes('/v1/convai/conversation')) conversations += 1;
    });
    await page.goto('/products/lumi-ai');
    await waitForPage(page);
    const demo = page.locator('.vc-demo');
    await demo.getByRole('button', { name: 'Start Conversation' }).click();
    await expect(demo.getByRole('button', { name: 'End Call' })).toBeVisible({ timeout: 20_000 });
    await expect(demo.getByText(/^(Listening|Assistant is speaking)$/)).toBeVisible();
    await expect(demo.getByRole('log')).toContainText('Linden Clinic');
    await expect(page.locator('.vc-panel')).toHaveCount(0);
    await expect(widget(page)).toHaveAttribute('data-phase', 'idle');
    // The corner widget steps aside while the demo holds the call.
    await expect(launcher(page)).toBeHidden();
    await demo.getByRole('button', { name: 'End Call' }).click();
    await expect(demo.getByRole('button', { name: 'Start Conversation' })).toBeVisible();
    await expect(launcher(page)).toBeVisible();

    // One conversation at a time: the widget's call ends the demo's.
    await demo.getByRole('button', { name: 'Start Conversation' }).click();
    await expect(demo.getByRole('button', { name: 'End Call' })).toBeVisible({ timeout: 20_000 });
    await page.evaluate(() => document.documentElement.removeAttribute('data-voice-demo-live'));
    await launcher(page).click();
    await expect(demo.getByRole('button', { name: 'Start Conversation' })).toBeVisible();
    await expect(page.locator('.vc-panel')).toBeVisible({ timeout: 20_000 });
    await page.getByRole('button', { name: 'End', exact: true }).click();
    await closeEnded(page);
    expect(conversations).toBe(3);
  });
});

/** What this test's caller says (the default script carries no contact): their name and phone in words, then a yes to the confirmation. */
const SPOKEN_CONTACT = ['Меня зовут Анна, мой номер плюс семь девятьсот девяносто девять сто двадцать три сорок пять шестьдесят семь.', 'Да, всё верно.'];

test.describe('a conversation with a steered agent and the database behind it', () => {
  test.describe.configure({ mode: 'serial' });

  let voice: VoiceTwin;
  let twin: VoiceTwin['twin'];
  let agent: SimulatedAgent;
  let telegram: VoiceTwin['telegram'];
  const client = () => voice.db;

  test.beforeAll(async () => {
    voice = await startVoiceTwin();
    ({ twin, agent, telegram } = voice);
  });
  test.afterAll(async () => {
    await voice?.close();
  });
  test.beforeEach(() => {
    // The contact on the visitor's first turn, said in words, and a yes to the agent's confirmation.
    agent.useScript({ userTurnSeconds: 0.3, lines: SPOKEN_CONTACT });
  });

  test('by keyboard: start, speak and listen, minimize and expand, leave a contact that is stored, end', async ({ page, problems }) => {
    test.setTimeout(90_000);
    await page.goto(`${twin.url}/ru/`);
    await waitForPage(page);
    const start = launcher(page, 'Поговорить с Lumi');
    // Focus starts the app; pressed once it runs, the widget itself connects (a press before would
    // begin the call with the voice remote's starter: voice-early-call.spec.ts).
    await start.focus();
    await whenAppReady(page);
    await page.keyboard.press('Enter');

    // Connecting: a spinner, the button disabled but still focused.
    await expect(launcher(page, 'Поговорить с Lumi: подключаемся к голосовому ассистенту…')).toBeDisabled();
    await expect(launcher(page, 'Поговорить с Lumi: подключаемся к голосовому ассистенту…')).toBeFocused();

    // Connected and expanded: the greeting is spoken (purple), then the assistant listens (green).
    const panel = page.getByRole('region', { name: 'Голосовой ассистент' });
    await expect(panel).toBeVisible({ timeout: 20_000 });
    await expect(toast(page, 'Голосовой ассистент активирован')).toContainText('Говорите, и я вас услышу');
    await expect(page.getByRole('button', { name: 'Свернуть' })).toBeFocused();
    await expect(panel.locator('.vc-status')).toHaveText('Ассистент говорит...');
    await expect.poll(() => tintOf(panel)).toContain(SPEAKING);
    await expect(page.getByRole('status').filter({ hasText: 'Ассистент говорит...' })).toHaveCount(1);
    await expect(panel.getByRole('log', { name: 'Расшифровка разговора' })).toContainText(FIRST_MESSAGES.ru!);
    await expect(panel.locator('.vc-status')).toHaveText('Слушаю вас', { timeout: 15_000 });
    await expect.poll(() => tintOf(panel)).toContain(LISTENING);
    const size = await panel.locator('.vc-avatar').boundingBox();
    expect(size?.width).toBe(150);

    // Minimized: the avatar alone, a button that expands it again.
    await page.keyboard.press('Escape');
    const expand = page.getByRole('button', { name: 'Развернуть голосового ассистента' });
    await expect(expand).toBeFocused();
    await expect(panel).toHaveCount(0);
    await page.keyboard.press('Enter');
    await expect(panel).toBeVisible();
    await expect(page.getByRole('button', { name: 'Свернуть' })).toBeFocused();

    // The visitor speaks; the agent hears a name and a phone and calls the contact tool.
    await expect(panel.getByRole('log')).toContainText('Меня зовут Анна', { timeout: 30_000 });
    await expect(toast(page, 'Контакт сохранён')).toContainText('Спасибо! Мы свяжемся с вами в ближайшее время.', { timeout: 15_000 });
    const conversationId = (await widget(page).getAttribute('data-conversation-id'))!;
    await expect
      .poll(() => agent.conversations.find((c) => c.id === conversationId)?.toolResults)
      .toEqual([expect.objectContaining({ result: CONTACT_SAVED_REPLY, is_error: false })]);
    const contact = () => client().send(new GetCommand({ TableName: TABLES.voiceContacts.name, Key: { conversationId, phone: '+79991234567' } }));
    const stored = await contact();
    expect(stored.Item).toMatchObject({ userName: 'Анна', language: 'ru', durationSeconds: expect.any(Number) });
    expect(stored.Item!.durationSeconds).toBeGreaterThan(0);
    // An early copy, kept at once, but nobody is told before the conversation's own record shows the agent taking it.
    expect(stored.Item).toMatchObject({ verification: 'unverified', notifyStatus: 'held' });
    expect(telegram.accepted.filter((message) => message.text.includes(conversationId))).toEqual([]);
    // The conversation goes on after the tool.
    await expect(panel.getByRole('log')).toContainText('Спасибо, Анна!');

    // End, by keyboard: back to idle, the conversation id cleared, focus back on the launcher.
    await page.keyboard.press('Tab');
    await page.keyboard.press('Tab');
    await expect(page.getByRole('button', { name: 'Завершить' })).toBeFocused();
    await page.keyboard.press('Enter');
    await expect(toast(page, 'Разговор завершен')).toContainText('До встречи!');
    await expect(widget(page)).toHaveAttribute('data-phase', 'idle');
    await expect(widget(page)).not.toHaveAttribute('data-conversation-id');
    // The transcript stays, focus on copying it; Escape closes it, back to the launcher.
    await expect(page.getByRole('region', { name: 'Разговор завершён' }).getByRole('button', { name: 'Скопировать расшифровку' })).toBeFocused();
    await page.keyboard.press('Escape');
    await expect(start).toBeFocused();
    await expect.poll(() => agent.conversations.find((c) => c.id === conversationId)?.closed?.code).toBe(1000);
    expect(problems.pageErrors).toEqual([]);

    // The call ended: the agent's signed post-call webhook records the conversation, which confirms the contact.
    await expect.poll(() => agent.webhookDeliveries.find((delivery) => delivery.conversationId === conversationId)?.status).toBe(200);
    const record = await client().send(new GetCommand({ TableName: TABLES.voiceCalls.name, Key: { conversationId } }));
    expect(record.Item).toMatchObject({
      source: 'webhook',
      language: 'ru',
      pagePath: expect.stringMatching(/^\/ru\/?$/),
      summaryTitle: REPLIES.ru.summary.contact('Анна', '').title,
      contactsConfirmed: ['+79991234567'],
      dataCollection: { caller_name: 'Анна', caller_phone: '+79991234567' },
    });
    expect(record.Item!.durationSeconds).toBeGreaterThan(0);
    await expect.poll(async () => (await contact()).Item?.notifyStatus).toBe('sent');
    // It reached the managers' chat once, with what the caller wanted, though the widget made two calls.
    const messages = telegram.accepted.filter((message) => message.text.includes(conversationId));
    expect(messages).toHaveLength(1);
    expect(messages[0]!.text).toContain(
      `Тема разговора: <code>${REPLIES.ru.summary.contact('Анна', '').title}</code>\nО чём говорили: <code>${REPLIES.ru.summary.contact('Анна', '').text}</code>\nСтраница: <code>/ru`,
    );
    expect(messages[0]!.text).toContain('Язык: <code>ru</code>');
  });

  test('contacts posted for a real conversation with phones the agent never heard reach no one', async ({ page, request }) => {
    test.setTimeout(90_000);
    await page.goto(`${twin.url}/ru/`);
    await waitForPage(page);
    await launcher(page, 'Поговорить с Lumi').click();
    await expect(toast(page, 'Контакт сохранён')).toBeVisible({ timeout: 40_000 });
    const conversationId = (await widget(page).getAttribute('data-conversation-id'))!;
    await page.getByRole('button', { name: 'Завершить', exact: true }).click();
    await expect.poll(() => agent.webhookDeliveries.find((delivery) => delivery.conversationId === conversationId)?.status).toBe(200);
    await expect.poll(() => telegram.accepted.filter((message) => message.text.includes(conversationId)).length).toBe(1);

    // Someone replays the widget's calls for that very conversation with phones of their choosing.
    const spoof = (phone: string) =>
      request.post(`${twin.url}/api/send-telegram-notification`, {
        data: { formType: 'voice_conversion', name: 'Spoof', phone, timestamp: new Date().toISOString(), language: 'ru', conversationId, duration: 5 },
      });
    for (const phone of ['+79990000001', '+79990000002']) expect((await spoof(phone)).status()).toBe(202);

    const contacts = await client().send(
      new QueryCommand({
        TableName: TABLES.voiceContacts.name,
        KeyConditionExpression: 'conversationId = :id',
        ExpressionAttributeValues: { ':id': conversationId },
      }),
    );
    expect(contacts.Items!.map((item) => [item.phone, item.notifyStatus]).sort()).toEqual([
      ['+79990000001', 'rejected'],
      ['+79990000002', 'rejected'],
      ['+79991234567', 'sent'],
    ]);
    expect(telegram.accepted.filter((message) => message.text.includes(conversationId))).toHaveLength(1);
    expect(telegram.accepted.filter((message) => message.text.includes('Spoof'))).toEqual([]);
  });

  test('a contact the agent took reaches a manager once though none of the widget’s calls lands (F1)', async ({ page }) => {
    test.setTimeout(90_000);
    await page.route(/\/api\/(save-voice-conversation|send-telegram-notification)$/, (route) => route.abort());
    await page.goto(`${twin.url}/ru/`);
    await waitForPage(page);
    await launcher(page, 'Поговорить с Lumi').click();
    await expect(widget(page)).toHaveAttribute('data-conversation-id', /.+/, { timeout: 40_000 });
    const conversationId = (await widget(page).getAttribute('data-conversation-id'))!;
    // The widget gave up on both calls and told the agent so.
    await expect.poll(() => agent.conversations.find((c) => c.id === conversationId)?.toolResults?.length, { timeout: 40_000 }).toBe(1);
    await page.getByRole('button', { name: 'Завершить', exact: true }).click();
    await expect.poll(() => agent.webhookDeliveries.find((delivery) => delivery.conversationId === conversationId)?.status).toBe(200);
    await expect.poll(() => telegram.accepted.filter((message) => message.text.includes(conversationId)).length).toBe(1);
    expect(telegram.accepted.find((message) => message.text.includes(conversationId))!.text).toContain('Телефон: <code>+79991234567</code>');
    await twin.runScheduled();
    expect(telegram.accepted.filter((message) => message.text.includes(conversationId))).toHaveLength(1);
  });

  test('phones a stranger posts first for a visitor’s conversation take no place of the visitor’s own (F8)', async ({ page, request }) => {
    test.setTimeout(90_000);
    // Before the visitor's own call goes, someone who learnt the conversation id posts phones of their choosing.
    await page.route(/\/api\/(save-voice-conversation|send-telegram-notification)$/, async (route) => {
      const body = route.request().postDataJSON() as { conversation_id?: string; conversationId?: string };
      const conversationId = body.conversation_id ?? body.conversationId;
      for (const phone of ['+79990000011', '+79990000012', '+79990000013', '+79990000014']) {
        const spoof = await request.post(`${twin.url}/api/save-voice-conversation`, {
          data: { conversation_id: conversationId, phone_number: phone, user_name: 'Spoof', duration_seconds: 5, language: 'ru' },
        });
        expect(spoof.status()).toBe(201);
      }
      await route.continue();
    });
    await page.goto(`${twin.url}/ru/`);
    await waitForPage(page);
    await launcher(page, 'Поговорить с Lumi').click();
    await expect(toast(page, 'Контакт сохранён')).toBeVisible({ timeout: 40_000 });
    const conversationId = (await widget(page).getAttribute('data-conversation-id'))!;
    await page.getByRole('button', { name: 'Завершить', exact: true }).click();
    await expect.poll(() => telegram.accepted.filter((message) => message.text.includes(conversationId)).length).toBe(1);
    expect(telegram.accepted.find((message) => message.text.includes(conversationId))!.text).toContain('Телефон: <code>+79991234567</code>');
    expect(telegram.accepted.filter((message) => message.text.includes('Spoof') || message.text.includes('+7999000001'))).toEqual([]);
  });

  test('the name a manager reads is the one the agent took with the phone, whatever name the page posts', async ({ page }) => {
    test.setTimeout(90_000);
    const spoofed = 'Not Anna: call +1 900 555 0000';
    // The visitor's own browser rewrites the name in both of the widget's calls; the phone stays the one the agent took.
    await page.route(/\/api\/(save-voice-conversation|send-telegram-notification)$/, async (route) => {
      const body = route.request().postDataJSON() as Record<string, unknown>;
      await route.continue({ postData: JSON.stringify({ ...body, ...('user_name' in body ? { user_name: spoofed } : { name: spoofed }) }) });
    });
    await page.goto(`${twin.url}/ru/`);
    await waitForPage(page);
    await launcher(page, 'Поговорить с Lumi').click();
    await expect(toast(page, 'Контакт сохранён')).toBeVisible({ timeout: 40_000 });
    const conversationId = (await widget(page).getAttribute('data-conversation-id'))!;
    const contact = () => client().send(new GetCommand({ TableName: TABLES.voiceContacts.name, Key: { conversationId, phone: '+79991234567' } }));
    expect((await contact()).Item).toMatchObject({ userName: spoofed, verification: 'unverified' });

    await page.getByRole('button', { name: 'Завершить', exact: true }).click();
    await expect.poll(() => agent.webhookDeliveries.find((delivery) => delivery.conversationId === conversationId)?.status).toBe(200);
    await expect.poll(() => telegram.accepted.filter((message) => message.text.includes(conversationId)).length).toBe(1);
    const [message] = telegram.accepted.filter((sent) => sent.text.includes(conversationId));
    expect(message!.text).toContain('Имя: <code>Анна</code>');
    expect(message!.text).not.toContain('Not Anna');
    // The stored contact says what the agent heard too.
    expect((await contact()).Item).toMatchObject({ userName: 'Анна', verification: 'confirmed', notifyStatus: 'sent' });
  });

  test('a made-up conversation id never reaches the managers’ chat, however often it is sent', async ({ request }) => {
    for (const conversationId of ['conv_made_up', 'conv_simulated_000000000000', 'unknown']) {
      const notify = await request.post(`${twin.url}/api/send-telegram-notification`, {
        data: {
          formType: 'voice_conversion',
          name: 'Spam',
          phone: '+79990000000',
          timestamp: new Date().toISOString(),
          language: 'ru',
          conversationId,
          duration: 1,
        },
      });
      expect(notify.status()).toBe(400);
      expect(await notify.json()).toEqual({ error: 'validation_failed', fields: { conversationId: 'unknown_conversation' } });
      const save = await request.post(`${twin.url}/api/save-voice-conversation`, {
        data: { conversation_id: conversationId, phone_number: '+79990000000', user_name: 'Spam', duration_seconds: 1, language: 'ru' },
      });
      expect(save.status()).toBe(400);
    }
    expect(telegram.accepted.filter((message) => message.text.includes('Spam'))).toEqual([]);
  });

  test('past the day’s cap of voice tokens the API answers 429 and the widget says it could not start', async ({ page, request }) => {
    process.env.VOICE_TOKENS_PER_DAY = '0';
    try {
      const token = await request.post(`${twin.url}/api/elevenlabs-token`, { data: {} });
      expect(token.status()).toBe(429);
      expect(await token.json()).toMatchObject({ error: 'daily_limit_reached' });

      await page.goto(`${twin.url}/ru/`);
      await waitForPage(page);
      const conversations = agent.conversations.length;
      await launcher(page, 'Поговорить с Lumi').click();
      await expect(refusal(page, 'Ошибка подключения')).toBeVisible();
      await expect(widget(page)).toHaveAttribute('data-phase', 'idle');
      expect(agent.conversations.length).toBe(conversations);
    } finally {
      delete process.env.VOICE_TOKENS_PER_DAY;
    }
  });

  test('the agent ends the call: goodbye toast; the agent drops the socket: connection error; both back to idle', async ({ page }) => {
    await page.goto(`${twin.url}/`);
    await waitForPage(page);
    await launcher(page).click();
    await expect(page.locator('.vc-panel')).toBeVisible({ timeout: 20_000 });
    agent.endCalls();
    await expect(toast(page, 'Conversation ended')).toContainText('See you soon!');
    await closeEnded(page);

    await launcher(page).click();
    await expect(page.locator('.vc-panel')).toBeVisible({ timeout: 20_000 });
    agent.dropCalls(1011, 'The agent went away');
    await expect(toast(page, 'Connection error')).toContainText('The connection to the assistant was lost.');
    await closeEnded(page);
    await expect(launcher(page)).toBeVisible();
  });

  test('leaving the site hangs up: the agent sees the visitor end the call', async ({ page }) => {
    await page.goto(`${twin.url}/`);
    await waitForPage(page);
    await launcher(page).click();
    await expect(page.locator('.vc-panel')).toBeVisible({ timeout: 20_000 });
    const conversationId = await widget(page).getAttribute('data-conversation-id');
    // Without the page's own hang-up, the browser would close the socket with 1001 (going away).
    await page.goto('about:blank');
    await expect.poll(() => agent.conversations.find((c) => c.id === conversationId)?.closed).toEqual({ code: 1000, reason: 'User ended conversation' });
  });

  test('on a phone: a 120 px avatar, the mute toggle, reduced motion, and no accessibility violations', async ({ page }) => {
    await page.setViewportSize({ width: 375, height: 740 });
    await page.emulateMedia({ reducedMotion: 'reduce' });
    await page.goto(`${twin.url}/ua/`);
    await waitForPage(page);
    await launcher(page, 'Поговорити з Lumi').click();
    const panel = page.getByRole('region', { name: 'Голосовий асистент' });
    await expect(panel).toBeVisible({ timeout: 20_000 });
    expect((await panel.locator('.vc-avatar').boundingBox())?.width).toBe(120);
    expect(
      await panel
        .locator('.vc-avatar__bar')
        .first()
        .evaluate((bar) => getComputedStyle(bar).animationName),
    ).toBe('none');

    const mute = panel.getByRole('button', { name: 'Вимкнути мікрофон' });
    await expect(mute).toHaveAttribute('aria-pressed', 'false');
    await mute.click();
    await expect(mute).toHaveAttribute('aria-pressed', 'true');

    await expectNoAxeViolations(page, '.vc-widget');

    await panel.getByRole('button', { name: 'Згорнути' }).click();
    expect((await page.getByRole('button', { name: 'Розгорнути голосового асистента' }).boundingBox())?.width).toBe(120);
  });
});
