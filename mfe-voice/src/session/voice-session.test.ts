import { afterEach, describe, expect, it, vi } from 'vitest';
import type { ConnectionEvents, SignedConversation, VoiceConnection } from './connection';
import { VoiceStartError } from './start-error';
import { createVoiceSession, IDLE, type VoiceNotice, type VoiceSessionPorts } from './voice-session';

/** A controllable stand-in for the SDK's conversation. */
function fakeConnection(conversationId: string | undefined = 'conv_1') {
  return { conversationId, end: vi.fn(), setMuted: vi.fn(), sendText: vi.fn(), sendContext: vi.fn() } satisfies VoiceConnection;
}

function setup(overrides: Partial<VoiceSessionPorts> = {}) {
  const notices: VoiceNotice[] = [];
  const connection = fakeConnection();
  let events: ConnectionEvents | undefined;
  const ports: VoiceSessionPorts = {
    requestMicrophone: vi.fn(async () => undefined),
    fetchSignedUrl: vi.fn(async () => ({ url: 'wss://agent.test/v1/convai/conversation?agent_id=a' })),
    connect: vi.fn(async (_signed: SignedConversation, given: ConnectionEvents) => {
      events = given;
      return connection;
    }),
    announce: (notice) => notices.push(notice),
    ...overrides,
  };
  const session = createVoiceSession(ports);
  return { session, ports, notices, connection, events: () => events! };
}

afterEach(() => {
  vi.useRealTimers();
});

describe('the voice session', () => {
  it('starts idle', () => {
    expect(setup().session.getState()).toEqual(IDLE);
  });

  it('asks for the microphone, then a signed URL, then connects with it, and opens expanded and listening', async () => {
    const { session, ports, notices } = setup();
    const order: string[] = [];
    vi.mocked(ports.requestMicrophone).mockImplementation(async () => void order.push('microphone'));
    vi.mocked(ports.fetchSignedUrl).mockImplementation(async () => (order.push('signed url'), { url: 'wss://x' }));
    vi.mocked(ports.connect).mockImplementationOnce(async (signed) => (order.push(`connect ${signed.url}`), fakeConnection('conv_9')));

    const phases: string[] = [];
    session.subscribe(() => phases.push(session.getState().phase));
    await session.start();

    expect(order).toEqual(['microphone', 'signed url', 'connect wss://x']);
    expect(phases).toEqual(['connecting', 'connected']);
    expect(session.getState()).toMatchObject({ phase: 'connected', view: 'expanded', mode: 'listening', muted: false, conversationId: 'conv_9' });
    expect(notices).toEqual([{ kind: 'started' }]);
  });

  it("starts fetching the SDK's code at the visitor's ask, before the microphone is answered or the notice is read: nothing orders it", async () => {
    const order: string[] = [];
    let grant: () => void = () => undefined;
    const { session } = setup({
      prepare: vi.fn(() => void order.push('prepare')),
      requestMicrophone: vi.fn(() => new Promise<void>((resolve) => (grant = () => (order.push('microphone'), resolve())))),
      fetchSignedUrl: vi.fn(async () => (order.push('signed url'), { url: 'wss://x' })),
      notice: { given: () => false, accept: () => undefined },
    });
    session.open('voice');
    expect(session.getState().noticeFor).toBe('voice');
    expect(order).toEqual(['prepare']);
    const starting = session.start('voice');
    expect(order).toEqual(['prepare', 'prepare']);
    grant();
    await starting;
    expect(order).toEqual(['prepare', 'prepare', 'microphone', 'signed url']);
  });

  it('ignores a second start while one is connecting or connected: one conversation at a time', async () => {
    const { session, ports } = setup();
    const first = session.start();
    void session.start();
    await first;
    await session.start();
    expect(ports.connect).toHaveBeenCalledTimes(1);
  });

  it.each(['microphoneDenied', 'microphoneMissing', 'microphoneBusy'] as const)(
    'offers typing instead, with the reason, when the microphone is %s, and never asks for a URL',
    async (failure) => {
      const { session, ports, notices } = setup({ requestMicrophone: vi.fn(async () => Promise.reject(new VoiceStartError(failure))) });
      await session.start();
      expect(ports.fetchSignedUrl).not.toHaveBeenCalled();
      expect(session.getState()).toEqual({ ...IDLE, typingOffered: failure });
      // Not an error: the widget offers typing, with the reason.
      expect(notices).toEqual([]);
      session.dismissOffer();
      expect(session.getState()).toEqual(IDLE);
    },
  );

  it('starts a typed conversation without the microphone, and says nothing: its panel is where the visitor writes', async () => {
    const { session, ports, notices, connection, events } = setup();
    await session.start('text');
    expect(ports.requestMicrophone).not.toHaveBeenCalled();
    expect(ports.connect).toHaveBeenCalledWith({ url: 'wss://agent.test/v1/convai/conversation?agent_id=a' }, expect.anything(), 'text');
    expect(session.getState()).toMatchObject({ phase: 'connected', channel: 'text', view: 'expanded' });
    expect(notices).toEqual([]);

    events().message('agent', 'Вітаю!');
    expect(session.send('  Добрий день  ')).toBe(true);
    expect(connection.sendText).toHaveBeenCalledWith('Добрий день');
    expect(session.getState().awaitingReply).toBe(true);
    // Should the agent send a typed message back as a transcript, it is shown once.
    events().message('user', 'Добрий день');
    events().message('agent', 'Чим можу допомогти?');
    expect(session.getState().transcript.map(({ role, text, typed }) => [role, text, typed])).toEqual([
      ['agent', 'Вітаю!', undefined],
      ['user', 'Добрий день', true],
      ['agent', 'Чим можу допомогти?', undefined],
    ]);
    expect(session.getState().awaitingReply).toBe(false);

    // A typed conversation has no microphone to mute.
    session.toggleMute();
    expect(connection.setMuted).not.toHaveBeenCalled();
    session.end();
    expect(notices).toEqual([{ kind: 'ended' }]);
  });

  it('takes typed messages during a call too, and none without a conversation or with nothing in them', async () => {
    const { session, connection } = setup();
    expect(session.send('hello')).toBe(false);
    const starting = session.start();
    expect(session.send('hello')).toBe(false);
    await starting;
    expect(session.send('   ')).toBe(false);
    expect(session.send('I’m on a train')).toBe(true);
    expect(connection.sendText).toHaveBeenCalledTimes(1);
    expect(session.getState()).toMatchObject({
      channel: 'voice',
      transcript: [expect.objectContaining({ role: 'user', text: 'I’m on a train', typed: true })],
    });
  });

  it('shows a written reply as it streams, then its whole text in its place, once', async () => {
    const { session, events } = setup();
    await session.start('text');
    session.send('Show me a case');
    const texts = () => session.getState().transcript.map(({ role, text, partial }) => [role, text, partial]);
    events().messagePart('start', '');
    expect(session.getState().awaitingReply).toBe(false);
    events().messagePart('delta', 'Here is ');
    events().messagePart('delta', 'the clinic');
    expect(texts()).toEqual([
      ['user', 'Show me a case', undefined],
      ['agent', 'Here is the clinic', true],
    ]);
    events().messagePart('stop', '');
    events().message('agent', 'Here is the clinic’s case: /cases/medical-center-ukraine');
    expect(texts()).toEqual([
      ['user', 'Show me a case', undefined],
      ['agent', 'Here is the clinic’s case: /cases/medical-center-ukraine', undefined],
    ]);
    // A reply without parts is added as before; a delta with no reply open is dropped.
    events().messagePart('delta', 'stray');
    events().message('agent', 'Anything else?');
    expect(texts()).toHaveLength(3);
    // A reply cut off by the end stays as far as it got, no longer being written.
    events().messagePart('start', 'Sure, ');
    session.end();
    expect(texts().at(-1)).toEqual(['agent', 'Sure, ', undefined]);
  });

  it('tells the agent what it should know only while a conversation is open', async () => {
    const { session, connection } = setup();
    expect(session.sendContext('The visitor moved to /cases')).toBe(false);
    await session.start('text');
    expect(session.sendContext('The visitor moved to /cases')).toBe(true);
    expect(connection.sendContext).toHaveBeenCalledWith('The visitor moved to /cases');
    // Not a turn of the visitor's: nothing in the transcript, no reply awaited.
    expect(session.getState()).toMatchObject({ transcript: [], awaitingReply: false });
    session.end();
    expect(session.sendContext('later')).toBe(false);
    expect(connection.sendContext).toHaveBeenCalledTimes(1);
  });

  it('leaves the offer to type once a conversation starts', async () => {
    const { session, ports } = setup();
    vi.mocked(ports.requestMicrophone).mockRejectedValueOnce(new VoiceStartError('microphoneDenied'));
    await session.start();
    expect(session.getState().typingOffered).toBe('microphoneDenied');
    const starting = session.start('text');
    expect(session.getState()).toMatchObject({ phase: 'connecting', channel: 'text', typingOffered: null });
    await starting;
    expect(session.getState().phase).toBe('connected');
  });

  it('fails back to idle when the token endpoint fails or returns no signed URL', async () => {
    for (const failure of ['serviceUnavailable', 'noSignedUrl'] as const) {
      const { session, ports, notices } = setup({ fetchSignedUrl: vi.fn(async () => Promise.reject(new VoiceStartError(failure))) });
      await session.start();
      expect(ports.connect).not.toHaveBeenCalled();
      expect(session.getState()).toEqual(IDLE);
      expect(notices).toEqual([{ kind: 'failed', failure, channel: 'voice' }]);
    }
  });

  it('reports an unexpected error from the SDK as unknown, and can start again afterwards', async () => {
    const { session, ports, notices } = setup();
    vi.mocked(ports.connect).mockRejectedValueOnce(new Error('Connection closed unexpectedly before session could be established.'));
    await session.start();
    expect(session.getState()).toEqual(IDLE);
    expect(notices).toEqual([{ kind: 'failed', failure: 'unknown', channel: 'voice' }]);
    await session.start();
    expect(session.getState().phase).toBe('connected');
  });

  it('gives up after the start timeout and hangs up a connection that arrives later', async () => {
    vi.useFakeTimers();
    let resolveLate!: (connection: VoiceConnection) => void;
    const late = fakeConnection();
    const { session, notices } = setup({ connect: () => new Promise((resolve) => (resolveLate = resolve)), startTimeoutMs: 1000 });
    const starting = session.start();
    await vi.advanceTimersByTimeAsync(1000);
    await starting;
    expect(session.getState()).toEqual(IDLE);
    expect(notices).toEqual([{ kind: 'failed', failure: 'timeout', channel: 'voice' }]);
    resolveLate(late);
    await vi.waitFor(() => expect(late.end).toHaveBeenCalled());
    expect(session.getState()).toEqual(IDLE);
  });

  it('waits as long as the visitor needs to answer the microphone prompt', async () => {
    vi.useFakeTimers();
    let grantMicrophone!: () => void;
    const { session } = setup({ requestMicrophone: () => new Promise<void>((resolve) => (grantMicrophone = resolve)), startTimeoutMs: 1000 });
    const starting = session.start();
    await vi.advanceTimersByTimeAsync(60_000);
    expect(session.getState().phase).toBe('connecting');
    grantMicrophone();
    await starting;
    expect(session.getState().phase).toBe('connected');
  });

  it('follows the agent between listening and speaking', async () => {
    const { session, events } = setup();
    await session.start();
    events().mode('speaking');
    expect(session.getState().mode).toBe('speaking');
    events().mode('listening');
    expect(session.getState().mode).toBe('listening');
  });

  it('keeps a transcript of both sides, skipping empty lines', async () => {
    const { session, events } = setup();
    await session.start();
    events().message('agent', 'Здравствуйте!');
    events().message('user', 'Привет');
    events().message('user', '  ');
    expect(session.getState().transcript.map(({ role, text }) => [role, text])).toEqual([
      ['agent', 'Здравствуйте!'],
      ['user', 'Привет'],
    ]);
    expect(new Set(session.getState().transcript.map((entry) => entry.id)).size).toBe(2);
  });

  it('minimizes and expands only while connected', async () => {
    const { session } = setup();
    session.minimize();
    expect(session.getState().view).toBe('expanded');
    await session.start();
    session.minimize();
    expect(session.getState().view).toBe('minimized');
    session.expand();
    expect(session.getState().view).toBe('expanded');
  });

  it('mutes and unmutes the microphone', async () => {
    const { session, connection } = setup();
    await session.start();
    session.toggleMute();
    expect(connection.setMuted).toHaveBeenLastCalledWith(true);
    expect(session.getState().muted).toBe(true);
    session.toggleMute();
    expect(connection.setMuted).toHaveBeenLastCalledWith(false);
    expect(session.getState().muted).toBe(false);
  });

  it('ends on request: hangs up, clears everything but the transcript, including the conversation id, and says goodbye once', async () => {
    const { session, connection, events, notices } = setup();
    await session.start();
    events().message('agent', 'Hi');
    session.minimize();
    session.end();
    expect(connection.end).toHaveBeenCalledTimes(1);
    expect(session.getState()).toEqual({ ...IDLE, endedConversationId: 'conv_1', transcript: [expect.objectContaining({ role: 'agent', text: 'Hi' })] });
    // The SDK reports the user's own hang-up too; it must not add a second goodbye.
    events().disconnected('user');
    expect(notices).toEqual([{ kind: 'started' }, { kind: 'ended' }]);
  });

  it('ends when the agent hangs up, and reports a dropped connection as an error', async () => {
    const agentEnds = setup();
    await agentEnds.session.start();
    agentEnds.events().disconnected('agent');
    expect(agentEnds.session.getState()).toMatchObject({ ...IDLE, endedConversationId: 'conv_1', transcript: [] });
    expect(agentEnds.notices.at(-1)).toEqual({ kind: 'ended' });

    const drops = setup();
    await drops.session.start();
    drops.events().disconnected('error');
    expect(drops.session.getState()).toMatchObject({ ...IDLE, endedConversationId: 'conv_1', transcript: [] });
    expect(drops.notices.at(-1)).toEqual({ kind: 'dropped' });
  });

  it('ending while connecting abandons the start: the agent is never called, and nothing is announced', async () => {
    let grantMicrophone!: () => void;
    const { session, ports, notices } = setup({ requestMicrophone: () => new Promise<void>((resolve) => (grantMicrophone = resolve)) });
    const starting = session.start();
    expect(session.getState().phase).toBe('connecting');
    session.end();
    expect(session.getState()).toEqual(IDLE);
    grantMicrophone();
    await starting;
    expect(ports.connect).not.toHaveBeenCalled();
    expect(notices).toEqual([]);
  });

  it('ending while the socket opens hangs up the connection as soon as it arrives', async () => {
    let resolveLate!: (connection: VoiceConnection) => void;
    const late = fakeConnection();
    const { session, ports, notices } = setup({ connect: vi.fn(() => new Promise<VoiceConnection>((resolve) => (resolveLate = resolve))) });
    const starting = session.start();
    await vi.waitFor(() => expect(ports.connect).toHaveBeenCalled());
    session.end();
    resolveLate(late);
    await starting;
    expect(late.end).toHaveBeenCalled();
    expect(session.getState()).toEqual(IDLE);
    expect(notices).toEqual([]);
  });

  it('ignores events of an ended conversation, even after a new one started', async () => {
    const { session, ports, events } = setup();
    await session.start();
    const old = events();
    session.end();
    vi.mocked(ports.connect).mockImplementationOnce(async () => fakeConnection('conv_2'));
    await session.start();
    old.message('agent', 'stale');
    old.mode('speaking');
    old.disconnected('agent');
    expect(session.getState()).toMatchObject({ phase: 'connected', conversationId: 'conv_2', mode: 'listening', transcript: [] });
  });

  it('announces a saved contact while the conversation goes on', async () => {
    const { session, events, notices } = setup();
    await session.start();
    events().contactSaved();
    expect(notices.at(-1)).toEqual({ kind: 'contactSaved' });
    expect(session.getState().phase).toBe('connected');
  });

  it('announces a contact refused for the visitor’s network while the conversation goes on, and nothing for an ended one', async () => {
    const { session, events, notices } = setup();
    await session.start('text');
    const first = events();
    first.contactRefusedForNetwork!();
    expect(notices.at(-1)).toEqual({ kind: 'contactDelayed' });
    expect(session.getState().phase).toBe('connected');
    session.end();
    const count = notices.length;
    first.contactRefusedForNetwork!();
    expect(notices).toHaveLength(count);
  });

  it('keeps the conversation id empty when the agent gave none', async () => {
    const { session } = setup({ connect: async () => ({ ...fakeConnection(), conversationId: undefined }) });
    await session.start();
    expect(session.getState().conversationId).toBeNull();
  });

  it('keeps the transcript of an ended conversation until the visitor closes it, and a new conversation starts afresh', async () => {
    const { session, events } = setup();
    await session.start('text');
    session.send('Do you speak Polish?');
    events().message('agent', 'Tak, mówię po polsku.');
    events().disconnected('agent');
    // The ended conversation's id stays with its transcript, for the visitor's rate of it.
    expect(session.getState()).toMatchObject({ phase: 'idle', conversationId: null, endedConversationId: 'conv_1' });
    expect(session.getState().transcript.map(({ role, text }) => [role, text])).toEqual([
      ['user', 'Do you speak Polish?'],
      ['agent', 'Tak, mówię po polsku.'],
    ]);
    session.clearTranscript();
    expect(session.getState()).toEqual(IDLE);

    session.send('ignored');
    await session.start();
    events().message('agent', 'Hello again');
    session.end();
    const starting = session.start('text');
    expect(session.getState().transcript).toEqual([]);
    await starting;
  });
});

describe('a suggested question', () => {
  it('starts a typed conversation and goes once the agent has greeted, after the greeting', async () => {
    const { session, connection, events, ports } = setup();
    await session.ask('How is Lumi AI priced?');
    expect(ports.requestMicrophone).not.toHaveBeenCalled();
    expect(session.getState()).toMatchObject({ phase: 'connected', channel: 'text' });
    expect(connection.sendText).not.toHaveBeenCalled();
    events().message('agent', 'Hello! I am Lumi.');
    expect(connection.sendText).toHaveBeenCalledWith('How is Lumi AI priced?');
    expect(session.getState().transcript.map(({ role, text }) => [role, text])).toEqual([
      ['agent', 'Hello! I am Lumi.'],
      ['user', 'How is Lumi AI priced?'],
    ]);
    events().message('agent', 'We quote after a short talk.');
    expect(connection.sendText).toHaveBeenCalledTimes(1);
  });

  it('goes without the greeting when none comes in time, and never into a conversation ended meanwhile', async () => {
    vi.useFakeTimers();
    const late = setup();
    await late.session.ask('Where is my data stored?');
    await vi.advanceTimersByTimeAsync(4_000);
    expect(late.connection.sendText).toHaveBeenCalledWith('Where is my data stored?');

    const ended = setup();
    await ended.session.ask('Can we start with a pilot?');
    ended.session.end();
    await vi.advanceTimersByTimeAsync(10_000);
    expect(ended.connection.sendText).not.toHaveBeenCalled();
  });

  it('is sent at once in the conversation under way, spoken too', async () => {
    const { session, connection, ports } = setup();
    await session.start();
    await session.ask('Which messengers can the bot sell in?');
    expect(connection.sendText).toHaveBeenCalledWith('Which messengers can the bot sell in?');
    expect(ports.connect).toHaveBeenCalledTimes(1);
    expect(session.getState().channel).toBe('voice');
  });
});

describe('the notice before the visit’s first conversation', () => {
  function withNotice() {
    let given = false;
    const notice = { given: vi.fn(() => given), accept: vi.fn(() => void (given = true)) };
    return { ...setup({ notice }), notice };
  }

  it('shows instead of the first conversation asked for, and asks for nothing: no microphone, no URL', () => {
    const { session, ports } = withNotice();
    session.open('voice');
    expect(session.getState()).toEqual({ ...IDLE, noticeFor: 'voice' });
    expect(ports.requestMicrophone).not.toHaveBeenCalled();
    expect(ports.fetchSignedUrl).not.toHaveBeenCalled();
    session.dismissNotice();
    expect(session.getState()).toEqual(IDLE);
  });

  it('is accepted by starting, in either channel, and is not shown again in the visit', async () => {
    const { session, ports, notice } = withNotice();
    session.open('text');
    expect(session.getState().noticeFor).toBe('text');
    await session.start('voice');
    expect(notice.accept).toHaveBeenCalledTimes(1);
    expect(session.getState()).toMatchObject({ phase: 'connected', channel: 'voice', noticeFor: null });
    session.end();
    session.open('text');
    await vi.waitFor(() => expect(session.getState().phase).toBe('connected'));
    expect(session.getState().channel).toBe('text');
    expect(ports.connect).toHaveBeenCalledTimes(2);
  });

  it('shows an open conversation’s panel instead of starting another', async () => {
    const { session, ports } = withNotice();
    await session.start();
    session.minimize();
    session.open('text');
    expect(session.getState()).toMatchObject({ phase: 'connected', channel: 'voice', view: 'expanded' });
    expect(ports.connect).toHaveBeenCalledTimes(1);
  });
});
