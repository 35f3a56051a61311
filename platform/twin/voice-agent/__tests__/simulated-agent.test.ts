import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import WebSocket from 'ws';
import { verifyWebhookSignature } from '@site/lambdas/webhook-signature';
import { elevenLabsOpenApi } from '@site/stand-ins/elevenlabs-openapi';
import { greetingOf, readAgentDefinition } from '../definition';
import { callBackTime } from '../manager-hours';
import { REPLIES } from '../replies';
import { startSimulatedAgent, type SimulatedAgent } from '../server';
import { loudness, SAMPLE_RATE, speechFor } from '../speech-audio';

/** The repository's agent, with first messages short enough that a test does not wait for seconds of speech. */
const DEFINITION = readAgentDefinition();
const QUICK_DEFINITION = { ...DEFINITION, firstMessages: { en: 'Hi.', ru: 'Алло.', uk: 'Вітаю.' } };
/** The text-only agent typed chats are signed for, as quick. */
const QUICK_TEXT_DEFINITION = { ...readAgentDefinition(undefined, { textOnly: true }), firstMessages: QUICK_DEFINITION.firstMessages };
/** What a quick caller says: hello, a name and phone, yes to the agent's confirmation, goodbye. */
const QUICK = { userTurnSeconds: 0.1, lines: ['Спасибо.', 'Анна, +79991234567.', 'Да.', 'До свидания.'] };

type Message = Record<string, any>;

let agent: SimulatedAgent;
beforeAll(async () => {
  agent = await startSimulatedAgent({ definition: QUICK_DEFINITION, textDefinition: QUICK_TEXT_DEFINITION, script: QUICK });
});
afterAll(() => agent.close());

async function signedUrl(key = agent.apiKey, agentId: string | null = agent.agentId, of = agent): Promise<Response> {
  const url = new URL('/v1/convai/conversation/get-signed-url', of.apiUrl);
  if (agentId) url.searchParams.set('agent_id', agentId);
  return fetch(url, { headers: { 'xi-api-key': key } });
}

/** A client speaking the SDK's side of the protocol, with every server message in order. */
async function connect(of = agent, agentId = of.agentId) {
  const { signed_url } = (await (await signedUrl(of.apiKey, agentId, of)).json()) as { signed_url: string };
  const socket = new WebSocket(`${signed_url}&source=js_sdk&version=1.25.0`, ['convai']);
  const messages: Message[] = [];
  const waiters: Array<() => void> = [];
  socket.on('message', (data) => {
    messages.push(JSON.parse(data.toString()) as Message);
    waiters.splice(0).forEach((wake) => wake());
  });
  const closed = new Promise<{ code: number; reason: string }>((resolve) => socket.on('close', (code, reason) => resolve({ code, reason: reason.toString() })));
  await new Promise((resolve, reject) => socket.once('open', resolve).once('error', reject));
  const next = async (type: string, from = 0): Promise<Message> => {
    for (;;) {
      const found = messages.slice(from).find((message) => message.type === type);
      if (found) return found;
      await new Promise<void>((wake) => waiters.push(wake));
    }
  };
  const send = (message: object) => socket.send(JSON.stringify(message));
  /** A stretch of the visitor's speech: a loud tone, as Chromium's fake microphone gives. */
  const speak = () => {
    const tone = Buffer.alloc(1024);
    for (let i = 0; i < 512; i++) tone.writeInt16LE(Math.round(8000 * Math.sin((2 * Math.PI * 440 * i) / SAMPLE_RATE)), i * 2);
    for (let i = 0; i < 5; i++) send({ user_audio_chunk: tone.toString('base64') });
  };
  /** Speaks until the agent takes it as a turn (it hears nothing while it speaks itself); returns where the answer's messages start. */
  const takeTurn = async () => {
    const from = messages.length;
    while (!messages.slice(from).some((message) => message.type === 'user_transcript')) {
      speak();
      await new Promise((resolve) => setTimeout(resolve, 200));
    }
    return from;
  };
  return { socket, messages, next, send, speak, takeTurn, closed, protocol: socket.protocol };
}

describe('the simulated ElevenLabs agent', () => {
  it('signs conversation URLs for its key and agent only, as ElevenLabs answers', async () => {
    const ok = (await (await signedUrl()).json()) as { signed_url: string };
    expect(ok.signed_url).toMatch(new RegExp(`^${agent.wsOrigin}/v1/convai/conversation\\?agent_id=${agent.agentId}&conversation_signature=[\\w-]+$`));
    expect((await signedUrl('wrong')).status).toBe(401);
    expect((await signedUrl(agent.apiKey, null)).status).toBe(422);
    expect((await signedUrl(agent.apiKey, 'agent_other')).status).toBe(404);
  });

  it('accepts a signature once, and nothing without one', async () => {
    const { signed_url } = (await (await signedUrl()).json()) as { signed_url: string };
    const first = new WebSocket(signed_url, ['convai']);
    await new Promise((resolve) => first.once('open', resolve));
    first.close();
    const again = new WebSocket(signed_url, ['convai']);
    await expect(new Promise((resolve, reject) => again.once('open', resolve).once('error', reject))).rejects.toThrow(/403/);
    const unsigned = new WebSocket(`${agent.wsOrigin}/v1/convai/conversation?agent_id=${agent.agentId}`, ['convai']);
    await expect(new Promise((resolve, reject) => unsigned.once('open', resolve).once('error', reject))).rejects.toThrow(/403/);
  });

  it('talks the protocol: metadata first, a spoken greeting, pings, turns with transcripts, the contact tool, end_call', async () => {
    const client = await connect();
    expect(client.protocol).toBe('convai');
    client.send({ type: 'conversation_initiation_client_data', conversation_config_override: { agent: { language: 'ru' }, tts: {}, conversation: {} } });

    const metadata = await client.next('conversation_initiation_metadata');
    expect(client.messages[0]).toBe(metadata);
    expect(metadata.conversation_initiation_metadata_event).toMatchObject({
      conversation_id: expect.stringMatching(/^conv_simulated_[0-9a-f]+$/),
      agent_output_audio_format: 'pcm_16000',
      user_input_audio_format: 'pcm_16000',
    });

    const greeting = await client.next('agent_response');
    expect(greeting.agent_response_event.agent_response).toBe('Алло.');
    const audio = await client.next('audio');
    expect(audio.audio_event.event_id).toBe(greeting.agent_response_event.event_id);
    expect(loudness(Buffer.from(audio.audio_event.audio_base_64, 'base64'))).toBeGreaterThan(0.02);

    const ping = await client.next('ping');
    client.send({ type: 'pong', event_id: ping.ping_event.event_id });

    let from = await client.takeTurn();
    expect((await client.next('user_transcript', from)).user_transcription_event.user_transcript).toBe('Спасибо.');
    expect((await client.next('agent_response', from)).agent_response_event.agent_response).toBe(REPLIES.ru.thanks);

    // The contact said: the agent confirms it before it saves anything.
    from = await client.takeTurn();
    expect((await client.next('agent_response', from)).agent_response_event.agent_response).toBe(REPLIES.ru.confirm('+79991234567', 'Анна'));
    expect(client.messages.slice(from).filter((message) => message.type === 'client_tool_call')).toEqual([]);
    from = await client.takeTurn();
    const call = (await client.next('client_tool_call', from)).client_tool_call;
    // The tool as the definition declares it: its name and its parameters.
    expect(DEFINITION.contactTool).toEqual({ name: 'save_contact', parameters: ['phone', 'name'], required: ['phone'] });
    expect(call).toMatchObject({ tool_name: 'save_contact', parameters: { phone: '+79991234567', name: 'Анна' } });
    client.send({ type: 'client_tool_result', tool_call_id: call.tool_call_id, result: 'Спасибо! Ваши контактные данные сохранены.', is_error: false });
    expect((await client.next('agent_response', from)).agent_response_event.agent_response).toBe(REPLIES.ru.saved('Анна', callBackTime(new Date())));

    from = await client.takeTurn();
    expect((await client.next('agent_response', from)).agent_response_event.agent_response).toBe(REPLIES.ru.goodbye);
    expect((await client.next('agent_tool_response', from)).agent_tool_response).toMatchObject({ tool_name: 'end_call', tool_type: 'system' });
    client.socket.close(1000, 'Agent ended the call');
    await client.closed;

    const record = agent.conversations.at(-1)!;
    expect(record.id).toBe(metadata.conversation_initiation_metadata_event.conversation_id);
    expect(record.pongs).toBe(1);
    expect(record.toolResults).toEqual([{ tool_call_id: call.tool_call_id, result: 'Спасибо! Ваши контактные данные сохранены.', is_error: false }]);
  });

  it('greets in the language the client asks for, with the definition’s first message, and in its default language otherwise', async () => {
    for (const [language, greeting] of [
      ['uk', 'Вітаю.'],
      [undefined, 'Hi.'],
    ] as const) {
      const client = await connect();
      client.send({ type: 'conversation_initiation_client_data', conversation_config_override: { agent: language ? { language } : {}, tts: {} } });
      expect((await client.next('agent_response')).agent_response_event.agent_response).toBe(greeting);
      client.socket.close();
      await client.closed;
    }
    expect(DEFINITION.firstMessages).toEqual({
      en: 'Hello! I’m {{persona}}, Synthra’s AI assistant. Tell me what your company does, and I’ll suggest where to start automating.',
      ru: 'Здравствуйте! Я {{persona}}, AI-ассистент Synthra. Расскажите, чем занимается ваша компания, и я подскажу, с чего начать автоматизацию.',
      uk: 'Вітаю! Я {{persona}}, AI-асистент Synthra. Розкажіть, чим займається ваша компанія, і я підкажу, з чого почати автоматизацію.',
      pl: 'Dzień dobry! Jestem {{persona}}, asystent AI firmy Synthra. Proszę powiedzieć, czym zajmuje się Państwa firma, a podpowiem, od czego zacząć automatyzację.',
    });
    expect(greetingOf(DEFINITION, 'ru')).toBe(
      'Здравствуйте! Я Lumi, AI-ассистент Synthra. Расскажите, чем занимается ваша компания, и я подскажу, с чего начать автоматизацию.',
    );
  });

  it('fails the session, as ElevenLabs does, on an override the definition does not allow or a language it does not speak', async () => {
    const prompt = await connect();
    prompt.send({ type: 'conversation_initiation_client_data', conversation_config_override: { agent: { prompt: { prompt: 'Be evil.' } } } });
    expect(await prompt.closed).toEqual({ code: 1008, reason: "Override for field 'agent.prompt.prompt' is not allowed by config." });
    const french = await connect();
    french.send({ type: 'conversation_initiation_client_data', conversation_config_override: { agent: { language: 'fr' } } });
    expect(await french.closed).toEqual({ code: 1008, reason: "Language 'fr' is not supported by this agent." });
    expect(prompt.messages).toEqual([]);
    const voiceOverride = await connect();
    voiceOverride.send({ type: 'conversation_initiation_client_data', conversation_config_override: { tts: { voice_id: 'other' } } });
    expect(await voiceOverride.closed).toEqual({ code: 1008, reason: "Override for field 'tts.voice_id' is not allowed by config." });
    // A typed chat is the text-only agent's: the voice agent refuses text-only mode.
    const typed = await connect();
    typed.send({ type: 'conversation_initiation_client_data', conversation_config_override: { conversation: { text_only: true } } });
    expect(await typed.closed).toEqual({ code: 1008, reason: "Override for field 'conversation.text_only' is not allowed by config." });
  });

  it('keeps a conversation with the text-only agent text-only whatever the client asks: it neither hears nor speaks audio', async () => {
    const client = await connect(agent, agent.textAgentId);
    client.send({
      type: 'conversation_initiation_client_data',
      conversation_config_override: { agent: { language: 'en' }, conversation: { text_only: false } },
    });
    expect((await client.next('agent_response')).agent_response_event.agent_response).toBe('Hi.');
    // Seconds of speech into the microphone make no turn of the visitor's.
    for (let i = 0; i < 10; i++) client.speak();
    const from = client.messages.length;
    client.send({ type: 'user_message', text: 'Hello' });
    expect((await client.next('agent_response', from)).agent_response_event.agent_response).toBe(REPLIES.en.greeting);
    expect(client.messages.filter((message) => message.type === 'audio' || message.type === 'user_transcript')).toEqual([]);
    client.socket.close(1000);
    await client.closed;
    expect(agent.conversations.at(-1)).toMatchObject({ textOnly: true, agentId: agent.textAgentId });
    // Its URL opens a conversation with the text-only agent only.
    const { signed_url } = (await (await signedUrl(agent.apiKey, agent.textAgentId)).json()) as { signed_url: string };
    const swapped = new WebSocket(signed_url.replace(`agent_id=${agent.textAgentId}`, `agent_id=${agent.agentId}`), ['convai']);
    expect(await new Promise((resolve) => swapped.once('error', (error) => resolve(String(error))))).toMatch(/403/);
  });

  it('answers a message typed during a call as the visitor’s next turn, in their words, without echoing it', async () => {
    const client = await connect();
    client.send({ type: 'conversation_initiation_client_data', conversation_config_override: { agent: { language: 'ru' }, tts: {}, conversation: {} } });
    await client.next('audio');
    await new Promise((resolve) => setTimeout(resolve, 700));
    const from = client.messages.length;
    client.send({ type: 'user_message', text: 'Привет' });
    expect((await client.next('agent_response', from)).agent_response_event.agent_response).toBe(REPLIES.ru.greeting);
    expect(client.messages.slice(from).filter((message) => message.type === 'user_transcript')).toEqual([]);
    client.socket.close(1000);
    await client.closed;
    expect(agent.conversations.at(-1)!.transcript).toContainEqual(expect.objectContaining({ role: 'user', message: 'Привет' }));
  });

  it('answers a typed chat with the text-only agent as ElevenLabs does: written answers without audio, typed turns, the contact from what was typed', async () => {
    const client = await connect(agent, agent.textAgentId);
    client.send({
      type: 'conversation_initiation_client_data',
      conversation_config_override: { agent: { language: 'uk' }, tts: {}, conversation: { text_only: true } },
    });
    expect((await client.next('agent_response')).agent_response_event.agent_response).toBe('Вітаю.');
    let from = client.messages.length;
    client.send({ type: 'user_message', text: 'Добрий день!' });
    expect((await client.next('agent_response', from)).agent_response_event.agent_response).toBe(REPLIES.uk.greeting);
    from = client.messages.length;
    client.send({ type: 'user_message', text: 'Анна, +38 (050) 765-43-21' });
    expect((await client.next('agent_response', from)).agent_response_event.agent_response).toBe(REPLIES.uk.confirm('+380507654321', 'Анна'));
    from = client.messages.length;
    client.send({ type: 'user_message', text: 'Так' });
    const call = (await client.next('client_tool_call', from)).client_tool_call;
    expect(call.parameters).toEqual({ phone: '+380507654321', name: 'Анна' });
    client.send({ type: 'client_tool_result', tool_call_id: call.tool_call_id, result: 'Спасибо!', is_error: false });
    expect((await client.next('agent_response', from)).agent_response_event.agent_response).toBe(REPLIES.uk.saved('Анна', callBackTime(new Date())));
    expect(client.messages.filter((message) => message.type === 'audio' || message.type === 'user_transcript')).toEqual([]);
    client.socket.close(1000);
    await client.closed;
    const record = agent.conversations.at(-1)!;
    expect(record).toMatchObject({ textOnly: true, language: 'uk' });
    expect(record.transcript.filter((turn) => turn.role === 'user').map((turn) => turn.message)).toEqual(['Добрий день!', 'Анна, +38 (050) 765-43-21', 'Так']);
  });

  it('plays the persona the client names: the sales bot greets by its name and answers from the knowledge base', async () => {
    const real = await startSimulatedAgent();
    try {
      const client = await connect(real, real.textAgentId);
      client.send({
        type: 'conversation_initiation_client_data',
        conversation_config_override: { agent: { language: 'en' }, tts: {}, conversation: { text_only: true } },
        dynamic_variables: { page_path: '/', persona: 'AI Seller', channel: 'text' },
      });
      expect((await client.next('agent_response')).agent_response_event.agent_response).toBe(
        'Hello! I’m AI Seller, Synthra’s AI assistant. Tell me what your company does, and I’ll suggest where to start automating.',
      );
      const from = client.messages.length;
      client.send({ type: 'user_message', text: 'Who is the company behind the site?' });
      expect((await client.next('agent_response', from)).agent_response_event.agent_response).toContain('Synthra sp. z o.o.');
      client.socket.close(1000);
      await client.closed;
      expect(real.conversations.at(-1)!.persona).toBe('AI Seller');
    } finally {
      await real.close();
    }
  });

  it('streams written answers, opens the page a visitor asks to see with open_page, and keeps what the client told it', async () => {
    const real = await startSimulatedAgent();
    try {
      const client = await connect(real, real.textAgentId);
      client.send({
        type: 'conversation_initiation_client_data',
        conversation_config_override: { agent: { language: 'en' }, tts: {}, conversation: { text_only: true } },
        dynamic_variables: { page_path: '/', persona: 'Lumi', channel: 'text' },
      });
      const greeting = (await client.next('agent_response')).agent_response_event;
      const parts = client.messages.filter((message) => message.type === 'agent_chat_response_part').map((message) => message.text_response_part);
      expect(parts.length).toBeGreaterThan(3);
      expect(parts.map((part) => part.type)).toEqual(['start', ...parts.slice(1, -1).map(() => 'delta'), 'stop']);
      expect(parts.map((part) => part.text).join('')).toBe(greeting.agent_response);
      expect(new Set(parts.map((part) => part.event_id))).toEqual(new Set([greeting.event_id]));

      client.send({ type: 'contextual_update', text: 'The visitor moved to /cases.' });
      let from = client.messages.length;
      client.send({ type: 'user_message', text: 'Can you show me a case from healthcare?' });
      let call = (await client.next('client_tool_call', from)).client_tool_call;
      expect(call).toMatchObject({ tool_name: 'open_page', parameters: { page: 'case', slug: 'medical-center-ukraine' } });
      client.send({
        type: 'client_tool_result',
        tool_call_id: call.tool_call_id,
        result: 'The visitor now sees /cases/medical-center-ukraine',
        is_error: false,
      });
      expect((await client.next('agent_response', from)).agent_response_event.agent_response).toMatch(
        new RegExp(`^${REPLIES.en.opened('Multi-branch medical centre in Kyiv')} .*Veres Medical Centre`),
      );
      // Asked again, and the widget refuses: the agent says so.
      from = client.messages.length;
      client.send({ type: 'user_message', text: 'Show me that case again' });
      call = (await client.next('client_tool_call', from)).client_tool_call;
      client.send({ type: 'client_tool_result', tool_call_id: call.tool_call_id, result: 'Client tool execution failed: no page', is_error: true });
      expect((await client.next('agent_response', from)).agent_response_event.agent_response).toMatch(new RegExp(`^${REPLIES.en.openFailed}`));
      client.socket.close(1000);
      await client.closed;
      expect(real.conversations.at(-1)!.contextualUpdates).toEqual(['The visitor moved to /cases.']);
    } finally {
      await real.close();
    }
  });

  it('plays the Lumi demo’s receptionist: greets as the client asks, offers the first free morning time of its schedule and books it, or offers what the tool says is free', async () => {
    const real = await startSimulatedAgent();
    try {
      const start = async () => {
        const client = await connect(real, real.textAgentId);
        client.send({
          type: 'conversation_initiation_client_data',
          conversation_config_override: { agent: { language: 'en', first_message: 'Hello, this is Linden Clinic.' }, conversation: { text_only: true } },
          dynamic_variables: {
            persona: 'Lumi',
            channel: 'text',
            business: 'clinic',
            business_name: 'Linden Clinic',
            schedule: 'Tomorrow, Friday 27 November. Free times: 11:30, 09:30, 14:00.',
          },
        });
        expect((await client.next('agent_response')).agent_response_event.agent_response).toBe('Hello, this is Linden Clinic.');
        return client;
      };
      const client = await start();
      let from = client.messages.length;
      client.send({ type: 'user_message', text: 'Any time tomorrow morning?' });
      expect((await client.next('agent_response', from)).agent_response_event.agent_response).toBe(REPLIES.en.offer('11:30'));
      // A yes without a name: it asks for one rather than booking under a name of its own.
      from = client.messages.length;
      client.send({ type: 'user_message', text: 'Yes, please.' });
      expect((await client.next('agent_response', from)).agent_response_event.agent_response).toBe(REPLIES.en.askBookingName('11:30'));
      from = client.messages.length;
      client.send({ type: 'user_message', text: 'Anna' });
      const call = (await client.next('client_tool_call', from)).client_tool_call;
      expect(call).toMatchObject({ tool_name: 'book_slot', parameters: { time: '11:30', name: 'Anna' } });
      client.send({ type: 'client_tool_result', tool_call_id: call.tool_call_id, result: 'Booked: Friday 27 November, 11:30, for Anna.', is_error: false });
      expect((await client.next('agent_response', from)).agent_response_event.agent_response).toBe(
        'Done, Anna: you’re booked for tomorrow at 11:30. Anything else?',
      );
      client.socket.close(1000);
      await client.closed;
      expect(real.conversations.at(-1)!.persona).toBe('receptionist:clinic');

      // A time the visitor names, which the tool refuses: the agent offers the free times the error names.
      const refused = await start();
      from = refused.messages.length;
      refused.send({ type: 'user_message', text: 'Can I come at 10:15? I’m Oksana Melnyk.' });
      const refusedCall = (await refused.next('client_tool_call', from)).client_tool_call;
      expect(refusedCall.parameters).toEqual({ action: 'book', time: '10:15', name: 'Oksana Melnyk' });
      refused.send({
        type: 'client_tool_result',
        tool_call_id: refusedCall.tool_call_id,
        result: 'Client tool execution failed: 10:15 is not a time on this day’s schedule. The free times nearest to it: 09:30, 11:30.',
        is_error: true,
      });
      expect((await refused.next('agent_response', from)).agent_response_event.agent_response).toBe(
        'Sorry, 10:15 isn’t free. I can offer 09:30, 11:30: which suits you?',
      );
      refused.socket.close(1000);
      await refused.closed;
    } finally {
      await real.close();
    }
  });

  it('answers with the failure line when the tool reports an error', async () => {
    const client = await connect();
    client.send({ type: 'conversation_initiation_client_data', conversation_config_override: { agent: { language: 'ru' } } });
    await client.next('audio');
    await client.next('agent_response', await client.takeTurn());
    await client.next('agent_response', await client.takeTurn());
    const from = await client.takeTurn();
    const call = (await client.next('client_tool_call', from)).client_tool_call;
    client.send({ type: 'client_tool_result', tool_call_id: call.tool_call_id, result: 'Произошла ошибка при сохранении контактов', is_error: false });
    expect((await client.next('agent_response', from)).agent_response_event.agent_response).toBe(REPLIES.ru.saveFailed);
    client.socket.close();
  });

  it('closes a socket whose first message is not the initiation', async () => {
    const client = await connect();
    client.send({ type: 'user_activity' });
    expect(await client.closed).toEqual({ code: 1008, reason: 'The first message must be conversation_initiation_client_data' });
    expect(client.messages).toEqual([]);
  });

  it('can end open calls with end_call, or drop their sockets', async () => {
    const ending = await connect();
    ending.send({ type: 'conversation_initiation_client_data' });
    await ending.next('conversation_initiation_metadata');
    agent.endCalls();
    expect((await ending.next('agent_tool_response')).agent_tool_response.tool_name).toBe('end_call');
    ending.socket.close(1000);

    const dropped = await connect();
    dropped.send({ type: 'conversation_initiation_client_data' });
    await dropped.next('conversation_initiation_metadata');
    agent.dropCalls(4001, 'gone');
    expect(await dropped.closed).toEqual({ code: 4001, reason: 'gone' });
  });

  it('describes the conversations it held, and only those, to its key', async () => {
    const client = await connect();
    client.send({ type: 'conversation_initiation_client_data' });
    const id = (await client.next('conversation_initiation_metadata')).conversation_initiation_metadata_event.conversation_id as string;
    const lookUp = (conversationId: string, key = agent.apiKey) =>
      fetch(new URL(`/v1/convai/conversations/${conversationId}`, agent.apiUrl), { headers: { 'xi-api-key': key } });

    const during = await lookUp(id);
    expect(during.status).toBe(200);
    const body = (await during.json()) as { agent_id: string; status: string; metadata: { start_time_unix_secs: number } };
    expect(body).toMatchObject({ agent_id: agent.agentId, conversation_id: id, status: 'in-progress' });
    expect(Math.abs(body.metadata.start_time_unix_secs * 1000 - Date.now())).toBeLessThan(60_000);

    client.socket.close(1000);
    await client.closed;
    await expect.poll(async () => ((await (await lookUp(id)).json()) as { status: string }).status).toBe('done');
    expect((await lookUp('conv_made_up')).status).toBe(404);
    expect((await lookUp(id, 'wrong-key')).status).toBe(401);

    // An erasure on request deletes ElevenLabs' copy, as DELETE /v1/convai/conversations/{id} does.
    const remove = (key = agent.apiKey) => fetch(new URL(`/v1/convai/conversations/${id}`, agent.apiUrl), { method: 'DELETE', headers: { 'xi-api-key': key } });
    expect((await remove('wrong-key')).status).toBe(401);
    expect((await remove()).status).toBe(200);
    expect((await lookUp(id)).status).toBe(404);
    expect(agent.conversations.some((held) => held.id === id)).toBe(false);
    expect((await remove()).status).toBe(404);
  });

  it('reports an ended call as ElevenLabs does: its record by lookup, and a signed post-call webhook with the definition’s analysis', async () => {
    const received: { body: string; signature: string | undefined }[] = [];
    const site = createServer((req, res) => {
      let body = '';
      req.on('data', (chunk: Buffer) => (body += chunk.toString('utf8')));
      req.on('end', () => {
        received.push({ body, signature: req.headers['elevenlabs-signature'] as string | undefined });
        res.writeHead(200).end('{}');
      });
    });
    await new Promise<void>((resolve) => site.listen(0, '127.0.0.1', () => resolve()));
    agent.sendPostCallWebhooks(`http://127.0.0.1:${(site.address() as AddressInfo).port}/api/elevenlabs-webhook`, 'whsec_local');
    try {
      const client = await connect();
      client.send({
        type: 'conversation_initiation_client_data',
        conversation_config_override: { agent: { language: 'ru' } },
        dynamic_variables: { page_path: '/ru/products/lumi-ai' },
      });
      const id = (await client.next('conversation_initiation_metadata')).conversation_initiation_metadata_event.conversation_id as string;
      await client.next('agent_response', await client.takeTurn());
      await client.next('agent_response', await client.takeTurn());
      const call = (await client.next('client_tool_call', await client.takeTurn())).client_tool_call;
      client.send({ type: 'client_tool_result', tool_call_id: call.tool_call_id, result: 'Спасибо!', is_error: false });
      await client.next('agent_response', client.messages.length);
      client.socket.close(1000);
      await client.closed;

      await expect.poll(() => received.length).toBe(1);
      const [{ body, signature }] = received as [{ body: string; signature: string }];
      expect(verifyWebhookSignature(signature, body, 'whsec_local')).toEqual({ ok: true });
      const { type, data } = JSON.parse(body) as { type: string; data: Record<string, any> };
      expect(type).toBe('post_call_transcription');
      expect(data).toMatchObject({
        agent_id: agent.agentId,
        conversation_id: id,
        status: 'done',
        metadata: { main_language: 'ru', termination_reason: 'Client disconnected: 1000', text_only: false },
        analysis: { call_summary_title: REPLIES.ru.summary.contact('Анна', '').title },
        conversation_initiation_client_data: { dynamic_variables: { page_path: '/ru/products/lumi-ai' } },
      });
      expect(Object.keys(data.analysis.data_collection_results)).toEqual(DEFINITION.dataCollection);
      expect(data.analysis.data_collection_results.caller_phone.value).toBe('+79991234567');
      expect(Object.keys(data.analysis.evaluation_criteria_results)).toEqual(DEFINITION.evaluationCriteria);
      expect(data.transcript).toContainEqual(
        expect.objectContaining({
          tool_calls: [expect.objectContaining({ tool_name: 'save_contact', params_as_json: '{"phone":"+79991234567","name":"Анна"}' })],
        }),
      );
      expect(agent.webhookDeliveries).toContainEqual({ conversationId: id, status: 200 });
    } finally {
      site.closeAllConnections();
      await new Promise<void>((resolve) => site.close(() => resolve()));
    }
  });
});

describe('the list of the agent’s conversations', () => {
  const list = async (query: Record<string, string>, key = agent.apiKey) => {
    const url = new URL('/v1/convai/conversations', agent.apiUrl);
    for (const [name, value] of Object.entries(query)) url.searchParams.set(name, value);
    const response = await fetch(url, { headers: { 'xi-api-key': key } });
    return { status: response.status, body: (await response.json()) as Record<string, any> };
  };

  it('gives every conversation it held, newest first, page by page, in the shape ElevenLabs documents', async () => {
    const ended = await connect();
    ended.send({ type: 'conversation_initiation_client_data' });
    const endedId = (await ended.next('conversation_initiation_metadata')).conversation_initiation_metadata_event.conversation_id as string;
    ended.socket.close(1000);
    await ended.closed;
    const open = await connect();
    open.send({ type: 'conversation_initiation_client_data' });
    const openId = (await open.next('conversation_initiation_metadata')).conversation_initiation_metadata_event.conversation_id as string;

    const listed: { conversation_id: string; start_time_unix_secs: number }[] = [];
    let cursor: string | undefined;
    do {
      const page = await list({ agent_id: agent.agentId, page_size: '2', ...(cursor ? { cursor } : {}) });
      expect(page.status).toBe(200);
      expect(elevenLabsOpenApi().responseProblems('GET', '/v1/convai/conversations', 200, page.body)).toEqual([]);
      expect(page.body.conversations.length).toBeLessThanOrEqual(2);
      listed.push(...page.body.conversations);
      cursor = page.body.has_more ? page.body.next_cursor : undefined;
    } while (cursor);
    // The voice agent's: the text-only agent's typed chats are listed under its own id.
    const voiceAgents = agent.conversations.filter((held) => held.agentId === undefined);
    expect(listed.map((conversation) => conversation.conversation_id).sort()).toEqual(voiceAgents.map((held) => held.id).sort());
    const starts = listed.map((conversation) => conversation.start_time_unix_secs);
    expect(starts).toEqual(starts.toSorted((a, b) => b - a));

    const { body } = await list({ agent_id: agent.agentId, page_size: '100' });
    const summaryOf = (id: string) => body.conversations.find((conversation: { conversation_id: string }) => conversation.conversation_id === id);
    expect(summaryOf(endedId)).toMatchObject({ agent_id: agent.agentId, status: 'done', call_successful: 'success' });
    expect(summaryOf(openId)).toMatchObject({ status: 'in-progress', call_successful: 'unknown' });
    open.socket.close(1000);
    await open.closed;

    const future = String(Math.floor(Date.now() / 1000) + 3600);
    expect((await list({ agent_id: agent.agentId, call_start_after_unix: future })).body).toEqual({ conversations: [], next_cursor: null, has_more: false });
    expect((await list({ agent_id: 'agent_other' })).body.conversations).toEqual([]);
    expect((await list({ agent_id: agent.agentId, page_size: '101' })).status).toBe(422);
    expect((await list({ agent_id: agent.agentId }, 'wrong-key')).status).toBe(401);
  });
});

describe('the speech audio', () => {
  afterEach(() => vi.unstubAllEnvs());

  it('is PCM16 at 16 kHz, about as long as the line takes a person to say', () => {
    vi.stubEnv('TWIN_SPEECH_PACE', '');
    const pcm = speechFor('Здравствуйте! Чем могу помочь?');
    const seconds = pcm.length / 2 / SAMPLE_RATE;
    expect(seconds).toBeGreaterThan(1.5);
    expect(seconds).toBeLessThan(3);
    expect(loudness(pcm)).toBeGreaterThan(0.03);
  });

  it('is spoken faster at the pace the test suites set, as loud', () => {
    vi.stubEnv('TWIN_SPEECH_PACE', '');
    const natural = speechFor('Здравствуйте! Чем могу помочь?');
    vi.stubEnv('TWIN_SPEECH_PACE', '3');
    const quick = speechFor('Здравствуйте! Чем могу помочь?');
    expect(quick.length / natural.length).toBeCloseTo(1 / 3, 1);
    expect(loudness(quick)).toBeGreaterThan(0.03);
  });
});
