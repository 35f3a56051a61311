import type { Page } from '@playwright/test';
import { greetingOf, readAgentDefinition, REPLIES } from '@site/platform/voice-agent';
import { CHROMIUM_ARGS, chromiumPath } from '../../scripts/lib/chromium';
import { startVoiceTwin, type VoiceTwin } from '../support/voice-twin';
import { expect, noticeAlreadyGiven, test, waitForPage } from './fixtures';

/**
 * A visitor whose network is past one of the backend's per-network limits is told which, in the
 * page's language, rather than that the assistant is unavailable: the twin's functions refuse as
 * in the cloud (the limits read from the environment each request), and the widget reads the refusal.
 */
test.use({ launchOptions: { executablePath: chromiumPath(), args: [...CHROMIUM_ARGS, '--use-fake-device-for-media-stream'] } });
test.beforeEach(({ page }) => noticeAlreadyGiven(page));

const DEFINITION = readAgentDefinition();
const toast = (page: Page, title: string) => page.locator('[data-sonner-toast]').filter({ hasText: title });
/** A refused start, said beside the launcher that was pressed rather than in a toast. */
const refusal = (page: Page, title: string) => page.locator('.vc-widget [role="alert"]').filter({ hasText: title });

let voice: VoiceTwin;
test.beforeAll(async () => {
  voice = await startVoiceTwin();
});
test.afterAll(async () => {
  await voice?.close();
});

/** Runs `body` with a limit of the twin's functions set, then puts back the suite's own. */
async function withLimit(name: string, value: string, body: () => Promise<void>): Promise<void> {
  const saved = process.env[name];
  process.env[name] = value;
  try {
    await body();
  } finally {
    if (saved === undefined) delete process.env[name];
    else process.env[name] = saved;
  }
}

test('a network that holds its conversations open is told to wait a few minutes, not that the assistant is unavailable', async ({ page, request }) => {
  const { twin, agent } = voice;
  await withLimit('VOICE_CONVERSATIONS_OPEN_PER_NETWORK', '1', async () => {
    // Another tab of the same network holds a conversation open: the next token is refused.
    await expect.poll(async () => (await request.post(`${twin.url}/api/elevenlabs-token`, { data: {} })).status()).toBe(429);
    const token = await request.post(`${twin.url}/api/elevenlabs-token`, { data: {} });
    expect(await token.json()).toMatchObject({ error: 'rate_limited' });

    await page.goto(`${twin.url}/ru/`);
    await waitForPage(page);
    const conversations = agent.conversations.length;
    await page.locator('.vc-widget .vc-write-launcher').click();
    await expect(refusal(page, 'Ошибка подключения')).toContainText(
      'Из вашей сети сейчас открыто много разговоров с ассистентом — возможно, не вами. Попробуйте ещё раз через несколько минут, напишите на hello@synthra.ai или позвоните по номеру +44 20 7946 0321.',
    );
    await expect(refusal(page, 'Ошибка подключения')).not.toContainText('недоступен');
    await expect(page.locator('.vc-widget')).toHaveAttribute('data-phase', 'idle');
    expect(agent.conversations.length).toBe(conversations);
  });
});

test('a contact refused for the network’s hour is told to reach a manager after the conversation, and it does', async ({ page, request }) => {
  test.setTimeout(120_000);
  const { twin, agent } = voice;
  await withLimit('VOICE_CONTACTS_PER_NETWORK_PER_HOUR', '1', async () => {
    // The network's contact posts for the hour are spent (a made-up conversation's post counts before it is refused).
    const junk = { conversation_id: 'conv_made_up', phone_number: '+380990000000', user_name: 'Spam', duration_seconds: 1, language: 'uk' };
    await expect.poll(async () => (await request.post(`${twin.url}/api/save-voice-conversation`, { data: junk })).status()).toBe(429);

    await page.goto(`${twin.url}/ua/`);
    await waitForPage(page);
    await page.locator('.vc-widget .vc-write-launcher').click();
    const panel = page.getByRole('region', { name: 'Чат з асистентом' });
    const log = panel.getByRole('log');
    const field = panel.getByRole('textbox', { name: 'Ваше повідомлення' });
    await expect(log).toContainText(greetingOf(DEFINITION, 'uk'), { timeout: 20_000 });
    const conversationId = (await page.locator('.vc-widget').getAttribute('data-conversation-id'))!;
    await field.fill('Анна, +380 50 123 45 67');
    await field.press('Enter');
    await expect(log).toContainText(REPLIES.uk.confirm('+380501234567', 'Анна'), { timeout: 15_000 });
    await field.fill('Так');
    await field.press('Enter');

    // Both of the widget's calls are refused with 429 network_limit_reached: the agent hears the failure, the visitor why.
    await expect(toast(page, 'Номер поки не збережено')).toContainText(
      'За цю годину з вашої мережі — наприклад, з офісу чи від мобільного оператора — надійшло забагато запитів, найімовірніше, не від вас, тож одразу зберегти номер не вдалося. Менеджер усе одно отримає його після завершення розмови.',
      { timeout: 20_000 },
    );
    await expect(log).toContainText(REPLIES.uk.saveFailed, { timeout: 15_000 });
    await expect(toast(page, 'Контакт збережено')).toHaveCount(0);
    expect(voice.managersToldOf(conversationId)).toEqual([]);

    // What the toast promised: the call's record brings the contact to a manager once the conversation ends.
    await panel.getByRole('button', { name: 'Завершити', exact: true }).click();
    await expect(page.locator('.vc-widget')).toHaveAttribute('data-phase', 'idle');
    await expect.poll(() => agent.webhookDeliveries.find((delivery) => delivery.conversationId === conversationId)?.status, { timeout: 30_000 }).toBe(200);
    await expect.poll(() => voice.managersToldOf(conversationId).length, { timeout: 30_000 }).toBe(1);
    expect(voice.managersToldOf(conversationId)[0]!.text).toContain('+380501234567');
  });
});
