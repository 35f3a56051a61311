import { startTwin } from '@site/platform/twin';
import { simulateElevenLabsUnlessConfigured } from '@site/platform/voice-agent';
import { defaultLayout } from '../repo-layout';
import { ensureChromium } from '../scripts/lib/chromium';
import { FAKE_MICROPHONE_ARGS } from './first-word';
import { press } from './first-tap';
import { launchPhoneBrowser, openThrottledPage, pause } from './throttled-phone';

/**
 * What the assistant's first word waits for, request by request: `npx tsx bench/first-word-timeline.ts [path]`
 * (after `npm run build`) serves the build, presses the voice launcher of the loaded page on the
 * throttled phone, as bench/first-word.ts does, and prints every request asked for (`>`) and
 * finished (`<`), the app's readiness and the greeting, in ms from the press.
 */
process.env.VOICE_TOKENS_PER_CLIENT_PER_DAY = '1000';
process.env.VOICE_CONVERSATIONS_OPEN_PER_NETWORK = '1000';
process.env.VOICE_CONVERSATIONS_AT_ONCE = '1000';
const agent = await simulateElevenLabsUnlessConfigured(() => {});
const twin = await startTwin({ layout: defaultLayout(), extraConnectSources: agent ? [agent.wsOrigin] : [] });
const browser = await launchPhoneBrowser(ensureChromium(), FAKE_MICROPHONE_ARGS);
const page = await openThrottledPage(browser);
await page.evaluateOnNewDocument(() => sessionStorage.setItem('voice-ai-notice', 'x'));
const log: string[] = [];
let t = 0;
page.on('request', (r) => t && log.push(`${Date.now() - t} > ${r.url().replace(twin.url, '')}`));
page.on('requestfinished', (r) => t && log.push(`${Date.now() - t} < ${r.url().replace(twin.url, '')}`));
page.on('console', (m) => t && log.push(`${Date.now() - t} console ${m.text()}`));
await page.goto(`${twin.url}${process.argv[2] ?? '/'}`, { waitUntil: 'load' });
await pause(3000);
await page.evaluate(() => addEventListener('site:ready', () => console.log('READY')));
t = Date.now();
await press(page, '.vc-widget .vc-launcher');
await page.waitForFunction(() => document.documentElement.dataset.earlyCall === 'speaking' || document.querySelector('.vc-transcript__entry--agent'), {
  timeout: 60000,
});
log.push(`${Date.now() - t} SPEAKING or GREETING`);
await page.waitForSelector('.vc-transcript__entry--agent', { timeout: 60000 });
log.push(`${Date.now() - t} GREETING`);
console.log(log.join('\n'));
await browser.close();
await twin.close();
await agent?.close();
