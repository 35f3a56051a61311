import { describe, expect, it } from 'vitest';
import { brandedTitle, MAX_TITLE_LENGTH } from '../brand';

describe('a page title names the site once', () => {
  it('after the title with a bar, after a bare name with a dash, or first on the home page', () => {
    expect(brandedTitle('Blog — AI for sales, marketing and operations')).toBe('Blog — AI for sales, marketing and operations | Synthra');
    expect(brandedTitle('Contacts', 'dash')).toBe('Contacts — Synthra');
    expect(brandedTitle('AI chatbots, voice assistants and agents for business', 'first')).toBe(
      'Synthra — AI chatbots, voice assistants and agents for business',
    );
  });

  it('leaves a page 70 characters less the site’s name for its own title', () => {
    expect(MAX_TITLE_LENGTH).toBe(60);
    expect(brandedTitle('x'.repeat(MAX_TITLE_LENGTH))).toHaveLength(70);
  });
});
