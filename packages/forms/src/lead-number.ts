import type { LeadCallMorning, LeadFormId } from '@site/model';

/**
 * The number a lead form was just sent with, for its thank-you page's "Lumi calls you now": kept in
 * this tab's session storage only (the page may come from another remote's form, and nothing
 * personal goes into a URL), and forgotten once a call is asked for or the tab closes.
 */
const KEY = 'site:lead-number';

export interface LeadNumber {
  readonly form: LeadFormId;
  readonly phone: string;
  /** The phone field's country (ISO 3166-1 alpha-2), or '' when the number has its +code. */
  readonly country: string;
  /** When the call the thank-you page offers would wait for a morning, as the lead's answer said. */
  readonly morning?: LeadCallMorning;
}

export function rememberLeadNumber(number: LeadNumber): void {
  try {
    sessionStorage.setItem(KEY, JSON.stringify(number));
  } catch {
    // Storage refused (private mode, quota): the thank-you page offers the picker alone.
  }
}

/** What is kept, as stored (a string stays the same between reads, as React's external stores need), or null. */
export function keptLeadNumber(): string | null {
  try {
    return sessionStorage.getItem(KEY);
  } catch {
    return null;
  }
}

/** The number the form `form` (by default, whichever form it was) was sent with in this tab, if it is the one remembered. */
export function leadNumberOf(form?: LeadFormId): LeadNumber | undefined {
  try {
    const kept = JSON.parse(keptLeadNumber() ?? 'null') as Partial<LeadNumber> | null;
    if (!kept?.form || (form && kept.form !== form) || typeof kept.phone !== 'string' || !kept.phone || typeof kept.country !== 'string') return undefined;
    const morning = kept.morning && typeof kept.morning.morning === 'string' && typeof kept.morning.timeZone === 'string' ? kept.morning : undefined;
    return { form: kept.form, phone: kept.phone, country: kept.country, ...(morning && { morning }) };
  } catch {
    return undefined;
  }
}

export function forgetLeadNumber(): void {
  try {
    sessionStorage.removeItem(KEY);
  } catch {
    // Nothing was kept.
  }
}
