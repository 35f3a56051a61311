import { describe, expect, it } from 'vitest';
import { conversationRecord } from '@site/stand-ins/fake-elevenlabs';
import { callSummary, contactsTheAgentTook, heardContact, heardPhone, voiceCallRecord } from '../records/voice-call';

/** Which contacts a conversation confirms: the phones its agent passed to save_contact. */
const conversation = (calls: { name: string; parameters: Record<string, unknown> }[]) =>
  conversationRecord('conv_1', { agentId: 'agent_site', status: 'done', startedAtMs: 0, toolCalls: calls });

describe('matching a contact to the agent’s tool calls', () => {
  it('takes the phones of save_contact calls alone, normalized, each once', () => {
    const record = conversation([
      { name: 'save_contact', parameters: { phone: '+7 (999) 123-45-67', name: 'Анна' } },
      { name: 'save_contact', parameters: { phone: '+79991234567' } },
      { name: 'save_contact', parameters: { phone: '+380 50 123 45 67' } },
      { name: 'end_call', parameters: { phone: '+10000000000' } },
      { name: 'save_contact', parameters: { name: 'no phone' } },
    ]);
    record.transcript!.push({ role: 'agent', tool_calls: [{ tool_name: 'save_contact', params_as_json: '{not json' }] });
    expect(contactsTheAgentTook(record).map(({ phone }) => phone)).toEqual(['+79991234567', '+380501234567']);
  });

  it('matches a stored phone however it was spelled, and nothing the agent did not say', () => {
    const call = voiceCallRecord(conversation([{ name: 'save_contact', parameters: { phone: '+7 999 123-45-67' } }]), 'webhook');
    expect(heardPhone(call, '+79991234567')).toBe(true);
    expect(heardPhone(call, '+7 (999) 123 45 67')).toBe(true);
    expect(heardPhone(call, '+79991234568')).toBe(false);
    expect(heardPhone(voiceCallRecord(conversation([]), 'webhook'), '+79991234567')).toBe(false);
  });

  it('keeps the name the agent passed with each phone, its last one, and gives it with the matching contact', () => {
    const record = conversation([
      { name: 'save_contact', parameters: { phone: '+7 (999) 123-45-67', name: 'Ана' } },
      { name: 'save_contact', parameters: { phone: '+380 50 123 45 67' } },
      { name: 'save_contact', parameters: { phone: '+79991234567', name: ' Анна ' } },
      { name: 'save_contact', parameters: { phone: '+79991234567' } },
    ]);
    expect(contactsTheAgentTook(record)).toEqual([{ phone: '+79991234567', name: 'Анна' }, { phone: '+380501234567' }]);
    const call = voiceCallRecord(record, 'webhook');
    expect(call.contactsTaken).toEqual(contactsTheAgentTook(record));
    expect(heardContact(call, '+7 999 123 45 67')).toEqual({ phone: '+79991234567', name: 'Анна' });
    expect(heardContact(call, '+380501234567')).toEqual({ phone: '+380501234567' });
    expect(heardContact(call, '+79990000000')).toBeUndefined();
    // A record kept before names were: the name comes from its transcript's tool calls.
    const { contactsTaken: _kept, ...older } = call;
    expect(heardContact(older, '+79991234567')).toEqual({ phone: '+79991234567', name: 'Анна' });
    expect(heardContact({ ...older, transcript: [] }, '+79991234567')).toEqual({ phone: '+79991234567' });
  });
});

describe('what a call from the Lumi demo did, for the managers', () => {
  const withDemoBooking = (value: string | null) =>
    callSummary(
      voiceCallRecord(
        conversationRecord('conv_1', { agentId: 'agent_site', status: 'done', startedAtMs: 0, dataCollection: { demo_booking: value } }),
        'webhook',
      ),
    );

  it('reads the data collection’s outcome in its agreed form, and nothing from prose or another conversation', () => {
    expect(withDemoBooking('moved 10:30 to 11:00').demoBooking).toEqual({ kind: 'moved', from: '10:30', time: '11:00' });
    expect(withDemoBooking('Booked 09:30').demoBooking).toEqual({ kind: 'booked', time: '09:30' });
    expect(withDemoBooking('cancelled 14:00').demoBooking).toEqual({ kind: 'cancelled', time: '14:00' });
    expect(withDemoBooking('none').demoBooking).toEqual({ kind: 'none' });
    for (const value of ['the caller booked 10:30', 'moved 10:30 to 25:00', '', null]) expect(withDemoBooking(value)).not.toHaveProperty('demoBooking');
  });
});
