import { formatCount, formatEstimate, formatEuros, pluralOf, type Estimate, type FeeName, type Language, type PluralForms } from '@site/model';

/**
 * An estimate as the calculator shows it: every figure formatted in the page's language. The
 * island renders these, and the page's starter writes the same into the prerendered result before
 * the app runs (`writeFigures`), so a tap is answered by the same words whichever code answers it.
 */
export interface EstimateFigures {
  /** Each billed line's amount; a line the bill leaves out is absent. */
  readonly lines: Readonly<Partial<Record<FeeName, string>>>;
  readonly total: string;
  readonly staff: { readonly total: string; readonly hours: number; readonly rate: string; readonly resolved: string } | null;
  readonly saving: { readonly value: number; readonly amount: string } | null;
  /** Each side's share of the larger, for its bar. */
  readonly shares: { readonly assistant: number; readonly staff: number };
}

export function figuresOf(estimate: Estimate, hourlyCost: number | undefined, lang: Language): EstimateFigures {
  const euros = (amount: number) => formatEstimate(amount, lang);
  const largest = Math.max(estimate.total, estimate.staff?.total ?? 0, 1);
  return {
    lines: Object.fromEntries(estimate.lines.map((line) => [line.fee, euros(line.amount)])),
    total: euros(estimate.total),
    staff:
      estimate.staff && hourlyCost !== undefined
        ? {
            total: euros(estimate.staff.total),
            hours: Math.round(estimate.staff.hours),
            rate: formatEuros(hourlyCost, lang),
            resolved: `${formatCount(estimate.resolvedPercent ?? 0, lang)}%`,
          }
        : null,
    saving: estimate.saving === null ? null : { value: Math.round(estimate.saving), amount: euros(Math.abs(estimate.saving)) },
    shares: { assistant: estimate.total / largest, staff: (estimate.staff?.total ?? 0) / largest },
  };
}

/** A bar's width for a share: at least a sliver, so an empty side still shows where it would be. */
export const barWidth = (share: number) => `${Math.max(share * 100, 1).toFixed(1)}%`;

/** The marks the result's figures carry, which the island renders and the starter writes into. */
export const MARKS = {
  line: 'data-line',
  figure: 'data-figure',
  total: 'data-total',
  bar: 'data-bar',
  hours: 'data-hours',
  hoursWord: 'data-hours-word',
  rate: 'data-rate',
  resolved: 'data-resolved',
  saving: 'data-saving',
  savingWord: 'data-saving-word',
} as const;

/** Writes `figures` into a prerendered result of the calculator: the page's starter does, before the app runs. */
export function writeFigures(result: Element, figures: EstimateFigures, lang: Language): void {
  const at = (selector: string) => result.querySelector<HTMLElement>(selector);
  const set = (element: Element | null, text: string) => {
    if (element && element.textContent !== text) element.textContent = text;
  };
  for (const line of result.querySelectorAll<HTMLElement>(`[${MARKS.line}]`)) {
    const amount = figures.lines[line.getAttribute(MARKS.line) as FeeName];
    line.hidden = amount === undefined;
    if (amount) set(line.querySelector(`[${MARKS.figure}]`), amount);
  }
  set(at(`[${MARKS.total}="assistant"] [${MARKS.figure}]`), figures.total);
  at(`[${MARKS.bar}="assistant"]`)?.style.setProperty('--share', barWidth(figures.shares.assistant));
  if (figures.staff) {
    set(at(`[${MARKS.total}="staff"] [${MARKS.figure}]`), figures.staff.total);
    at(`[${MARKS.bar}="staff"]`)?.style.setProperty('--share', barWidth(figures.shares.staff));
    set(at(`[${MARKS.hours}]`), formatCount(figures.staff.hours, lang));
    const word = at(`[${MARKS.hoursWord}]`);
    if (word) set(word, pluralOf(figures.staff.hours, lang, JSON.parse(word.dataset.forms ?? '{}') as PluralForms));
    set(at(`[${MARKS.rate}]`), figures.staff.rate);
    set(at(`[${MARKS.resolved}]`), figures.staff.resolved);
  }
  const saving = at(`[${MARKS.saving}]`);
  if (saving && figures.saving) {
    saving.setAttribute(MARKS.saving, String(figures.saving.value));
    saving.classList.toggle('pr-estimate__saving--negative', figures.saving.value < 0);
    for (const word of saving.querySelectorAll<HTMLElement>(`[${MARKS.savingWord}]`)) {
      word.hidden = (word.getAttribute(MARKS.savingWord) === 'saving') !== figures.saving.value >= 0;
    }
    set(saving.querySelector(`[${MARKS.figure}]`), figures.saving.amount);
  }
}
