import type { Browser, Page } from 'playwright-core';

// Lighthouse's mobile preset (150 ms RTT, 1.6 Mbit/s, 4× CPU) with DevTools' throughput factor;
// its per-request latency (562.5 ms) stands for a new connection, which a loaded page no longer needs.
const NETWORK = { offline: false, latency: 150, downloadThroughput: (1474.56 * 1024) / 8, uploadThroughput: (675 * 1024) / 8 };
const CPU_SLOWDOWN = 4;

export const PHONE = { width: 412, height: 823 } as const;

/**
 * A fresh page in a phone-sized (or given) viewport with Lighthouse's mobile conditions applied for
 * real, not simulated: what a visitor on a mid-range phone meets.
 */
export async function openThrottledPage(browser: Browser, viewport: { width: number; height: number } = PHONE): Promise<Page> {
  const mobile = viewport.width < 1024;
  const context = await browser.newContext({ viewport, isMobile: mobile, hasTouch: mobile });
  const page = await context.newPage();
  const cdp = await context.newCDPSession(page);
  await cdp.send('Network.enable');
  await cdp.send('Network.emulateNetworkConditions', NETWORK);
  await cdp.send('Emulation.setCPUThrottlingRate', { rate: CPU_SLOWDOWN });
  return page;
}
