import { render } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { CEILING_RESULTS, LANGUAGES, clientMarkOf, formatPercentChange, href, localizePath, type Language } from '@site/model';
import { NavigationProvider } from '@site/ui';
import { loadPageCopy } from '../content/load-pages';
import { CeilingResults } from '../pages/ceiling-results';

const shown = async (lang: Language) => {
  const copy = (await loadPageCopy('home', lang)).hero.ceilings;
  const navigation = { lang, pathname: localizePath('/', lang), search: '', origin: 'https://example.com', navigate: vi.fn() };
  const { container } = render(
    <NavigationProvider value={navigation}>
      <CeilingResults copy={copy} />
    </NavigationProvider>,
  );
  return { copy, paragraph: container.querySelector('p.sh-ceilings')! };
};

describe('the note under the home page’s claims', () => {
  it.each(LANGUAGES)('in %s says the claims are ceilings, then gives each best result with its client, linking to its case', async (lang) => {
    const { copy, paragraph } = await shown(lang);
    const links = [...paragraph.querySelectorAll('a')];
    expect(paragraph.textContent!.startsWith(`${copy.note} `)).toBe(true);
    expect(links.map((link) => link.getAttribute('href'))).toEqual(CEILING_RESULTS.map(({ slug }) => localizePath(href('case', { slug }), lang)));
    expect(links.map((link) => link.textContent)).toEqual(
      CEILING_RESULTS.map(({ change, measure }) => `${formatPercentChange(change)}\u00a0${copy.results[measure]}`),
    );
    for (const [index, { slug }] of CEILING_RESULTS.entries()) {
      // The client's name, kept as written in every language (translate="no": a Russian or Ukrainian page's English check skips it).
      const client = links[index]!.nextElementSibling!;
      expect([client.tagName, client.getAttribute('translate'), client.textContent]).toEqual(['SPAN', 'no', clientMarkOf(slug).brand]);
      expect(`${links[index]!.nextSibling?.textContent}${client.textContent}${client.nextSibling?.textContent?.[0]}`).toBe(` (${clientMarkOf(slug).brand})`);
    }
    expect(paragraph.textContent!.endsWith(').')).toBe(true);
  });
});
