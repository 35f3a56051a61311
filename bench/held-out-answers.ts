import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { BOOK_MEETING_TOOL_NAME, MEETING_TIMES_TOOL_NAME, PHONE_COUNTRY_OF_LANGUAGE, type MeetingTimesToolResult } from '@site/contracts';
import { LANGUAGES, splitLanguage, type Language } from '@site/model';
import { Knowledge, LocalAgent, type AgentTools } from '@site/platform/voice-agent';
import { REPO_ROOT } from '../repo-layout';
import { writeResults } from './load-loop';

/**
 * The held-out questions of issue 70 (`agent/held-out/questions.json`), asked of the twin's local
 * agent as a visitor on their page would type them: the share answered exactly, per language and
 * per pattern. That file is read here and nowhere else (no test, no generator, no knowledge), so it
 * scores the agent without tuning it. The conversation's language is the page's, as the widget
 * sends it; the question may be in another. Writes bench/results/held-out-answers.{json,md}. Run:
 * `npx tsx bench/held-out-answers.ts` (part of `npm run bench`; `--verbose` prints every miss with its answer).
 */
interface HeldOut {
  readonly contactAsks: Readonly<Record<Language, readonly string[]>>;
  readonly questions: readonly {
    readonly id: string;
    readonly language: Language;
    readonly pattern: string;
    readonly page: string;
    readonly turns: readonly {
      readonly user: string;
      readonly says: readonly string[];
      readonly saysNone?: readonly string[];
      readonly tools?: readonly string[];
      readonly contact?: boolean;
    }[];
  }[];
}

const SET = JSON.parse(readFileSync(join(REPO_ROOT, 'agent', 'held-out', 'questions.json'), 'utf8')) as HeldOut;
const KNOWLEDGE = Knowledge.read();
const TIMES: MeetingTimesToolResult = {
  timeZone: 'Europe/Warsaw',
  times: [
    { start: '2026-12-01T09:00:00.000Z', say: 'Tuesday, 1 December at 10:00' },
    { start: '2026-12-02T09:00:00.000Z', say: 'Wednesday, 2 December at 10:00' },
  ],
};
const asWords = (text: string) => text.replace(/[\u00a0\u202f]/gu, ' ');
/** The sentences an answer says more than once: no answer is exact that repeats itself. */
const saidTwice = (text: string, language: Language) => {
  const sentences = [...new Intl.Segmenter(language, { granularity: 'sentence' }).segment(text)].map(({ segment }) => segment.trim());
  return sentences.filter((sentence, index) => sentence && sentences.indexOf(sentence) !== index);
};

const verbose = process.argv.includes('--verbose');
const tally = new Map<string, { exact: number; all: number }>();
const count = (key: string, exact: boolean) => {
  const entry = tally.get(key) ?? { exact: 0, all: 0 };
  tally.set(key, { exact: entry.exact + Number(exact), all: entry.all + 1 });
};

for (const question of SET.questions) {
  const pageLanguage = splitLanguage(question.page).lang;
  const agent = new LocalAgent({
    language: pageLanguage,
    knowledge: KNOWLEDGE,
    page: question.page,
    phoneCountry: PHONE_COUNTRY_OF_LANGUAGE[pageLanguage],
    now: () => new Date('2026-11-30T10:00:00Z'),
  });
  let exact = true;
  for (const turn of question.turns) {
    const called: string[] = [];
    const tools: AgentTools = {
      contactTool: 'save_contact',
      openPageTool: 'open_page',
      meetingTimesTool: MEETING_TIMES_TOOL_NAME,
      bookMeetingTool: BOOK_MEETING_TOOL_NAME,
      call: async (name) => {
        called.push(name);
        return { isError: false, result: name === MEETING_TIMES_TOOL_NAME ? JSON.stringify(TIMES) : 'ok' };
      },
    };
    const answer = asWords((await agent.reply(turn.user, tools)).text);
    const misses = [
      ...turn.says.filter((fact) => !answer.includes(asWords(fact))).map((fact) => `lacks «${fact}»`),
      ...(turn.saysNone ?? []).filter((fact) => answer.includes(asWords(fact))).map((fact) => `holds «${fact}»`),
      ...saidTwice(answer, question.language).map((sentence) => `says twice «${sentence}»`),
      ...(turn.tools ?? []).filter((tool) => !called.includes(tool)).map((tool) => `did not call ${tool}`),
      ...(turn.contact ? [] : SET.contactAsks[question.language].filter((ask) => answer.includes(ask)).map(() => 'asked for a contact')),
    ];
    if (misses.length) {
      exact = false;
      if (verbose) console.log(`✗ ${question.id}: ${misses.join(', ')}\n  Q: ${turn.user}\n  A: ${answer}`);
    }
  }
  count(question.language, exact);
  count(`pattern ${question.pattern}`, exact);
  count('all', exact);
}

const line = (key: string) => {
  const { exact, all } = tally.get(key) ?? { exact: 0, all: 0 };
  return `| ${key} | ${exact}/${all} | ${all ? Math.round((exact / all) * 100) : 0} % |`;
};
const keys = [...LANGUAGES, ...[...tally.keys()].filter((key) => key.startsWith('pattern ')).sort(), 'all'];
writeResults(
  'held-out-answers',
  Object.fromEntries(keys.map((key) => [key, tally.get(key) ?? { exact: 0, all: 0 }])),
  `| held-out questions | exact | share |\n|---|---|---|\n${keys.map(line).join('\n')}\n`,
);
