import type { PhoneCallState, PhoneCallStatusResponse } from '@site/contracts';
import { FINAL_STATES } from './call-states';
import { callStatus, type FollowedCall } from './request-call';

/**
 * How the panel follows a call: each ask of the status is one ElevenLabs lookup on the server, so
 * it asks soon after the call is placed (the phone rings within seconds), then less and less often
 * while nothing changes (a conversation lasts up to ten minutes), again soon after a change (the
 * call's end follows an answer), and stops for good once the call's record has its end: ended, not
 * answered or failed. Past the longest a call rings and lasts, it stops asking too.
 */
export const FIRST_ASK_MS = 2_000;
export const BACKOFF = 1.6;
export const LONGEST_WAIT_MS = 10_000;
export const FOLLOW_FOR_MS = 15 * 60_000;

export interface FollowOptions {
  readonly ask?: (call: FollowedCall) => Promise<PhoneCallStatusResponse | undefined>;
  readonly setTimer?: (run: () => void, ms: number) => unknown;
  readonly clearTimer?: (timer: unknown) => void;
  readonly now?: () => number;
}

/** The wait before the next ask, `unchanged` asks after the last change of state (or after the first). */
export function nextWaitMs(unchanged: number): number {
  return Math.min(LONGEST_WAIT_MS, Math.round(FIRST_ASK_MS * BACKOFF ** unchanged));
}

/** Follows `call`, telling `onStatus` each state read; returns what stops it (the panel's unmounting). */
export function followCall(
  call: FollowedCall,
  onStatus: (status: PhoneCallStatusResponse) => void,
  { ask = callStatus, setTimer = setTimeout, clearTimer = (timer) => clearTimeout(timer as number), now = Date.now }: FollowOptions = {},
): () => void {
  const until = now() + FOLLOW_FOR_MS;
  let stopped = false;
  let unchanged = 0;
  let last: PhoneCallState | undefined;
  let timer: unknown;
  const askNow = async () => {
    const status = await ask(call);
    if (stopped) return;
    if (status) {
      onStatus(status);
      if (FINAL_STATES.includes(status.state)) return;
      unchanged = status.state === last ? unchanged + 1 : 0;
      last = status.state;
    } else {
      unchanged += 1;
    }
    if (now() < until) timer = setTimer(() => void askNow(), nextWaitMs(unchanged));
  };
  timer = setTimer(() => void askNow(), FIRST_ASK_MS);
  return () => {
    stopped = true;
    clearTimer(timer);
  };
}
