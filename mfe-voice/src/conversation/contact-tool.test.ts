import { afterEach, describe, expect, it, vi } from 'vitest';
import { CONTACT_FAILED_REPLY, CONTACT_SAVED_REPLY, createContactTool, type ContactToolContext } from './contact-tool';

const STARTED_AT = Date.parse('2026-03-01T10:00:00.000Z');

function context(overrides: Partial<ContactToolContext> = {}): ContactToolContext {
  return { conversationId: () => 'conv_abc', startedAt: () => STARTED_AT, language: 'ru', onSaved: vi.fn(), ...overrides };
}

/** Answers each API path with the given status (or a network failure) and records the bodies. */
function backend(statuses: Record<string, number | 'offline'>) {
  const calls: Record<string, unknown> = {};
  vi.stubGlobal(
    'fetch',
    vi.fn(async (path: string, init: RequestInit) => {
      calls[path] = JSON.parse(String(init.body));
      const status = statuses[path] ?? 404;
      if (status === 'offline') throw new TypeError('Failed to fetch');
      return new Response('{}', { status });
    }),
  );
  return calls;
}

afterEach(() => {
  vi.unstubAllGlobals();
  vi.useRealTimers();
});

describe('the save_contact client tool', () => {
  it('stores the contact, queues the notification, thanks the visitor and answers the agent', async () => {
    vi.useFakeTimers({ now: STARTED_AT + 42_400 });
    const calls = backend({ '/api/save-voice-conversation': 201, '/api/send-telegram-notification': 202 });
    const ctx = context();
    const reply = await createContactTool(ctx)({ phone: '+7 999 123-45-67', name: ' Анна ' });

    expect(reply).toBe(CONTACT_SAVED_REPLY);
    expect(reply).toBe('Спасибо! Ваши контактные данные сохранены. Наш менеджер свяжется с вами в ближайшее время.');
    expect(ctx.onSaved).toHaveBeenCalledTimes(1);
    expect(calls['/api/save-voice-conversation']).toEqual({
      conversation_id: 'conv_abc',
      phone_number: '+7 999 123-45-67',
      user_name: 'Анна',
      duration_seconds: 42,
      language: 'ru',
    });
    expect(calls['/api/send-telegram-notification']).toEqual({
      formType: 'voice_conversion',
      name: 'Анна',
      phone: '+7 999 123-45-67',
      timestamp: '2026-03-01T10:00:42.400Z',
      language: 'ru',
      conversationId: 'conv_abc',
      duration: 42,
    });
  });

  it("falls back to 'unknown' without a conversation id and to 'Не указано' without a name; the language is configurable", async () => {
    const calls = backend({ '/api/save-voice-conversation': 201, '/api/send-telegram-notification': 202 });
    await createContactTool(context({ conversationId: () => undefined, language: 'uk' }))({ phone: '+380501234567' });
    expect(calls['/api/save-voice-conversation']).toMatchObject({ conversation_id: 'unknown', user_name: null, language: 'uk' });
    expect(calls['/api/send-telegram-notification']).toMatchObject({ conversationId: 'unknown', name: 'Не указано', language: 'uk' });
  });

  it('ignores one failing call silently: the contact is kept by the other', async () => {
    backend({ '/api/save-voice-conversation': 500, '/api/send-telegram-notification': 202 });
    const ctx = context();
    expect(await createContactTool(ctx)({ phone: '+79991234567' })).toBe(CONTACT_SAVED_REPLY);
    expect(ctx.onSaved).toHaveBeenCalled();
  });

  it('answers the failure sentence, without a toast, when neither call kept the contact', async () => {
    backend({ '/api/save-voice-conversation': 'offline', '/api/send-telegram-notification': 503 });
    const ctx = context();
    const reply = await createContactTool(ctx)({ phone: '+79991234567' });
    expect(reply).toBe(CONTACT_FAILED_REPLY);
    expect(reply).toBe('Произошла ошибка при сохранении контактов, но мы всё равно можем продолжить разговор.');
    expect(ctx.onSaved).not.toHaveBeenCalled();
  });

  it('requires a phone: without one it saves nothing and answers the failure sentence', async () => {
    const calls = backend({});
    for (const parameters of [{}, { name: 'Анна' }, { phone: '  ' }, null]) {
      expect(await createContactTool(context())(parameters)).toBe(CONTACT_FAILED_REPLY);
    }
    expect(calls).toEqual({});
  });
});
