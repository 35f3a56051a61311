import { href, OTHER_WAYS } from '@site/model';
import { notify } from '@site/ui';
import type { VoiceNotice } from './voice-session';

export type Translate = (key: string, values?: Readonly<Record<string, string>>) => string;

/** How else to reach us, which a refusal names (G6): the e-mail and the phone. */
const OTHER_WAYS_TEXT = { email: OTHER_WAYS.email, phone: OTHER_WAYS.phoneText };

/**
 * Shows a notice of the session as a toast, in the page's language. When voice is off for the day,
 * the toast says how else to reach us and offers the contacts page (`contactsHref`, in the page's
 * language); when too many conversations are open from the visitor's network or provider, it says
 * how else to reach us too.
 */
export function showNotice(notice: VoiceNotice, t: Translate, contactsHref = href('contacts')): void {
  switch (notice.kind) {
    case 'started':
      notify.success(t('toasts.started.title'), t('toasts.started.description'));
      return;
    case 'ended':
      notify.info(t('toasts.ended.title'), t('toasts.ended.description'));
      return;
    case 'failed':
      if (notice.failure === 'unavailableToday') {
        notify.error(t('toasts.failed.title'), t('errors.unavailableToday', OTHER_WAYS_TEXT), {
          label: t('errors.contactsAction'),
          onClick: () => location.assign(contactsHref),
        });
        return;
      }
      notify.error(t('toasts.failed.title'), t(`errors.${notice.failure}`, notice.failure === 'busyNetwork' ? OTHER_WAYS_TEXT : undefined));
      return;
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
