import type { ParseKeys } from 'i18next';
import { href, OTHER_WAYS } from '@site/model';
import { notify } from '@site/ui';
import type { Channel } from './connection';
import type { VoiceNotice } from './voice-session';

export type Translate = (key: ParseKeys<'voice'>, values?: Readonly<Record<string, string>>) => string;

/** How else to reach us, which a refusal names (G6): the e-mail and the phone. */
const OTHER_WAYS_TEXT = { email: OTHER_WAYS.email, phone: OTHER_WAYS.phoneText };

/** A start the assistant refused, as the visitor is told it: the spec's title, why, and, when voice is off for the day, where else to go. */
export interface StartRefusal {
  readonly title: string;
  readonly text: string;
  readonly action?: { readonly label: string; readonly href: string };
}

/**
 * Where a view says why its start was refused, beside the control that was pressed (the launcher,
 * the Lumi demo's buttons) rather than in a toast at the window's far corner: one refusal, kept
 * until the visitor closes it or starts again.
 */
export interface RefusalSlot {
  current(): StartRefusal | null;
  show(refusal: StartRefusal | null): void;
  subscribe(listener: () => void): () => void;
}

export function createRefusalSlot(): RefusalSlot {
  let current: StartRefusal | null = null;
  const listeners = new Set<() => void>();
  return {
    current: () => current,
    show(refusal) {
      current = refusal;
      listeners.forEach((listener) => listener());
    },
    subscribe(listener) {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
  };
}

/** The failures whose words name what failed: a typed chat has its own, where a call's say "the voice assistant". */
const TYPED_WORDING = ['serviceUnavailable'] as const satisfies readonly StartRefusalCause[];

/**
 * The words of a failed start, for what was started: a call or a typed chat. The day's allowance
 * spent names which allowance (`errors.allowanceOf.*`), as calls and typed chats have their own.
 */
function failureText(failure: StartRefusalCause, channel: Channel, t: Translate, values?: Readonly<Record<string, string>>): string {
  if (failure === 'unavailableToday') return t('errors.unavailableToday', { ...values, what: t(`errors.allowanceOf.${channel}`) });
  const typed = channel === 'text' && TYPED_WORDING.find((own) => own === failure);
  return typed ? t(`errors.typed.${typed}`, values) : t(`errors.${failure}`, values);
}

function startRefusal(failure: StartRefusalCause, channel: Channel, t: Translate, contactsHref: string): StartRefusal {
  const title = t('toasts.failed.title');
  // The day's calls or typed chats spent, or the agent full for minutes: the contacts page's form and picker meanwhile.
  if (failure === 'unavailableToday' || failure === 'busyAssistant') {
    return { title, text: failureText(failure, channel, t, OTHER_WAYS_TEXT), action: { label: t('errors.contactsAction'), href: contactsHref } };
  }
  // Too many conversations open from the visitor's network or provider: how else to reach us too.
  return { title, text: failureText(failure, channel, t, failure === 'busyNetwork' ? OTHER_WAYS_TEXT : undefined) };
}

type StartRefusalCause = Extract<VoiceNotice, { kind: 'failed' }>['failure'];

/**
 * Shows a notice of the session in the page's language: as a toast, but a refused start beside
 * the control that was pressed when the view gives a place for it (`refusals`), in words for what
 * was refused: a call or a typed chat. When the day's are spent, the refusal says how else to reach
 * us and offers the contacts page, with its form and meeting picker (`contactsHref`,
 * in the page's language); when too many conversations are open from the visitor's network or
 * provider, it says how else to reach us too.
 */
export function showNotice(notice: VoiceNotice, t: Translate, contactsHref = href('contacts'), refusals?: RefusalSlot): void {
  switch (notice.kind) {
    case 'started':
      notify.success(t('toasts.started.title'), t('toasts.started.description'));
      return;
    case 'ended':
      notify.info(t('toasts.ended.title'), t('toasts.ended.description'));
      return;
    case 'failed': {
      const refusal = startRefusal(notice.failure, notice.channel, t, contactsHref);
      if (refusals) refusals.show(refusal);
      else if (refusal.action) notify.error(refusal.title, refusal.text, { label: refusal.action.label, onClick: () => location.assign(refusal.action!.href) });
      else notify.error(refusal.title, refusal.text);
      return;
    }
    case 'dropped':
      notify.error(t('toasts.failed.title'), t('errors.dropped'));
      return;
    case 'contactSaved':
      notify.success(t('toasts.contactSaved.title'), t('toasts.contactSaved.description'));
      return;
    case 'contactDelayed':
      notify.info(t('toasts.contactDelayed.title'), t('toasts.contactDelayed.description'));
  }
}
