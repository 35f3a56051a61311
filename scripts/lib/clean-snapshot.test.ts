import { describe, expect, it } from 'vitest';
import { START_ON_INTENT_LOADER, cleanSnapshot, preloadFonts } from './clean-snapshot';

const ORIGIN = 'http://127.0.0.1:4100';

const SNAPSHOT = `<!doctype html><html lang="en"><head>
<!-- A comment of the template -->
<link rel="preload" as="fetch" crossorigin="" href="/mfe/voice/mf-manifest.json">
<link rel="preload" as="fetch" crossorigin="" href="/mfe/content/mf-manifest.json">
<link rel="preload" as="fetch" crossorigin="" href="${ORIGIN}/mfe/content/mf-manifest.json">
<link rel="preload" as="fetch" crossorigin="" href="${ORIGIN}/mfe/content/assets/data-1a2b.json">
<link rel="modulepreload" href="${ORIGIN}/mfe/content/assets/cases-9f8e.js">
<link rel="stylesheet" crossorigin="" href="/assets/index-abc.css">
<link rel="stylesheet" href="${ORIGIN}/mfe/content/assets/content-def.css">
<link rel="stylesheet" href="/assets/index-abc.css">
<link rel="canonical" href="https://example.com/">
<script type="module" crossorigin="" src="${ORIGIN}/assets/mf-entry-bootstrap-0-4470066c.js"></script>
<script type="application/ld+json">{"@type":"Organization"}</script>
</head><body><p>One<!-- -->Two</p><a href="${ORIGIN}/cases">Cases</a></body></html>`;

const CSS: Record<string, string> = {
  '/assets/index-abc.css': 'body{color:#000}',
  '/mfe/content/assets/content-def.css': '.c::after{content:"</style>"}',
};

const MODULES = [
  '/assets/mf-entry-bootstrap-0-4470066c.js',
  '/remoteEntry-1f2e.js',
  '/mfe/content/assets/cases-9f8e.js',
  '/assets/en-3c4d.js',
  '/assets/en-3c4d.js',
];

const cleaned = cleanSnapshot(SNAPSHOT, { origin: ORIGIN, readCss: (href) => CSS[href]!, modules: MODULES });

describe('a prerendered snapshot, cleaned for serving', () => {
  it('keeps no trace of the origin it was captured from', () => {
    expect(cleaned).not.toContain(ORIGIN);
    expect(cleaned).toContain('<a href="/cases">');
  });

  it('fetches nothing before the app starts: no preload of any kind', () => {
    expect(cleaned).not.toContain('<link rel="preload"');
    expect(cleaned).not.toContain('modulepreload');
    expect(cleaned).not.toContain('data-1a2b.json');
  });

  it('starts the entry through the loader, handing it each module once', () => {
    expect(cleaned).toContain(
      `<script type="module" fetchpriority="low" src="${START_ON_INTENT_LOADER}" data-entry="/assets/mf-entry-bootstrap-0-4470066c.js" ` +
        'data-modules="/assets/mf-entry-bootstrap-0-4470066c.js /remoteEntry-1f2e.js /mfe/content/assets/cases-9f8e.js /assets/en-3c4d.js"></script>',
    );
    expect(cleaned.match(/<script type="module"/g)).toHaveLength(1);
    expect(cleaned).toContain('<script type="application/ld+json">{"@type":"Organization"}</script>');
  });

  it('inlines each stylesheet once, escaping a closing tag inside it', () => {
    expect(cleaned).not.toContain('rel="stylesheet"');
    expect(cleaned.match(/<style data-href="\/assets\/index-abc\.css">body\{color:#000\}<\/style>/g)).toHaveLength(1);
    expect(cleaned).toContain('content:"<\\/style>"');
  });

  it('drops comments but keeps the empty ones that separate adjacent text nodes', () => {
    expect(cleaned).not.toContain('A comment of the template');
    expect(cleaned).toContain('One<!-- -->Two');
  });
});

describe('the typeface a page paints its first screen with', () => {
  const css =
    '@font-face{font-family:Onest;src:url(/assets/onest-latin-wght-normal-a1.woff2)format("woff2")}@font-face{font-family:Onest;src:url("/assets/onest-cyrillic-wght-normal-b2.woff2")}@font-face{font-family:Onest;src:url(/assets/onest-latin-ext-wght-normal-c3.woff2)}';
  const page = (lang: string) => `<html lang="${lang}"><head><style data-href="/assets/index.css">${css}</style></head><body></body></html>`;
  const preloads = (html: string) =>
    [...html.matchAll(/<link rel="preload" href="([^"]+)" as="font" type="font\/woff2" crossorigin>/g)].map((match) => match[1]);

  it('is preloaded before the styles: Latin in English, Cyrillic and Latin in Russian and Ukrainian, Latin Extended only where the text needs it', () => {
    expect(preloads(preloadFonts(page('en')))).toEqual(['/assets/onest-latin-wght-normal-a1.woff2']);
    for (const lang of ['ru', 'uk']) {
      expect(preloads(preloadFonts(page(lang)))).toEqual(['/assets/onest-cyrillic-wght-normal-b2.woff2', '/assets/onest-latin-wght-normal-a1.woff2']);
    }
    expect(preloadFonts(page('ru')).indexOf('rel="preload"')).toBeLessThan(preloadFonts(page('ru')).indexOf('<style'));
  });

  it('adds the Polish letters’ file where a page in another language names a Polish client, and no other', () => {
    const naming = (lang: string, text: string) => page(lang).replace('<body></body>', `<body><p>${text}</p></body>`);
    expect(preloads(preloadFonts(naming('ru', 'Кейс «Wiśniewska i Spółka»')))).toEqual([
      '/assets/onest-cyrillic-wght-normal-b2.woff2',
      '/assets/onest-latin-wght-normal-a1.woff2',
      '/assets/onest-latin-ext-wght-normal-c3.woff2',
    ]);
    expect(preloads(preloadFonts(naming('en', 'Müller GmbH')))).toEqual(['/assets/onest-latin-wght-normal-a1.woff2']);
  });

  it('is not preloaded where the styles name no such file', () => {
    expect(preloadFonts('<html lang="en"><head><style data-href="/a.css">p{}</style></head></html>')).not.toContain('preload');
  });
});
