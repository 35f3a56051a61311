import { execFile } from 'node:child_process';
import { promisify } from 'node:util';
import { ScanCommand } from '@aws-sdk/lib-dynamodb';
import { TABLES } from '@site/lambdas/tables';
import { DATA_POLICY } from '@site/model';
import { callBackTime, greetingOf, readAgentDefinition, REPLIES } from '@site/platform/voice-agent';
import { REPO_ROOT } from '../../repo-layout';
import { CHROMIUM_ARGS, chromiumPath } from '../../scripts/lib/chromium';
import { childEnv } from '../support/child-env';
import { startVoiceTwin, type VoiceTwin } from '../support/voice-twin';
import { expect, noticeAlreadyGiven, openTypedChat, test, waitForPage } from './fixtures';

/**
 * A person's request to have their data erased, answered by the operator's command on the twin's
 * running database, after what the review found left behind (F3, F4): a typed conversation that
 * holds their e-mail and phones only in its words, phones written as people write them, and a lead
 * whose first Telegram message went out while Telegram was too slow to answer with its id.
 */
test.use({ launchOptions: { executablePath: chromiumPath(), args: [...CHROMIUM_ARGS, '--use-fake-device-for-media-stream'] } });
test.beforeEach(({ page }) => noticeAlreadyGiven(page));

const DEFINITION = readAgentDefinition();

let voice: VoiceTwin;
test.beforeAll(async () => {
  voice = await startVoiceTwin();
});
test.afterAll(async () => {
  await voice?.close();
});

/** `npm run personal-data -- …` as an operator runs it, on the twin's data: its output and exit code. */
async function personalData(...args: string[]): Promise<{ readonly code: number; readonly stdout: string }> {
  try {
    const { stdout } = await promisify(execFile)(process.execPath, ['--import', 'tsx', 'infra/bin/personal-data.ts', ...args], {
      cwd: REPO_ROOT,
      env: childEnv({ DATA_DIR: voice.dataDir }),
    });
    return { code: 0, stdout };
  } catch (error) {
    const failed = error as { code?: unknown; stdout?: string };
    if (typeof failed.code !== 'number') throw error;
    return { code: failed.code, stdout: failed.stdout ?? '' };
  }
}

/** What the functions print (Powertools' JSON lines, warnings on stderr) while `body` runs in this process's twin. */
async function printedWhile(body: () => Promise<void>): Promise<string> {
  const printed: string[] = [];
  const streams = [process.stdout, process.stderr];
  const writes = streams.map((stream) => stream.write);
  streams.forEach((stream, index) => {
    stream.write = ((chunk: string | Uint8Array, ...rest: never[]) => {
      printed.push(typeof chunk === 'string' ? chunk : Buffer.from(chunk).toString('utf8'));
      return writes[index]!.call(stream, chunk, ...rest);
    }) as typeof stream.write;
  });
  try {
    await body();
  } finally {
    streams.forEach((stream, index) => (stream.write = writes[index]!));
  }
  return printed.join('');
}

test('erase reaches a conversation by the e-mail and phones written in it and a lead sent twice to a slow Telegram, and names the message it could not delete (F3, F4)', async ({
  page,
}) => {
  test.setTimeout(240_000);
  const { twin, telegram, agent, db } = voice;
  const unique = String(Date.now()).slice(-3);
  // A British mobile as people write it (the country code, then the trunk zero in brackets), and an office line from abroad.
  const mobile = { written: `+44 (0) 7700 900${unique}`, e164: `+447700900${unique}` };
  const office = { written: `0044 20 7946 0${unique}`, e164: `+442079460${unique}` };
  const email = `anna.${Date.now()}@example.com`;
  const toldOf = (text: string) => telegram.accepted.filter((message) => message.text.includes(text));

  // A typed conversation: the agent takes the mobile; the e-mail and the office line are only in what the visitor wrote.
  const { panel, log, field, conversationId } = await openTypedChat(page, twin.url, greetingOf(DEFINITION, 'en'));
  await field.fill('Where is my data stored?');
  await field.press('Enter');
  await expect(log).toContainText(DATA_POLICY.region, { timeout: 15_000 });
  await field.fill(`Anna, ${mobile.written}, or write to ${email}`);
  await field.press('Enter');
  await expect(log).toContainText(REPLIES.en.confirm(mobile.e164, 'Anna'), { timeout: 15_000 });
  await field.fill('Yes');
  await field.press('Enter');
  await expect(log).toContainText(REPLIES.en.saved('Anna', callBackTime(new Date())), { timeout: 15_000 });
  await field.fill(`My office line is ${office.written}. How long does a launch take?`);
  await field.press('Enter');
  await expect(log.locator('.vc-transcript__entry--agent')).toHaveCount(5, { timeout: 15_000 });
  await panel.getByRole('button', { name: 'End', exact: true }).click();
  await expect(page.locator('.vc-widget')).toHaveAttribute('data-phase', 'idle');
  await expect.poll(() => agent.webhookDeliveries.find((delivery) => delivery.conversationId === conversationId)?.status, { timeout: 30_000 }).toBe(200);
  await expect.poll(() => toldOf(conversationId).length, { timeout: 30_000 }).toBe(1);
  expect(toldOf(conversationId)[0]!.text).toContain(mobile.e164);

  // The same person's lead, while Telegram answers later than any sender waits: the message reaches the chat, its id never reaches us.
  // 11.5 s: past the 10 s every sender waits for Telegram's answer (NOTIFY_POLICY in lambdas/shared/notifications/policy.ts).
  telegram.script({ delayMs: 11_500 });
  let leadId = '';
  const printed = await printedWhile(async () => {
    await page.goto(`${twin.url}/`);
    await waitForPage(page);
    const form = page.locator('form[data-form="contacts"]');
    await form.getByLabel('Name').fill('Anna Smith');
    await form.getByLabel('Phone').fill(mobile.written);
    await form.getByLabel('Email').fill(email);
    await form.getByLabel('I agree to the processing').check();
    await form.getByRole('button', { name: 'Send request' }).click();
    await expect(page.getByText('Request sent! We will contact you shortly.')).toBeVisible({ timeout: 30_000 });
    const leads = async () => ((await db.send(new ScanCommand({ TableName: TABLES.leads.name }))).Items ?? []).filter((lead) => lead.phone === mobile.e164);
    const [lead] = await leads();
    expect(lead).toMatchObject({ email, notifyStatus: 'pending', unansweredSends: [expect.any(String)] });
    leadId = lead!.id as string;
    await expect.poll(() => toldOf(leadId).length, { timeout: 10_000 }).toBe(1);
    // Once Telegram's pause is over the sweeper sends it again: a manager sees it twice, and the duplicate is counted.
    await expect
      .poll(
        async () => {
          await twin.runScheduled();
          return toldOf(leadId).length;
        },
        { intervals: [5_000], timeout: 90_000 },
      )
      .toBe(2);
    expect((await leads())[0]).toMatchObject({ notifyStatus: 'sent', telegramMessageIds: [toldOf(leadId)[1]!.message_id] });
  });
  expect(printed).toContain('notification sent again after a send that got no answer');
  const [lost, resent] = toldOf(leadId);

  // Found by the e-mail written in the conversation, and by the office line written there as the visitor wrote it.
  const byEmail = await personalData('find', '--email', email.toUpperCase());
  expect(byEmail.stdout).toContain(conversationId);
  expect(byEmail.stdout).toContain(leadId);
  expect((await personalData('find', '--phone', office.written)).stdout).toContain(conversationId);

  // Erased by the mobile as the person writes it: every record, every message whose id is known; the lost one named, and exit 1.
  const erased = await personalData('erase', '--phone', mobile.written);
  expect(erased.code).toBe(1);
  expect(erased.stdout).toContain(`Erased 3 record(s)`);
  for (const message of [resent!, toldOf(conversationId)[0]!]) expect(erased.stdout).toContain(`Telegram message ${message.message_id} deleted`);
  expect(erased.stdout).toMatch(/a Telegram message about it may have been sent at .+ delete it by hand/);
  // ElevenLabs' copy of the conversation goes too (here the simulated agent's REST API).
  expect(erased.stdout).toMatch(
    new RegExp(`ElevenLabs' copy of conversation ${conversationId} deleted|conversation ${conversationId} was held by the simulated agent`),
  );
  expect(erased.stdout).toContain('Checked: no record of the person is left in the tables.');
  expect(erased.stdout).toContain('✗ 1 copy(ies) named above could not be deleted from here');
  expect(erased.stdout).not.toContain(`Telegram message ${lost!.message_id} deleted`);

  // What the command said is what is left: the one message it named, and no record by any of the person's identities.
  expect(telegram.inChat.filter((message) => message.text.includes(mobile.e164)).map((message) => message.message_id)).toEqual([lost!.message_id]);
  for (const identity of [
    ['--email', email],
    ['--phone', office.e164],
    ['--phone', mobile.e164],
  ]) {
    expect((await personalData('find', ...identity)).stdout).toMatch(/^0 record\(s\)/m);
  }
});
