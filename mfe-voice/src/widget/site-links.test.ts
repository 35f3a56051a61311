import { describe, expect, it } from 'vitest';
import { replyParts, sitePageOf } from './site-links';

const ORIGINS = ['https://synthra.ai', 'http://127.0.0.1:5401'];

describe('links in the agent’s replies', () => {
  it('are links for the site’s own pages, in any language, bare, absolute on its origin or in markdown', () => {
    expect(replyParts('Here it is: /cases/medical-center-ukraine.', ORIGINS)).toEqual([
      { text: 'Here it is: ' },
      { text: '/cases/medical-center-ukraine', to: '/cases/medical-center-ukraine' },
      { text: '.' },
    ]);
    expect(replyParts('Дивіться /ua/products/lumi-ai, а також https://synthra.ai/blog?category=healthcare!', ORIGINS)).toEqual([
      { text: 'Дивіться ' },
      { text: '/ua/products/lumi-ai', to: '/products/lumi-ai' },
      { text: ', а також ' },
      { text: 'https://synthra.ai/blog?category=healthcare', to: '/blog?category=healthcare' },
      { text: '!' },
    ]);
    expect(replyParts('See [the clinic’s case](http://127.0.0.1:5401/cases/medical-center-ukraine) and [contacts](/contacts#form).', ORIGINS)).toEqual([
      { text: 'See ' },
      { text: 'the clinic’s case', to: '/cases/medical-center-ukraine' },
      { text: ' and ' },
      { text: 'contacts', to: '/contacts#form' },
      { text: '.' },
    ]);
  });

  it('stay text, as written, for anything else: other sites, unknown pages and slugs, odd schemes and paths that would leave the origin', () => {
    const written = [
      'Go to https://evil.example/cases/medical-center-ukraine now.',
      'Open [our case](https://evil.example/cases/medical-center-ukraine).',
      'Click [here](javascript:alert(1)) or [there](data:text/html,hi).',
      'Try //evil.example/cases or /\\evil.example.',
      'It works 24/7, see /cases/made-up-case and /admin/login.',
      'Filter: /cases?industry=casino or /cases?next=https://evil.example',
      '<a href="https://evil.example">/contacts</a> <img src=x onerror=alert(1)>',
      'Home is http://synthra.ai.evil.example/ and https://synthra.ai@evil.example/cases',
    ];
    for (const text of written) {
      const parts = replyParts(text, ORIGINS);
      expect(parts.map((part) => part.text).join(''), text).toBe(text);
      const links = parts.filter((part) => part.to);
      // The only site page among them is the one inside the raw HTML, which stays a bare path the site has.
      expect(
        links.map((part) => part.to),
        text,
      ).toEqual(text.startsWith('<a') ? ['/contacts'] : []);
    }
  });

  it('take a page only as the route table has it', () => {
    expect(sitePageOf('/thank-you/ru', ORIGINS)).toBe('/thank-you');
    expect(sitePageOf('/cases/clinic-mediflow-lumi-kyiv', ORIGINS)).toBe('/cases/clinic-mediflow-lumi-kyiv');
    expect(sitePageOf('/cases/medical-center-ukraine#<script>', ORIGINS)).toBeNull();
    expect(sitePageOf('https://synthra.ai:8443/cases', ORIGINS)).toBeNull();
    expect(sitePageOf('/products/lumi-ai/extra', ORIGINS)).toBeNull();
  });
});
