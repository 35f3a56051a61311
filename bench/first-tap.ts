import { ProtocolError, type Page } from 'puppeteer-core';
import { estimateMonthly, exampleInput, localizePath, LANGUAGES, type Language } from '@site/model';
import { valueFromShownPage } from '../tests/support/shown-page';
import { closeThrottledPage, launchPhoneBrowser, openThrottledPage, pause } from './throttled-phone';

/**
 * The visitor's first tap on a loaded page, on a throttled phone (bench/throttled-phone.ts): the page
 * is loaded and left idle for 3 s, then one control is tapped, and the time is taken from the tap's
 * pointerdown to the first frame in which its result shows. Each control is measured on a page of its
 * own, so every tap is a first tap (but the second tap, made right after a tap that loads code), and
 * again on the same page with its scripts taken out, as a visitor with JavaScript off gets it. Also
 * the JavaScript transferred from load to the app being ready.
 */
export interface FirstTap {
  /** Control → ms from the tap to its visible result (median). */
  taps: Record<string, number>;
  /** Control → the fastest and the slowest of its runs, ms: on a shared two-core machine the spread is wide. */
  tapRanges: Record<string, [number, number]>;
  /** Control → ms from the same tap to its result on the page without its scripts (median); none for a control that needs the app. */
  tapsWithoutJs: Record<string, number>;
  /** JavaScript transferred from the page's load to the app being ready, KB (gzip as served). */
  jsToReadyKb: number;
}

/** What a control's result looks like: an element that shows, a number of visible elements, a field showing what was typed, or the next page. */
type Result = { visible: string } | { visibleCount: string; count: number } | { field: string; value: string } | { navigatedTo: Language };

interface Control {
  name: string;
  tap: string;
  /** Taps made first, to reach the control (the phone's language switcher is in its menu). */
  before?: string[];
  /** How long the visitor looks at what those taps showed before tapping the control, ms. */
  readMs?: number;
  result: Result;
  desktop?: boolean;
  /** Chromium is told not to prerender: the page then comes from the speculation rules' prefetch. */
  noPrerender?: boolean;
  /** Its result is the app's (the launcher connecting, the form checked): without JavaScript there is none to compare with. */
  needsApp?: boolean;
  /** What the visitor types into the control once tapped, in place of what it held (a calculator's field). */
  typed?: string;
  /** The pause between the typed keystrokes, ms. */
  keystrokeMs?: number;
  /** Its result on the page without scripts, when that differs (a typed volume: the field showing it). */
  resultWithoutJs?: Result;
}

/** Controls measured for information, without a target of their own. */
export const UNTARGETED: ReadonlySet<string> = new Set(['language switcher, no prerender']);

/** Where the bench serves each measured page again without its scripts (bench/web-vitals.ts writes them). */
export const WITHOUT_JS_PREFIX = '/bench-without-js';

/** The page at `path` without its scripts. */
export function withoutJs(path: string): string {
  return `${WITHOUT_JS_PREFIX}${path === '/' ? '' : path}`;
}

const MENU: Control = { name: 'menu', tap: '.sh-menu-toggle', result: { visible: '.sh-mobile-menu' } };
const PRODUCTS_MENU: Control = {
  name: 'products menu (desktop)',
  tap: '.sh-products-menu__toggle',
  result: { visible: '.sh-products-menu__panel' },
  desktop: true,
};
const FAQ: Control = { name: 'FAQ question', tap: '#main details > summary', result: { visible: '#main details[open] > summary + *' } };
const VOICE: Control = { name: 'voice launcher', tap: '.vc-launcher', result: { visible: '.vc-launcher[aria-busy="true"]' }, needsApp: true };
const FORM: Control = {
  name: 'form submit',
  tap: '#request [type="submit"]',
  result: { visible: '#request [type="submit"][aria-busy="true"], #request [type="submit"]:disabled, #request .ui-field__error' },
  needsApp: true,
};
/** A question tapped right after the voice launcher, while the code the launcher needs is loading. */
const SECOND_TAP: Control = { ...FAQ, name: 'second tap (FAQ after the launcher)', before: ['.vc-launcher'] };
/** The calculator's other product, a radio: its worked example shows by the page's style sheet. */
const CALCULATOR_PRODUCT: Control = {
  name: 'calculator product',
  tap: 'label.pr-estimate__product:has(input[value="ai-seller"])',
  result: { visible: '.pr-estimate__result[data-product="ai-seller"]' },
};
/**
 * A volume typed into the calculator, from the field's tap to the estimate that prices it: the
 * products remote's starter answers it, not the app. Without scripts nobody prices a typed volume,
 * so the floor it is held to is the least a typing visitor waits for: the field showing the
 * volume, after the same tap, the same selection and the same keystrokes, typed at a thumb's pace.
 */
const TYPED_CALLS = 5_000;
/**
 * Between keystrokes, ms: a quick thumb on a phone's number pad (people type about 36 words a
 * minute on phones, some 330 ms a character); typed at the harness's own speed instead, four keys
 * land within one network round trip of the tap, which no visitor does.
 */
const KEYSTROKE_MS = 200;
const CALLS_FIELD = '#calculator input[name="lumi-ai:calls"]';
const CALCULATOR_ESTIMATE: Control = {
  name: 'calculator estimate',
  tap: CALLS_FIELD,
  typed: String(TYPED_CALLS),
  keystrokeMs: KEYSTROKE_MS,
  result: {
    visible: `.pr-estimate__result[data-product="lumi-ai"] [data-saving="${Math.round(
      estimateMonthly({ ...exampleInput('lumi-ai'), calls: TYPED_CALLS }).saving!,
    )}"]`,
  },
  resultWithoutJs: { field: CALLS_FIELD, value: String(TYPED_CALLS) },
};
const FILTER: Control = { name: 'case filter', tap: 'input[name="industry"][value="b2b"]', result: { visibleCount: '.ct-cards > li', count: 3 } };
const switcherTo = (lang: Language, noPrerender = false): Control => ({
  name: noPrerender ? 'language switcher, no prerender' : 'language switcher',
  before: ['.sh-menu-toggle'],
  tap: `.sh-mobile-menu__lang a[hreflang="${lang === 'en' ? 'ru' : 'en'}"]`,
  result: { navigatedTo: lang === 'en' ? 'ru' : 'en' },
  // A visitor finds their language in the menu before tapping it: a second.
  readMs: 1_000,
  noPrerender,
});

/** The pages and what is tapped on each, in the three languages. */
export function firstTapPages(
  languages: readonly Language[] = LANGUAGES,
  only?: readonly string[],
  controlNames?: readonly string[],
): { path: string; controls: Control[] }[] {
  const pages = (lang: Language) => [
    { path: localizePath('/', lang), controls: [MENU, PRODUCTS_MENU, FAQ, SECOND_TAP, switcherTo(lang), switcherTo(lang, true), VOICE] },
    { path: localizePath('/products/lumi-ai', lang), controls: [MENU, FAQ, FORM] },
    { path: localizePath('/cases', lang), controls: [MENU, FILTER] },
    { path: localizePath('/pricing', lang), controls: [CALCULATOR_PRODUCT, CALCULATOR_ESTIMATE] },
  ];
  return languages.flatMap((lang) =>
    pages(lang)
      .filter(({ path }) => !only || only.some((page) => localizePath(page, lang) === path))
      .map((page) => ({ ...page, controls: page.controls.filter(({ name }) => !controlNames || controlNames.includes(name)) }))
      .filter(({ controls }) => controls.length),
  );
}

/** Runs in the page: notes the tap and, frame by frame, when its result first shows. */
function watchTap(result: Result): void {
  const w = window as unknown as { __tap: { at?: number; shownAt?: number } };
  w.__tap = {};
  addEventListener(
    'pointerdown',
    (event) => {
      w.__tap.at = event.timeStamp;
      // A navigation's result is timed by the next page, which reads the tap's time from here.
      sessionStorage.setItem('bench:tap', String(performance.timeOrigin + event.timeStamp));
    },
    { capture: true, once: true },
  );
  const visible = (selector: string) => [...document.querySelectorAll(selector)].filter((element) => element.checkVisibility());
  const shown = () =>
    'visible' in result
      ? visible(result.visible).length > 0
      : 'visibleCount' in result
        ? visible(result.visibleCount).length === result.count
        : 'field' in result
          ? document.querySelector<HTMLInputElement>(result.field)?.value === result.value
          : false;
  const frame = () => {
    if (w.__tap.at !== undefined && shown()) w.__tap.shownAt = performance.now();
    else requestAnimationFrame(frame);
  };
  requestAnimationFrame(frame);
}

/**
 * Read on the page a tap navigated to, once it shows: from the tap on the previous page to this
 * one's first paint, or to its activation if it was prerendered and had painted before.
 */
const SHOWN_AFTER_TAP = `((code) => {
  if (document.prerendering || document.documentElement.lang !== code) return null;
  const paint = performance.getEntriesByName('first-contentful-paint')[0];
  if (!paint) return null;
  const { activationStart = 0 } = performance.getEntriesByType('navigation')[0];
  return performance.timeOrigin + Math.max(paint.startTime, activationStart) - Number(sessionStorage.getItem('bench:tap'));
})`;

/** The next page is another document, which after a prerender's activation is another target. */
function navigationTime(page: Page, lang: Language): Promise<number> {
  return valueFromShownPage(
    page.browserContext(),
    `${SHOWN_AFTER_TAP}(${JSON.stringify(lang)})`,
    (value): value is number => typeof value === 'number',
    60_000,
  );
}

/**
 * Brings the control into view and touches (or clicks) it at once, as a thumb does. A scroll is an
 * intent that starts the app, so the tap must not wait for round trips of its own after it. A tap
 * that shows a prerendered page closes the page it was made on, possibly before the touch's end is
 * acknowledged: `navigates` accepts that.
 */
export async function press(page: Page, selector: string, { desktop = false, navigates = false } = {}): Promise<void> {
  const { x, y } = await page.$eval(selector, (element) => {
    // To the middle, as a thumb would: at the window's edge a phone's dock (the voice launcher's) covers it.
    element.scrollIntoView({ block: 'center' });
    const box = element.getBoundingClientRect();
    return { x: box.x + box.width / 2, y: box.y + box.height / 2 };
  });
  const pressed = desktop ? page.mouse.click(x, y) : page.touchscreen.tap(x, y);
  await pressed.catch((error: unknown) => {
    if (!(navigates && error instanceof ProtocolError && /Target closed/.test(error.message))) throw error;
  });
}

/** How long a visitor who scrolled to a control looks at it before tapping, ms. */
const FIND_MS = 1_000;

async function measureTap(page: Page, control: Control, withScripts: boolean): Promise<number> {
  const result = (!withScripts && control.resultWithoutJs) || control.result;
  // A control off the first screen is scrolled to, then tapped once seen, as a thumb does: the
  // sections the page renders as they come near the viewport (content-visibility) are rendered by
  // the scroll, not charged to the tap's first frame, on the page with and without its scripts.
  if (await page.$eval(control.tap, (element) => element.getBoundingClientRect().bottom > innerHeight)) {
    await page.$eval(control.tap, (element) => element.scrollIntoView({ block: 'center' }));
    await pause(FIND_MS);
  }
  for (const selector of control.before ?? []) await press(page, selector);
  if (control.readMs) await pause(control.readMs);
  await page.evaluate(watchTap, result);
  await press(page, control.tap, { desktop: control.desktop, navigates: 'navigatedTo' in result });
  if (control.typed) {
    await page.$eval(control.tap, (field) => (field as HTMLInputElement).select());
    await page.keyboard.type(control.typed, { delay: control.keystrokeMs });
  }
  if ('navigatedTo' in result) return navigationTime(page, result.navigatedTo);
  await page.waitForFunction(() => (window as unknown as { __tap: { shownAt?: number } }).__tap.shownAt !== undefined, { timeout: 60_000 });
  return page.evaluate(() => {
    const { at = 0, shownAt = 0 } = (window as unknown as { __tap: { at?: number; shownAt?: number } }).__tap;
    return shownAt - at;
  });
}

/**
 * From the page's load to the app being ready after a press on the voice launcher, a control that
 * needs the app on every page, in KB of JavaScript.
 */
async function jsToReady(page: Page): Promise<number> {
  await press(page, '.vc-launcher');
  await page.waitForFunction(() => (window as unknown as { __SITE_READY__?: boolean }).__SITE_READY__ === true, { timeout: 120_000 });
  return page.evaluate(
    () =>
      (performance.getEntriesByType('resource') as PerformanceResourceTiming[])
        .filter((entry) => /\.m?js$/.test(new URL(entry.name).pathname))
        .reduce((sum, entry) => sum + entry.transferSize, 0) / 1024,
  );
}

const median = (values: number[]) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)]!;

export async function benchFirstTap(
  origin: string,
  chromePath: string,
  runs: number,
  languages: readonly Language[] = LANGUAGES,
  only?: readonly string[],
  controlNames?: readonly string[],
): Promise<Record<string, FirstTap>> {
  const browser = await launchPhoneBrowser(chromePath);
  const results: Record<string, FirstTap> = {};
  const loaded = async (path: string, control?: Control) => {
    const page = await openThrottledPage(browser, control?.desktop ? { width: 1280, height: 800 } : undefined);
    if (control?.noPrerender) await (await page.createCDPSession()).send('Page.setPrerenderingAllowed', { isAllowed: false });
    await page.goto(`${origin}${path}`, { waitUntil: 'load' });
    await pause(3_000);
    return page;
  };
  try {
    // One run of a tap on a fresh page. Puppeteer can lose the page's frame to a process swap the
    // browser makes (seen once after dozens of contexts: "Attempted to use detached Frame"); that
    // run is made again, and said.
    const timeOf = async (path: string, control: Control) => {
      for (let retried = 0; ; retried += 1) {
        const page = await loaded(path, control);
        try {
          return await measureTap(page, control, !path.startsWith(WITHOUT_JS_PREFIX));
        } catch (error) {
          if (!(error instanceof Error && /detached Frame/.test(error.message)) || retried >= runs) throw error;
          console.log(`    ${path} ${control.name}: a run lost its frame (${error.message}); made again`);
        } finally {
          await closeThrottledPage(page);
        }
      }
    };
    for (const { path, controls } of firstTapPages(languages, only, controlNames)) {
      const taps: Record<string, number> = {};
      const tapRanges: Record<string, [number, number]> = {};
      const tapsWithoutJs: Record<string, number> = {};
      for (const control of controls) {
        // The tap with and without the page's scripts in turn, run by run: what the machine does
        // meanwhile weighs on both alike.
        const times: number[] = [];
        const timesWithoutJs: number[] = [];
        for (let i = 0; i < runs; i += 1) {
          times.push(await timeOf(path, control));
          if (!control.needsApp) timesWithoutJs.push(await timeOf(withoutJs(path), control));
        }
        taps[control.name] = median(times);
        tapRanges[control.name] = [Math.min(...times), Math.max(...times)];
        if (timesWithoutJs.length) tapsWithoutJs[control.name] = median(timesWithoutJs);
        console.log(`    ${path} ${control.name}: ${Math.round(taps[control.name]!)} ms, without JS ${Math.round(tapsWithoutJs[control.name] ?? NaN)} ms`);
      }
      const sizes: number[] = [];
      for (let i = 0; i < runs; i += 1) {
        const page = await loaded(path);
        sizes.push(await jsToReady(page));
        await closeThrottledPage(page);
      }
      results[path] = { taps, tapRanges, tapsWithoutJs, jsToReadyKb: median(sizes) };
      console.log(
        `  ${path}: ${Object.entries(taps)
          .map(([name, ms]) => `${name} ${Math.round(ms)} ms`)
          .join(', ')}; ${results[path].jsToReadyKb.toFixed(1)} KB JS to ready`,
      );
    }
  } finally {
    await browser.close();
  }
  return results;
}
