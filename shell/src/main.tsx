import '@site/ui/styles.css';
import './styles/shell.css';
import './styles/print.css';
import { LOADER_SCRIPT, reachedModules } from './page-protocol';

/**
 * Lets the browser answer input and paint before the next step (`scheduler.yield` resumes ahead of
 * other work where the browser has it).
 */
const pause = (): Promise<void> =>
  (globalThis as { scheduler?: { yield?: () => Promise<void> } }).scheduler?.yield?.() ?? new Promise((resolve) => setTimeout(resolve, 0));

/**
 * The app starts in steps, each module group evaluated in a task of its own, so that a tap made
 * while it starts (on a menu, a question, a filter) is answered between them, not after one long
 * task: the URL rules and translations, then React's DOM renderer, then the shell.
 */
async function start(): Promise<void> {
  const [{ decideEdge }, { forgetStoredLanguage }] = await Promise.all([import('@site/model'), import('@site/i18n')]);
  forgetStoredLanguage();
  const { pathname, search, hash } = window.location;
  const edge = decideEdge(pathname, search.slice(1));
  if (edge.kind === 'redirect') {
    window.location.replace(`${edge.location}${hash}`);
    return;
  }
  fetchReachedModules();
  await pause();
  await import('react-dom/client');
  await pause();
  const { takeOver } = await import('./app/take-over');
  await takeOver(pause);
}

/**
 * The remote modules of the islands the visitor reached before the app started (the voice
 * launcher pressed: reachedModules), loaded now, alongside React and the takeover, rather than
 * once the island hydrates after them. The loader has fetched their files already
 * (start/reached-module-files.ts); the federation runtime runs them as they arrive. An island that
 * hydrates later gets the same load (loadRemoteModule keeps it).
 */
function fetchReachedModules(): void {
  const reached = reachedModules();
  if (reached.length === 0) return;
  void import('./federation/remotes').then(({ loadReachedModule }) => reached.forEach(({ remote, expose }) => loadReachedModule(remote, expose)));
}

// A prerendered page's loader has done it already (src/start/); a page without one (in development)
// has the same enhancements and signal, in chunks of their own, so that the app a prerendered page
// loads does not carry them twice. The prerender needs neither: it sends no signal, and the
// snapshot is what React renders, whatever the enhancements would have set.
if (!document.querySelector(LOADER_SCRIPT) && !window.__SITE_PRERENDER__) {
  void Promise.all([import('./start/enhancements'), import('./telemetry/start')]).then(([{ enhancePage }, { startClientSignal }]) => {
    enhancePage();
    startClientSignal();
  });
}
void start();
