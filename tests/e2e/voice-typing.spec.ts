import { execFile } from 'node:child_process';
import { promisify } from 'node:util';
import { GetCommand } from '@aws-sdk/lib-dynamodb';
import type { Page } from '@playwright/test';
import { ASSISTANT_PERSONAS } from '@site/contracts';
import { TABLES } from '@site/lambdas/tables';
import { COMPANY, DATA_POLICY } from '@site/model';
import { callBackTime, greetingOf, readAgentDefinition, REPLIES } from '@site/platform/voice-agent';
import { REPO_ROOT } from '../../repo-layout';
import { CHROMIUM_ARGS, chromiumPath } from '../../scripts/lib/chromium';
import { childEnv } from '../support/child-env';
import { startVoiceTwin, type VoiceTwin } from '../support/voice-twin';
import { expect, noticeAlreadyGiven, openTypedChat, test, waitForPage } from './fixtures';
import { expectNoAxeViolations } from '../support/accessibility';

/**
 * A visitor who cannot speak: the microphone refused (a fake device without the prompt that
 * accepts it, as headless Chromium refuses the permission), so the assistant offers typing, and a
 * whole typed conversation, by keyboard, against the simulated agent and the real backend behind
 * the twin; and the home page's sales bot, typed in place.
 */
test.use({ launchOptions: { executablePath: chromiumPath(), args: [...CHROMIUM_ARGS, '--use-fake-device-for-media-stream'] } });

// What comes after the notice before a visit's first conversation: given already.
test.beforeEach(({ page }) => noticeAlreadyGiven(page));

const DEFINITION = readAgentDefinition();
const toast = (page: Page, title: string) => page.locator('[data-sonner-toast]').filter({ hasText: title });

/** Counts the page's requests for the microphone, from its first script on. */
async function countMicrophoneRequests(page: Page): Promise<() => Promise<number>> {
  await page.addInitScript(() => {
    const devices = navigator.mediaDevices;
    if (!devices) return;
    const original = devices.getUserMedia.bind(devices);
    (window as { __microphone?: number }).__microphone = 0;
    devices.getUserMedia = (constraints) => {
      (window as { __microphone?: number }).__microphone! += 1;
      return original(constraints);
    };
  });
  return () => page.evaluate(() => (window as { __microphone?: number }).__microphone ?? 0);
}

let voice: VoiceTwin;
test.beforeAll(async () => {
  voice = await startVoiceTwin();
});
test.afterAll(async () => {
  await voice?.close();
});

const CASES = [
  {
    path: '/ua/',
    language: 'uk',
    launcher: 'Поговорити з Lumi',
    reason: 'Доступ до мікрофона заборонено. Дозвольте його в налаштуваннях браузера й спробуйте ще раз.',
    offer: 'Напишіть асистентові',
    typeInstead: 'Написати в чат',
    chat: 'Чат з асистентом',
    field: 'Ваше повідомлення',
    saved: ['Контакт збережено', 'Дякуємо! Менеджер передзвонить вам не пізніше наступного робочого дня.'],
    end: 'Завершити',
    ended: 'Розмову завершено',
    question: 'Де зберігаються мої дані?',
    // As a Ukrainian visitor writes their number: nationally, in groups.
    contact: { typed: 'Оксана Мельник, 050 123 45 67', name: 'Оксана Мельник', phone: '+380501234567' },
    yes: 'Так',
  },
  {
    path: '/',
    language: 'en',
    launcher: 'Talk to Lumi',
    reason: 'Microphone access is blocked. Allow it in your browser settings and try again.',
    offer: 'Write to the assistant instead',
    typeInstead: 'Type instead',
    chat: 'Chat with the assistant',
    field: 'Your message',
    saved: ['Contact saved', 'Thank you! We will contact you shortly.'],
    end: 'End',
    ended: 'Conversation ended',
    question: 'Where is my data stored?',
    contact: { typed: 'Anna Smith, +44 7700 900123', name: 'Anna Smith', phone: '+447700900123' },
    yes: 'Yes, that’s right',
  },
] as const;

for (const c of CASES) {
  test(`on ${c.path}, with the microphone refused: typing is offered, and a typed conversation by keyboard leaves a contact the manager is told of once`, async ({
    page,
    problems,
  }) => {
    test.setTimeout(90_000);
    const { twin, agent } = voice;
    const { contact } = c;
    const replies = REPLIES[c.language];
    const microphoneRequests = await countMicrophoneRequests(page);
    await page.goto(`${twin.url}${c.path}`);
    await waitForPage(page);
    const launcher = page.locator('.vc-widget').getByRole('button', { name: c.launcher, exact: true });
    await launcher.focus();
    await page.keyboard.press('Enter');

    // Not an error: the reason, in the page's language, and typing offered, focused.
    const offer = page.getByRole('region', { name: c.offer });
    await expect(offer).toBeVisible();
    await expect(offer).toContainText(c.reason);
    await expect(page.getByRole('button', { name: c.typeInstead })).toBeFocused();
    await expect(toast(page, c.language === 'uk' ? 'Помилка підключення' : 'Connection error')).toHaveCount(0);
    expect(await microphoneRequests()).toBe(1);
    await page.keyboard.press('Enter');

    // The typed conversation: its text field takes focus, the agent greets in writing.
    const panel = page.getByRole('region', { name: c.chat });
    const log = panel.getByRole('log');
    const field = panel.getByRole('textbox', { name: c.field });
    await expect(field).toBeFocused();
    await expect(log).toContainText(greetingOf(DEFINITION, c.language), { timeout: 20_000 });
    const conversationId = (await page.locator('.vc-widget').getAttribute('data-conversation-id'))!;
    expect(conversationId).toMatch(/^conv_simulated_/);

    // A buyer's question, answered from the site's knowledge: where the data is stored.
    await page.keyboard.type(c.question);
    await page.keyboard.press('Enter');
    await expect(field).toHaveValue('');
    await expect(log).toContainText(c.question);
    await expect(log).toContainText(DATA_POLICY.region, { timeout: 15_000 });

    // The contact, typed: the agent confirms it, then its tool stores it at once; the conversation goes on.
    await page.keyboard.type(contact.typed);
    await page.keyboard.press('Enter');
    await expect(log).toContainText(replies.confirm(contact.phone, contact.name), { timeout: 15_000 });
    await page.keyboard.type(c.yes);
    await page.keyboard.press('Enter');
    await expect(toast(page, c.saved[0])).toContainText(c.saved[1], { timeout: 15_000 });
    await expect(log).toContainText(replies.saved(contact.name, callBackTime(new Date())));
    const stored = await voice.db.send(new GetCommand({ TableName: TABLES.voiceContacts.name, Key: { conversationId, phone: contact.phone } }));
    expect(stored.Item).toMatchObject({ language: c.language, verification: 'unverified', userName: contact.name });
    expect(voice.managersToldOf(conversationId)).toEqual([]);

    // The same agent in text-only mode, as the Lumi persona; it never asked for the microphone.
    const held = agent.conversations.find((conversation) => conversation.id === conversationId)!;
    expect(held.initiation).toMatchObject({
      conversation_config_override: { agent: { language: c.language }, conversation: { text_only: true } },
      dynamic_variables: { persona: ASSISTANT_PERSONAS.siteAssistant, channel: 'text', page_path: new URL(page.url()).pathname },
    });
    expect(await microphoneRequests()).toBe(1);

    // End, by keyboard: from the field, past the minimize button, to End.
    await page.keyboard.press('Tab');
    await page.keyboard.press('Tab');
    await page.keyboard.press('Tab');
    await expect(panel.getByRole('button', { name: c.end, exact: true })).toBeFocused();
    await page.keyboard.press('Enter');
    await expect(toast(page, c.ended)).toBeVisible();
    await expect(page.locator('.vc-widget')).toHaveAttribute('data-phase', 'idle');

    // The conversation's record, typed transcript and tool call included, confirms the contact: the manager is told once.
    await expect.poll(() => agent.webhookDeliveries.find((delivery) => delivery.conversationId === conversationId)?.status).toBe(200);
    const record = await voice.db.send(new GetCommand({ TableName: TABLES.voiceCalls.name, Key: { conversationId } }));
    expect(record.Item).toMatchObject({ source: 'webhook', language: c.language, contactsConfirmed: [contact.phone] });
    expect(record.Item!.transcript).toContainEqual(expect.objectContaining({ role: 'user', message: c.question }));
    await expect.poll(() => voice.managersToldOf(conversationId).length).toBe(1);
    await expect
      .poll(
        async () =>
          (await voice.db.send(new GetCommand({ TableName: TABLES.voiceContacts.name, Key: { conversationId, phone: contact.phone } }))).Item?.notifyStatus,
      )
      .toBe('sent');
    expect(voice.managersToldOf(conversationId)).toHaveLength(1);
    expect(problems.pageErrors).toEqual([]);
  });
}

test('the open panel in text mode has no accessibility violations, on a phone and on a desktop', async ({ page }) => {
  for (const [width, height, path] of [
    [375, 740, '/ru/'],
    [1440, 900, '/'],
  ] as const) {
    await page.setViewportSize({ width, height });
    await page.goto(`${voice.twin.url}${path}`);
    await waitForPage(page);
    await page.locator('.vc-write-launcher').click();
    await expect(page.locator('.vc-panel--text .vc-transcript__entry--agent')).toHaveCount(1, { timeout: 20_000 });
    await page.locator('.vc-composer__field').fill(path === '/' ? 'Hello' : 'Здравствуйте');
    await page.keyboard.press('Enter');
    await expect(page.locator('.vc-panel--text .vc-transcript__entry--agent')).toHaveCount(2, { timeout: 15_000 });
    await expectNoAxeViolations(page, '.vc-widget');
    await page.locator('.vc-panel__end').click();
    await expect(page.locator('.vc-widget')).toHaveAttribute('data-phase', 'idle');
  }
});

test('the Lumi demo offers typing too, in its card: its text field takes focus', async ({ page }) => {
  await page.goto(`${voice.twin.url}/products/lumi-ai`);
  await waitForPage(page);
  const demo = page.locator('.vc-demo');
  await demo.getByRole('button', { name: 'Start Conversation' }).click();
  await expect(demo.getByRole('status').filter({ hasText: 'Microphone' })).toHaveText(
    'Microphone access is blocked. Allow it in your browser settings and try again.',
  );
  await demo.getByRole('button', { name: 'Type instead' }).click();
  await expect(demo.getByRole('textbox', { name: 'Your message' })).toBeFocused();
  await expect(demo.getByRole('button', { name: 'End chat' })).toBeVisible({ timeout: 20_000 });
  await expect(page.locator('.vc-widget')).toHaveAttribute('data-phase', 'idle');
  await demo.getByRole('button', { name: 'End chat' }).click();
  await expect(demo.getByRole('button', { name: 'Start Conversation' })).toBeVisible();
});

for (const [path, language, open, region] of [
  ['/', 'en', 'Open the chat', 'Chat with the AI Seller 24/7 demo'],
  ['/ru/', 'ru', 'Открыть чат', 'Чат с демоверсией AI Seller 24/7'],
] as const) {
  test(`the home page’s sales bot on ${path} answers in place, in the page’s language, and loads nothing before the press`, async ({ page, problems }) => {
    const { twin, agent } = voice;
    const voiceFiles: string[] = [];
    page.on('request', (request) => {
      if (request.url().includes('/mfe/voice/')) voiceFiles.push(new URL(request.url()).pathname);
    });
    await page.goto(`${twin.url}${path}`);
    await waitForPage(page);
    const card = page.locator('.sh-demo').nth(1);
    await expect(card.getByRole('button', { name: open })).toBeVisible();
    await page.waitForLoadState('networkidle');
    expect(voiceFiles.filter((file) => /sales-chat|open-conversation/.test(file))).toEqual([]);

    const url = page.url();
    await card.getByRole('button', { name: open }).click();
    const chat = card.getByRole('region', { name: region });
    const greeting = greetingOf(DEFINITION, language, { persona: ASSISTANT_PERSONAS.salesBot });
    await expect(chat.getByRole('log')).toContainText(greeting, { timeout: 20_000 });
    await expect(chat.getByRole('textbox')).toBeFocused();
    expect(voiceFiles.filter((file) => /sales-chat/.test(file)).length).toBeGreaterThan(0);

    await page.keyboard.type(language === 'en' ? 'Who is the company behind the site?' : 'Какая компания стоит за сайтом?');
    await page.keyboard.press('Enter');
    await expect(chat.getByRole('log')).toContainText(COMPANY.legalName, { timeout: 15_000 });
    await expect(page).toHaveURL(url);
    const conversationId = (await chat.getAttribute('data-conversation-id'))!;
    expect(agent.conversations.find((conversation) => conversation.id === conversationId)?.initiation).toMatchObject({
      conversation_config_override: { agent: { language }, conversation: { text_only: true } },
      dynamic_variables: { persona: ASSISTANT_PERSONAS.salesBot, channel: 'text' },
    });
    // The floating assistant is not involved: it stays idle, ready for a call of its own.
    await expect(page.locator('.vc-widget')).toHaveAttribute('data-phase', 'idle');
    await chat.getByRole('button', { name: language === 'en' ? 'End chat' : 'Завершить чат' }).click();
    await expect(chat.getByRole('button', { name: language === 'en' ? 'Start a new chat' : 'Начать новый чат' })).toBeFocused();
    expect(problems.pageErrors).toEqual([]);
  });
}

test('a typed conversation that holds an e-mail and a phone written the British way is found by both, and the manager reads the phone in E.164 (F4)', async ({
  page,
}) => {
  test.setTimeout(120_000);
  const { twin } = voice;
  const email = `anna.${Date.now()}@example.com`;
  const { panel, log, field, conversationId } = await openTypedChat(page, twin.url, greetingOf(DEFINITION, 'en'));
  // As people write a British mobile: the country code, then the trunk zero in brackets; and an e-mail beside it.
  await field.fill(`Anna, +44 (0) 7700 900557, or write to ${email}`);
  await field.press('Enter');
  await expect(log).toContainText(REPLIES.en.confirm('+447700900557', 'Anna'), { timeout: 15_000 });
  await field.fill('Yes');
  await field.press('Enter');
  await expect(log).toContainText(REPLIES.en.saved('Anna', callBackTime(new Date())), { timeout: 15_000 });
  await panel.getByRole('button', { name: 'End', exact: true }).click();
  await expect(page.locator('.vc-widget')).toHaveAttribute('data-phase', 'idle');

  await expect.poll(() => voice.agent.webhookDeliveries.find((delivery) => delivery.conversationId === conversationId)?.status, { timeout: 30_000 }).toBe(200);
  await expect.poll(() => voice.managersToldOf(conversationId).length, { timeout: 30_000 }).toBe(1);
  expect(voice.managersToldOf(conversationId)[0]!.text).toContain('+447700900557');

  // An operator asked for the person's data finds the call by the e-mail in its transcript and by the phone in E.164.
  for (const identity of [
    ['--email', email.toUpperCase()],
    ['--phone', '+447700900557'],
  ]) {
    // `npm run personal-data -- find …`, as an operator runs it, on the twin's running database.
    const { stdout } = await promisify(execFile)(process.execPath, ['--import', 'tsx', 'infra/bin/personal-data.ts', 'find', ...identity], {
      cwd: REPO_ROOT,
      env: childEnv({ DATA_DIR: voice.dataDir }),
    });
    expect(stdout).toContain(conversationId);
  }
});
