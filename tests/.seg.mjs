import { chromium } from 'playwright-core';
const browser = await chromium.launch({ executablePath: '/usr/bin/chromium', args: ['--headless','--no-sandbox','--disable-gpu','--disable-background-networking'] });
const [url, width, segs] = [process.argv[2], Number(process.argv[3] ?? 375), Number(process.argv[4] ?? 4)];
const page = await browser.newPage({ viewport: { width, height: 812 } });
await page.goto('http://127.0.0.1:8080' + url, { waitUntil: 'networkidle' });
const h = await page.evaluate(() => document.documentElement.scrollHeight);
const step = Math.ceil(h / segs);
for (let i = 0; i < segs; i++) {
  await page.screenshot({ path: `/tmp/pw/seg${i}.png`, fullPage: true, clip: { x: 0, y: i * step, width, height: Math.min(step, h - i * step) } });
}
console.log('height', h);
await browser.close();
