import type { PhoneCallState } from '@site/contracts';

/** The states after which a call changes no more: the panel stops asking and offers the rating. */
export const FINAL_STATES: readonly PhoneCallState[] = ['ended', 'not_answered', 'failed'];
