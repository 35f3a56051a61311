import type { SampleReport } from '@site/content';
import type { Language } from '@site/model';

export const NBSP = '\u00a0';

/** 1760 → "1,760" / "1 760": a count as the language writes it. */
export function formatCount(value: number, lang: Language): string {
  return new Intl.NumberFormat(lang === 'en' ? 'en-GB' : lang).format(value);
}

/** A change with its sign: "+6", "−2" (a true minus), "0". */
export function formatChange(change: number): string {
  if (change > 0) return `+${change}`;
  if (change < 0) return `−${-change}`;
  return '0';
}

/** The share `part` makes of `whole`, in whole per cent. */
export function share(part: number, whole: number): number {
  return whole === 0 ? 0 : Math.round((part * 100) / whole);
}

/** A span of talk time in whole hours and minutes, each with the unit it is written in. */
export function talkTimeParts(minutes: number): { readonly value: number; readonly unit: 'hours' | 'minutes' }[] {
  const hours = Math.floor(minutes / 60);
  const rest = minutes % 60;
  if (hours === 0) return [{ value: rest, unit: 'minutes' }];
  return rest === 0
    ? [{ value: hours, unit: 'hours' }]
    : [
        { value: hours, unit: 'hours' },
        { value: rest, unit: 'minutes' },
      ];
}

/** 228 minutes → "3 h 48 min" / "3 ч 48 мин" / "3 год 48 хв". */
export function formatTalkTime(minutes: number, units: SampleReport['units']): string {
  return talkTimeParts(minutes)
    .map((part) => `${part.value}${NBSP}${units[part.unit]}`)
    .join(' ');
}

/** "3:12" → "3 min 12 s" / "3 мин 12 с" / "3 хв 12 с". */
export function formatCallLength(length: string, units: SampleReport['units']): string {
  const [minutes, seconds] = length.split(':').map(Number) as [number, number];
  return `${minutes}${NBSP}${units.minutes} ${seconds}${NBSP}${units.seconds}`;
}
