import { chromium } from 'playwright-core';
const browser = await chromium.launch({ executablePath: '/usr/bin/chromium', args: ['--headless','--no-sandbox','--disable-gpu','--disable-background-networking'] });
const page = await browser.newPage();
await page.goto('http://127.0.0.1:8080' + (process.argv[2] ?? '/'), { waitUntil: 'networkidle' });
const entries = await page.evaluate(() => performance.getEntriesByType('resource').map(e => ({ name: e.name.replace(location.origin, ''), size: e.encodedBodySize, type: e.initiatorType })));
const js = entries.filter(e => /\.js$/.test(e.name)).sort((a,b) => b.size - a.size);
let total = 0; for (const e of js) { total += e.size; console.log((e.size/1024).toFixed(1).padStart(7), e.name.slice(0,150)); }
console.log('total JS KB', (total/1024).toFixed(1), 'count', js.length);
await browser.close();
