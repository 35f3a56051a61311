import { chromium } from 'playwright-core';
const browser = await chromium.launch({ executablePath: '/usr/bin/chromium', args: ['--headless','--no-sandbox','--disable-gpu','--disable-background-networking'] });
for (const width of [375, 1440]) {
  const page = await browser.newPage({ viewport: { width, height: 900 } });
  for (const url of process.argv.slice(2)) {
    await page.goto('http://127.0.0.1:8080' + url, { waitUntil: 'networkidle' });
    await page.waitForTimeout(300);
    await page.screenshot({ path: `/tmp/pw/${width}${url.replace(/[/?=]/g,'_')}.png`, fullPage: true });
  }
  await page.close();
}
await browser.close();
