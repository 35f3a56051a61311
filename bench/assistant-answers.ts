import { mkdtempSync, readdirSync, readFileSync, rmSync } from 'node:fs';
import { cpus, tmpdir } from 'node:os';
import { join } from 'node:path';
import WebSocket from 'ws';
import { AGENT_TOOL_KEY_HEADER, AGENT_VARIABLES, API_PATHS, PHONE_COUNTRY_OF_LANGUAGE, type EstimateToolRequest } from '@site/contracts';
import { ESTIMATE_PRODUCTS, LANGUAGES, type Language } from '@site/model';
import { SECRETS } from '@site/lambdas/settings';
import { REPO_ROOT } from '../repo-layout';
import { latencySummary, writeResults } from './load-loop';

/**
 * The site's assistant answering a typed question on the twin, and the cloud agent's estimate tool:
 * - every question of the agent's question sets (`agent/question_sets/<language>.json`, the cloud
 *   agent's tests too), typed into a text-only conversation with the twin's simulated agent over
 *   its WebSocket, as the widget talks to it: from the `user_message` sent to the answer's first
 *   words (`agent_chat_response_part`) and to the whole answer (`agent_response`). Both include the
 *   stand-in's pacing (it "types" 400 ms, then streams three words every 60 ms), so the local
 *   agent's own work is measured too: `LocalAgent.reply` in process, on the same questions;
 * - `POST /api/agent-estimate` on the twin (API Gateway's adapter, the real function), as ElevenLabs
 *   calls it with the tool key, for every product and language, one call at a time.
 * Median and p95 of each; writes bench/results/assistant-answers.{json,md}.
 * Run: `npx tsx bench/assistant-answers.ts` (part of `npm run bench`).
 */
/** Rounds over the sets, after one that warms the indexes and modules: enough turns for a p95 that is not the single slowest. */
const ROUNDS = 5;
/** The typed rounds stop once this is spent (after one measured round at least), so a loaded machine bounds the bench's time, not its rounds. */
const TYPED_BUDGET_MS = 120_000;
const ESTIMATE_CALLS = 400;
const ANSWER_TIMEOUT_MS = 15_000;

// Info logs of every call would measure the terminal, not the functions: set before the functions load.
process.env.POWERTOOLS_LOG_LEVEL ??= 'WARN';
delete process.env.ELEVENLABS_API_KEY;
const { startTwin } = await import('@site/platform/twin');
const { Knowledge, LocalAgent, simulateElevenLabsUnlessConfigured } = await import('@site/platform/voice-agent');

interface QuestionSet {
  readonly language: Language;
  readonly questions: readonly { readonly id: string; readonly page: string; readonly turns: readonly { readonly user: string }[] }[];
}

const SETS_DIR = join(REPO_ROOT, 'agent', 'question_sets');
const SETS = readdirSync(SETS_DIR).map((file) => JSON.parse(readFileSync(join(SETS_DIR, file), 'utf8')) as QuestionSet);

const summary = (samples: readonly number[]) => latencySummary(samples, [95]);

type Message = Record<string, any>;
interface TurnTimes {
  readonly firstWords: number;
  readonly whole: number;
}

/** One typed conversation on `page`: each turn timed from the message sent to its first words and to the whole answer. */
async function askTyped(
  agent: { readonly apiUrl: string; readonly apiKey: string; readonly textAgentId: string },
  language: Language,
  page: string,
  turns: readonly string[],
): Promise<TurnTimes[]> {
  const url = new URL('/v1/convai/conversation/get-signed-url', agent.apiUrl);
  // A typed chat is the text-only agent's, as the token endpoint signs it.
  url.searchParams.set('agent_id', agent.textAgentId);
  const { signed_url } = (await (await fetch(url, { headers: { 'xi-api-key': agent.apiKey } })).json()) as { signed_url: string };
  const socket = new WebSocket(signed_url, ['convai']);
  let firstWordsAt: number | undefined;
  const waiting: ((at: number) => void)[] = [];
  socket.on('message', (data) => {
    const message = JSON.parse(data.toString()) as Message;
    if (message.type === 'client_tool_call') {
      // Answered at once, as the widget answers open_page.
      const call = message.client_tool_call as { tool_call_id: string };
      socket.send(JSON.stringify({ type: 'client_tool_result', tool_call_id: call.tool_call_id, result: 'done', is_error: false }));
    }
    if (message.type === 'agent_chat_response_part' && message.text_response_part?.type === 'delta') firstWordsAt ??= performance.now();
    if (message.type === 'agent_response') waiting.shift()?.(performance.now());
  });
  await new Promise((done, fail) => socket.once('open', done).once('error', fail));
  // A turn left unanswered fails the bench, naming it, rather than hanging it.
  const answer = (what: string) =>
    new Promise<number>((done, fail) => {
      const timer = setTimeout(() => fail(new Error(`no answer in ${ANSWER_TIMEOUT_MS} ms to ${what} (${language}, ${page})`)), ANSWER_TIMEOUT_MS);
      waiting.push((at) => {
        clearTimeout(timer);
        done(at);
      });
    });
  const greeting = answer('the greeting');
  socket.send(
    JSON.stringify({
      type: 'conversation_initiation_client_data',
      conversation_config_override: { agent: { language }, tts: {}, conversation: { text_only: true } },
      dynamic_variables: { [AGENT_VARIABLES.pagePath]: page, [AGENT_VARIABLES.channel]: 'text' },
    }),
  );
  await greeting;
  const times: TurnTimes[] = [];
  for (const text of turns) {
    const answered = answer(JSON.stringify(text));
    firstWordsAt = undefined;
    const sent = performance.now();
    socket.send(JSON.stringify({ type: 'user_message', text }));
    const whole = await answered;
    times.push({ firstWords: (firstWordsAt ?? whole) - sent, whole: whole - sent });
  }
  socket.close(1000);
  return times;
}

const agent = (await simulateElevenLabsUnlessConfigured(() => undefined))!;
// The twin's functions are not pointed at it: its sweeper would look up each of the hundreds of
// conversations here, and the estimate route needs no ElevenLabs.
for (const name of ['ELEVENLABS_API_URL', 'ELEVENLABS_API_KEY', 'ELEVENLABS_AGENT_ID', 'ELEVENLABS_PHONE_NUMBER_ID', 'ELEVENLABS_WEBHOOK_SECRET'])
  delete process.env[name];
const dataDir = mkdtempSync(join(tmpdir(), 'assistant-answers-'));
const twin = await startTwin({ dataDir, backend: { log: () => undefined } });
const toolKey = SECRETS.agentTools.generated!.localDefault;

try {
  const firstWords: number[] = [];
  const whole: number[] = [];
  const inProcess: number[] = [];
  const knowledge = Knowledge.read();
  const tools = { contactTool: 'save_contact', openPageTool: 'open_page', call: async () => ({ isError: false, result: 'done' }) };
  const typedFrom = performance.now();
  let rounds = 0;
  for (let round = 0; round <= ROUNDS; round++) {
    if (round > 1 && performance.now() - typedFrom > TYPED_BUDGET_MS) break;
    if (round > 0) rounds = round;
    for (const set of SETS) {
      for (const question of set.questions) {
        const turns = question.turns.map((turn) => turn.user);
        const times = await askTyped(agent, set.language, question.page, turns);
        const local = new LocalAgent({ language: set.language, knowledge, page: question.page, phoneCountry: PHONE_COUNTRY_OF_LANGUAGE[set.language] });
        const replies: number[] = [];
        for (const turn of turns) {
          const started = performance.now();
          await local.reply(turn, tools);
          replies.push(performance.now() - started);
        }
        if (round === 0) continue;
        firstWords.push(...times.map((time) => time.firstWords));
        whole.push(...times.map((time) => time.whole));
        inProcess.push(...replies);
      }
    }
  }

  /** The same volume in each language's words, every product's figure in it. */
  const volumes: Record<Language, string> = {
    en: '12k calls a month, three minutes each, 40 clinics, 20 managers, 5 agents, 3 000 chats',
    ru: 'двенадцать тысяч звонков по три минуты, 40 клиник, 20 менеджеров, 5 агентов, 3 000 чатов',
    uk: 'дванадцять тисяч дзвінків по три хвилини, 40 клінік, 20 менеджерів, 5 агентів, 3 000 чатів',
    pl: 'dwanaście tysięcy połączeń po trzy minuty, 40 klinik, 20 handlowców, 5 agentów, 3 000 czatów',
  };
  const estimateAt = new URL(API_PATHS.estimateTool, twin.url);
  const estimate = async (request: EstimateToolRequest) => {
    const started = performance.now();
    const response = await fetch(estimateAt, {
      method: 'POST',
      headers: { 'content-type': 'application/json', [AGENT_TOOL_KEY_HEADER]: toolKey },
      body: JSON.stringify(request),
    });
    const body = (await response.json()) as { kind?: string };
    if (response.status !== 200 || body.kind !== 'estimate') throw new Error(`the estimate route answered ${response.status} ${JSON.stringify(body)}`);
    return performance.now() - started;
  };
  const requests = Array.from({ length: ESTIMATE_CALLS }, (_, at): EstimateToolRequest => {
    const language = LANGUAGES[at % LANGUAGES.length]!;
    return { product: ESTIMATE_PRODUCTS[at % ESTIMATE_PRODUCTS.length]!, volume: volumes[language], language };
  });
  for (const request of requests.slice(0, 20)) await estimate(request);
  const estimates: number[] = [];
  // One at a time, as one conversation calls it: the figure is the route's own time, not a queue's.
  for (const request of requests) estimates.push(await estimate(request));

  const report = {
    measuredAt: new Date().toISOString(),
    machine: { cpus: cpus().length, node: process.version },
    languages: SETS.map((set) => set.language),
    typedRounds: rounds,
    typedFirstWordsMs: summary(firstWords),
    typedWholeAnswerMs: summary(whole),
    localAgentReplyMs: summary(inProcess),
    estimateRouteMs: summary(estimates),
  };
  const row = (name: string, s: ReturnType<typeof summary>) => `| ${name} | ${s.count} | ${s.median} ms | ${s.p95} ms | ${s.max} ms |`;
  const markdown = [
    '# The assistant’s answers (local twin)',
    '',
    `The agent’s question sets (agent/question_sets: ${report.languages.join(', ')}), a warm-up round, then measured rounds: ${rounds} (at most ${ROUNDS}, while ${TYPED_BUDGET_MS / 1000} s last); each question typed into a`,
    'text-only conversation with the twin’s simulated agent over its WebSocket; the first words and the whole answer include the stand-in’s',
    'pacing (400 ms of "typing", three words every 60 ms), the local agent’s own reply is timed in process. The estimate tool:',
    `\`POST ${API_PATHS.estimateTool}\` on the twin with the agent’s tool key, one at a time, every product and language.`,
    `${report.machine.cpus} CPUs, Node ${report.machine.node}; ${report.measuredAt}.`,
    '',
    '| what | n | median | p95 | max |',
    '|---|---:|---:|---:|---:|',
    row('typed question → first words', report.typedFirstWordsMs),
    row('typed question → whole answer', report.typedWholeAnswerMs),
    row('the local agent’s reply (in process)', report.localAgentReplyMs),
    row('estimate tool (route)', report.estimateRouteMs),
    '',
  ].join('\n');
  writeResults('assistant-answers', report, markdown);
} finally {
  await twin.close();
  await agent.close();
  rmSync(dataDir, { recursive: true, force: true });
}
