import { ESTIMATE_DEFAULTS, ESTIMATE_EXAMPLES, ESTIMATE_LIMITS, STAFF_HOURLY_COST, type Language } from '@site/model';

/** The calculator's number fields, by the name of the figure each holds. */
export const ESTIMATE_FIELDS = ['conversations', 'minutes', 'languages', 'hourlyCost'] as const;
export type EstimateField = (typeof ESTIMATE_FIELDS)[number];

export type EstimateValues = Readonly<Record<EstimateField, number>>;
/** What each field holds as typed. */
export type EstimateTexts = Readonly<Record<EstimateField, string>>;

/** The worked example the page shows before any change: the model's defaults, at its market's hourly cost. */
export const DEFAULT_VALUES: EstimateValues = {
  conversations: ESTIMATE_EXAMPLES['lumi-ai'].calls,
  minutes: ESTIMATE_EXAMPLES['lumi-ai'].minutes,
  languages: ESTIMATE_EXAMPLES['lumi-ai'].languages,
  hourlyCost: STAFF_HOURLY_COST[ESTIMATE_DEFAULTS.market],
};

/** The default values as the fields hold them: plain digits, a decimal point, no grouping. */
export const DEFAULT_TEXTS: EstimateTexts = Object.fromEntries(ESTIMATE_FIELDS.map((field) => [field, String(DEFAULT_VALUES[field])])) as EstimateTexts;

/**
 * A figure as a visitor types it in their language: English groups thousands with commas and
 * writes a decimal point ("2,000", "2.5"); Russian and Ukrainian group with spaces and write a
 * decimal comma ("2 000", "2,5"), and a point is read as a decimal too. Null for anything that is
 * not one number.
 */
export function parseFigure(text: string, lang: Language): number | null {
  const compact = text.replace(/[\s\u00a0\u202f]/g, '').replace(/^€|€$/g, '');
  const written = lang === 'en' ? compact.replace(/,(?=\d{3}(?:\D|$))/g, '') : compact.replace(',', '.');
  if (!/^\d+(?:\.\d+)?$|^\.\d+$/.test(written)) return null;
  return Number(written);
}

/** The value of a field, or null when it holds what the field does not accept (`ESTIMATE_LIMITS`). */
export function fieldValue(field: EstimateField, text: string, lang: Language): number | null {
  const value = parseFigure(text, lang);
  const { min, max, whole } = ESTIMATE_LIMITS[field];
  if (value === null || value < min || value > max || (whole && !Number.isInteger(value))) return null;
  return value;
}

/** Every field read: the values when all are accepted (else null), and the fields that are not. */
export function readFields(texts: EstimateTexts, lang: Language): { values: EstimateValues | null; invalid: readonly EstimateField[] } {
  const read = ESTIMATE_FIELDS.map((field) => [field, fieldValue(field, texts[field], lang)] as const);
  const invalid = read.filter(([, value]) => value === null).map(([field]) => field);
  return { values: invalid.length ? null : (Object.fromEntries(read) as EstimateValues), invalid };
}
