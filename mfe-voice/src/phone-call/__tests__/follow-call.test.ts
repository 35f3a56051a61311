import { describe, expect, it } from 'vitest';
import type { PhoneCallStatusResponse } from '@site/contracts';
import { FIRST_ASK_MS, FOLLOW_FOR_MS, followCall, LONGEST_WAIT_MS } from '../follow-call';

const CALL = { callId: '0b9c2a4e-5d6f-4a1b-8c3d-2e4f6a8b0c1d', statusToken: 'x'.repeat(43) };

/** A clock and one timer the test moves by hand; the server answers from `script`, one state each ask, the last for ever. */
function following(script: readonly (PhoneCallStatusResponse | undefined)[]) {
  let clock = 0;
  let pending: { at: number; run: () => void } | undefined;
  const asksAt: number[] = [];
  const seen: string[] = [];
  const stop = followCall(CALL, (status) => seen.push(status.state), {
    ask: async () => {
      asksAt.push(clock);
      return script[Math.min(asksAt.length - 1, script.length - 1)];
    },
    setTimer: (run, ms) => (pending = { at: clock + ms, run }),
    clearTimer: () => (pending = undefined),
    now: () => clock,
  });
  /** Runs every ask due within `ms`. */
  const pass = async (ms: number) => {
    const end = clock + ms;
    while (pending && pending.at <= end) {
      const { at, run } = pending;
      pending = undefined;
      clock = at;
      run();
      await new Promise((resolve) => setTimeout(resolve, 0));
    }
    clock = end;
  };
  return { asksAt, seen, pass, stop, waiting: () => pending !== undefined };
}

const ringing: PhoneCallStatusResponse = { state: 'ringing' };
const inCall: PhoneCallStatusResponse = { state: 'in_call' };
const ended: PhoneCallStatusResponse = { state: 'ended', duration_seconds: 84 };

describe("the panel following a call (issue 57 §3: the panel's polling)", () => {
  it('stops asking once the call has ended, not answered or failed', async () => {
    const run = following([ringing, inCall, ended]);
    await run.pass(FOLLOW_FOR_MS);
    expect(run.seen).toEqual(['ringing', 'in_call', 'ended']);
    expect(run.asksAt).toHaveLength(3);
    expect(run.waiting()).toBe(false);
  });

  it('asks less and less often while nothing changes, at most every 10 s, and soon again after a change', async () => {
    const run = following([...Array(6).fill(ringing), inCall]);
    await run.pass(10 * 60_000);
    const waits = run.asksAt.slice(1).map((at, i) => at - run.asksAt[i]!);
    expect(run.asksAt[0]).toBe(FIRST_ASK_MS);
    // Ringing: 2 s, 3.2 s, 5.1 s, 8.2 s, then every 10 s; the answer, and the next ask comes soon.
    expect(waits.slice(0, 6)).toEqual([2_000, 3_200, 5_120, 8_192, 10_000, 10_000]);
    expect(waits[6]).toBe(FIRST_ASK_MS);
    expect(Math.max(...waits)).toBe(LONGEST_WAIT_MS);
    // Ten minutes of a call cost ~65 lookups, not the 300 of a fixed 2 s.
    expect(run.asksAt.length).toBeLessThan(70);
  });

  it('backs off too when the status cannot be read, and gives up after the longest call', async () => {
    const run = following([undefined]);
    await run.pass(FOLLOW_FOR_MS + LONGEST_WAIT_MS);
    expect(run.seen).toEqual([]);
    expect(run.asksAt.length).toBeLessThan(100);
    expect(run.waiting()).toBe(false);
  });

  it('asks nothing more once the panel is gone', async () => {
    const run = following([ringing]);
    await run.pass(FIRST_ASK_MS);
    run.stop();
    await run.pass(FOLLOW_FOR_MS);
    expect(run.asksAt).toEqual([FIRST_ASK_MS]);
  });
});
