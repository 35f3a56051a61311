import { chromium } from 'playwright-core';
const browser = await chromium.launch({ executablePath: '/usr/bin/chromium', args: ['--headless','--no-sandbox','--disable-gpu','--disable-background-networking'] });
const page = await browser.newPage({ viewport: { width: 360, height: 800 } });
for (const url of process.argv.slice(2)) {
  await page.goto('http://127.0.0.1:8080' + url, { waitUntil: 'networkidle' });
  const res = await page.evaluate(() => {
    const w = document.documentElement.clientWidth; const out = [];
    for (const el of document.querySelectorAll('body *')) { const r = el.getBoundingClientRect(); if (r.right > w + 1 && r.width > 0) out.push(`${el.tagName}.${el.className} right=${Math.round(r.right)} w=${Math.round(r.width)}`); }
    return { w, sw: document.documentElement.scrollWidth, out: out.slice(0, 8) };
  });
  console.log(url, JSON.stringify(res));
}
await browser.close();
