import { describe, expect, it } from 'vitest';
import { brandedTitle, MAX_TITLE_LENGTH } from '../brand';

describe('a page title names the site once', () => {
  it('after the title, or first on the home page, always set off by a bar', () => {
    expect(brandedTitle('Blog — AI for sales, marketing and operations')).toBe('Blog — AI for sales, marketing and operations | Synthra');
    expect(brandedTitle('Contacts')).toBe('Contacts | Synthra');
    expect(brandedTitle('AI chatbots, voice assistants and agents for business', 'first')).toBe(
      'Synthra | AI chatbots, voice assistants and agents for business',
    );
  });

  it('lets the longest title a page may write fit the 70 characters of a search result, however the name is added', () => {
    for (const brand of ['after', 'first'] as const) {
      expect(brandedTitle('x'.repeat(MAX_TITLE_LENGTH), brand).length, brand).toBeLessThanOrEqual(70);
    }
    expect(brandedTitle('x'.repeat(MAX_TITLE_LENGTH + 1)).length).toBeGreaterThan(70);
  });
});
