import { describe, expect, it } from 'vitest';
import { filterChoices, filterCounts, filterHref, filterRules, filterValue } from '../filter-rules';

const DIMENSIONS = [
  { name: 'industry', ids: ['saas', 'retail'] },
  { name: 'product', ids: ['lumiAi', 'aiSeller'] },
];
const ITEMS = [
  { industry: 'saas', product: 'lumiAi' },
  { industry: 'saas', product: 'aiSeller' },
  { industry: 'retail', product: 'aiSeller' },
];

describe('the filters of a list', () => {
  it('read only the ids they know from the URL', () => {
    const query = new URLSearchParams('industry=saas&product=nope');
    expect(filterValue(query, 'industry', ['saas', 'retail'])).toBe('saas');
    expect(filterValue(query, 'product', ['lumiAi'])).toBeNull();
    expect(filterValue(query, 'category', ['sales'])).toBeNull();
  });

  it('write the filters in force into the URL in a fixed order', () => {
    expect(filterHref('/cases', { industry: 'saas', product: 'aiSeller' })).toBe('/cases?industry=saas&product=aiSeller');
    expect(filterHref('/cases', { industry: null, product: 'aiSeller' })).toBe('/cases?product=aiSeller');
    expect(filterHref('/cases', { industry: null, product: null })).toBe('/cases');
  });

  it('count what every combination lets through, “all” included', () => {
    const choices = filterChoices(DIMENSIONS, ITEMS);
    expect(choices).toHaveLength(9);
    const count = (industry: string | null, product: string | null) =>
      choices.find(({ choice }) => choice.industry === industry && choice.product === product)?.count;
    expect(count(null, null)).toBe(3);
    expect(count('saas', null)).toBe(2);
    expect(count(null, 'aiSeller')).toBe(2);
    expect(count('retail', 'lumiAi')).toBe(0);
    expect(filterCounts(DIMENSIONS, ITEMS)).toEqual([0, 1, 2, 3]);
  });

  it('hide the cards outside a choice and show the status line and empty state it calls for', () => {
    const css = filterRules('library', DIMENSIONS, ITEMS);
    expect(css).toContain('#library:has(input[name="industry"][value="retail"]:checked) .ct-cards > :not([data-industry="retail"]) { display: none; }');
    expect(css).toContain('#library:has(input[name="industry"][value=""]:checked):has(input[name="product"][value=""]:checked) [data-count="3"]');
    expect(css).toContain('#library:has(input[name="industry"][value="retail"]:checked):has(input[name="product"][value="lumiAi"]:checked) .ct-empty');
    expect(css).not.toMatch(/value="saas"\]:checked\):has\(input\[name="product"\]\[value="lumiAi"\]:checked\) \.ct-empty/);
  });
});
