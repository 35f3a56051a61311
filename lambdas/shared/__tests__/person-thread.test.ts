import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { handler as leadsHandler } from '../../leads/index';
import { captureOutput } from '../../test-support/captured-output';
import { callApi } from '../../test-support/invoke';
import { startLocalDynamoDB, type LocalDynamoDB } from '../../test-support/local-backend';
import { leadMessage } from '../leads/notification';
import { meetingMessage } from '../meetings/notification';
import { MEETINGS_STORE } from '../meetings/personal-data';
import { indexForErasure } from '../personal-data/before-storing';
import { MANAGER_WORDS } from '../notifications/manager-words';
import { threadRows } from '../notifications/thread-rows';
import type { StoredLead } from '../records/lead';
import type { MeetingNotice } from '../records/meeting';
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
    expect(row(voiceContactMessage(contact), 'Раніше')).toBe('нічого: перше звернення');

    // The same person's form, the phone written otherwise: the chat came before.
    const first = await submit('+48 601 234 567', 'oksana@clinics.example.org');
    expect(first.thread?.person).toBe(contact.thread?.person);
    expect(first.thread?.before).toEqual([{ what: 'chat', at: '2026-11-27T16:02:00.000Z' }]);
    const notice = leadMessage(first);
    expect(row(notice, 'Людина')).toBe(`#${contact.thread!.person}`);
    expect(row(notice, 'Раніше')).toBe('розмова з асистентом на сайті, 27.11, 17:02');

    // A second form from another phone with the same e-mail: found through the e-mail, shown with the key the managers know.
    const second = await submit('+48 22 123 45 67', 'Oksana@Clinics.example.org', 'lumi');
    expect(second.thread?.person).toBe(contact.thread?.person);
    expect(second.thread?.before.map((entry) => entry.what)).toEqual(['lead:contacts']);
  });

  it('takes in a meeting booked with the same e-mail: its notice says what came before, and a later form sees the meeting', async () => {
    const lead = await submit('+48 601 765 432', 'marta@clinics.example.org');
    const notice = {
      id: 'notice#m-thread-1#1',
      meetingId: 'm-thread-1',
      event: 'booked',
      managerId: 'piotr-zielinski',
      start: '2026-12-01T09:00:00.000Z',
      language: 'pl',
      name: 'Marta',
      email: 'Marta@Clinics.example.org',
      source: 'thank-you',
      pagePath: '/pl/thank-you/contacts',
      leadId: lead.id,
      calendar: 'written',
      createdAt: new Date().toISOString(),
      expiresAt: 1_900_000_000,
    } as const;
    const mark = await indexForErasure(MEETINGS_STORE, notice);
    expect(mark.thread?.person).toBe(lead.thread?.person);
    expect(mark.thread?.before.map((entry) => entry.what)).toEqual(['lead:contacts']);
    expect(row(meetingMessage({ ...notice, ...mark } as unknown as MeetingNotice), 'Wcześniej')).toMatch(/^zgłoszenie ze strony, formularz contacts, /);
    // The meeting's own record is no entry of the thread: its notices are what the managers read.
    expect(MEETINGS_STORE.threadLabel!({ id: 'meeting#m-thread-1', email: notice.email, status: 'booked' })).toBeUndefined();

    const later = await submit('+48 601 765 433', 'marta@clinics.example.org');
    expect(later.thread?.before.map((entry) => entry.what).sort()).toEqual(['lead:contacts', 'meeting-booked']);
  });

  it('shows no phone or e-mail in the thread, and nothing for a record without one', async () => {
    const lead = await submit('+380501112233');
    expect(JSON.stringify(lead.thread)).not.toMatch(/380501112233|@/);
    expect(lead.thread?.person).toMatch(/^[0-9a-f]{8}$/);
    expect(threadRows(undefined, MANAGER_WORDS.uk)).toEqual([]);
  });
});
