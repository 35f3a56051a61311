import { mkdir, readFile, rm, writeFile } from 'node:fs/promises';
import { join, resolve } from 'node:path';
import * as chromeLauncher from 'chrome-launcher';
import lighthouse from 'lighthouse';
import { startTwin } from '@site/platform/twin';
import { simulateElevenLabsUnlessConfigured } from '@site/platform/voice-agent';
import { defaultLayout, REPO_ROOT } from '../repo-layout';
import { CHROMIUM_ARGS, ensureChromium } from '../scripts/lib/chromium';
import { run } from '../scripts/lib/run';
import { LANGUAGES, languageOfUrl, localizePath, parseLanguageCode, type Language } from '@site/model';
import { benchFirstTap, firstTapPages, UNTARGETED, WITHOUT_JS_PREFIX, withoutJs, type FirstTap } from './first-tap';
import { benchFirstWord, FAKE_MICROPHONE_ARGS, type FirstWord } from './first-word';
import { benchReadingVisit, type ReadingVisit } from './reading-visit';
import { benchTakeover, type Takeover } from './takeover';
import { launchPhoneBrowser } from './throttled-phone';

/**
 * `npm run bench` (web part): Lighthouse mobile, median of 3 runs, for the pages that matter, plus
 * a floor page per language — the home page's text in that language as plain HTML with no
 * JavaScript, so with the same typeface files — that every page's LCP in the language is
 * compared with; then what each page costs once the visitor acts (bench/takeover.ts), since
 * prerendered pages load the app only then. Writes bench/results/web-vitals.{json,md} and says
 * which targets are met.
 */
const ALL_PAGES = [
  '/',
  '/ru',
  '/ua',
  '/pl',
  '/products/lumi-ai',
  '/pl/products/lumi-ai',
  '/industries/healthcare',
  '/ua/industries/healthcare',
  '/cases/onboarding-spain',
  '/blog/ai-in-healthcare',
  '/pricing',
  '/pl/pricing',
  // The meeting picker's first screen after every form (issue 61).
  '/thank-you',
];
/** The pages measured (comma-separated paths as served; all by default), for the figures of one page without the whole run. */
const PAGES = process.env.BENCH_PAGES ? ALL_PAGES.filter((path) => process.env.BENCH_PAGES!.split(',').includes(path)) : ALL_PAGES;
const FLOOR_PATH = '/bench-floor';
/** Where the floor of `lang` is served: its home page without scripts. */
const floorPath = (lang: Language) => (lang === 'en' ? FLOOR_PATH : `${FLOOR_PATH}-${lang}`);
const FLOOR_LANGUAGES = [...new Set(PAGES.map((path) => languageOfUrl(path)))];
const RUNS = Number(process.env.BENCH_RUNS ?? 3);
/**
 * A tap's result shows one or two frames after it, and where a run's frames fall moves it by a
 * frame (60–140 ms for one menu over three runs): a tap's median takes more runs than the rest.
 */
const TAP_RUNS = Number(process.env.BENCH_TAP_RUNS ?? Math.max(RUNS, 5));
/** What to measure (comma-separated; all by default), so one part can be compared back to back with another build. */
const PARTS = new Set((process.env.BENCH_PARTS ?? 'lighthouse,takeover,taps,voice,visit').split(','));
/** The pages the taps are measured on, by their unprefixed path (comma-separated; all by default): `BENCH_TAP_PAGES=/pricing`. */
const TAP_PAGES = process.env.BENCH_TAP_PAGES?.split(',');
/** The controls tapped, by name (comma-separated; all by default): `BENCH_TAP_CONTROLS=menu,calculator estimate`. */
const TAP_CONTROLS = process.env.BENCH_TAP_CONTROLS?.split(',');
/** The languages whose pages the taps are measured on (comma-separated; all by default). */
const TAP_LANGUAGES: readonly Language[] = process.env.BENCH_LANGUAGES
  ? process.env.BENCH_LANGUAGES.split(',').flatMap((code) => parseLanguageCode(code) ?? [])
  : LANGUAGES;

/** The language of the reading visit (`BENCH_VISIT_LANGUAGE=pl`; English by default). */
const VISIT_LANGUAGE: Language = parseLanguageCode(process.env.BENCH_VISIT_LANGUAGE ?? 'en') ?? 'en';

const TARGETS = {
  performance: 98,
  accessibility: 100,
  bestPractices: 100,
  seo: 100,
  lcpRatio: 1.25,
  cls: 0.02,
  tbtMs: 100,
  homeJsKb: 150,
  /** From a tap to its visible result, on a throttled phone, against the same tap with JavaScript off. */
  tapRatio: 1.25,
  /** From a tap on a control that needs the app (nothing to compare with JavaScript off) to its visible result. */
  tapMs: 200,
  /** JavaScript of a visit that only reads, over all its pages. */
  readingVisitJsKb: 30,
  /** From a press on a control that needs the app to the app being ready. */
  takeoverMs: 1500,
  /** From the first press on the voice launcher of a page to the greeting's first word, heard. */
  firstWordMs: 1500,
  /** The first press's wait over a second press on the same page (the code already there). */
  firstWordRatio: 2,
  /** The launcher press's interaction, as INP counts it (bench/first-word.ts). */
  launcherInpMs: 200,
};

/** The pages the first word is measured on. */
const VOICE_PAGES = ['/', '/ua/products/lumi-ai'];

interface Measure {
  performance: number;
  accessibility: number;
  bestPractices: number;
  seo: number;
  fcpMs: number;
  lcpMs: number;
  tbtMs: number;
  cls: number;
  jsKb: number;
  cssKb: number;
  jsRequests: number;
  requests: number;
}

interface Audit {
  numericValue?: number;
  details?: { items?: { resourceType?: string; transferSize?: number }[] };
}
interface LighthouseResult {
  categories: Record<string, { score: number | null }>;
  audits: Record<string, Audit>;
}

function measureOf(lhr: LighthouseResult): Measure {
  const score = (id: string) => Math.round((lhr.categories[id]?.score ?? 0) * 100);
  const metric = (id: string) => lhr.audits[id]?.numericValue ?? NaN;
  const requests = lhr.audits['network-requests']?.details?.items ?? [];
  const bytes = (type: string) => requests.filter((r) => r.resourceType === type).reduce((sum, r) => sum + (r.transferSize ?? 0), 0) / 1024;
  return {
    performance: score('performance'),
    accessibility: score('accessibility'),
    bestPractices: score('best-practices'),
    seo: score('seo'),
    fcpMs: metric('first-contentful-paint'),
    lcpMs: metric('largest-contentful-paint'),
    tbtMs: metric('total-blocking-time'),
    cls: metric('cumulative-layout-shift'),
    jsKb: bytes('Script'),
    cssKb: bytes('Stylesheet'),
    jsRequests: requests.filter((r) => r.resourceType === 'Script').length,
    requests: requests.length,
  };
}

function median(values: number[]): number {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.floor(sorted.length / 2)]!;
}

function medianMeasure(runs: Measure[]): Measure {
  const keys = Object.keys(runs[0]!) as (keyof Measure)[];
  return Object.fromEntries(keys.map((key) => [key, median(runs.map((r) => r[key]))])) as unknown as Measure;
}

/** A prerendered page with every script and script hint removed, served again under `at`: the page as JavaScript-off visitors get it. */
async function writeScriptlessCopy(pagesDir: string, path: string, at: string): Promise<void> {
  const page = await readFile(join(pagesDir, path, 'index.html'), 'utf8');
  const copy = page
    .replace(/<script\b(?![^>]*application\/ld\+json)[^>]*>[\s\S]*?<\/script>/g, '')
    // Script hints go with the scripts; the typeface's preloads stay, as a visitor without JavaScript gets them.
    .replace(/<link rel="modulepreload"[^>]*>|<link rel="preload"(?![^>]*\bas="font")[^>]*>/g, '')
    .replace(/<link rel="canonical"[^>]*>/g, '');
  await mkdir(join(pagesDir, at), { recursive: true });
  await writeFile(join(pagesDir, at, 'index.html'), copy);
}

export async function benchWebVitals(): Promise<{ markdown: string; json: unknown }> {
  const chromePath = ensureChromium();
  if (!process.env.BENCH_SKIP_BUILD) await run('npm', ['run', '--silent', 'build']);
  const layout = defaultLayout();
  // The floors: each language's home page without its scripts.
  for (const lang of FLOOR_LANGUAGES) await writeScriptlessCopy(layout.pagesDir, localizePath('/', lang), floorPath(lang));
  for (const { path } of firstTapPages(TAP_LANGUAGES, TAP_PAGES, TAP_CONTROLS)) await writeScriptlessCopy(layout.pagesDir, path, withoutJs(path));
  // The assistant's first word is measured against the simulated agent `npm start` talks to; one
  // loopback client starts more conversations than a network's day (or its open conversations) allow.
  process.env.VOICE_TOKENS_PER_CLIENT_PER_DAY ??= '1000';
  process.env.VOICE_CONVERSATIONS_OPEN_PER_NETWORK ??= '1000';
  process.env.VOICE_CONVERSATIONS_AT_ONCE ??= '1000';
  const voiceAgent = PARTS.has('voice') ? await simulateElevenLabsUnlessConfigured() : undefined;
  const twin = await startTwin({ layout, extraConnectSources: voiceAgent ? [voiceAgent.wsOrigin] : [] });
  const results: Record<string, Measure> = {};
  let takeover: Record<string, Takeover> = {};
  let firstTap: Record<string, FirstTap> = {};
  let visit: ReadingVisit | undefined;
  const firstWord: Record<string, FirstWord> = {};
  try {
    const chrome = await chromeLauncher.launch({ chromePath, chromeFlags: CHROMIUM_ARGS });
    try {
      for (const path of PARTS.has('lighthouse') ? [...FLOOR_LANGUAGES.map(floorPath), ...PAGES] : []) {
        const runs: Measure[] = [];
        for (let i = 0; i < RUNS; i += 1) {
          const result = await lighthouse(`${twin.url}${path}`, { port: chrome.port, output: 'json', logLevel: 'error' });
          if (!result) throw new Error(`Lighthouse returned nothing for ${path}`);
          runs.push(measureOf(result.lhr as unknown as LighthouseResult));
        }
        results[path] = medianMeasure(runs);
        console.log(`  ${path}: perf ${results[path].performance}, LCP ${Math.round(results[path].lcpMs)} ms`);
      }
    } finally {
      await chrome.kill();
    }
    if (PARTS.has('takeover')) takeover = await benchTakeover(twin.url, chromePath, PAGES, RUNS);
    if (PARTS.has('taps')) {
      console.log('  first taps:');
      firstTap = await benchFirstTap(twin.url, chromePath, TAP_RUNS, TAP_LANGUAGES, TAP_PAGES, TAP_CONTROLS);
    }
    if (PARTS.has('voice')) {
      console.log('  first word of the assistant:');
      const browser = await launchPhoneBrowser(chromePath, FAKE_MICROPHONE_ARGS);
      try {
        for (const path of VOICE_PAGES) firstWord[path] = await benchFirstWord(browser, twin.url, path, RUNS);
      } finally {
        await browser.close();
      }
    }
    if (PARTS.has('visit')) visit = await benchReadingVisit(twin.url, chromePath, RUNS, VISIT_LANGUAGE);
  } finally {
    await Promise.all([twin.close(), voiceAgent?.close()]);
    for (const copy of [...FLOOR_LANGUAGES.map(floorPath), WITHOUT_JS_PREFIX]) await rm(join(layout.pagesDir, copy), { recursive: true, force: true });
  }
  return report(results, takeover, firstTap, firstWord, visit);
}

function report(
  results: Record<string, Measure>,
  takeover: Record<string, Takeover>,
  firstTap: Record<string, FirstTap>,
  firstWord: Record<string, FirstWord>,
  visit: ReadingVisit | undefined,
): { markdown: string; json: unknown } {
  const floors = Object.fromEntries(FLOOR_LANGUAGES.flatMap((lang) => (results[floorPath(lang)] ? [[lang, results[floorPath(lang)]!]] : [])));
  const rows: string[] = [];
  const misses: string[] = [];
  const check = (ok: boolean, what: string) => {
    if (!ok) misses.push(what);
    return ok ? '✓' : '✗';
  };
  for (const path of Object.keys(floors).length ? PAGES : []) {
    const m = results[path]!;
    const ratio = m.lcpMs / floors[languageOfUrl(path)]!.lcpMs;
    const marks = [
      check(m.performance >= TARGETS.performance, `${path}: performance ${m.performance} < ${TARGETS.performance}`),
      check(m.accessibility >= TARGETS.accessibility, `${path}: accessibility ${m.accessibility} < 100`),
      check(m.bestPractices >= TARGETS.bestPractices, `${path}: best practices ${m.bestPractices} < 100`),
      check(m.seo >= TARGETS.seo, `${path}: SEO ${m.seo} < 100`),
      check(ratio <= TARGETS.lcpRatio, `${path}: LCP ${ratio.toFixed(2)} × floor > ${TARGETS.lcpRatio}`),
      check(m.cls <= TARGETS.cls, `${path}: CLS ${m.cls.toFixed(3)} > ${TARGETS.cls}`),
      check(m.tbtMs <= TARGETS.tbtMs, `${path}: TBT ${Math.round(m.tbtMs)} ms > ${TARGETS.tbtMs}`),
    ];
    if (path === '/') check(m.jsKb <= TARGETS.homeJsKb, `/: ${m.jsKb.toFixed(1)} KB of JavaScript > ${TARGETS.homeJsKb} KB`);
    rows.push(
      `| ${path} | ${m.performance} | ${m.accessibility} | ${m.bestPractices} | ${m.seo} | ${Math.round(m.fcpMs)} | ${Math.round(m.lcpMs)} | ${ratio.toFixed(2)} | ${Math.round(m.tbtMs)} | ${m.cls.toFixed(3)} | ${m.jsKb.toFixed(1)} (${m.jsRequests}) | ${m.cssKb.toFixed(1)} | ${m.requests} | ${marks.join('')} |`,
    );
  }
  const interactionMisses: string[] = [];
  const checkInteraction = (ok: boolean, what: string) => {
    if (!ok) interactionMisses.push(what);
    return ok ? '✓' : '✗';
  };
  const takeoverRows = Object.entries(takeover).map(([path, t]) => {
    const mark = checkInteraction(t.readyMs <= TARGETS.takeoverMs, `${path}: press → ready ${Math.round(t.readyMs)} ms > ${TARGETS.takeoverMs}`);
    return `| ${path} | ${Math.round(t.readyMs)} | ${Math.round(t.blockingMs)} | ${Math.round(t.codeInMs)} | ${Math.round(t.islandsMs)} | ${t.pressJsKb.toFixed(1)} | ${t.jsKb.toFixed(1)} | ${mark} |`;
  });
  const tapNames = [...new Set(Object.values(firstTap).flatMap((f) => Object.keys(f.taps)))];
  const tapCell = (ms: number, [fastest, slowest]: [number, number]) =>
    TAP_RUNS > 1 ? `${Math.round(ms)} (${Math.round(fastest)}–${Math.round(slowest)})` : String(Math.round(ms));
  const tapRows = Object.entries(firstTap).map(([path, { taps, tapRanges, tapsWithoutJs, jsToReadyKb }]) => {
    const ratioOf = (name: string) => taps[name]! / tapsWithoutJs[name]!;
    const marks = Object.keys(taps)
      .filter((name) => !UNTARGETED.has(name))
      .map((name) =>
        name in tapsWithoutJs
          ? checkInteraction(
              ratioOf(name) <= TARGETS.tapRatio,
              `${path}: ${name} ${ratioOf(name).toFixed(2)} × the tap without JavaScript > ${TARGETS.tapRatio}`,
            )
          : checkInteraction(taps[name]! <= TARGETS.tapMs, `${path}: ${name} ${Math.round(taps[name]!)} ms > ${TARGETS.tapMs}`),
      );
    if (path === '/')
      marks.push(checkInteraction(jsToReadyKb <= TARGETS.homeJsKb, `/: ${jsToReadyKb.toFixed(1)} KB of JavaScript load → ready > ${TARGETS.homeJsKb}`));
    const cell = (name: string) => {
      if (!(name in taps)) return '–';
      const tap = tapCell(taps[name]!, tapRanges[name]!);
      return name in tapsWithoutJs ? `${tap} / ${Math.round(tapsWithoutJs[name]!)} = ${ratioOf(name).toFixed(2)}` : tap;
    };
    return `| ${path} | ${tapNames.map(cell).join(' | ')} | ${jsToReadyKb.toFixed(1)} | ${marks.join('')} |`;
  });
  const range = (s: { median: number; min: number; max: number }) => `${Math.round(s.median)} (${Math.round(s.min)}–${Math.round(s.max)})`;
  const wordRows = Object.entries(firstWord).map(([path, w]) => {
    const ratio = w.firstPress.median / w.secondPress.median;
    const marks = [
      checkInteraction(
        w.firstPress.median <= TARGETS.firstWordMs,
        `${path}: first press → first word ${Math.round(w.firstPress.median)} ms > ${TARGETS.firstWordMs}`,
      ),
      checkInteraction(ratio <= TARGETS.firstWordRatio, `${path}: first press ${ratio.toFixed(2)} × the second > ${TARGETS.firstWordRatio}`),
      checkInteraction(
        w.launcherInteraction.median <= TARGETS.launcherInpMs,
        `${path}: the launcher's interaction ${Math.round(w.launcherInteraction.median)} ms > ${TARGETS.launcherInpMs}`,
      ),
    ];
    return `| ${path} | ${range(w.firstPress)} | ${range(w.firstPressShown)} | ${range(w.secondPress)} | ${ratio.toFixed(2)} | ${range(w.fromNotice)} | ${range(w.launcherInteraction)} | ${marks.join('')} |`;
  });
  const visitRow = visit && [
    `| ${visit.pages} | ${visit.jsKb.toFixed(1)} | ${visit.jsFiles} | ${visit.appStarted} | ${checkInteraction(
      visit.jsKb <= TARGETS.readingVisitJsKb && visit.appStarted === 0,
      `reading visit: ${visit.jsKb.toFixed(1)} KB of JavaScript (target ${TARGETS.readingVisitJsKb}), the app started on ${visit.appStarted} pages`,
    )} |`,
  ];
  const markdown = [
    '# Web vitals',
    '',
    `Lighthouse mobile (simulated throttling), median of ${RUNS} runs, against the local twin serving the production build. A page's floor is its language's home page as prerendered HTML with no JavaScript (the same typeface files).`,
    '',
    Object.keys(floors).length
      ? `Floors: ${Object.entries(floors)
          .map(([lang, floor]) => `${lang} FCP ${Math.round(floor.fcpMs)} ms, LCP ${Math.round(floor.lcpMs)} ms`)
          .join('; ')}.`
      : 'Not measured in this run (BENCH_PARTS).',
    '',
    '| page | perf | a11y | best pr. | SEO | FCP ms | LCP ms | LCP ÷ floor | TBT ms | CLS | JS KB gz (requests) | CSS KB gz | requests | targets |',
    '|---|---|---|---|---|---|---|---|---|---|---|---|---|---|',
    ...rows,
    '',
    `Targets: performance ≥ ${TARGETS.performance}; accessibility, best practices and SEO 100; LCP ≤ ${TARGETS.lcpRatio} × floor; CLS ≤ ${TARGETS.cls}; TBT ≤ ${TARGETS.tbtMs} ms; home page JavaScript ≤ ${TARGETS.homeJsKb} KB gzip.`,
    '',
    misses.length ? `**Not met (${misses.length}):**\n\n${misses.map((m) => `- ${m}`).join('\n')}` : '**All targets met.**',
    '',
    '## Once the visitor uses a control that needs the app',
    '',
    'Prerendered pages load the app only when the visitor uses a control that needs it (a form, the voice launcher or the Lumi demo, a typed chat), so Lighthouse sees the page without it. ' +
      `What that costs, median of ${RUNS}, in Chromium with Lighthouse's mobile conditions applied (4× CPU, 150 ms round trips on the page's warm connection, 1.47 Mbit/s), from a press on the voice launcher of the loaded page to the app being ready, and to the launcher's island live (the held press answered). ` +
      'Before the island, when the last byte of the code fetched for the press came in (the JavaScript after the press, next to last): until then the island waits for the link, after it for the work left.',
    '',
    '| page | press → ready ms | blocking ms (tasks over 50 ms) | press → code in ms | press → island live ms | JS KB gz after the press | JS KB gz load → island live | target |',
    '|---|---|---|---|---|---|---|---|',
    ...takeoverRows,
    '',
    '## The first tap',
    '',
    `On the same throttled phone, the page loaded and idle for 3 s, one tap per fresh page (median of ${TAP_RUNS}${TAP_RUNS > 1 ? ', with the fastest and slowest run in brackets' : ''}; a control off the first screen is scrolled to a second before its tap): from the tap's pointerdown to the first frame that shows its result ` +
      "(a menu or answer shown, the filtered cards, the launcher connecting, the form saying it is sending or what to fix; for the language switcher, the other language's first paint). " +
      "The language switcher is tapped a second after the menu that holds it opened, and measured as Chrome serves it (the page in the other language prerendered by the speculation rules once the menu opened, then shown) and, for information, with prerendering turned off (the page from the rules' prefetch, as browsers without prerendering get it). " +
      "The products menu is the desktop header's, measured at 1280 px. The second tap is a question tapped right after the voice launcher, while the code the launcher needs loads. " +
      `Each cell: the tap, / the same tap on the page with its scripts taken out (JavaScript off; median of ${TAP_RUNS}, each run right after the run with scripts), = their ratio; the harness adds its own ~150 ms to both. A volume typed into the calculator (the field tapped, its value selected, four keystrokes 200 ms apart, a quick thumb's pace) is timed to the estimate that prices it, against the same typing on the page without scripts timed to the field showing the volume. The voice launcher and the form's submit answer with the app alone, so they are held to ${TARGETS.tapMs} ms instead. ` +
      'Last column: JavaScript transferred from load to the app being ready after a press on the voice launcher.',
    '',
    `| page | ${tapNames.join(' | ')} | JS KB gz load → ready | targets |`,
    `|---|${tapNames.map(() => '---|').join('')}---|---|`,
    ...tapRows,
    '',
    "## The assistant's first word",
    '',
    `On the same phone, with Chromium's fake microphone and the twin's simulated agent (median of ${RUNS}, fastest–slowest): from the pointerdown on the voice launcher of a loaded, idle page to the first frame in which the agent speaks (its audio starts: the SDK's speaking mode, in the panel or, for a call the voice remote's starter began before the app ran, on the launcher) or its greeting shows, ` +
      "for the first press of a page when the visit has seen the AI notice on an earlier page (the press starts the call; beside it, to the greeting's text in the panel), for a second press on the same page after that call ended, and, for a visit's first conversation, from the notice's Start. " +
      "Last: the launcher press's interaction as INP counts it, from each event's start to the first frame after its handlers (Event Timing's times; its own duration runs to the next frame *presented*, and headless Chromium skips presenting nearly every frame, which made the press look like 1.2–1.4 s: see bench/first-word.ts).",
    '',
    '| page | first press → first word ms | first press → greeting in the panel ms | second press ms | first ÷ second | from the notice ms | launcher interaction ms | targets |',
    '|---|---|---|---|---|---|---|---|',
    ...(wordRows.length ? wordRows : ['| not measured in this run | | | | | | | |']),
    '',
    `Targets: first press → first word ≤ ${TARGETS.firstWordMs} ms and ≤ ${TARGETS.firstWordRatio} × the second press; the launcher's interaction ≤ ${TARGETS.launcherInpMs} ms.`,
    '',
    '## A visit that only reads',
    '',
    'On the same phone, one visit (median of runs): the home page scrolled, its menu and a question opened, the case library reached through the menu and filtered, a case opened, a product page, the prices (the calculator’s other product chosen), the same page in Russian. JavaScript transferred, summed over the pages shown (prerendering off, so what speculation rules fetch for pages never shown is not counted; cached files count 0), and the pages on which the app started.',
    '',
    '| pages | JS KB gz | JS files | app started on | target |',
    '|---|---|---|---|---|',
    ...(visitRow ?? ['| not measured in this run | | | | |']),
    '',
    `Targets: every tap ≤ ${TARGETS.tapRatio} × the same tap with JavaScript off (a control that needs the app ≤ ${TARGETS.tapMs} ms); press → ready ≤ ${TARGETS.takeoverMs} ms; home page JavaScript load → ready ≤ ${TARGETS.homeJsKb} KB gzip; a reading visit ≤ ${TARGETS.readingVisitJsKb} KB of JavaScript, with no app.`,
    '',
    interactionMisses.length ? `**Not met (${interactionMisses.length}):**\n\n${interactionMisses.map((m) => `- ${m}`).join('\n')}` : '**All targets met.**',
    '',
  ].join('\n');
  return {
    markdown,
    json: {
      runs: RUNS,
      targets: TARGETS,
      floors,
      pages: results,
      takeover,
      firstTap,
      firstWord,
      readingVisit: visit,
      notMet: [...misses, ...interactionMisses],
    },
  };
}

if (import.meta.url === `file://${process.argv[1]}`) {
  const { markdown, json } = await benchWebVitals();
  const dir = resolve(REPO_ROOT, 'bench/results');
  await mkdir(dir, { recursive: true });
  await writeFile(join(dir, 'web-vitals.md'), markdown);
  await writeFile(join(dir, 'web-vitals.json'), `${JSON.stringify(json, null, 2)}\n`);
  console.log(`\n${markdown}`);
}
