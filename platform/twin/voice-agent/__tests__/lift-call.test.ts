import { EventEmitter } from 'node:events';
import type { WebSocket } from 'ws';
import { describe, expect, it } from 'vitest';
import { AGENT_VARIABLES, LIFT_CALL_OPENING, LIFT_LISTING_CALL } from '@site/contracts';
import type { Language } from '@site/model';
import { AgentConversation, type ConversationRecord } from '../conversation';
import { readAgentDefinition } from '../definition';
import { Knowledge } from '../knowledge';
import { LIFT_REPLIES, ListingLift } from '../listing-lift';
import { postCallRecord } from '../post-call';
import { SPOKEN_LINES } from '../spoken-lines';

const DEFINITION = readAgentDefinition(undefined, { textOnly: true });
const KNOWLEDGE = Knowledge.read();

/** A client's socket as the agent sees it: what it sent, and the callee's typed lines. */
class ClientSocket extends EventEmitter {
  readonly OPEN = 1;
  readyState = 1;
  readonly sent: Record<string, any>[] = [];
  send(data: string): void {
    this.sent.push(JSON.parse(data) as Record<string, any>);
  }
  close(code = 1000, reason = ''): void {
    if (this.readyState !== this.OPEN) return;
    this.readyState = 3;
    this.emit('close', code, Buffer.from(reason));
  }
  receive(message: object): void {
    this.emit('message', Buffer.from(JSON.stringify(message)));
  }
}

async function until(done: () => boolean): Promise<void> {
  const deadline = Date.now() + 10_000;
  while (!done()) {
    if (Date.now() > deadline) throw new Error('timed out');
    await new Promise((resolve) => setTimeout(resolve, 20));
  }
}

/** A listing's confirmation call as the sweeper places it (no opening sent: the agent's own is the lift's), answered with `answer` if any, then hung up. */
async function liftCall(language: Language, answer?: string) {
  const socket = new ClientSocket();
  const record: ConversationRecord = { id: 'conv_lift', startedAtMs: Date.now(), transcript: [], toolResults: [], contextualUpdates: [], pongs: 0 };
  new AgentConversation(socket as unknown as WebSocket, { definition: DEFINITION, spoken: SPOKEN_LINES, knowledge: KNOWLEDGE }, record);
  socket.receive({
    type: 'conversation_initiation_client_data',
    conversation_config_override: { agent: { language } },
    dynamic_variables: { persona: 'Lumi', channel: 'voice', page_path: '/', [AGENT_VARIABLES.callOrigin]: LIFT_LISTING_CALL },
  });
  await until(() => socket.sent.some((message) => message.type === 'agent_response'));
  if (answer !== undefined) {
    socket.receive({ type: 'user_message', text: answer });
    await until(() => socket.sent.some((message) => message.agent_tool_response?.tool_name === 'end_call'));
  }
  // The callee hangs up (after the agent's end_call, or without a word).
  socket.close();
  const data = postCallRecord(record, 'agent_test', DEFINITION);
  return { record, lifts: data.analysis?.data_collection_results?.callee_lifts_listing?.value ?? null };
}

describe('a listing’s confirmation call on the simulated agent', () => {
  it('opens with the lift’s question; a yes is recorded as one, thanked, and the agent ends the call', async () => {
    const { record, lifts } = await liftCall('pl', 'Tak, proszę.');
    expect(record.transcript.map((turn) => turn.message)).toEqual([LIFT_CALL_OPENING.pl, 'Tak, proszę.', LIFT_REPLIES.pl.lifted]);
    expect(record.terminationReason).toBe('end_call tool was called.');
    expect(lifts).toBe('yes');
  });

  it('a no is recorded as no, and the number stays listed', async () => {
    const { record, lifts } = await liftCall('pl', 'Nie, dziękuję.');
    expect(record.transcript.at(-1)?.message).toBe(LIFT_REPLIES.pl.declined);
    expect(lifts).toBe('no');
  });

  it('an unclear answer, or silence, records no answer at all', async () => {
    const unclear = await liftCall('uk', 'Хто це?');
    expect(unclear.record.transcript.at(-1)?.message).toBe(LIFT_REPLIES.uk.unclear);
    expect(unclear.lifts).toBeNull();
    // Nobody typed a word: the callee said nothing, and nothing is recorded for them.
    const silent = await liftCall('ru');
    expect(silent.record.transcript.filter((turn) => turn.role === 'user')).toEqual([]);
    expect(silent.lifts).toBeNull();
  });

  it('reads a yes and a no in every language the site speaks, and nothing else as either', () => {
    const answerTo = (language: Language, turn: string) => {
      const lift = new ListingLift(language);
      lift.reply(turn);
      return lift.liftsListing;
    };
    for (const [language, yes, no] of [
      ['en', 'Yes, please.', 'No.'],
      ['ru', 'Да, конечно.', 'Нет, не надо.'],
      ['uk', 'Так.', 'Ні.'],
      ['pl', 'Tak.', 'Nie.'],
    ] as const) {
      expect([answerTo(language, yes), answerTo(language, no), answerTo(language, 'Hm?')]).toEqual(['yes', 'no', undefined]);
    }
  });
});
