import { LANGUAGES } from '@site/model';
import { startMeetingStandIns } from '@site/stand-ins/meeting-services';
import { timedRequests } from './load-loop';

/**
 * The load generator of bench/meeting-times.ts, in its own process so it does not compete with the
 * twin for the twin's one thread, together with the managers' calendars and the mail stand-in
 * (remote services, so not in the twin's process either). Sends the twin the settings that point
 * the functions at the stand-ins, then the latencies, over IPC.
 */
export interface TimesLoadRequest {
  readonly url: string;
  readonly total: number;
  readonly concurrency: number;
  readonly warmUp: number;
}

export interface TimesLoadResult {
  readonly seconds: number;
  readonly latenciesMs: number[];
  /** How many answers offered no time at all (a failure of the bench). */
  readonly empty: number;
}

const send = (message: unknown) => process.send?.(message);
const before = { ...process.env };
const standIns = await startMeetingStandIns();
send({ env: Object.fromEntries(Object.entries(process.env).filter(([name, value]) => before[name] !== value)) });

/** Zones the visitors of each language are in, across the managers' offsets. */
const ZONES = ['Europe/Kyiv', 'Europe/Warsaw', 'Asia/Almaty', 'Europe/London', 'America/New_York'];

async function run(url: string, count: number, concurrency: number, offset: number) {
  let empty = 0;
  const timed = await timedRequests(count, concurrency, offset, async (index) => {
    // Half as the picker asks (every time of the working days ahead), half as the assistant's tool does (three).
    const body = { language: LANGUAGES[index % LANGUAGES.length], timeZone: ZONES[index % ZONES.length], ...(index % 2 ? { count: 3 } : {}) };
    const response = await fetch(`${url}/api/meeting-times`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify(body),
    });
    const answer = (await response.json()) as { days?: { times: unknown[] }[] };
    if (response.status !== 200) throw new Error(`times ${index}: ${response.status} ${JSON.stringify(answer)}`);
    if (!answer.days?.some((day) => day.times.length)) empty += 1;
  });
  return { ...timed, empty };
}

process.on('message', (request: TimesLoadRequest) => {
  void (async () => {
    await run(request.url, request.warmUp, request.concurrency, 0);
    send((await run(request.url, request.total, request.concurrency, request.warmUp)) satisfies TimesLoadResult);
  })().catch((error: unknown) => {
    console.error(error);
    process.exit(1);
  });
});
process.once('disconnect', () => void standIns.close());
