import type { Browser, Page } from 'puppeteer-core';
import { closeThrottledPage, openThrottledPage, pause } from './throttled-phone';
import { press } from './first-tap';

/**
 * From a press on the voice launcher to the first word of the agent's greeting, on the throttled
 * phone, with Chromium's fake microphone and the twin's simulated agent: what a visitor waits for
 * before the assistant speaks. Measured for the first press of a page (the visit has seen the AI
 * notice already, on an earlier page: the press starts the call), for a second press on the same
 * page once the first call has ended (the code is there: the floor the first press is held to),
 * and for a visit's first conversation, from the notice's Start. The first word is heard in the
 * first frame in which the agent speaks (the SDK's speaking mode, which its audio starts: the
 * panel's speaking status, or the early call's before the panel is there) or its greeting shows.
 */
export interface FirstWord {
  /** ms, median, and the fastest and slowest run. */
  readonly firstPress: Stat;
  /** The first press, to the greeting's text on screen: in the panel, or above the launcher while a call the starter began waits for the app. */
  readonly firstPressShown: Stat;
  readonly secondPress: Stat;
  /** From the notice's Start (the visit's first conversation; the notice itself loaded the code). */
  readonly fromNotice: Stat;
  /** The launcher's interaction on the first press, ms: from the press to the first frame after its handlers (see watchGreeting). */
  readonly launcherInteraction: Stat;
}

export interface Stat {
  readonly median: number;
  readonly min: number;
  readonly max: number;
}

/** Chromium's fake device: a permission granted at once and a tone for a voice. */
export const FAKE_MICROPHONE_ARGS = ['--use-fake-ui-for-media-stream', '--use-fake-device-for-media-stream'];

const LAUNCHER = '.vc-widget .vc-launcher';
const NOTICE_START = '.vc-notice .ui-button--primary';
const END = '.vc-panel__end';
const CLOSE_ENDED = '.vc-ended > .vc-panel__actions > .ui-button--secondary:last-child';
/** An agent's line in the panel, or in the starter's early lines above the launcher. */
const GREETING = '.vc-transcript__entry--agent';
const SPEAKING = '.vc-widget .vc-status--speaking, .vc-widget .vc-avatar--speaking';

/**
 * Runs in the page: notes the press on `pressed` and, frame by frame, when the greeting first
 * shows; and the press's interaction. Event Timing gives each event of the interaction its start
 * and the end of its handlers; its own `duration` runs to the next frame *presented*, and headless
 * Chromium presents almost none (its display compositor skips the swap of nearly every frame: a
 * trace shows "Swap skipped." for each, and the duration of the launcher's press was the time to
 * the next real swap, ~1.2-1.4 s, while the frame showing the press was drawn within 150 ms). So
 * the end of each event is the end of the first frame after its handlers (a requestAnimationFrame
 * and the task right after it, the usual stand-in for the next paint), as a phone that presents
 * every frame would report it.
 */
function watchGreeting({ pressed, greeting, speaking }: { pressed: string; greeting: string; speaking: string }): void {
  type Watch = { at?: number; shownAt?: number; heardAt?: number; events: { start: number; processed: number }[]; frames: number[] };
  const w = window as unknown as { __word: Watch };
  w.__word = { events: [], frames: [] };
  const channel = new MessageChannel();
  channel.port1.onmessage = () => w.__word.frames.push(performance.now());
  const frame = () => {
    channel.port2.postMessage(null);
    const visible = [...document.querySelectorAll(greeting)].some((element) => element.checkVisibility());
    const talking = document.documentElement.dataset.earlyCall === 'speaking' || document.querySelector(speaking) !== null;
    if (w.__word.at !== undefined && visible) w.__word.shownAt ??= performance.now();
    if (w.__word.at !== undefined && (visible || talking)) w.__word.heardAt ??= performance.now();
    if (w.__word.shownAt === undefined || performance.now() - w.__word.shownAt < 500) requestAnimationFrame(frame);
  };
  requestAnimationFrame(frame);
  addEventListener(
    'pointerdown',
    (event) => {
      if ((event.target as Element | null)?.closest(pressed)) w.__word.at = event.timeStamp;
    },
    { capture: true },
  );
  new PerformanceObserver((list) => {
    for (const entry of list.getEntries() as (PerformanceEventTiming & { interactionId?: number })[]) {
      if (entry.interactionId && entry.startTime >= (w.__word.at ?? Infinity) - 1)
        w.__word.events.push({ start: entry.startTime, processed: entry.processingEnd });
    }
  }).observe({ type: 'event', durationThreshold: 16, buffered: false } as PerformanceObserverInit);
}

async function timeToGreeting(page: Page, pressed: string): Promise<{ ms: number; shown: number; interaction: number }> {
  await page.evaluate(watchGreeting, { pressed, greeting: GREETING, speaking: SPEAKING });
  await press(page, pressed);
  await page.waitForFunction(() => (window as unknown as { __word: { shownAt?: number } }).__word.shownAt !== undefined, { timeout: 60_000 });
  // Event Timing reports an interaction once a frame has been presented; a moment for the observer.
  await pause(600);
  return page.evaluate(() => {
    const {
      at = 0,
      shownAt = 0,
      heardAt = 0,
      events,
      frames,
    } = (
      window as unknown as {
        __word: { at?: number; shownAt?: number; heardAt?: number; events: { start: number; processed: number }[]; frames: number[] };
      }
    ).__word;
    const ends = events.map(({ start, processed }) => (frames.find((time) => time >= processed) ?? processed) - start);
    return { ms: heardAt - at, shown: shownAt - at, interaction: Math.max(0, ...ends) };
  });
}

async function endCall(page: Page): Promise<void> {
  // The greeting may show before the panel does (the starter's early lines): the panel's End is the app's.
  await page.waitForSelector(END, { visible: true, timeout: 60_000 });
  await press(page, END);
  await page.waitForSelector(CLOSE_ENDED, { visible: true });
  await press(page, CLOSE_ENDED);
  await page.waitForSelector(LAUNCHER, { visible: true });
}

const stat = (values: number[]): Stat => {
  const sorted = [...values].sort((a, b) => a - b);
  return { median: sorted[Math.floor(sorted.length / 2)]!, min: sorted[0]!, max: sorted.at(-1)! };
};

/** `browser` must have been launched with FAKE_MICROPHONE_ARGS. */
export async function benchFirstWord(browser: Browser, origin: string, path: string, runs: number): Promise<FirstWord> {
  const first: number[] = [];
  const firstShown: number[] = [];
  const second: number[] = [];
  const notice: number[] = [];
  const interactions: number[] = [];
  const loaded = async (noticeGiven: boolean) => {
    const page = await openThrottledPage(browser);
    if (noticeGiven) await page.evaluateOnNewDocument(() => sessionStorage.setItem('voice-ai-notice', 'given on an earlier page'));
    await page.goto(`${origin}${path}`, { waitUntil: 'load' });
    await pause(3_000);
    return page;
  };
  for (let i = 0; i < runs; i += 1) {
    const page = await loaded(true);
    const firstPress = await timeToGreeting(page, LAUNCHER);
    first.push(firstPress.ms);
    firstShown.push(firstPress.shown);
    interactions.push(firstPress.interaction);
    await endCall(page);
    await pause(1_000);
    second.push((await timeToGreeting(page, LAUNCHER)).ms);
    await closeThrottledPage(page);

    const fresh = await loaded(false);
    await press(fresh, LAUNCHER);
    await fresh.waitForSelector(NOTICE_START, { visible: true, timeout: 60_000 });
    // The visitor reads the notice before starting.
    await pause(1_000);
    notice.push((await timeToGreeting(fresh, NOTICE_START)).ms);
    await closeThrottledPage(fresh);
    console.log(
      `    ${path} run ${i + 1}: first press ${Math.round(first.at(-1)!)} ms (in the panel ${Math.round(firstShown.at(-1)!)} ms, interaction ${Math.round(interactions.at(-1)!)} ms), second ${Math.round(second.at(-1)!)} ms, from the notice ${Math.round(notice.at(-1)!)} ms`,
    );
  }
  return {
    firstPress: stat(first),
    firstPressShown: stat(firstShown),
    secondPress: stat(second),
    fromNotice: stat(notice),
    launcherInteraction: stat(interactions),
  };
}
