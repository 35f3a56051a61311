import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { LIMITS } from '@site/contracts';
import { RETENTION_DAYS } from '../../tables';
import { captureOutput } from '../../test-support/captured-output';
import { startLocalDynamoDB, type LocalDynamoDB } from '../../test-support/local-backend';
import { postCallBody, postToWebhook, WEBHOOK_SECRET } from '../../test-support/post-call';
import { voiceCallRecord } from '../../shared/records/voice-call';
import { keepVoiceCall } from '../../shared/voice/calls';
import { listDoNotCall, onDoNotCallList } from '../../shared/phone-calls/do-not-call';
import { signWebhook } from '../../shared/webhook-signature';
import { conversationRecord, type FakeConversation } from '@site/stand-ins/fake-elevenlabs';

/** ElevenLabs' post-call webhook into the backend: signed, recorded once, never logged. */
const AGENT = 'agent_site';
let db: LocalDynamoDB;
const output = captureOutput();

const ended = (changes: Partial<FakeConversation> = {}): FakeConversation => ({
  agentId: AGENT,
  status: 'done',
  startedAtMs: Date.now() - 5 * 60_000,
  durationSecs: 212,
  language: 'uk',
  pagePath: '/ua/products/mediflow-ai',
  summaryTitle: 'Запит на демо MediFlow AI',
  summary: 'Клініка з двома філіями хоче демо FrontDesk.',
  toolCalls: [{ name: 'save_contact', parameters: { phone: '+380 50 123 45 67', name: 'Олена' } }],
  ...changes,
});
const calls = async () => db.items<Record<string, unknown>>('voiceCalls');

/** A call Lumi placed to `number`, whose callee answered its opening as given (or stayed silent). */
function placedCall(id: string, number: string, answers: { asked?: 'yes' | 'no'; wants?: 'yes' | 'no'; silent?: boolean }) {
  const record = conversationRecord(id, ended({ toolCalls: [], phoneCall: { direction: 'outbound', externalNumber: number } }));
  record.transcript = answers.silent ? [] : [{ role: 'user', message: answers.asked === 'no' ? 'Ні, я не просив.' : 'Так, це я.', time_in_call_secs: 6 }];
  record.analysis!.data_collection_results = {
    ...(answers.asked && { callee_asked_for_call: { value: answers.asked, rationale: '' } }),
    ...(answers.wants && { callee_wants_contact: { value: answers.wants, rationale: '' } }),
  };
  return record;
}

beforeAll(async () => {
  db = await startLocalDynamoDB();
  Object.assign(process.env, { ELEVENLABS_AGENT_ID: AGENT, ELEVENLABS_WEBHOOK_SECRET: WEBHOOK_SECRET, NOTIFICATION_CHANNEL: 'log' });
});
afterAll(async () => {
  output.restore();
  await db.close();
});
beforeEach(() => output.clear());

describe('the post-call webhook', () => {
  it('records the conversation: agent, language, page, start, duration, ending, summary, data collection, evaluation, contacts, transcript under the retention TTL', async () => {
    const record = conversationRecord('conv_hook_1', ended());
    record.analysis!.data_collection_results = { company_size: { value: '2 клініки', rationale: 'сказала сама' } };
    record.analysis!.evaluation_criteria_results = { no_invented_prices: { result: 'success' }, contact_taken_when_wanted: { result: 'failure' } };
    record.transcript!.unshift({ role: 'user', message: 'Мене звати Олена, мій номер...', time_in_call_secs: 4 });
    expect(await postToWebhook(postCallBody(record))).toMatchObject({ status: 200, body: { status: 'recorded' } });

    const [call] = await calls();
    expect(call).toMatchObject({
      conversationId: 'conv_hook_1',
      agentId: AGENT,
      source: 'webhook',
      language: 'uk',
      pagePath: '/ua/products/mediflow-ai',
      durationSeconds: 212,
      terminationReason: 'end_call tool was called.',
      summaryTitle: 'Запит на демо MediFlow AI',
      summary: 'Клініка з двома філіями хоче демо FrontDesk.',
      dataCollection: { company_size: '2 клініки' },
      evaluation: { no_invented_prices: 'success', contact_taken_when_wanted: 'failure' },
      contactsConfirmed: ['+380501234567'],
    });
    expect(call!.transcript).toContainEqual({ role: 'user', message: 'Мене звати Олена, мій номер...', timeInCallSecs: 4 });
    const retention = Number(call!.expiresAt) - Date.now() / 1000;
    expect(Math.abs(retention - RETENTION_DAYS * 24 * 3600)).toBeLessThan(60);
    // Counted for operators; the transcript and the summary never reach the log.
    expect(output.text()).toMatch(/"VoiceCalls"/);
    expect(output.text()).toMatch(/"VoiceCallsWithContact"/);
    expect(output.text()).toMatch(/"VoiceEvaluationFailures"/);
    expect(output.text()).not.toContain('Мене звати Олена');
    expect(output.text()).not.toContain('Клініка з двома філіями');
  });

  it('keeps the questions the agent could not answer without any phone, e-mail or name, and counts them by language and page (issue 70)', async () => {
    const record = conversationRecord('conv_hook_gaps', ended());
    record.analysis!.data_collection_results = {
      unanswered_questions: {
        value: [
          'Як швидко передзвонить менеджер?',
          'Мене звати Олена, чи можна порівняти з Gong? Пишіть на olena@clinic.ua або +380 50 123 45 67',
          'Олена питає про SOC 2',
          '+380501234567',
          'Як швидко передзвонить менеджер?',
        ].join('\n'),
        rationale: '',
      },
    };
    expect(await postToWebhook(postCallBody(record))).toMatchObject({ status: 200 });

    const [call] = (await calls()).filter((item) => item.conversationId === 'conv_hook_gaps');
    expect(call!.unansweredQuestions).toEqual(['Як швидко передзвонить менеджер?', '…, чи можна порівняти з Gong? Пишіть на … або …', '… питає про SOC 2']);
    const emf = output
      .text()
      .split('\n')
      .find((line) => line.includes('"UnansweredQuestions"'));
    expect(JSON.parse(emf!)).toMatchObject({ UnansweredQuestions: 3, language: 'uk', page: '/ua/products/mediflow-ai' });
  });

  it('tells the manager of a contact from a call that failed an evaluation which one it failed', async () => {
    const record = conversationRecord('conv_hook_advice', ended());
    record.analysis!.evaluation_criteria_results = {
      no_invented_prices: { result: 'success' },
      no_medical_or_legal_advice: { result: 'failure' },
      no_instructions_from_the_chat: { result: 'unknown' },
    };
    expect(await postToWebhook(postCallBody(record))).toMatchObject({ status: 200, body: { status: 'recorded' } });
    const [contact] = (await db.items<Record<string, unknown>>('voiceContacts')).filter((item) => item.conversationId === 'conv_hook_advice');
    expect(contact).toMatchObject({ notifyStatus: 'sent', call: { failedEvaluations: ['no_medical_or_legal_advice'] } });
    // NOTIFICATION_CHANNEL=log: the manager's message, as it was sent.
    // In the call's language (Ukrainian), which whoever calls back speaks.
    expect(output.text()).toContain('Перевірку розмови не пройдено: асистент дав медичну або юридичну пораду');
  });

  it('records a call Lumi placed on the phone as one, and tells the manager of the number it rang, marked as a phone call', async () => {
    const record = placedCall('conv_hook_phone', '+380501112233', { asked: 'yes', wants: 'yes' });
    expect(await postToWebhook(postCallBody(record))).toMatchObject({ status: 200, body: { status: 'recorded' } });
    expect(await postToWebhook(postCallBody(record))).toMatchObject({ status: 200 });

    const [call] = (await calls()).filter((item) => item.conversationId === 'conv_hook_phone');
    expect(call).toMatchObject({
      phoneCall: { direction: 'outbound', line: 'twilio' },
      callee: { askedForCall: 'yes', wantsContact: 'yes' },
      contactsConfirmed: ['+380501112233'],
    });
    const contacts = (await db.items<Record<string, unknown>>('voiceContacts')).filter((item) => item.conversationId === 'conv_hook_phone');
    expect(contacts).toEqual([
      expect.objectContaining({
        phone: '+380501112233',
        notifyStatus: 'sent',
        call: expect.objectContaining({ phoneCall: { direction: 'outbound', line: 'twilio' } }),
      }),
    ]);
    // Told once, however often the record comes, and marked as a phone call.
    expect(output.text().match(/Новий контакт із телефонного дзвінка Lumi/g)).toHaveLength(1);
    expect(output.text()).toContain('Канал: телефонний дзвінок, Lumi зателефонував на прохання із сайту');
  });

  it('makes no lead of a call Lumi placed that its callee did not confirm: silent, not asked, or no call back wanted (H1)', async () => {
    for (const [id, answers] of [
      ['conv_hook_silent', { asked: 'yes', wants: 'yes', silent: true }],
      ['conv_hook_unclear', {}],
      ['conv_hook_asked_only', { asked: 'yes', wants: 'no' }],
    ] as const) {
      expect(await postToWebhook(postCallBody(placedCall(id, '+380501112244', answers)))).toMatchObject({ status: 200, body: { status: 'recorded' } });
      const [call] = (await calls()).filter((item) => item.conversationId === id);
      expect(call, id).toMatchObject({ contactsConfirmed: [] });
    }
    expect(
      (await db.items<Record<string, unknown>>('voiceContacts')).filter((item) => String(item.conversationId).startsWith('conv_hook_')),
    ).not.toContainEqual(expect.objectContaining({ phone: '+380501112244' }));
    expect(output.text()).not.toMatch(/Новий контакт із телефонного дзвінка Lumi/);
  });

  it('puts the number of a callee who did not ask for the call on the do-not-call list, by hash, and sends no manager a contact of a listed number (H1)', async () => {
    const record = placedCall('conv_hook_refused', '+380501112255', { asked: 'no' });
    // Even a contact the callee gave is no lead once they said they did not ask.
    record.transcript!.push({ role: 'user', message: 'Не дзвоніть мені, мій номер +380501112255', time_in_call_secs: 9 });
    expect(await postToWebhook(postCallBody(record))).toMatchObject({ status: 200, body: { status: 'recorded' } });
    expect(await onDoNotCallList('+380501112255')).toBe(true);
    expect(JSON.stringify(await db.items('control'))).not.toContain('501112255');
    expect(output.text()).toMatch(/"PhoneCalleesRefused"/);

    // A visitor's chat later giving that number: held, never sent.
    const chat = conversationRecord(
      'conv_hook_listed',
      ended({ toolCalls: [{ name: 'save_contact', parameters: { phone: '+380501112255', name: 'Олена' } }] }),
    );
    chat.transcript!.unshift({ role: 'user', message: 'Мій номер +380 50 111 22 55', time_in_call_secs: 4 });
    expect(await postToWebhook(postCallBody(chat))).toMatchObject({ status: 200, body: { status: 'recorded' } });
    const [held] = (await db.items<Record<string, unknown>>('voiceContacts')).filter((item) => item.conversationId === 'conv_hook_listed');
    expect(held).toMatchObject({ phone: '+380501112255', notifyStatus: 'held', notifyError: "the number's callee asked Lumi never to call it" });
    expect(output.text()).toMatch(/"VoiceContactsHeldDoNotCall"/);
  });

  it('sends a manager the contact a visitor gives themselves though a stranger listed the number from the privacy page (I5)', async () => {
    await listDoNotCall('+380501112266', 'privacy-page');
    const chat = conversationRecord(
      'conv_hook_privacy_listed',
      ended({ toolCalls: [{ name: 'save_contact', parameters: { phone: '+380501112266', name: 'Ола' } }] }),
    );
    chat.transcript!.unshift({ role: 'user', message: 'Мій номер +380 50 111 22 66', time_in_call_secs: 4 });
    expect(await postToWebhook(postCallBody(chat))).toMatchObject({ status: 200, body: { status: 'recorded' } });
    const [made] = (await db.items<Record<string, unknown>>('voiceContacts')).filter((item) => item.conversationId === 'conv_hook_privacy_listed');
    expect(made).toMatchObject({ phone: '+380501112266', verification: 'confirmed' });
    expect(made!.notifyStatus).not.toBe('held');
    expect(output.text()).not.toMatch(/"VoiceContactsHeldDoNotCall"/);
  });

  it("records a call to Lumi's number as inbound, and takes the caller's number only when the caller gave it to the agent", async () => {
    const record = conversationRecord('conv_hook_inbound', ended({ toolCalls: [], phoneCall: { direction: 'inbound', externalNumber: '+48601234567' } }));
    expect(await postToWebhook(postCallBody(record))).toMatchObject({ status: 200, body: { status: 'recorded' } });

    const [call] = (await calls()).filter((item) => item.conversationId === 'conv_hook_inbound');
    expect(call).toMatchObject({ phoneCall: { direction: 'inbound', line: 'twilio' }, contactsConfirmed: [] });
  });

  it('refuses a tampered body, a stale or missing signature and a wrong secret: 401, nothing kept, counted', async () => {
    const body = postCallBody(conversationRecord('conv_hook_forged', ended()));
    const tampered = body.replace('+380 50 123 45 67', '+380 99 000 00 00');
    for (const answer of [
      await postToWebhook(tampered, { signature: signWebhook(WEBHOOK_SECRET, body) }),
      await postToWebhook(body, { signedAtMs: Date.now() - 31 * 60_000 }),
      await postToWebhook(body, { signature: null }),
      await postToWebhook(body, { signature: 't=123,v0=zz' }),
      await postToWebhook(body, { secret: 'another secret' }),
    ]) {
      expect(answer).toMatchObject({ status: 401, body: { error: 'invalid_signature' } });
    }
    expect((await calls()).map((call) => call.conversationId)).not.toContain('conv_hook_forged');
    expect(output.records().filter((record) => 'WebhookSignatureFailures' in record)).toHaveLength(5);
  });

  it('records a replayed event once: the second delivery changes nothing', async () => {
    const body = postCallBody(conversationRecord('conv_hook_replayed', ended()));
    expect(await postToWebhook(body)).toMatchObject({ status: 200 });
    const first = (await calls()).find((call) => call.conversationId === 'conv_hook_replayed');
    output.clear();
    expect(await postToWebhook(body, { signedAtMs: Date.now() + 1_000 })).toMatchObject({ status: 200 });
    expect((await calls()).find((call) => call.conversationId === 'conv_hook_replayed')).toEqual(first);
    expect(output.text()).not.toMatch(/"VoiceCalls"/);
  });

  it('notes on a record a lookup kept first that the webhook came, once, so the sweeper does not count it as missing', async () => {
    const conversation = conversationRecord('conv_hook_after_lookup', ended());
    await keepVoiceCall(voiceCallRecord(conversation, 'lookup'));
    const body = postCallBody(conversation);
    expect(await postToWebhook(body)).toMatchObject({ status: 200, body: { status: 'recorded' } });
    const noted = (await calls()).find((call) => call.conversationId === 'conv_hook_after_lookup');
    expect(noted).toMatchObject({ source: 'lookup', webhookReceivedAt: expect.stringMatching(/^\d{4}-\d\d-\d\dT/) });
    expect(await postToWebhook(body, { signedAtMs: Date.now() + 1_000 })).toMatchObject({ status: 200 });
    expect((await calls()).find((call) => call.conversationId === 'conv_hook_after_lookup')).toEqual(noted);
  });

  it('takes a long call’s transcript far over the API’s limit, keeping what an item holds, and refuses one over its own limit', async () => {
    const long = conversationRecord('conv_hook_long', ended());
    long.transcript = Array.from({ length: 1_500 }, (_, index) => ({
      role: index % 2 ? 'agent' : 'user',
      message: 'Слово '.repeat(60),
      time_in_call_secs: index,
    }));
    const body = postCallBody(long);
    expect(body.length).toBeGreaterThan(LIMITS.bodyMaxBytes * 10);
    expect(await postToWebhook(body)).toMatchObject({ status: 200 });
    const call = (await calls()).find((item) => item.conversationId === 'conv_hook_long')!;
    expect(call.transcriptTruncated).toBe(true);
    expect(JSON.stringify(call).length).toBeLessThan(350_000);

    const tooLarge = postCallBody({ ...long, transcript: [{ role: 'user', message: 'x'.repeat(LIMITS.webhookBodyMaxBytes) }] });
    // The refusal names this route's own limit, not the API's.
    expect(await postToWebhook(tooLarge)).toMatchObject({
      status: 413,
      body: { error: 'payload_too_large', message: `the body may be at most ${LIMITS.webhookBodyMaxBytes} bytes` },
    });
  });

  it('keeps a stranger’s typed wall of CJK text in part, counted in UTF-8 as DynamoDB counts it, and answers 200, never 500 (F5)', async () => {
    const wall = conversationRecord('conv_hook_cjk', ended());
    // 2 × 110,000 characters of three bytes each: 661 KB in UTF-8, 220,000 UTF-16 units.
    wall.transcript = [0, 1].map((index) => ({ role: 'user', message: '漢'.repeat(110_000), time_in_call_secs: index }));
    expect(await postToWebhook(postCallBody(wall))).toMatchObject({ status: 200, body: { status: 'recorded' } });
    const call = (await calls()).find((item) => item.conversationId === 'conv_hook_cjk')!;
    expect(call.transcriptTruncated).toBe(true);
    expect(Buffer.byteLength(JSON.stringify(call), 'utf8')).toBeLessThan(400 * 1024);
    // The first turn whole, the second cut to what is left, in whole characters.
    const [first, second] = call.transcript as { message: string }[];
    expect(first!.message).toBe('漢'.repeat(110_000));
    expect(second!.message).toMatch(/^漢+$/);
    expect(second!.message.length).toBeLessThan(110_000);
  });

  it('answers a signed but broken body with a clear 400, keeping nothing', async () => {
    expect(await postToWebhook('{"type": ')).toMatchObject({ status: 400, body: { error: 'invalid_json' } });
    expect(await postToWebhook('[1, 2]')).toMatchObject({ status: 400, body: { fields: { body: 'invalid_type' } } });
    const withoutAgent = JSON.stringify({ type: 'post_call_transcription', data: { conversation_id: 'conv_broken', metadata: {} } });
    expect(await postToWebhook(withoutAgent)).toMatchObject({ status: 400, body: { error: 'validation_failed', fields: { data: 'invalid_type' } } });
    expect((await calls()).map((call) => call.conversationId)).not.toContain('conv_broken');
  });

  it('acknowledges other events and other agents’ conversations without keeping anything', async () => {
    const other = JSON.stringify({ type: 'post_call_audio', event_timestamp: 1, data: { conversation_id: 'conv_audio', full_audio: 'AAAA' } });
    expect(await postToWebhook(other)).toMatchObject({ status: 200, body: { status: 'ignored' } });
    expect(await postToWebhook(postCallBody(conversationRecord('conv_hook_foreign', ended({ agentId: 'agent_other' }))))).toMatchObject({
      status: 200,
      body: { status: 'ignored' },
    });
    expect((await calls()).map((call) => call.conversationId)).not.toEqual(expect.arrayContaining(['conv_audio', 'conv_hook_foreign']));
  });

  it('answers 503 while no signing secret is configured, so ElevenLabs retries and nothing unsigned is trusted', async () => {
    delete process.env.ELEVENLABS_WEBHOOK_SECRET;
    try {
      expect(await postToWebhook(postCallBody(conversationRecord('conv_hook_unconfigured', ended())))).toMatchObject({
        status: 503,
        body: { error: 'webhook_not_configured' },
      });
    } finally {
      process.env.ELEVENLABS_WEBHOOK_SECRET = WEBHOOK_SECRET;
    }
  });
});
