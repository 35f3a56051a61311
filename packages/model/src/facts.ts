import { CASES, type CaseSlug, type Country, type ProductSlug } from './catalogue';
import { DATA_POLICY } from './data-policy';
import type { Language } from './languages';

/**
 * The vendor's figures, written once. Every place that shows one as data (the home page's claims
 * and figures, the product pages' hero figures, the structured data, the voice agent's prompt)
 * reads it from here, and the content tests hold the prose of every page to the same values.
 */

/** A span of figures, both ends included; a single figure has `min === max`. */
export interface FigureRange {
  readonly min: number;
  readonly max: number;
}

export const FACTS = {
  /** From the kickoff to a product working on live traffic, for every product. */
  launchDays: { min: 7, max: 14 },
  /** Client companies, at least. */
  companies: 20,
  /** Implementations in production, at least. */
  implementations: 25,
  /** Systems we connect to (CRMs, telephony, messengers, booking and shop platforms), at least. */
  integrations: 100,
  /**
   * The spec's headline claims (§1): ceilings the vendor states, not a result any client has
   * reached (the cases' best, `CEILING_RESULTS`, stand under them). Only the home page shows them,
   * and the voice agent quotes them from there; every other page gives a case's own figure.
   */
  conversionGainUpTo: 40,
  costCutUpTo: 60,
  /** AI Commerce Suite's AI Focus Group: its agents, the parameters they judge, its index. */
  focusGroupAgents: 20,
  assessmentParameters: 30,
  purchaseIndex: { min: 0, max: 100 },
  /** AgentLab AI's ready scenarios, at least. */
  agentScenarios: 20,
  /** AI Commerce Suite's SnapCard AI: seconds from a product photo to a drafted card. */
  cardDraftSeconds: 40,
  /** AI Commerce Suite's before and after: cards a copywriter writes by hand in a day, minutes an editor spends checking a drafted one. */
  cardsPerDayByHand: { min: 12, max: 15 },
  minutesToCheckCard: 4,
  /** MediFlow AI's before and after (the Veres case): a doctor's minutes on a visit's protocol, in a visit of `visitMinutes`. */
  protocolMinutes: { before: 14, after: 5 },
  visitMinutes: 30,
  /** MediFlow AI's FrontDesk: the hours before a visit at which it reminds the patient (the article and the cases describe the same two). */
  reminderHoursBefore: [24, 2],
} as const;

/**
 * The pilots a visitor can start before a contract (spec §9). AI Sales Manager has none: it
 * starts with a sample report on the client's own calls; MediFlow AI goes live in one branch first.
 * AgentLab AI's pilot comes with demo access the next working day after the first call.
 * This is the one fact of a pilot's length: every page writes it with `formatDays`,
 * `formatPilotDays` or `formatPilotAdjective`, and its fee is `PRICING[product].start` (pricing.ts).
 */
export const PILOT_DAYS: Readonly<Partial<Record<ProductSlug, FigureRange>>> = {
  'ai-seller': { min: 7, max: 10 },
  'lumi-ai': { min: 7, max: 10 },
  'ai-commerce': { min: 7, max: 10 },
  'agentlab-ai': { min: 14, max: 14 },
};

/**
 * The spec's general "14-day pilot" and its 7–10-day product pilots disagree; what is true of every
 * product at once is "a pilot of up to 14 days", the longest of them.
 */
export const LONGEST_PILOT_DAYS = Math.max(...Object.values(PILOT_DAYS).map((range) => range.max));

/**
 * AI Sales Manager's launch, as windows of days from the kickoff (spec §9: 1–3, 3–5, 7–14):
 * telephony and CRM connected by day 3, the scoring calibrated by day 5, the first reports to the
 * whole team within the 7–14 days every launch takes.
 */
export const SALES_MANAGER_LAUNCH: readonly FigureRange[] = [
  { min: 1, max: 3 },
  { min: 3, max: 5 },
  { min: 7, max: 14 },
];

/**
 * AI Sales Manager's sample report: one day of a nine-person sales team's calls, scored. The report
 * (mfe-products) computes its figures from its managers' calls; the home page pictures the same day.
 */
export const SAMPLE_REPORT_DAY = { averageScore: 72, managers: 9 } as const;

/**
 * The countries the clients of the published cases are based in, counted from the cases
 * themselves so the figure cannot drift from the evidence. (The spec's "5 countries" predates
 * the case library, whose clients are in 7.)
 */
export const CLIENT_COUNTRIES: readonly Country[] = [...new Set(Object.values(CASES).map((facts) => facts.country))];

const NBSP = '\u00a0';

type UnitWords = Readonly<Record<Language, Partial<Record<Intl.LDMLPluralRule, string>>>>;

const DAY_WORDS: UnitWords = {
  en: { one: 'day', other: 'days' },
  ru: { one: 'день', few: 'дня', many: 'дней', other: 'дня' },
  uk: { one: 'день', few: 'дні', many: 'днів', other: 'дня' },
  pl: { one: 'dzień', few: 'dni', many: 'dni', other: 'dnia' },
};

/** Units of time as a period names them after "for", "within" or "after": the accusative in Russian, Ukrainian and Polish («1 минуту», «1 годину», „1 godzinę”). */
const PERIOD_WORDS: Readonly<Record<PeriodUnit, UnitWords>> = {
  days: DAY_WORDS,
  hours: {
    en: { one: 'hour', other: 'hours' },
    ru: { one: 'час', few: 'часа', many: 'часов', other: 'часа' },
    uk: { one: 'годину', few: 'години', many: 'годин', other: 'години' },
    pl: { one: 'godzinę', few: 'godziny', many: 'godzin', other: 'godziny' },
  },
  minutes: {
    en: { one: 'minute', other: 'minutes' },
    ru: { one: 'минуту', few: 'минуты', many: 'минут', other: 'минуты' },
    uk: { one: 'хвилину', few: 'хвилини', many: 'хвилин', other: 'хвилини' },
    pl: { one: 'minutę', few: 'minuty', many: 'minut', other: 'minuty' },
  },
};

export type PeriodUnit = 'days' | 'hours' | 'minutes';

const unitWord = (words: UnitWords, count: number, lang: Language) => words[lang][new Intl.PluralRules(lang).select(count)] ?? words[lang].other!;

/** "48 hours", «48 часов», «21 хвилину»: a period of the data policy as a sentence names it, the unit agreeing with the count. */
export function formatPeriod(count: number, unit: PeriodUnit, lang: Language): string {
  return `${count}${NBSP}${unitWord(PERIOD_WORDS[unit], count, lang)}`;
}

/** "7–10 days", "7–10 дней", "1–3 дні", "14 днів": a range agrees with its last number. */
export function formatDays(range: FigureRange, lang: Language): string {
  const figure = range.min === range.max ? `${range.max}` : `${range.min}–${range.max}`;
  return `${figure}${NBSP}${unitWord(DAY_WORDS, range.max, lang)}`;
}

/**
 * The data policy's periods as the privacy policy's sentences name them in `lang` ("365 days",
 * «15 минут», «48 годин»): each retention, the answer to a request about one's data, how soon a
 * lead goes out by email instead of Telegram, and how long the bot can delete its messages.
 */
export function policyPeriods(lang: Language) {
  const days = (count: number) => formatPeriod(count, 'days', lang);
  const { retentionDays } = DATA_POLICY;
  return {
    records: days(retentionDays.records),
    phoneCalls: days(retentionDays.phoneCalls),
    backups: days(retentionDays.backups),
    functionLogs: days(retentionDays.functionLogs),
    firewallLogs: days(retentionDays.firewallLogs),
    cdnLogs: days(retentionDays.cdnLogs),
    technicalLogs: days(retentionDays.technicalLogs),
    answerDays: days(DATA_POLICY.answerWithinDays),
    digest: formatPeriod(DATA_POLICY.digestAfterMinutes, 'minutes', lang),
    botHours: formatPeriod(DATA_POLICY.botDeletesWithinHours, 'hours', lang),
  } as const;
}

/** "20+": a figure the vendor has at least. */
export function formatAtLeast(figure: number): string {
  return `${figure}+`;
}

const UP_TO: Readonly<Record<Language, string>> = { en: 'up to', ru: 'до', uk: 'до', pl: 'do' };

/** "up to 14 days", "до 14 дней": the most a figure reaches. */
export function formatUpTo(figure: string, lang: Language): string {
  return `${UP_TO[lang]}${NBSP}${figure}`;
}

/** "up to +40%", "до −60%": a headline claim, signed. */
export function formatUpToPercent(figure: number, sign: '+' | '−', lang: Language): string {
  return formatUpTo(`${sign}${figure}%`, lang);
}

/** "+37%", "−55%": a change a case measured, signed with a true minus. */
export function formatPercentChange(change: number): string {
  return `${change < 0 ? '−' : '+'}${Math.abs(change)}%`;
}

/** "0–100": a scale. */
export function formatScale(range: FigureRange): string {
  return `${range.min}–${range.max}`;
}

/** The spec's four headline claims, as the home page shows them (and the voice agent quotes them). */
export function headlineClaims(lang: Language): Readonly<Record<'conversion' | 'cost' | 'launch' | 'pilot', string>> {
  return {
    conversion: formatUpToPercent(FACTS.conversionGainUpTo, '+', lang),
    cost: formatUpToPercent(FACTS.costCutUpTo, '−', lang),
    launch: formatDays(FACTS.launchDays, lang),
    pilot: formatUpTo(formatDays({ min: LONGEST_PILOT_DAYS, max: LONGEST_PILOT_DAYS }, lang), lang),
  };
}

/** What a case measured that answers one of the two ceilings: the conversion claim or the cost claim. */
export const CEILING_MEASURES = ['qualifiedLeads', 'trialToPaid', 'onboardingCost'] as const;
export type CeilingMeasure = (typeof CEILING_MEASURES)[number];

/** A case's own figure set beside a headline ceiling; `change` is the case's percentage, signed. */
export interface CeilingResult {
  readonly claim: 'conversion' | 'cost';
  readonly measure: CeilingMeasure;
  readonly slug: CaseSlug;
  readonly change: number;
}

/**
 * The cases' best results against the two ceilings, in the claims' order: what the home page
 * shows under them, each linking to its case, and what the voice agent says with them. The
 * content's tests hold each to its case's own card or results, and check that no case measured more.
 */
export const CEILING_RESULTS: readonly CeilingResult[] = [
  { claim: 'conversion', measure: 'qualifiedLeads', slug: 'ad-traffic-lithuania', change: 37 },
  { claim: 'conversion', measure: 'trialToPaid', slug: 'b2b-saas-netherlands', change: 34 },
  { claim: 'cost', measure: 'onboardingCost', slug: 'onboarding-spain', change: -55 },
];
