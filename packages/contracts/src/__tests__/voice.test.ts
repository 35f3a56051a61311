import { describe, expect, it } from 'vitest';
import {
  DEFAULT_VOICE_LEAD_NAME,
  fieldErrorsOf,
  voiceConversationRequestSchema,
  voiceNotificationRequestSchema,
  voiceTokenRequestSchema,
  voiceConversationEndRequestSchema,
  voiceTokenResponseSchema,
} from '../index';

function errorsOf(schema: { safeParse(input: unknown): { success: boolean; error?: unknown } }, input: unknown) {
  const result = schema.safeParse(input);
  return result.success ? {} : fieldErrorsOf(result.error as never);
}

describe('voice token', () => {
  it('takes an optional agent id and channel, and nothing else', () => {
    expect(voiceTokenRequestSchema.parse({})).toEqual({});
    expect(voiceTokenRequestSchema.parse({ agent_id: 'agent_1' })).toEqual({ agent_id: 'agent_1' });
    expect(voiceTokenRequestSchema.parse({ channel: 'text' })).toEqual({ channel: 'text' });
    expect(errorsOf(voiceTokenRequestSchema, { agent_id: 7, agentId: 'x', channel: 'video' })).toEqual({
      agent_id: 'invalid_type',
      agentId: 'unknown_field',
      channel: 'invalid_value',
    });
  });

  const place = 'Zm9yIHRoZSBicm93c2VyIHRoYXQgYXNrZWQgb25seS_';
  it('expects a WebSocket URL and a place in the answer', () => {
    expect(voiceTokenResponseSchema.safeParse({ signed_url: 'wss://api.elevenlabs.io/v1/convai/conversation?agent_id=a', place }).success).toBe(true);
    expect(voiceTokenResponseSchema.safeParse({ signed_url: 'wss://api.elevenlabs.io/v1/convai/conversation?agent_id=a' }).success).toBe(false);
    expect(voiceTokenResponseSchema.safeParse({ signed_url: 'https://example.com', place }).success).toBe(false);
    expect(voiceTokenResponseSchema.safeParse({}).success).toBe(false);
  });

  it('gives a place back only with the place, 43 base64url characters, and a conversation id', () => {
    expect(voiceConversationEndRequestSchema.safeParse({ place, conversation_id: 'conv_01abc' }).success).toBe(true);
    expect(voiceConversationEndRequestSchema.safeParse({ place: `${place}=`, conversation_id: 'conv_01abc' }).success).toBe(false);
    expect(voiceConversationEndRequestSchema.safeParse({ place: place.replace('Z', '+'), conversation_id: 'conv_01abc' }).success).toBe(false);
    expect(voiceConversationEndRequestSchema.safeParse({ place }).success).toBe(false);
  });
});

describe('voice conversation', () => {
  const valid = { conversation_id: 'conv_01abc', phone_number: '+380 50 123 4567', user_name: 'Олег', duration_seconds: 42.5, language: 'ru' };

  it('accepts the widget payload, "unknown" ids and a missing name', () => {
    // Kept as typed: the backend reads it in the conversation's country (`8 (999) …` in Russian).
    expect(voiceConversationRequestSchema.parse(valid).phone_number).toBe('+380 50 123 4567');
    expect(voiceConversationRequestSchema.parse({ ...valid, conversation_id: 'unknown', user_name: null }).user_name).toBeNull();
    expect(voiceConversationRequestSchema.parse({ ...valid, user_name: '' }).user_name).toBeNull();
  });

  it('refuses a name that forges a line or turns text around (the reproduced attack)', () => {
    expect(errorsOf(voiceConversationRequestSchema, { ...valid, user_name: 'Boss\u2028Телефон: +1 900 555 0199 (срочно перезвонить)' })).toEqual({
      user_name: 'invalid_characters',
    });
    expect(errorsOf(voiceConversationRequestSchema, { ...valid, user_name: 'Олег\u202E' })).toEqual({ user_name: 'invalid_characters' });
  });

  it('refuses negative or absurd durations and odd ids', () => {
    expect(errorsOf(voiceConversationRequestSchema, { ...valid, duration_seconds: -1, conversation_id: 'a b' })).toEqual({
      duration_seconds: 'too_small',
      conversation_id: 'invalid_format',
    });
    expect(errorsOf(voiceConversationRequestSchema, { ...valid, duration_seconds: 90_000 })).toEqual({ duration_seconds: 'too_large' });
  });
});

describe('voice notification', () => {
  const valid = {
    formType: 'voice_conversion',
    phone: '+79991234567',
    timestamp: '2026-11-22T10:00:00.000Z',
    language: 'ru',
    conversationId: 'conv_1',
    duration: 30,
  };

  it('fills the default name when none is given', () => {
    expect(voiceNotificationRequestSchema.parse(valid).name).toBe(DEFAULT_VOICE_LEAD_NAME);
    expect(voiceNotificationRequestSchema.parse({ ...valid, name: '  ' }).name).toBe(DEFAULT_VOICE_LEAD_NAME);
    expect(voiceNotificationRequestSchema.parse({ ...valid, name: 'Ivan' }).name).toBe('Ivan');
  });

  it('refuses a name with a line separator or a zero-width space (a joiner only inside a name: F15)', () => {
    expect(errorsOf(voiceNotificationRequestSchema, { ...valid, name: 'Boss\u2028Телефон: +1 900 555 0199' })).toEqual({ name: 'invalid_characters' });
    expect(errorsOf(voiceNotificationRequestSchema, { ...valid, name: 'Iv\u200Ban' })).toEqual({ name: 'invalid_characters' });
    expect(errorsOf(voiceNotificationRequestSchema, { ...valid, name: '\u200DIvan' })).toEqual({ name: 'invalid_characters' });
  });

  it('accepts only the voice form type and ISO timestamps', () => {
    expect(errorsOf(voiceNotificationRequestSchema, { ...valid, formType: 'contacts', timestamp: 'yesterday' })).toEqual({
      formType: 'invalid_value',
      timestamp: 'invalid_datetime',
    });
  });
});
