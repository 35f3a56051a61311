import { DATA_COLLECTION_FIELDS, normalizePhone } from '@site/contracts';
import type { Identities } from '../personal-data/person-keys';
import { deleteItem, text, texts, type PersonalDataStore, type StoredItem } from '../personal-data/stores';
import { emailsIn, phonesIn, TEXT_IDENTITIES_MAX } from '../personal-data/text-identities';
import type { ThreadMark } from '../records/person-thread';
import { TELEGRAM_MESSAGE_IDS } from '../records/notify-state';
import { phoneCountryOfCall, type StoredVoiceCall, type VoiceCallSummary } from '../records/voice-call';

/**
 * Every phone and e-mail a conversation's record holds: the phones the agent took, the one its data
 * collection heard (even if never passed to the tool), and those written in the transcript (a typed
 * conversation may hold an e-mail) or in any extracted value, each phone read in the call's country
 * (`8 (999) …` in Russian), as the agent's tool reads it.
 */
function callIdentities(item: StoredItem, limit = TEXT_IDENTITIES_MAX): Identities {
  const country = phoneCountryOfCall(text(item.language));
  const heard = text((item.dataCollection as Record<string, unknown> | undefined)?.[DATA_COLLECTION_FIELDS.callerPhone]);
  const heardPhone = heard === undefined ? undefined : normalizePhone(heard, country);
  const written = writtenIn(item);
  return {
    phones: [
      ...texts(item.contactsConfirmed),
      // A value the library cannot read still counts, as its digits (person-keys.ts).
      ...(heard === undefined ? [] : [heardPhone?.ok ? heardPhone.e164 : heard]),
      ...phonesIn(written, country, limit),
    ],
    emails: emailsIn(written, limit),
  };
}

/** What the record's text says: its extracted values, its turns, the tools' parameters, on lines of their own. */
function writtenIn(item: StoredItem): string {
  const dataCollection = Object.values((item.dataCollection as Record<string, unknown> | undefined) ?? {});
  const feedback = item.feedback as { readonly comment?: unknown } | undefined;
  return [
    ...texts(dataCollection),
    // The visitor's comment on the call (G5): a rate may hold a phone or an e-mail too.
    ...texts([feedback?.comment]),
    ...(Array.isArray(item.transcript) ? (item.transcript as StoredVoiceCall['transcript']) : []).flatMap((turn) => [
      turn.message ?? '',
      ...(turn.toolCalls ?? []).map((call) => call.parameters),
    ]),
  ].join('\n');
}

/** More phones or e-mails written in the record than are indexed one by one. */
function callOverflows(item: StoredItem): boolean {
  const written = writtenIn(item);
  return (
    phonesIn(written, phoneCountryOfCall(text(item.language)), TEXT_IDENTITIES_MAX + 1).length > TEXT_IDENTITIES_MAX ||
    emailsIn(written, TEXT_IDENTITIES_MAX + 1).length > TEXT_IDENTITIES_MAX
  );
}

/** The meeting booked in the contact's call, as its summary holds it. */
const meetingOf = (item: StoredItem) => (item.call as VoiceCallSummary | undefined)?.meeting;

/** The voice contacts: each a phone the agent took, and the name it took with it. */
export const VOICE_CONTACTS_STORE: PersonalDataStore = {
  id: 'voiceContacts',
  label: 'voice contact',
  table: 'voiceContacts',
  // The e-mail of a meeting the callee booked in the call joins the contact to the meeting's thread.
  identities: (item) => ({ phone: text(item.phone), email: text(meetingOf(item)?.email) }),
  threadLabel: (item): ThreadMark => ((item.call as { phoneCall?: unknown } | undefined)?.phoneCall ? 'phone-call' : 'chat'),
  personalData: (item) => ({ name: item.userName, phone: item.phone, ...(meetingOf(item) && { meetingEmail: meetingOf(item)!.email }) }),
  telegramMessageIds: TELEGRAM_MESSAGE_IDS,
  erase: deleteItem('voiceContacts'),
};

/** The records of the calls, transcripts included. */
export const VOICE_CALLS_STORE: PersonalDataStore = {
  id: 'voiceCalls',
  label: 'voice conversation record',
  table: 'voiceCalls',
  identities: callIdentities,
  overflows: callOverflows,
  // 2: every phone and e-mail written in the record, not only the phones the agent took; 3: phones
  // written with slashes or in other scripts' digits, and records holding more than are indexed;
  // 4: phones written with a fullwidth plus (G7); 5: e-mails' domains as DNS has them, Unicode or punycode (G7).
  indexRules: 5,
  personalData: ({ startedAt, pagePath, summaryTitle, summary, dataCollection, transcript }) => ({
    startedAt,
    pagePath,
    summaryTitle,
    summary,
    dataCollection,
    transcript,
  }),
  erase: deleteItem('voiceCalls'),
};
