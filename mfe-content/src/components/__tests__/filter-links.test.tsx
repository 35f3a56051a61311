import { render, screen } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { NavigationProvider } from '@site/ui';
import { FilterLinks, filterHref, filterValue } from '../filter-links';

describe('a filter of a list', () => {
  it('reads only the ids it knows from the URL', () => {
    const query = new URLSearchParams('industry=saas&product=nope');
    expect(filterValue(query, 'industry', ['saas', 'retail'])).toBe('saas');
    expect(filterValue(query, 'product', ['lumiAi'])).toBeNull();
    expect(filterValue(query, 'category', ['sales'])).toBeNull();
  });

  it('writes the filters in force into the URL in a fixed order', () => {
    expect(filterHref('/cases', { industry: 'saas', product: 'aiSeller' })).toBe('/cases?industry=saas&product=aiSeller');
    expect(filterHref('/cases', { industry: null, product: 'aiSeller' })).toBe('/cases?product=aiSeller');
    expect(filterHref('/cases', { industry: null, product: null })).toBe('/cases');
  });

  it('is a named group of links, the one in force marked current', () => {
    render(
      <NavigationProvider value={{ lang: 'uk', pathname: '/ua/cases', search: '', origin: 'https://example.com', navigate: vi.fn() }}>
        <FilterLinks
          label="Галузь"
          current="saas"
          options={[
            { id: null, label: 'Усі' },
            { id: 'saas', label: 'SaaS' },
          ]}
          hrefOf={(id) => filterHref('/cases', { industry: id })}
        />
      </NavigationProvider>,
    );
    expect(screen.getByRole('group', { name: 'Галузь' })).toBeTruthy();
    expect(screen.getByRole('link', { name: 'SaaS' }).getAttribute('aria-current')).toBe('true');
    expect(screen.getByRole('link', { name: 'SaaS' }).getAttribute('href')).toBe('/ua/cases?industry=saas');
    expect(screen.getByRole('link', { name: 'Усі' }).getAttribute('aria-current')).toBeNull();
    expect(screen.getByRole('link', { name: 'Усі' }).getAttribute('href')).toBe('/ua/cases');
  });
});
