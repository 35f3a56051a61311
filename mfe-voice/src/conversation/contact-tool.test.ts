import { afterEach, describe, expect, it, vi } from 'vitest';
import { CONTACT_FAILED_REPLY, CONTACT_NOT_PASSED_ON_REPLY, CONTACT_SAVED_REPLY, createContactTool, type ContactToolContext } from './contact-tool';

const STARTED_AT = Date.parse('2026-03-01T10:00:00.000Z');

function context(overrides: Partial<ContactToolContext> = {}): ContactToolContext {
  return { conversationId: () => 'conv_abc', startedAt: () => STARTED_AT, language: 'ru', onSaved: vi.fn(), ...overrides };
}

/** Answers each API path with its statuses in turn (the last one repeats), or a network failure, and records every body. */
function backend(statuses: Record<string, number | 'offline' | readonly (number | 'offline')[]>) {
  const calls: Record<string, unknown> = {};
  const bodies: Record<string, string[]> = {};
  vi.stubGlobal(
    'fetch',
    vi.fn(async (path: string, init: RequestInit) => {
      calls[path] = JSON.parse(String(init.body));
      (bodies[path] ??= []).push(String(init.body));
      const script = [statuses[path] ?? 404].flat();
      const status = script[Math.min(bodies[path].length - 1, script.length - 1)];
      if (status === 'offline') throw new TypeError('Failed to fetch');
      return new Response('{}', { status });
    }),
  );
  return Object.assign(calls, { bodies });
}

/** Retries without waiting. */
const NO_WAIT = { sleep: async () => undefined };

afterEach(() => {
  vi.unstubAllGlobals();
  vi.useRealTimers();
});

describe('the save_contact client tool', () => {
  it('makes the agent’s name and phone one safe line before posting them (format characters dropped, separators spaces)', async () => {
    const calls = backend({ '/api/save-voice-conversation': 201, '/api/send-telegram-notification': 202 });
    const reply = await createContactTool(context(), NO_WAIT)({ phone: '\u200E+7 999 123-45-67', name: '\u200BАн\u00ADна\u2028Коваль\u202E\uFEFF' });
    expect(reply).toBe(CONTACT_SAVED_REPLY);
    expect(calls['/api/save-voice-conversation']).toMatchObject({ user_name: 'Анна Коваль', phone_number: '+7 999 123-45-67' });
    expect(calls['/api/send-telegram-notification']).toMatchObject({ name: 'Анна Коваль', phone: '+7 999 123-45-67' });
  });

  it('sends no name when the agent’s name was nothing but invisible characters', async () => {
    const calls = backend({ '/api/save-voice-conversation': 201, '/api/send-telegram-notification': 202 });
    await createContactTool(context(), NO_WAIT)({ phone: '+79991234567', name: '\u200B\u3164' });
    expect(calls['/api/save-voice-conversation']).toMatchObject({ user_name: null });
  });

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

  it("tells the visitor, in the conversation's language, that a number its callee asked Lumi not to call is not passed on, and what to do instead; thanks nobody", async () => {
    vi.stubGlobal(
      'fetch',
      vi.fn(async (path: string) =>
        path === '/api/save-voice-conversation' ? Response.json({ status: 'saved', passedOn: false }, { status: 201 }) : new Response('{}', { status: 500 }),
      ),
    );
    const ctx = context({ language: 'pl' });
    const reply = await createContactTool(ctx, NO_WAIT)({ phone: '+48600111222' });
    expect(reply).toBe(CONTACT_NOT_PASSED_ON_REPLY.pl);
    expect(reply).toContain('hello@synthra.ai');
    expect(ctx.onSaved).not.toHaveBeenCalled();
  });

  it('ignores one failing call silently: both store the contact, so the other keeps it', async () => {
    backend({ '/api/save-voice-conversation': 500, '/api/send-telegram-notification': 202 });
    const ctx = context();
    expect(await createContactTool(ctx, NO_WAIT)({ phone: '+79991234567' })).toBe(CONTACT_SAVED_REPLY);
    expect(ctx.onSaved).toHaveBeenCalled();
  });

  it('retries a call that failed on the way, with the very same body, and thanks the visitor once it is stored', async () => {
    const calls = backend({ '/api/save-voice-conversation': ['offline', 503, 201], '/api/send-telegram-notification': [429, 'offline', 500, 502] });
    const ctx = context();
    expect(await createContactTool(ctx, NO_WAIT)({ phone: '+79991234567', name: 'Анна' })).toBe(CONTACT_SAVED_REPLY);
    expect(calls.bodies['/api/save-voice-conversation']).toHaveLength(3);
    expect(new Set(calls.bodies['/api/save-voice-conversation']).size).toBe(1);
    // Three retries at the most, then the other call's success is what counts.
    expect(calls.bodies['/api/send-telegram-notification']).toHaveLength(4);
    expect(new Set(calls.bodies['/api/send-telegram-notification']).size).toBe(1);
    expect(ctx.onSaved).toHaveBeenCalledTimes(1);
  });

  it('does not retry a refusal: a conversation the backend does not confirm is not thanked for', async () => {
    const calls = backend({ '/api/save-voice-conversation': 400, '/api/send-telegram-notification': 400 });
    const ctx = context();
    expect(await createContactTool(ctx, NO_WAIT)({ phone: '+79991234567' })).toBe(CONTACT_FAILED_REPLY);
    expect(calls.bodies['/api/save-voice-conversation']).toHaveLength(1);
    expect(ctx.onSaved).not.toHaveBeenCalled();
  });

  it('answers the failure sentence, without a toast, when neither call kept the contact', async () => {
    backend({ '/api/save-voice-conversation': 'offline', '/api/send-telegram-notification': 503 });
    const ctx = context();
    const reply = await createContactTool(ctx, NO_WAIT)({ phone: '+79991234567' });
    expect(reply).toBe(CONTACT_FAILED_REPLY);
    expect(reply).toBe('Произошла ошибка при сохранении контактов, но мы всё равно можем продолжить разговор.');
    expect(ctx.onSaved).not.toHaveBeenCalled();
  });

  it('tells the visitor apart when both calls were refused for the network’s hour, and only then', async () => {
    const refusals: Record<string, number> = {};
    vi.stubGlobal(
      'fetch',
      vi.fn(async (path: string) => {
        refusals[path] = (refusals[path] ?? 0) + 1;
        return Response.json({ error: 'network_limit_reached', message: 'this network sent its hour’s contacts' }, { status: 429 });
      }),
    );
    const ctx = context({ onNetworkLimit: vi.fn() });
    expect(await createContactTool(ctx, NO_WAIT)({ phone: '+79991234567' })).toBe(CONTACT_FAILED_REPLY);
    expect(ctx.onNetworkLimit).toHaveBeenCalledTimes(1);
    expect(ctx.onSaved).not.toHaveBeenCalled();
    // Not tried again: the allowance comes back within the hour, not within the retries.
    expect(refusals).toEqual({ '/api/save-voice-conversation': 1, '/api/send-telegram-notification': 1 });

    // Any other failure, the firewall's 429 included, is no such refusal.
    backend({ '/api/save-voice-conversation': 429, '/api/send-telegram-notification': 503 });
    const other = context({ onNetworkLimit: vi.fn() });
    expect(await createContactTool(other, NO_WAIT)({ phone: '+79991234567' })).toBe(CONTACT_FAILED_REPLY);
    expect(other.onNetworkLimit).not.toHaveBeenCalled();
  });

  it('requires a phone: without one it saves nothing and answers the failure sentence', async () => {
    const calls = backend({});
    for (const parameters of [{}, { name: 'Анна' }, { phone: '  ' }, null]) {
      expect(await createContactTool(context())(parameters)).toBe(CONTACT_FAILED_REPLY);
    }
    expect(calls.bodies).toEqual({});
  });
});
