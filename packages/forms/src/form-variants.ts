import type { FormId } from '@site/contracts';

/** The AI Sales Manager form asks more and has no consent checkbox; every other form asks less. */
export function formVariant(formId: FormId): { readonly extended: boolean; readonly consent: boolean } {
  const extended = formId === 'sales-manager';
  return { extended, consent: !extended };
}
