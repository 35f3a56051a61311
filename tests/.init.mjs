import { chromium } from 'playwright-core';
const browser = await chromium.launch({ executablePath: '/usr/bin/chromium', args: ['--headless','--no-sandbox','--disable-gpu','--disable-background-networking'] });
const page = await browser.newPage();
const cdp = await page.context().newCDPSession(page);
await cdp.send('Network.enable');
cdp.on('Network.requestWillBeSent', (e) => {
  if (e.request.url.includes(process.argv[2])) {
    const st = e.initiator.stack; const frames = [];
    let s = st; while (s) { for (const f of s.callFrames) frames.push(`${f.functionName}@${f.url.replace(/.*\//,'')}:${f.lineNumber}`); s = s.parent; }
    console.log(e.request.url, e.initiator.type, e.initiator.url, frames.slice(0,12).join(' <- '));
  }
});
await page.goto('http://127.0.0.1:8080/', { waitUntil: 'networkidle' });
await browser.close();
