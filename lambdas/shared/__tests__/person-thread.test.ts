import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { handler as leadsHandler } from '../../leads/index';
import { captureOutput } from '../../test-support/captured-output';
import { callApi } from '../../test-support/invoke';
import { startLocalDynamoDB, type LocalDynamoDB } from '../../test-support/local-backend';
import { leadMessage } from '../leads/notification';
import { threadRows } from '../personal-data/person-thread';
import type { StoredLead } from '../records/lead';
import type { StoredVoiceContact } from '../records/voice-contact';
import { storeEarlyCopy } from '../voice/contacts';
import { voiceContactMessage } from '../voice/notification';

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

async function submit(phone: string, email?: string, formId: 'contacts' | 'lumi' = 'contacts'): Promise<StoredLead> {
  const answer = await callApi<{ id: string }>(leadsHandler, '/api/leads', {
    body: { formId, name: 'Oksana', phone, email, consent: true, language: 'uk', pagePath: '/ua/contacts', idempotencyKey: randomUUID() },
  });
  expect(answer.status).toBe(201);
  return (await db.items<StoredLead>('leads')).find((lead) => lead.id === answer.body.id)!;
}
const row = (message: { fields: readonly { label: string; value: string }[] }, label: string) => message.fields.find((field) => field.label === label)?.value;

describe('one person, one thread', () => {
  it('links a chat, then a form, then another form from the same person by the same key, each saying what came before', async () => {
    const phone = '+48601234567';
    // The chat's contact, as the widget keeps it during the conversation.
    expect(
      await storeEarlyCopy(
        { conversationId: 'conv-thread-1', phone, userName: 'Oksana', durationSeconds: 40, language: 'uk' },
        Date.parse('2026-11-27T16:02:00Z'),
      ),
    ).toBe(true);
    const contact = (await db.items<StoredVoiceContact>('voiceContacts')).find((item) => item.conversationId === 'conv-thread-1')!;
    expect(contact.thread?.before).toEqual([]);
    expect(row(voiceContactMessage(contact), 'Раньше')).toBe('ничего: первое обращение');

    // The same person's form, the phone written otherwise: the chat came before.
    const first = await submit('+48 601 234 567', 'oksana@clinics.example.org');
    expect(first.thread?.person).toBe(contact.thread?.person);
    expect(first.thread?.before).toEqual([{ what: 'разговор с ассистентом на сайте', at: '2026-11-27T16:02:00.000Z' }]);
    const notice = leadMessage(first);
    expect(row(notice, 'Человек')).toBe(`#${contact.thread!.person}`);
    expect(row(notice, 'Раньше')).toBe('разговор с ассистентом на сайте, 27.11, 17:02');

    // A second form from another phone with the same e-mail: found through the e-mail, shown with the key the managers know.
    const second = await submit('+48 22 123 45 67', 'Oksana@Clinics.example.org', 'lumi');
    expect(second.thread?.person).toBe(contact.thread?.person);
    expect(second.thread?.before.map((entry) => entry.what)).toEqual(['заявка с сайта, форма contacts']);
  });

  it('shows no phone or e-mail in the thread, and nothing for a record without one', async () => {
    const lead = await submit('+380501112233');
    expect(JSON.stringify(lead.thread)).not.toMatch(/380501112233|@/);
    expect(lead.thread?.person).toMatch(/^[0-9a-f]{8}$/);
    expect(threadRows(undefined)).toEqual([]);
  });
});
