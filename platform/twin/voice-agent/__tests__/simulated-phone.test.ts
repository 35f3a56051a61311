import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { CALL_OPENING, receptionistCallOpening, REQUESTED_CALL } from '@site/contracts';
import { verifyWebhookSignature } from '@site/lambdas/webhook-signature';
import { elevenLabsOpenApi } from '@site/stand-ins/elevenlabs-openapi';
import { CALLEE_REPLIES } from '../callee';
import { readAgentDefinition } from '../definition';
import { RECEPTIONIST_REPLIES } from '../receptionist-replies';
import { REPLIES } from '../replies';
import { startSimulatedAgent, type SimulatedAgent } from '../server';

/** The repository's agent with a short greeting and a short script, so a call ends in a few seconds. */
const DEFINITION = { ...readAgentDefinition(), firstMessages: { en: 'Hi.', ru: 'Алло.', uk: 'Вітаю.' } };
const QUICK = { userTurnSeconds: 0.25, lines: ['Так, слухаю.', 'Дякую, до побачення.'] };
const SECRET = 'whsec_phone';

let agent: SimulatedAgent;
let webhook: Server;
const delivered: { body: string; signature: string }[] = [];

beforeAll(async () => {
  agent = await startSimulatedAgent({ definition: DEFINITION, script: QUICK });
  webhook = createServer((req, res) => {
    const chunks: Buffer[] = [];
    req.on('data', (chunk: Buffer) => chunks.push(chunk));
    req.on('end', () => {
      delivered.push({ body: Buffer.concat(chunks).toString('utf8'), signature: String(req.headers['elevenlabs-signature']) });
      res.writeHead(200).end('{}');
    });
  });
  await new Promise<void>((resolve) => webhook.listen(0, '127.0.0.1', () => resolve()));
  agent.sendPostCallWebhooks(`http://127.0.0.1:${(webhook.address() as AddressInfo).port}/`, SECRET);
});
afterAll(async () => {
  await agent.close();
  await new Promise<void>((resolve) => webhook.close(() => resolve()));
});

const placeCall = (body: Record<string, unknown> = {}) =>
  fetch(new URL('/v1/convai/twilio/outbound-call', agent.apiUrl), {
    method: 'POST',
    headers: { 'xi-api-key': agent.apiKey, 'content-type': 'application/json' },
    body: JSON.stringify({
      agent_id: agent.agentId,
      agent_phone_number_id: agent.phoneNumberId,
      to_number: '+380501234567',
      conversation_initiation_client_data: {
        conversation_config_override: { agent: { language: 'uk' } },
        dynamic_variables: { persona: 'Lumi', channel: 'voice', page_path: '/ua/products/lumi-ai' },
      },
      ...body,
    }),
  });

const press = (id: string, action: 'answer' | 'pick-up-and-type' | 'decline' | 'hang-up') =>
  fetch(new URL(`/phone/calls/${id}/${action}`, agent.apiUrl), { method: 'POST' });
/** What the phone page's form posts: the callee's next line. */
const say = (id: string, text: string) => fetch(new URL(`/phone/calls/${id}/say`, agent.apiUrl), { method: 'POST', body: new URLSearchParams({ text }) });
const lookUp = async (id: string) =>
  (await (await fetch(new URL(`/v1/convai/conversations/${id}`, agent.apiUrl), { headers: { 'xi-api-key': agent.apiKey } })).json()) as Record<string, any>;

async function until<T>(read: () => T | undefined | Promise<T | undefined>, ms = 15_000): Promise<T> {
  const deadline = Date.now() + ms;
  for (;;) {
    const value = await read();
    if (value) return value;
    if (Date.now() > deadline) throw new Error('timed out');
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
}

describe('the simulated phone', () => {
  it("rings the number ElevenLabs' outbound call names, answering as the API does", async () => {
    const response = await placeCall();
    const body = (await response.json()) as { conversation_id: string };

    expect(response.status).toBe(200);
    expect(elevenLabsOpenApi().responseProblems('POST', '/v1/convai/twilio/outbound-call', 200, body)).toEqual([]);
    expect(agent.phoneCalls.at(-1)).toMatchObject({ id: body.conversation_id, toNumber: '+380501234567', state: 'ringing' });
    // Ringing, ElevenLabs has no conversation to show yet.
    expect((await fetch(new URL(`/v1/convai/conversations/${body.conversation_id}`, agent.apiUrl), { headers: { 'xi-api-key': agent.apiKey } })).status).toBe(
      404,
    );
    expect(await (await fetch(new URL('/phone', agent.apiUrl))).text()).toContain('Simulated phone');
    await press(body.conversation_id, 'decline');
  });

  it('refuses a phone number the agent does not have', async () => {
    expect((await placeCall({ agent_phone_number_id: 'phnum_other' })).status).toBe(404);
  });

  it('once answered, the agent talks in the language asked, ends the call, and the post-call webhook says it was a phone call', async () => {
    const { conversation_id: id } = (await (await placeCall()).json()) as { conversation_id: string };
    expect((await press(id, 'answer')).status).toBe(204);

    const call = agent.phoneCalls.find((held) => held.id === id)!;
    // The agent greets in the language asked, and answers the caller's line; then the caller hangs up.
    await until(() => call.lines.filter((line) => line.who === 'agent').length >= 2);
    expect(call.lines.slice(0, 2)).toEqual([
      { who: 'agent', text: 'Вітаю.' },
      { who: 'caller', text: 'Так, слухаю.' },
    ]);
    expect((await press(id, 'hang-up')).status).toBe(204);
    await until(() => call.state === 'ended');
    const delivery = await until(() => delivered.find((sent) => sent.body.includes(id)));
    expect(verifyWebhookSignature(delivery.signature, delivery.body, SECRET)).toMatchObject({ ok: true });
    const { data } = JSON.parse(delivery.body) as { data: Record<string, any> };
    expect(data).toMatchObject({
      conversation_id: id,
      status: 'done',
      metadata: { main_language: 'uk', phone_call: { direction: 'outbound', external_number: '+380501234567', type: 'twilio' } },
      conversation_initiation_client_data: { dynamic_variables: { page_path: '/ua/products/lumi-ai' } },
    });
  });

  it('on a call the site placed, opens with its words and lets a callee who did not ask go, saying so in the record (H1)', async () => {
    agent.useScript({ lines: ['Ні, я нічого не просив.'] });
    try {
      const { conversation_id: id } = (await (
        await placeCall({
          conversation_initiation_client_data: {
            conversation_config_override: { agent: { language: 'uk', first_message: CALL_OPENING.uk } },
            dynamic_variables: { persona: 'Lumi', channel: 'voice', page_path: '/ua/products/lumi-ai', call_origin: REQUESTED_CALL },
          },
        })
      ).json()) as { conversation_id: string };
      await press(id, 'answer');
      const call = agent.phoneCalls.find((held) => held.id === id)!;
      // The agent apologises and ends the call itself (the opening takes its time to say).
      await until(() => call.state === 'ended', 60_000);
      expect(call.lines).toEqual([
        { who: 'agent', text: CALL_OPENING.uk },
        { who: 'caller', text: 'Ні, я нічого не просив.' },
        { who: 'agent', text: 'Вибачте, що потурбували. Ми більше не зателефонуємо на цей номер. До побачення.' },
      ]);
      const delivery = await until(() => delivered.find((sent) => sent.body.includes(id)));
      const { data } = JSON.parse(delivery.body) as { data: Record<string, any> };
      expect(data.analysis.data_collection_results).toMatchObject({ callee_asked_for_call: { value: 'no' }, callee_wants_contact: { value: null } });
    } finally {
      agent.useScript(QUICK);
    }
  }, 90_000);

  it('on a call from the demo, speaks as its receptionist: its opening, its question, the free times of its day; books and moves by the book, and the record says what the call did', async () => {
    const opening = receptionistCallOpening('clinic', 'uk');
    agent.useScript({
      userTurnSeconds: 0.25,
      lines: [
        'Так, це я просив.',
        'Так, нехай менеджер передзвонить.',
        'Хочу записатися на завтра, на ранок.',
        'Так. Мене звати Оксана.',
        'Перенесіть на 11, будь ласка.',
        'Дякую, до побачення.',
      ],
    });
    try {
      const { conversation_id: id } = (await (
        await placeCall({
          conversation_initiation_client_data: {
            conversation_config_override: { agent: { language: 'uk', first_message: opening } },
            dynamic_variables: {
              persona: 'Lumi',
              channel: 'voice',
              page_path: '/ua/products/lumi-ai',
              call_origin: REQUESTED_CALL,
              business: 'clinic',
              business_name: 'Клініка «Липа»',
              schedule: 'Завтра, субота, 28 листопада. Вільний час: 09:30, 10:30, 11:00, 14:00.',
            },
          },
        })
      ).json()) as { conversation_id: string };
      await press(id, 'answer');
      const call = agent.phoneCalls.find((held) => held.id === id)!;
      await until(() => call.state === 'ended', 80_000);
      expect(call.lines.filter((line) => line.who === 'agent').map((line) => line.text)).toEqual([
        opening,
        'Дякую! Перш ніж почнемо: чи може менеджер Synthra потім передзвонити вам на цей номер?',
        'Записав: менеджер передзвонить вам на цей номер. Чим можу допомогти?',
        REPLIES.uk.offer('09:30'),
        REPLIES.uk.booked('09:30', 'Оксана'),
        RECEPTIONIST_REPLIES.uk.moved('09:30', '11:00'),
        REPLIES.uk.seeYou,
      ]);
      const delivery = await until(() => delivered.find((sent) => sent.body.includes(id)));
      const { data } = JSON.parse(delivery.body) as { data: Record<string, any> };
      expect(data.analysis.data_collection_results).toMatchObject({
        callee_asked_for_call: { value: 'yes' },
        callee_wants_contact: { value: 'yes' },
        demo_booking: { value: 'moved 09:30 to 11:00' },
        caller_name: { value: 'Оксана' },
      });
      expect(data.analysis.call_summary_title).toBe('Демо Lumi: візит перенесено');
      expect(data.analysis.transcript_summary).toBe(
        'У демо Lumi візит на ім’я Оксана записано, а потім перенесено з 09:30 на 11:00. Співрозмовник погодився, щоб менеджер передзвонив йому на цей номер.',
      );
      // No page holds the schedule on a phone: the receptionist called no tool of the site's.
      expect(data.transcript.flatMap((turn: { tool_calls?: unknown[] }) => turn.tool_calls ?? [])).toEqual([]);
    } finally {
      agent.useScript(QUICK);
    }
  }, 120_000);

  it('lets a developer pick up and speak as the callee: each typed line is their next turn, answered as a scripted one, and the script stays quiet', async () => {
    const { conversation_id: id } = (await (
      await placeCall({
        conversation_initiation_client_data: {
          conversation_config_override: { agent: { language: 'uk', first_message: CALL_OPENING.uk } },
          dynamic_variables: { persona: 'Lumi', channel: 'voice', page_path: '/ua/products/lumi-ai', call_origin: REQUESTED_CALL },
        },
      })
    ).json()) as { conversation_id: string };
    // Ringing, nobody is on the line to say anything.
    expect(await say(id, 'Так.')).toMatchObject({ status: 409 });
    expect((await press(id, 'pick-up-and-type')).status).toBe(204);
    const call = agent.phoneCalls.find((held) => held.id === id)!;
    expect(call.voice).toBe('typed');
    await until(() => call.lines.length >= 1, 30_000);
    // The script (QUICK: 'Так, слухаю.' after a quarter second of voice) would have spoken by now.
    await new Promise((resolve) => setTimeout(resolve, 1_500));
    expect(call.lines).toEqual([{ who: 'agent', text: CALL_OPENING.uk }]);

    expect((await say(id, '  Так, це я просив.  ')).status).toBe(204);
    await until(() => call.lines.length >= 3, 30_000);
    expect((await say(id, 'Так, нехай передзвонить.')).status).toBe(204);
    await until(() => call.lines.length >= 5, 30_000);
    expect(call.lines).toEqual([
      { who: 'agent', text: CALL_OPENING.uk },
      { who: 'caller', text: 'Так, це я просив.' },
      { who: 'agent', text: CALLEE_REPLIES.uk.askContact },
      { who: 'caller', text: 'Так, нехай передзвонить.' },
      { who: 'agent', text: `${CALLEE_REPLIES.uk.contactTaken} ${CALLEE_REPLIES.uk.askCompany}` },
    ]);
    // Nothing to say, or more than a turn, is refused with what to do, and said to nobody.
    expect(await say(id, '   ')).toMatchObject({ status: 400 });
    expect(await (await say(id, '')).text()).toBe('Type what the callee says.');
    expect(await (await say(id, 'а'.repeat(501))).text()).toBe('A line is at most 500 characters.');

    await press(id, 'hang-up');
    await until(() => call.state === 'ended');
    expect(await (await say(id, 'Алло?')).text()).toBe('The call is not in progress: nothing was said.');
    // The record holds the typed lines as the callee's turns, and nothing of theirs the developer did not type.
    const delivery = await until(() => delivered.find((sent) => sent.body.includes(id)));
    const { data } = JSON.parse(delivery.body) as { data: { transcript: { role: string; message: string | null }[] } };
    expect(data.transcript.filter((turn) => turn.role === 'user').map((turn) => turn.message)).toEqual(['Так, це я просив.', 'Так, нехай передзвонить.']);
  }, 90_000);

  it('a developer takes over a scripted call by typing: from that line on, only their words are the callee’s', async () => {
    agent.useScript({ userTurnSeconds: 0.25, lines: ['Так, це я просив.', 'Так, нехай менеджер передзвонить.', 'Дякую, до побачення.'] });
    try {
      const { conversation_id: id } = (await (
        await placeCall({
          conversation_initiation_client_data: {
            conversation_config_override: { agent: { language: 'uk', first_message: 'Вітаю. Це ви просили дзвінок?' } },
            dynamic_variables: { persona: 'Lumi', channel: 'voice', page_path: '/ua', call_origin: REQUESTED_CALL },
          },
        })
      ).json()) as { conversation_id: string };
      await press(id, 'answer');
      const call = agent.phoneCalls.find((held) => held.id === id)!;
      await until(() => call.lines.some((line) => line.text === CALLEE_REPLIES.uk.askContact), 30_000);
      expect((await say(id, 'Ні, не треба передзвонювати.')).status).toBe(204);
      await until(() => call.lines.length >= 5, 30_000);
      // The script's next lines (a yes to the call back, goodbye) are never said.
      await new Promise((resolve) => setTimeout(resolve, 1_500));
      expect(call.lines.slice(3)).toEqual([
        { who: 'caller', text: 'Ні, не треба передзвонювати.' },
        { who: 'agent', text: `${CALLEE_REPLIES.uk.noContact} ${CALLEE_REPLIES.uk.askCompany}` },
      ]);
      expect(call.state).toBe('in_call');
      await press(id, 'hang-up');
    } finally {
      agent.useScript(QUICK);
    }
  }, 90_000);

  it('keeps a declined call as a failed conversation, and sends no post-call transcript for it', async () => {
    const { conversation_id: id } = (await (await placeCall()).json()) as { conversation_id: string };
    expect((await press(id, 'decline')).status).toBe(204);

    expect(await lookUp(id)).toMatchObject({ status: 'failed', metadata: { call_duration_secs: 0, phone_call: { direction: 'outbound' } } });
    expect(agent.phoneCalls.find((held) => held.id === id)?.state).toBe('declined');
    expect((await press(id, 'answer')).status).toBe(409);
    await new Promise((resolve) => setTimeout(resolve, 300));
    expect(delivered.some((sent) => sent.body.includes(id))).toBe(false);
  });
});
