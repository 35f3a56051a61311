import { afterEach, describe, expect, it, vi } from 'vitest';
import type { ConnectionEvents, VoiceConnection } from '../session/connection';
import { createVoiceSession, type VoiceNotice, type VoiceSessionPorts } from '../session/voice-session';
import { adoptingEarlyCalls, hasEarlyCall, leaveEarlyCall, type EarlyCall } from './early-call';
import { createEventRelay } from './event-relay';

const connection = (conversationId = 'conv_early'): VoiceConnection => ({
  conversationId,
  end: vi.fn(),
  setMuted: vi.fn(),
  sendText: vi.fn(),
  sendContext: vi.fn(),
});

/** The session's own ports, each recording that it was used. */
function ownPorts(used: string[]): VoiceSessionPorts {
  return {
    requestMicrophone: async () => void used.push('microphone'),
    fetchSignedUrl: async () => (used.push('signed url'), { url: 'wss://own' }),
    connect: async () => (used.push('connect'), connection('conv_own')),
    prepare: () => void used.push('prepare'),
    announce: () => undefined,
  };
}

/** An early call as the starter leaves it, with the agent's events sent into its relay. */
function earlyCall(steps: Partial<Pick<EarlyCall, 'microphone' | 'signedUrl' | 'connection'>> = {}) {
  const relay = createEventRelay();
  const call: EarlyCall = {
    microphone: Promise.resolve(),
    signedUrl: Promise.resolve({ url: 'wss://early' }),
    connection: Promise.resolve(connection()),
    take: relay.take,
    ...steps,
  };
  for (const step of [call.microphone, call.signedUrl, call.connection]) step.catch(() => undefined);
  leaveEarlyCall(call);
  return relay.events;
}

/** A VoiceStartError of another bundle (the starter's): same name and fields, another class. */
class StarterStartError extends Error {
  constructor(readonly failure: string) {
    super(failure);
    this.name = 'VoiceStartError';
  }
}

afterEach(() => {
  delete (window as { __siteEarlyCall?: unknown }).__siteEarlyCall;
});

describe('a call the starter began before the app ran', () => {
  it('is taken over by the session: no second microphone, token or socket, and what the agent said meanwhile is in the transcript', async () => {
    const agent = earlyCall();
    agent.mode('speaking');
    agent.message('agent', 'Hi, I am Lumi.');
    const used: string[] = [];
    const notices: VoiceNotice[] = [];
    const session = createVoiceSession({ ...adoptingEarlyCalls(ownPorts(used)), announce: (notice) => notices.push(notice) });

    await session.start('voice');

    expect(used).toEqual([]);
    expect(hasEarlyCall()).toBe(false);
    expect(session.getState()).toMatchObject({ phase: 'connected', conversationId: 'conv_early', mode: 'speaking' });
    expect(session.getState().transcript.map(({ role, text }) => [role, text])).toEqual([['agent', 'Hi, I am Lumi.']]);
    expect(notices).toEqual([{ kind: 'started' }]);
    // Later events go straight to the session.
    agent.message('user', 'Hello');
    expect(session.getState().transcript.at(-1)).toMatchObject({ role: 'user', text: 'Hello' });
  });

  it("hands the agent's page openings to the session's own once taken, and refuses them before", async () => {
    const relay = createEventRelay();
    expect(() => relay.openPage('/cases')).toThrow('cannot be changed yet');
    const opened: string[] = [];
    relay.take({} as ConnectionEvents, (path) => (opened.push(path), `https://site${path}`));
    expect(relay.openPage('/cases')).toBe('https://site/cases');
    expect(opened).toEqual(['/cases']);
  });

  it("reports the starter's failure as the session's own: a refused microphone offers typing", async () => {
    earlyCall({ microphone: Promise.reject(new StarterStartError('microphoneDenied')) });
    const used: string[] = [];
    const session = createVoiceSession(adoptingEarlyCalls(ownPorts(used)));

    await session.start('voice');

    expect(session.getState()).toMatchObject({ phase: 'idle', typingOffered: 'microphoneDenied' });
    // The next start is the session's own.
    await session.start('voice');
    expect(used).toEqual(['prepare', 'microphone', 'signed url', 'connect']);
  });

  it('does not fetch the SDK again while an early call waits, and starts its own calls when there is none', async () => {
    earlyCall();
    const used: string[] = [];
    const ports = adoptingEarlyCalls(ownPorts(used));
    ports.prepare?.();
    expect(used).toEqual([]);
    const session = createVoiceSession(ports);
    await session.start('voice');
    session.end();
    await session.start('voice');
    expect(used).toEqual(['prepare', 'microphone', 'signed url', 'connect']);
  });
});

describe('the event relay', () => {
  it('holds events in order until taken, then passes them straight on', () => {
    const relay = createEventRelay();
    const heard: string[] = [];
    relay.events.mode('speaking');
    relay.events.messagePart('start', 'Hi');
    relay.events.contactSaved();
    relay.events.contactRefusedForNetwork?.();
    expect(relay.taken()).toBe(false);
    const events: ConnectionEvents = {
      mode: (mode) => heard.push(`mode ${mode}`),
      message: (role, text) => heard.push(`${role}: ${text}`),
      messagePart: (part, text) => heard.push(`${part} ${text}`),
      disconnected: (reason) => heard.push(`disconnected ${reason}`),
      contactSaved: () => heard.push('contact saved'),
      contactRefusedForNetwork: () => heard.push('contact refused for the network'),
    };
    relay.take(events, undefined);
    relay.events.disconnected('agent');
    expect(heard).toEqual(['mode speaking', 'start Hi', 'contact saved', 'contact refused for the network', 'disconnected agent']);
    expect(relay.taken()).toBe(true);
  });
});
