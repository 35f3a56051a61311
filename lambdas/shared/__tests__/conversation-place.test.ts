import { describe, expect, it } from 'vitest';
import { conversationRecord, type FakeConversation } from '@site/stand-ins/fake-elevenlabs';
import { endsPlace } from '../voice/conversation-place';

const SIGNED_AT = Date.parse('2031-09-01T10:00:00.700Z');
const place = { agentId: 'agent_site', signedAtMs: SIGNED_AT };
const conversation = (overrides: Partial<FakeConversation>) =>
  conversationRecord('conv_1', { agentId: 'agent_site', status: 'done', startedAtMs: SIGNED_AT + 2_000, ...overrides });

describe('endsPlace: which conversation gives a place back', () => {
  it('is the place’s agent’s conversation, started after the URL was signed, and no longer going', () => {
    expect(endsPlace(place, conversation({}))).toBe(true);
    expect(endsPlace(place, conversation({ status: 'processing' }))).toBe(true);
    expect(endsPlace(place, conversation({ status: 'failed' }))).toBe(true);
    // ElevenLabs reports whole seconds: a conversation started in the second the URL was signed counts.
    expect(endsPlace(place, conversation({ startedAtMs: Date.parse('2031-09-01T10:00:00.000Z') }))).toBe(true);
  });

  it('is never a conversation still going, of another agent, or started before the place was issued', () => {
    expect(endsPlace(place, conversation({ status: 'in-progress' }))).toBe(false);
    expect(endsPlace(place, conversation({ status: 'initiated' }))).toBe(false);
    expect(endsPlace(place, conversation({ agentId: 'agent_other' }))).toBe(false);
    expect(endsPlace(place, conversation({ startedAtMs: Date.parse('2031-09-01T09:59:59.900Z') }))).toBe(false);
    expect(endsPlace(place, { ...conversation({}), status: undefined })).toBe(false);
  });
});
