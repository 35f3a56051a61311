import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { API_PATHS } from '@site/contracts';
import { lambdaContext } from '../../host/lambda-context';
import { captureOutput } from '../../test-support/captured-output';
import { apiEvent } from '../../test-support/invoke';
import { startLocalDynamoDB, type LocalDynamoDB } from '../../test-support/local-backend';
import { startMeetingStandIns, type MeetingStandIns } from '@site/stand-ins/meeting-services';
import { handler } from '../index';

/** A prerendered contacts page as the build writes it: the shell's inlined styles, a remote's, the loader, the chrome. */
const PRERENDERED = (lang: string) => `<!doctype html>
<html lang="${lang}" data-prerendered="/ua/contacts"><head>
<meta charset="UTF-8">
<link rel="icon" href="/favicon.svg" type="image/svg+xml">
<script type="module" src="/start-on-intent.js"></script>
<link rel="preload" href="/assets/onest-cyrillic.woff2" as="font" type="font/woff2" crossorigin><style data-href="/assets/index-1.css">.sh-header{display:flex}</style><style data-href="/mfe/voice/assets/build-1.css">.vw-panel{}</style>
<link rel="canonical" href="https://synthra.ai/ua/contacts">
</head><body><div id="root"><a class="ui-skip-link" href="#main">Перейти до вмісту</a><header class="sh-header"><a class="sh-logo" href="/ua">Synthra</a><nav><a href="/ua/products">Продукти</a></nav></header>
<main id="main" class="sh-main"><header class="ui-page-hero"><h1>Контакти</h1></header><p>The contacts page's own content</p></main>
<footer class="sh-footer"><p>© Synthra</p><script>window.inFooter=1</script></footer></div><script>window.late=1</script></body></html>`;

let db: LocalDynamoDB;
let services: MeetingStandIns;
let site: Server;
let siteHost: string;
const asked: string[] = [];
const output = captureOutput();

beforeAll(async () => {
  db = await startLocalDynamoDB();
  services = await startMeetingStandIns();
  site = createServer((request, response) => {
    asked.push(request.url ?? '');
    response.writeHead(200, { 'content-type': 'text/html; charset=utf-8' }).end(PRERENDERED('uk'));
  });
  await new Promise<void>((done) => site.listen(0, '127.0.0.1', done));
  siteHost = `127.0.0.1:${(site.address() as AddressInfo).port}`;
  Object.assign(process.env, { SITE_ORIGINS: `https://synthra.ai,http://${siteHost}`, MEETING_FREE_BUSY_CACHE_SECONDS: '0' });
});
afterAll(async () => {
  output.restore();
  await Promise.all([new Promise((done) => site.close(done)), services.close(), db.close()]);
});

const pickerPost = (host?: string) =>
  handler(
    apiEvent(API_PATHS.meetingPicker, {
      body: new URLSearchParams({ language: 'uk', timeZone: 'Europe/Kyiv', source: 'contacts', pagePath: '/ua/contacts' }).toString(),
      headers: { 'Content-Type': 'application/x-www-form-urlencoded', ...(host && { 'X-Site-Host': host }) },
    }),
    lambdaContext('meetings', 10_000),
  );

describe("the no-JavaScript picker wears the site's header, styles and language (issue 69 §3)", () => {
  it("reads the site's chrome from the addressed origin and keeps the picker's form, with no script of the page", async () => {
    const answer = await pickerPost(siteHost);
    expect(answer.statusCode).toBe(200);
    const html = answer.body;
    expect(html).toContain('<html lang="uk">');
    expect(html).toContain('<header class="sh-header"><a class="sh-logo" href="/ua">Synthra</a>');
    expect(html).toContain('<a class="ui-skip-link" href="#main">Перейти до вмісту</a>');
    expect(html).toContain('<footer class="sh-footer"><p>© Synthra</p></footer>');
    expect(html).toContain('<style data-href="/assets/index-1.css">.sh-header{display:flex}</style>');
    expect(html).toContain('<link rel="preload" href="/assets/onest-cyrillic.woff2"');
    // Not the contacts page's own content, its remotes' styles, its canonical address or any script.
    expect(html).not.toContain("The contacts page's own content");
    expect(html).not.toContain('/mfe/voice/');
    expect(html).not.toContain('canonical');
    expect(html).not.toMatch(/<script/);
    expect(html).toContain(`<form method="post" action="${API_PATHS.meetings}">`);
    expect(asked).toEqual(['/ua/contacts']);
  });

  it('reaches a confirmed time in at most four taps once the details are typed: the link, a time, the consent, the button', async () => {
    const html = (await pickerPost(siteHost)).body;
    const form = html.slice(html.indexOf('<form'), html.indexOf('</form>'));
    // The controls that need a tap, besides the fields typed in: one of the times' radios, the consent, the button.
    expect(form).toMatch(/<input type="radio" name="start"/);
    const checkboxes = form.match(/<input[^>]*type="checkbox"/g) ?? [];
    expect(form.match(/<button[^>]*type="submit"/g)).toHaveLength(1);
    const taps = 1 /* "Choose a time" */ + 1 /* a time */ + checkboxes.length + 1; /* the button */
    expect(taps).toBeLessThanOrEqual(4);
  });

  it("keeps the page its own plain style when the addressed host is not one of the site's, and never reads it", async () => {
    asked.length = 0;
    const html = (await pickerPost('attacker.example')).body;
    expect(html).not.toContain('sh-header');
    expect(html).toContain('system-ui');
    expect(asked).toEqual([]);
  });
});

describe('the no-JavaScript picker names its clock', () => {
  const pickerIn = (language: string, pagePath: string) =>
    handler(
      apiEvent(API_PATHS.meetingPicker, {
        body: new URLSearchParams({ language, source: 'contacts', pagePath }).toString(),
        headers: { 'Content-Type': 'application/x-www-form-urlencoded' },
      }),
      lambdaContext('meetings', 10_000),
    );

  it.each([
    ['pl', '/pl/contacts', 'Godziny rozmów podajemy według czasu warszawskiego.'],
    ['ru', '/ru/contacts', 'Начало звонков указано по киевскому времени.'],
    ['uk', '/ua/contacts', 'Початок дзвінків указано за київським часом.'],
  ])(
    'in %s, with no zone from the browser or the edge, by the city its visitors are in, and its hours as the language writes them',
    async (language, pagePath, sentence) => {
      const html = (await pickerIn(language, pagePath)).body;
      expect(html).toContain(`<p>${sentence}</p>`);
      expect(html).not.toContain('GMT');
      const hours = [...html.matchAll(/name="start"[^>]*> (\d{1,2}:\d\d)<\/label>/g)].map((match) => match[1]);
      expect(hours.length).toBeGreaterThan(0);
      expect(hours.filter((hour) => hour!.startsWith('0'))).toEqual([]);
    },
  );
});
