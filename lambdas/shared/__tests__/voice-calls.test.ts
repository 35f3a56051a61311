import { describe, expect, it } from 'vitest';
import { conversationRecord } from '../../../stand-ins/fake-elevenlabs';
import { heardPhone, phonesTheAgentTook, voiceCallRecord } from '../voice-calls';

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
    expect(phonesTheAgentTook(record)).toEqual(['+79991234567', '+380501234567']);
  });

  it('matches a stored phone however it was spelled, and nothing the agent did not say', () => {
    const call = voiceCallRecord(conversation([{ name: 'save_contact', parameters: { phone: '+7 999 123-45-67' } }]), 'webhook');
    expect(heardPhone(call, '+79991234567')).toBe(true);
    expect(heardPhone(call, '+7 (999) 123 45 67')).toBe(true);
    expect(heardPhone(call, '+79991234568')).toBe(false);
    expect(heardPhone(voiceCallRecord(conversation([]), 'webhook'), '+79991234567')).toBe(false);
  });
});
