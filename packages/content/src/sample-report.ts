import * as z from 'zod/mini';
import { listOf, seo, text } from './text';

/**
 * The sample of what AI Sales Manager sends a head of sales each morning is stored in two parts,
 * as a case study is: its figures (the day's calls, the same in every language, written once) and
 * one document per language with its words (`sampleReportSchema`). `sample-report.test.ts` holds
 * the figures to each other and the words to the figures.
 */

/** A whole number of calls, minutes or conversations. */
const count = z.number().check(z.int(), z.gte(0));

/** A quality score on the 0–100 scale, or a share in per cent. */
const score = z.number().check(z.int(), z.gte(0), z.lte(100));

/** A time of day on the report's clock, "9:05" or "16:48". */
const clock = z.string().check(z.regex(/^(?:1?\d|2[0-3]):[0-5]\d$/, 'not a time of day'));

/** How long a call lasted, minutes and seconds: "7:05". */
const callLength = z.string().check(z.regex(/^\d{1,2}:[0-5]\d$/, 'not a call length'));

/** A manager's key, the same in every language ("oleh-d"); names, tips and calls point at it. */
const managerId = z.string().check(z.regex(/^[a-z]+-[a-z]$/, 'not a manager key'));

const managerFigures = z.object({
  id: managerId,
  /** Conversations scored that day. */
  calls: count,
  minutes: count,
  /** Conversations that ended with an agreed next step. */
  nextSteps: count,
  score,
  /** The score on the previous working day. */
  previousScore: score,
});

/** The day of calls the sample report shows, the same in every language. */
export const sampleReportFiguresSchema = z.object({
  totals: z.object({
    /** Every call of the day, answered or missed. */
    calls: count,
    /** The conversations that took place, each scored. */
    answered: count,
    missed: count,
    minutes: count,
    averageScore: score,
    previousAverageScore: score,
    /** Conversations scored under `distribution.flaggedBelow`. */
    flagged: count,
  }),
  /** The funnel's stages in order; the first is every conversation of the day and has no conversion. */
  funnel: listOf(z.object({ count, previousConversion: z.optional(score) }), 3),
  distribution: z.object({
    /** Score bands from 0 to 100, in order, each with the conversations that scored in it. */
    bands: listOf(z.object({ from: score, to: score, count }), 3),
    /** Conversations under this score are flagged for a closer listen. */
    flaggedBelow: score,
  }),
  /** One row per working hour, by the hour it starts. */
  hours: listOf(z.object({ hour: z.number().check(z.int(), z.gte(0), z.lte(23)), calls: count, averageScore: score }), 4),
  /** The managers ranked, best score first. */
  managers: listOf(managerFigures, 3),
});

/** A labelled line of the report's heading: who it is about, which day, when it was sent. */
const detail = z.object({ label: text, value: text });

/** The sample report's words in one language, around its figures. */
export const sampleReportSchema = z.object({
  seo,
  /** The page's name in the breadcrumb trail, under AI Sales Manager. */
  breadcrumb: text,
  /** The link back to the product page. */
  backLink: text,
  header: z.object({
    eyebrow: text,
    title: text,
    lead: text,
    /** That the company, the people and the calls are invented, and what is real. */
    note: text,
    details: listOf(detail, 3),
  }),
  units: z.object({ hours: text, minutes: text, seconds: text }),
  summary: z.object({
    title: text,
    labels: z.object({ calls: text, answered: text, missed: text, talkTime: text, averageScore: text, flagged: text }),
    /** The previous working day, as the report names it beside a change ("on Monday"). */
    previousDay: text,
    highlights: z.object({ title: text, items: listOf(text, 2) }),
  }),
  funnel: z.object({
    title: text,
    lead: text,
    columns: z.object({ stage: text, count: text, conversion: text, previous: text }),
    /** The names of the figures' stages, in their order. */
    stages: listOf(text, 3),
  }),
  distribution: z.object({ title: text, caption: text, columns: z.object({ band: text, calls: text }) }),
  hours: z.object({ title: text, caption: text, columns: z.object({ hour: text, calls: text, averageScore: text }) }),
  ranking: z.object({
    title: text,
    lead: text,
    columns: z.object({ rank: text, manager: text, calls: text, talkTime: text, nextSteps: text, score: text, change: text }),
    /** Each manager's first name and initial, by key, as the product page's illustration names managers. */
    names: z.record(managerId, text),
  }),
  lowest: z.object({
    title: text,
    lead: text,
    labels: z.object({ missed: text }),
    calls: listOf(z.object({ manager: managerId, time: clock, length: callLength, score, reason: text, missed: listOf(text, 1) }), 1),
  }),
  tips: z.object({
    title: text,
    lead: text,
    labels: z.object({ said: text, instead: text }),
    /** One per manager, in the ranking's order; the quote is from the call at `time`. */
    items: listOf(z.object({ manager: managerId, focus: text, time: clock, said: text, instead: text }), 1),
  }),
  cta: z.object({ title: text, text, button: text, secondary: text }),
});

export type SampleReportFigures = z.infer<typeof sampleReportFiguresSchema>;
export type SampleReport = z.infer<typeof sampleReportSchema>;
