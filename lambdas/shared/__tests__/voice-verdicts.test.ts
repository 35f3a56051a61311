import { describe, expect, it } from 'vitest';
import { verdictsOf, type ContactVerdict, type StoredVoiceCall } from '../records/voice-call';

const ANNA = '+79991234567';
const RUNG = '+380501234567';
const MADE_UP = '+48601234567';
const POSTED = '+4915112345678';

type Call = Pick<StoredVoiceCall, 'contactsConfirmed' | 'contactsTaken' | 'contactsUnsaid' | 'transcript' | 'language'>;

const call = (parts: Partial<Call>): Call => ({ contactsConfirmed: [], contactsTaken: [], transcript: [], language: 'ru', ...parts });
const verdicts = (found: ContactVerdict[]) => found.map(({ verdict, contact }) => `${verdict} ${contact.phone}${contact.name ? ` ${contact.name}` : ''}`);

/** The voice contact's rule, as a table: the call's record and the widget's early copies → what becomes of each contact. */
describe('verdictsOf: what the call’s record decides for each voice contact', () => {
  it.each<[string, Call, string[], string[]]>([
    [
      'a phone the caller said is sent, with the name the agent took',
      call({ contactsConfirmed: [ANNA], contactsTaken: [{ phone: ANNA, name: 'Анна' }] }),
      [],
      [`send ${ANNA} Анна`],
    ],
    ['the number Lumi rang at the visitor’s request is sent', call({ contactsConfirmed: [RUNG], contactsTaken: [{ phone: RUNG }] }), [], [`send ${RUNG}`]],
    ['a phone the caller never said is held, never sent', call({ contactsUnsaid: [{ phone: MADE_UP, name: 'Bot' }] }), [], [`hold ${MADE_UP} Bot`]],
    ['an early copy of a phone sent takes the send', call({ contactsConfirmed: [ANNA], contactsTaken: [{ phone: ANNA }] }), [ANNA], [`send ${ANNA}`]],
    ['an early copy of a phone held takes the hold', call({ contactsUnsaid: [{ phone: MADE_UP }] }), [MADE_UP], [`hold ${MADE_UP}`]],
    ['an early copy the record does not show is rejected', call({}), [POSTED], [`reject ${POSTED}`]],
    [
      'sends first, then holds, then rejections',
      call({ contactsConfirmed: [ANNA], contactsTaken: [{ phone: ANNA }], contactsUnsaid: [{ phone: MADE_UP }] }),
      [POSTED, MADE_UP, ANNA],
      [`send ${ANNA}`, `hold ${MADE_UP}`, `reject ${POSTED}`],
    ],
    [
      'a record kept before names were: the name from its transcript’s tool call',
      call({
        contactsConfirmed: [ANNA],
        contactsTaken: undefined,
        transcript: [{ role: 'agent', toolCalls: [{ name: 'save_contact', parameters: JSON.stringify({ phone: '+7 999 123 45 67', name: 'Анна' }) }] }],
      }),
      [],
      [`send ${ANNA} Анна`],
    ],
    [
      'a record kept before the rule on unsaid phones holds nothing',
      call({ contactsConfirmed: [ANNA], contactsTaken: [{ phone: ANNA }], contactsUnsaid: undefined }),
      [],
      [`send ${ANNA}`],
    ],
    ['a call without contacts decides nothing', call({}), [], []],
  ])('%s', (_rule, record, earlyCopies, expected) => {
    expect(
      verdicts(
        verdictsOf(
          record,
          earlyCopies.map((phone) => ({ phone })),
        ),
      ),
    ).toEqual(expected);
  });
});
