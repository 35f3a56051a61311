import {
  answerEstimateTool,
  DEMO_BUSINESSES,
  RECEPTIONIST_QUESTION,
  receptionistCallOpening,
  receptionistGreeting,
  type DemoBookingOutcome,
} from '@site/contracts';
import { ESTIMATE_PRODUCTS, LANGUAGES, type Language } from '@site/model';
import type { TextKind } from '@site/content/glossary';
import { CALLEE_REPLIES, callBackTime, LIFT_REPLIES, MEETING_WORDS, RECEPTIONIST_REPLIES, REPLIES, requestedTimeIn } from '@site/platform/voice-agent';
import { FIRST_MESSAGES } from '../../agent/src/agent-prompt';
import { companyLines, dataLines, trustLines } from '../../agent/src/buyer-facts';
import { knowledgeDocumentsOf, productFactsOf } from '../../agent/src/knowledge-base';
import { loadSiteSources } from '../../agent/src/site-sources';
import { dpaTexts } from '../../scripts/lib/dpa-pdf';

/**
 * What a visitor can be told beyond the pages' own documents, as the code that says it writes it:
 * the assistant's knowledge (its generator's whole output, which the cloud agent answers from and
 * the local agent quotes), the facts it states of the company and the data (legal texts), the
 * local agent's own sentences (its booking of a meeting too) and the agent's greeting (the
 * assistant's words of itself), the estimate both agents say, and the DPA as its writer prints it (a legal text). The content lints read these beside the site's copy;
 * each is called through the function that writes it, never read from a file it may stop writing.
 */
export interface ToldText {
  /** Where it is written, for a lint's message. */
  readonly source: string;
  readonly lang: Language;
  readonly texts: readonly string[];
  readonly kind: TextKind;
  /** Quotes the pages (the knowledge base, the DPA's annexes): its sentences are the pages' own, and only the glossary and the dash rule read it. */
  readonly quotesPages?: boolean;
}

/** Every string a value holds: a function of the words it is told is called with a sample word for each, and what it returns read. */
function stringsOf(value: unknown, sample: string): string[] {
  if (typeof value === 'string') return [value];
  if (typeof value === 'function') return stringsOf((value as (...words: string[]) => unknown)(...Array<string>(value.length).fill(sample)), sample);
  if (value && typeof value === 'object') return Object.values(value).flatMap((item) => stringsOf(item, sample));
  return [];
}

/**
 * When a manager calls back, in each of the four ways the local agent says it: today (they are at
 * work), the next working morning (it is Friday evening), the time asked for, and the next working
 * time after one asked for outside the managers' hours.
 */
const WEDNESDAY_MORNING = new Date('2026-11-25T09:00:00Z');
const FRIDAY_EVENING = new Date('2026-11-27T19:30:00Z');
const CALL_BACK_TIMES = [
  callBackTime(WEDNESDAY_MORNING),
  callBackTime(FRIDAY_EVENING),
  callBackTime(WEDNESDAY_MORNING, requestedTimeIn('tomorrow morning')),
  callBackTime(WEDNESDAY_MORNING, requestedTimeIn('this evening')),
];

/** The local agent's sentences: each said with a sample name, the call-back sentences at each time, what it says while it books a meeting and at the start of a call it placed. */
function repliesOf(lang: Language): string[] {
  const { saved, callBackWhen, worksWith, ...rest } = REPLIES[lang];
  return [
    ...stringsOf(rest, SAMPLE_NAME[lang]),
    ...CALL_BACK_TIMES.flatMap((time) => [saved(SAMPLE_NAME[lang], time), callBackWhen(time)]),
    // One system from one section of a list, and two from two.
    worksWith('Lumi AI', { count: 1, systems: 'HubSpot', sections: ['CRM'], sectionsWritten: '«CRM»' }),
    worksWith('Lumi AI', { count: 2, systems: 'HubSpot, Binotel', sections: ['CRM', 'SIP'], sectionsWritten: '«CRM», «SIP»' }),
    ...stringsOf(MEETING_WORDS[lang], SAMPLE_NAME[lang]),
    ...stringsOf(CALLEE_REPLIES[lang], SAMPLE_NAME[lang]),
    ...stringsOf(LIFT_REPLIES[lang], SAMPLE_NAME[lang]),
  ];
}

/**
 * What both agents say of a visitor's volume (the estimate tool's text), for each product: the
 * estimate of a volume, the question when the words give none, and the answer past the price list.
 * One sentence each, though products share the question's frame and the refusal.
 */
function estimatesOf(lang: Language): string[] {
  const said = ESTIMATE_PRODUCTS.flatMap((product) =>
    ['120', '', '999999999'].map((volume) => answerEstimateTool({ product, volume: volume || '—', language: lang }).text),
  );
  return [...new Set(said)];
}

/** What a demo's conversation can do to a visit, for the sentences that say it. */
const OUTCOMES: readonly DemoBookingOutcome[] = [
  { kind: 'booked', time: '10:30' },
  { kind: 'moved', from: '10:30', time: '11:00' },
  { kind: 'cancelled', time: '11:00' },
  { kind: 'none' },
];

/** The Lumi demo's receptionist: its greetings and call openings, its sentences at a sample time, and what its analysis says of each outcome. */
function receptionistOf(lang: Language): string[] {
  const { summary, ...rest } = RECEPTIONIST_REPLIES[lang];
  return [
    ...DEMO_BUSINESSES.map((business) => receptionistGreeting(business, lang)),
    // A call opens with the greeting's introduction, then one reason the same for every business: that reason, once.
    receptionistCallOpening(DEMO_BUSINESSES[0], lang).slice(receptionistGreeting(DEMO_BUSINESSES[0], lang).length - RECEPTIONIST_QUESTION[lang].length),
    ...stringsOf(rest, '10:30'),
    summary.managerCalls,
    ...OUTCOMES.flatMap((outcome) => [summary.title(outcome), summary.text(outcome, SAMPLE_NAME[lang])]),
  ];
}

/** A visitor's name, for the sentences that say one. */
const SAMPLE_NAME: Readonly<Record<Language, string>> = { en: 'Anna', ru: 'Анна', uk: 'Анна', pl: 'Anna' };

/**
 * A line of the knowledge base's Markdown as the text it carries: no heading marks, bullets,
 * numbers or bold, and no site path (`/cases/medical-center-ukraine` is a slug, not copy), alone or in
 * brackets after a page's title.
 */
const textOfLine = (line: string) =>
  line
    .replace(/^(?:#+|-|\d+\.)\s+/u, '')
    .replaceAll('**', '')
    .replace(/\s\(\/[^\s()]*\)/gu, '')
    .replace(/(?<!\S)\/[\w/#-]*/gu, '');

async function toldIn(lang: Language): Promise<ToldText[]> {
  const sources = await loadSiteSources(lang);
  const knowledge = [...knowledgeDocumentsOf(sources), ...productFactsOf(sources)].map((document) => document.text).join('\n');
  const page = ({ en: 'Page', ru: 'Страница', uk: 'Сторінка', pl: 'Strona' } as const satisfies Record<Language, string>)[lang];
  return [
    {
      source: 'agent/src/knowledge-base.ts (the knowledge base)',
      lang,
      texts: knowledge.split('\n').map(textOfLine).filter(Boolean),
      kind: {},
      quotesPages: true,
    },
    {
      source: 'agent/src/buyer-facts.ts (the company, data and certificates)',
      lang,
      texts: [...companyLines(lang, page), ...dataLines(lang, page), ...trustLines(lang)],
      kind: { legal: true },
    },
    {
      source: 'platform/twin/voice-agent (the local agent’s own sentences: replies.ts, booking.ts, callee.ts, listing-lift.ts)',
      lang,
      texts: [FIRST_MESSAGES[lang], ...repliesOf(lang)],
      kind: { assistant: true },
    },
    {
      source: 'platform/twin/voice-agent/receptionist-replies.ts, packages/contracts/src/demo-receptionist.ts (the Lumi demo’s receptionist)',
      lang,
      texts: receptionistOf(lang),
      kind: { assistant: true },
    },
    {
      source: 'packages/contracts/src/estimate-tool.ts (the estimate both agents say)',
      lang,
      texts: estimatesOf(lang),
      kind: { assistant: true },
    },
    { source: 'scripts/lib/dpa-pdf.ts (the DPA)', lang, texts: await dpaTexts(lang), kind: { legal: true }, quotesPages: true },
  ];
}

export const TOLD_COPY: readonly ToldText[] = (await Promise.all(LANGUAGES.map(toldIn))).flat();
