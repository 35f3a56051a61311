import type { Page } from '@playwright/test';
import { greetingOf, readAgentDefinition } from '@site/platform/voice-agent';
import { CHROMIUM_ARGS, chromiumPath } from '../../scripts/lib/chromium';
import { startVoiceTwin, type VoiceTwin } from '../support/voice-twin';
import { expect, noticeAlreadyGiven, test, waitForPage } from './fixtures';

/**
 * A visitor who ends a conversation gets its place among the open ones back (issue 57 §3): with one
 * conversation open allowed a network, a second starts right after the first ends, and a third after
 * the visitor left the page with the second open. The widget says "ended" with the token's place; the
 * twin's function asks the simulated ElevenLabs whether that conversation ended. Its own twin, so no
 * other spec's conversations hold this network's places.
 */
test.use({ launchOptions: { executablePath: chromiumPath(), args: [...CHROMIUM_ARGS, '--use-fake-device-for-media-stream'] } });
test.beforeEach(({ page }) => noticeAlreadyGiven(page));

const DEFINITION = readAgentDefinition();
const LIMIT = 'VOICE_CONVERSATIONS_OPEN_PER_NETWORK';

let voice: VoiceTwin;
let savedLimit: string | undefined;
test.beforeAll(async () => {
  voice = await startVoiceTwin();
  savedLimit = process.env[LIMIT];
  process.env[LIMIT] = '1';
});
test.afterAll(async () => {
  if (savedLimit === undefined) delete process.env[LIMIT];
  else process.env[LIMIT] = savedLimit;
  await voice?.close();
});

/** Opens /ru/, starts a typed conversation and waits for the agent's greeting: the conversation's id. */
async function startChat(page: Page): Promise<string> {
  await page.goto(`${voice.twin.url}/ru/`);
  await waitForPage(page);
  await page.locator('.vc-widget .vc-write-launcher').click();
  const panel = page.getByRole('region', { name: 'Чат с ассистентом' });
  await expect(panel.getByRole('log')).toContainText(greetingOf(DEFINITION, 'ru'), { timeout: 20_000 });
  return (await page.locator('.vc-widget').getAttribute('data-conversation-id'))!;
}

/** The answer to the widget's "ended" (not to the word it says as the conversation starts, which binds the place). */
const endAnswer = (page: Page) =>
  page.waitForResponse(
    (response) =>
      response.url().endsWith('/api/voice-conversation-end') && (response.request().postDataJSON() as { phase?: string } | null)?.phase !== 'started',
    { timeout: 15_000 },
  );

test('a conversation ended, or left with the page, gives its place back: one open allowed, three in a row', async ({ page, request }) => {
  test.setTimeout(120_000);
  const first = await startChat(page);
  // The place is held: another tab of the network is refused now.
  expect((await request.post(`${voice.twin.url}/api/elevenlabs-token`, { data: {} })).status()).toBe(429);

  const ended = endAnswer(page);
  await page.getByRole('region', { name: 'Чат с ассистентом' }).getByRole('button', { name: 'Завершить', exact: true }).click();
  await expect(page.locator('.vc-widget')).toHaveAttribute('data-phase', 'idle');
  const answer = await ended;
  expect(answer.request().postDataJSON()).toMatchObject({ conversation_id: first, place: expect.stringMatching(/^[A-Za-z0-9_-]{43}$/) });
  // A keepalive request's body is not kept for Playwright to read: that it was given back shows in the next start.
  expect(answer.status()).toBe(200);

  // The next conversation starts at once, not ten minutes on.
  const second = await startChat(page);
  expect(second).not.toBe(first);
  await expect(page.locator('.vc-widget [role="alert"]')).toHaveCount(0);

  // Leaving the page with it open says "ended" too (a request that outlives the page): the place comes back once ElevenLabs sees the socket closed.
  await page.goto('about:blank');
  await expect.poll(async () => (await request.post(`${voice.twin.url}/api/elevenlabs-token`, { data: {} })).status(), { timeout: 15_000 }).toBe(200);
});
