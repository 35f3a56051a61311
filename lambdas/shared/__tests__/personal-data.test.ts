import { randomUUID } from 'node:crypto';
import { CONTACT_TOOL_NAME, DATA_COLLECTION_FIELDS, type ElevenLabsConversation } from '@site/contracts';
import fc from 'fast-check';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { handler as leadsHandler } from '../../leads/index';
import { captureOutput } from '../../test-support/captured-output';
import { callApi } from '../../test-support/invoke';
import { startLocalDynamoDB, type LocalDynamoDB } from '../../test-support/local-backend';
import { FakeSecretsManager } from '@site/stand-ins/fake-secrets-manager';
import { putIfAbsent } from '../dynamodb';
import { LEADS_STORE } from '../leads/personal-data';
import { entriesOf, writeIndexEntries } from '../personal-data/person-index';
import { personKey } from '../personal-data/person-keys';
import { eraseRecords, findRecords, reindexMissing } from '../../ops';
import { voiceCallRecord } from '../records/voice-call';
import { keepVoiceCall } from '../voice/calls';
import { VOICE_CALLS_STORE, VOICE_CONTACTS_STORE } from '../voice/personal-data';

const output = captureOutput();
let db: LocalDynamoDB;

beforeAll(async () => {
  db = await startLocalDynamoDB();
  process.env.NOTIFICATION_CHANNEL = 'log';
});
afterAll(async () => {
  delete process.env.NOTIFICATION_CHANNEL;
  output.restore();
  await db.close();
});

async function submit(phone: string, email?: string): Promise<string> {
  const answer = await callApi<{ id: string }>(leadsHandler, '/api/leads', {
    body: { formId: 'contacts', name: 'Anna', phone, email, consent: true, language: 'en', pagePath: '/contacts', idempotencyKey: randomUUID() },
  });
  expect(answer.status).toBe(201);
  return answer.body.id;
}

describe('the personal-data index', () => {
  it('holds a keyed hash of each identity, never the phone or e-mail, and one person’s keys differ under another key', () => {
    const phones = fc.stringMatching(/^\+[1-9]\d{7,14}$/);
    const emails = fc.emailAddress();
    fc.assert(
      fc.property(phones, fc.option(emails, { nil: undefined }), fc.string({ minLength: 16, maxLength: 64 }), (phone, email, key) => {
        const entries = entriesOf(LEADS_STORE, { id: 'lead-1', phone, email }, key);
        expect(entries).toHaveLength(email ? 2 : 1);
        const text = JSON.stringify(entries);
        expect(text).not.toContain(phone.slice(1));
        if (email) expect(text.toLowerCase()).not.toContain(email.toLowerCase());
        expect(personKey({ kind: 'phone', value: phone }, `${key}x`)).not.toBe(entries[0]!.personKey);
      }),
      { numRuns: 300 },
    );
  });

  it('finds a person however the phone or e-mail is written', () => {
    const key = 'k'.repeat(32);
    expect(personKey({ kind: 'phone', value: '+48 (600) 100-200' }, key)).toBe(personKey({ kind: 'phone', value: '+48600100200' }, key));
    expect(personKey({ kind: 'email', value: ' Anna@Example.COM ' }, key)).toBe(personKey({ kind: 'email', value: 'anna@example.com' }, key));
    expect(personKey({ kind: 'email', value: '+48600100200' }, key)).not.toBe(personKey({ kind: 'phone', value: '+48600100200' }, key));
  });

  it('finds an e-mail whose domain is written in Unicode or in punycode, and with a fullwidth at sign (G7)', () => {
    const key = 'k'.repeat(32);
    const same = (a: string, b: string) => expect(personKey({ kind: 'email', value: a }, key), `${a} = ${b}`).toBe(personKey({ kind: 'email', value: b }, key));
    same('Boss@Пример.РФ', 'boss@xn--e1afmkfd.xn--p1ai');
    same('olena@приклад.укр', 'OLENA@XN--80AIKIFVH.XN--J1AMH');
    same('jan@żółw.pl', 'jan@xn--w-uga1v8h.pl');
    same('anna＠example.com', 'anna@example.com');
    // The local part is not a domain: another writing of it is another address.
    expect(personKey({ kind: 'email', value: 'пример@example.com' }, key)).not.toBe(personKey({ kind: 'email', value: 'xn--e1afmkfd@example.com' }, key));
  });
});

describe('a lead whose index entries cannot be written', () => {
  const secret = 'arn:aws:secretsmanager:eu-central-1:000000000000:secret:site/personalData-AbCdEf';
  let secretsManager: FakeSecretsManager;

  beforeAll(async () => {
    secretsManager = await new FakeSecretsManager({ [secret]: '{"hmacKey": ""}' }).start();
  });
  afterEach(() => {
    delete process.env.PERSONAL_DATA_SECRET_ARN;
  });
  afterAll(() => secretsManager.stop());

  it('is stored all the same, counted and logged, found after a reindex and then erased', async () => {
    Object.assign(process.env, { PERSONAL_DATA_SECRET_ARN: secret, AWS_ENDPOINT_URL_SECRETS_MANAGER: secretsManager.url });
    output.clear();
    const id = await submit('+48600300400', 'unindexed@example.com');
    expect((await db.items('leads')).find((item) => item.id === id)).not.toHaveProperty('personIndexed');
    expect(output.records().some((record) => record.PersonalDataUnindexed === 1)).toBe(true);
    expect(
      output.records().some((record) => record.level === 'ERROR' && String(record.message).startsWith('record stored without its personal-data index entries')),
    ).toBe(true);

    delete process.env.PERSONAL_DATA_SECRET_ARN;
    expect((await findRecords({ kind: 'email', value: 'unindexed@example.com' })).records).toEqual([]);
    expect(await reindexMissing()).toEqual({ leads: 1, voiceContacts: 0, voiceCalls: 0, meetings: 0, phoneCalls: 0 });
    const findings = await findRecords({ kind: 'phone', value: '+48600300400' });
    expect(findings.records.map((record) => record.key)).toEqual([{ id }]);
    expect(findings.records[0]!.item).toMatchObject({ personIndexed: true });

    await eraseRecords(findings);
    expect((await db.items('leads')).find((item) => item.id === id)).toBeUndefined();
    expect(await db.items('personalDataIndex')).toEqual([]);
  });
});

describe('records found through the index', () => {
  it('are only the person’s, though their entry points at a conversation whose other contact is someone else’s', async () => {
    for (const phone of ['+48600500600', '+48600700800']) {
      const contact = { conversationId: 'conv_shared', phone, userName: null, createdAt: new Date().toISOString(), expiresAt: 0 };
      await putIfAbsent('voiceContacts', contact);
      await writeIndexEntries(VOICE_CONTACTS_STORE, contact);
    }
    const findings = await findRecords({ kind: 'phone', value: '+48 600 500 600' });
    expect(findings.records.map((record) => record.key)).toEqual([{ conversationId: 'conv_shared', phone: '+48600500600' }]);
    expect(findings.strayEntries).toEqual([]);
  });
});

describe('a lead with an e-mail in another script (IDN)', () => {
  it('is stored in the punycode writing, found by every writing of the address, and erased', async () => {
    process.env.PERSONAL_DATA_HMAC_KEY = 'local-personal-data-key-for-tests';
    const id = await submit('+48600300500', 'Boss@Пример.рф');
    expect((await db.items('leads')).find((item) => item.id === id)).toMatchObject({ email: 'boss@xn--e1afmkfd.xn--p1ai', personIndexed: true });
    for (const written of ['boss@пример.рф', 'BOSS@XN--E1AFMKFD.XN--P1AI', 'boss＠пример.рф']) {
      expect(
        (await findRecords({ kind: 'email', value: written })).records.map((record) => record.key),
        written,
      ).toEqual([{ id }]);
    }
    const second = await submit('+48600300600', 'boss@xn--e1afmkfd.xn--p1ai');
    const findings = await findRecords({ kind: 'email', value: 'boss@пример.рф' });
    expect(findings.records.map((record) => record.key)).toEqual(expect.arrayContaining([{ id }, { id: second }]));
    await eraseRecords(findings);
    expect((await db.items('leads')).filter((item) => item.id === id || item.id === second)).toEqual([]);
    expect((await findRecords({ kind: 'email', value: 'boss@пример.рф' })).records).toEqual([]);
  });
});

describe('a conversation’s record', () => {
  it('is found by each phone the agent took and the one its data collection heard, and erased with its index entries', async () => {
    process.env.PERSONAL_DATA_HMAC_KEY = 'local-personal-data-key-for-tests';
    // As ElevenLabs reports it (post-call webhook or lookup), with the agent's data collection ids,
    // and kept as the webhook keeps it: the record's shape is production's, not written by hand.
    const conversation: ElevenLabsConversation = {
      conversation_id: 'conv_record_1',
      agent_id: 'agent_1',
      status: 'done',
      metadata: { start_time_unix_secs: Math.floor(Date.now() / 1000) - 120, call_duration_secs: 95 },
      analysis: {
        transcript_summary: 'The caller wants a call back about Lumi AI.',
        data_collection_results: {
          [DATA_COLLECTION_FIELDS.callerName]: { value: 'Анна' },
          [DATA_COLLECTION_FIELDS.callerPhone]: { value: '+48 600 900 100' },
        },
      },
      transcript: [
        {
          role: 'agent',
          message: null,
          time_in_call_secs: 12,
          tool_calls: [{ tool_name: CONTACT_TOOL_NAME, params_as_json: JSON.stringify({ phone: '+48600900200', name: 'Анна' }) }],
        },
      ],
    };
    const call = voiceCallRecord(conversation, 'webhook');
    expect(call.dataCollection).toEqual({ caller_name: 'Анна', caller_phone: '+48 600 900 100' });
    expect(await keepVoiceCall(call)).toBe(true);
    for (const phone of ['+48600900200', '+48 600 900 100']) {
      const findings = await findRecords({ kind: 'phone', value: phone });
      expect(findings.records.map((record) => [record.store, record.key])).toEqual([['voiceCalls', { conversationId: 'conv_record_1' }]]);
    }
    await eraseRecords(await findRecords({ kind: 'phone', value: '+48600900200' }));
    expect((await db.items('voiceCalls')).find((item) => item.conversationId === 'conv_record_1')).toBeUndefined();
    expect((await findRecords({ kind: 'phone', value: '+48600900100' })).records).toEqual([]);
  });

  it('is found by the phone only the data collection heard (the agent never passed it to save_contact)', async () => {
    process.env.PERSONAL_DATA_HMAC_KEY = 'local-personal-data-key-for-tests';
    const call = voiceCallRecord(
      {
        conversation_id: 'conv_record_2',
        agent_id: 'agent_1',
        status: 'done',
        metadata: { start_time_unix_secs: Math.floor(Date.now() / 1000) - 60, call_duration_secs: 40 },
        analysis: { data_collection_results: { caller_name: { value: 'Анна' }, caller_phone: { value: '+79991234567' } } },
        transcript: [],
      },
      'lookup',
    );
    expect(await keepVoiceCall(call)).toBe(true);
    const findings = await findRecords({ kind: 'phone', value: '+79991234567' });
    expect(findings.records.map((record) => [record.store, record.key])).toEqual([['voiceCalls', { conversationId: 'conv_record_2' }]]);
  });

  it('is found by every phone and e-mail it holds, the transcript’s too, however written, and erased by any of them', async () => {
    process.env.PERSONAL_DATA_HMAC_KEY = 'local-personal-data-key-for-tests';
    // A typed conversation on a Russian page: the caller writes numbers as people do, and an e-mail.
    const call = voiceCallRecord(
      {
        conversation_id: 'conv_record_3',
        agent_id: 'agent_1',
        status: 'done',
        metadata: { start_time_unix_secs: Math.floor(Date.now() / 1000) - 300, call_duration_secs: 240, main_language: 'ru' },
        analysis: { data_collection_results: { [DATA_COLLECTION_FIELDS.callerPhone]: { value: '8 (999) 765-43-21' } } },
        transcript: [
          { role: 'user', message: 'Я Анна, почта Anna.Koval@Example.com, мобильный +44 (0) 7700 900557, рабочий 8 (999) 123-45-00.', time_in_call_secs: 10 },
          {
            role: 'agent',
            message: 'Записываю.',
            time_in_call_secs: 20,
            tool_calls: [{ tool_name: CONTACT_TOOL_NAME, params_as_json: JSON.stringify({ phone: '+44 (0) 7700 900557', name: 'Анна' }) }],
          },
          { role: 'user', message: 'Ещё +44.7700.900555 или 0044 7700 900556;\nкопию на anna@koval.example.', time_in_call_secs: 30 },
        ],
      },
      'webhook',
    );
    expect(call.contactsConfirmed).toEqual(['+447700900557']);
    expect(await keepVoiceCall(call)).toBe(true);
    const identities = [
      { kind: 'email', value: 'anna.koval@example.com' },
      { kind: 'email', value: 'ANNA@koval.example' },
      { kind: 'phone', value: '+447700900557' },
      { kind: 'phone', value: '+447700900555' },
      { kind: 'phone', value: '+44 7700 900556' },
      { kind: 'phone', value: '+79991234500' },
      { kind: 'phone', value: '+7 999 765-43-21' },
    ] as const;
    for (const identity of identities) {
      const findings = await findRecords(identity);
      expect(
        findings.records.map((record) => [record.store, record.key]),
        identity.value,
      ).toEqual([['voiceCalls', { conversationId: 'conv_record_3' }]]);
    }
    await eraseRecords(await findRecords({ kind: 'email', value: 'anna.koval@example.com' }));
    expect((await db.items('voiceCalls')).find((item) => item.conversationId === 'conv_record_3')).toBeUndefined();
    for (const identity of identities) expect(await findRecords(identity)).toEqual({ records: [], strayEntries: [] });
  });

  it('is found by a phone written with slashes or in Arabic-Indic digits, and by the 21st phone it holds, and erased with its overflow entry (G7)', async () => {
    process.env.PERSONAL_DATA_HMAC_KEY = 'local-personal-data-key-for-tests';
    // Twenty numbers first (what one record indexes one by one), then the ones a search must still find.
    const wall = Array.from({ length: 20 }, (_, i) => `+44 7700 9001${String(i).padStart(2, '0')}`).join(', ');
    const call = voiceCallRecord(
      {
        conversation_id: 'conv_record_5',
        agent_id: 'agent_1',
        status: 'done',
        metadata: { start_time_unix_secs: Math.floor(Date.now() / 1000) - 300, call_duration_secs: 240, main_language: 'en' },
        transcript: [
          { role: 'user', message: `Numbers: ${wall}.`, time_in_call_secs: 5 },
          {
            role: 'user',
            message: 'Mine is +44/20/7946/0960, or +٤٤ ٢٠ ٧٩٤٦ ٠٩٦١, or +４４ ２０ ７９４６ ０９６２, or ＋４４ ２０ ７９４６ ０９６３.',
            time_in_call_secs: 9,
          },
        ],
      },
      'webhook',
    );
    expect(await keepVoiceCall(call)).toBe(true);
    // A fullwidth plus too, in the search as in the record (G7).
    for (const phone of ['+44 7700 900100', '+442079460960', '+442079460961', '+442079460962', '＋４４ ２０ ７９４６ ０９６３', '+442079460963']) {
      const findings = await findRecords({ kind: 'phone', value: phone });
      expect(
        findings.records.map((record) => record.key),
        phone,
      ).toEqual([{ conversationId: 'conv_record_5' }]);
    }
    await eraseRecords(await findRecords({ kind: 'phone', value: '+442079460961' }));
    expect((await db.items('voiceCalls')).find((item) => item.conversationId === 'conv_record_5')).toBeUndefined();
    expect((await db.items('personalDataIndex')).filter((entry) => entry.ref === 'voiceCalls#conv_record_5')).toEqual([]);
  });

  it('a record whose transcript wrote an e-mail’s domain in Unicode is found by its punycode writing, after a reindex when older rules kept it, and the other way round (G7)', async () => {
    process.env.PERSONAL_DATA_HMAC_KEY = 'local-personal-data-key-for-tests';
    // Kept and indexed by the rules before (4), which keyed the e-mail lower-cased only.
    await putIfAbsent('voiceCalls', {
      conversationId: 'conv_record_idn',
      agentId: 'agent_1',
      source: 'webhook',
      language: 'ru',
      contactsConfirmed: [],
      dataCollection: {},
      evaluation: {},
      transcript: [{ role: 'user', message: 'Пишите на Boss@Пример.рф' }],
      personIndexed: 4,
      expiresAt: 0,
    });
    expect((await findRecords({ kind: 'email', value: 'boss@xn--e1afmkfd.xn--p1ai' })).records).toEqual([]);
    expect((await reindexMissing()).voiceCalls).toBeGreaterThanOrEqual(1);
    for (const email of ['boss@xn--e1afmkfd.xn--p1ai', 'BOSS@пример.рф']) {
      expect(
        (await findRecords({ kind: 'email', value: email })).records.map((record) => record.key),
        email,
      ).toEqual([{ conversationId: 'conv_record_idn' }]);
    }
    // Kept now with the punycode writing, found by the Unicode one.
    const call = voiceCallRecord(
      {
        conversation_id: 'conv_record_idn_2',
        agent_id: 'agent_1',
        status: 'done',
        metadata: { start_time_unix_secs: Math.floor(Date.now() / 1000) - 300, call_duration_secs: 60, main_language: 'uk' },
        transcript: [{ role: 'user', message: 'Моя пошта olena@xn--80aikifvh.xn--j1amh', time_in_call_secs: 5 }],
      },
      'webhook',
    );
    expect(await keepVoiceCall(call)).toBe(true);
    expect((await findRecords({ kind: 'email', value: 'olena@приклад.укр' })).records.map((record) => record.key)).toEqual([
      { conversationId: 'conv_record_idn_2' },
    ]);
  });

  it('kept and indexed by the older rules (phones the agent took only), is found by its transcript’s e-mail after a reindex', async () => {
    process.env.PERSONAL_DATA_HMAC_KEY = 'local-personal-data-key-for-tests';
    await putIfAbsent('voiceCalls', {
      conversationId: 'conv_record_4',
      agentId: 'agent_1',
      source: 'webhook',
      language: 'en',
      contactsConfirmed: [],
      dataCollection: {},
      evaluation: {},
      transcript: [{ role: 'user', message: 'Write to old.record@example.com' }],
      personIndexed: true,
      expiresAt: 0,
    });
    expect((await findRecords({ kind: 'email', value: 'old.record@example.com' })).records).toEqual([]);
    expect((await reindexMissing()).voiceCalls).toBeGreaterThanOrEqual(1);
    const findings = await findRecords({ kind: 'email', value: 'old.record@example.com' });
    expect(findings.records.map((record) => record.key)).toEqual([{ conversationId: 'conv_record_4' }]);
    expect(findings.records[0]!.item).toMatchObject({ personIndexed: VOICE_CALLS_STORE.indexRules });
  });
});
