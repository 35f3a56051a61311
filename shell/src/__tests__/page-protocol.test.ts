import { beforeEach, describe, expect, it } from 'vitest';
import { PRERENDERED_ATTRIBUTE, prerenderedForThisUrl } from '../page-protocol';

/** The case library as prerendered for `/ua/cases`, its filters a form of radios. */
beforeEach(() => {
  document.documentElement.setAttribute(PRERENDERED_ATTRIBUTE, '/ua/cases');
  document.body.innerHTML = `
    <form data-query-form="">
      ${['', 'b2b', 'retail'].map((value) => `<input type="radio" name="industry" value="${value}">`).join('')}
    </form>`;
});

const at = (url: string) => {
  history.replaceState(null, '', url);
  return prerenderedForThisUrl();
};

describe('a page prerendered for its path', () => {
  it('is the page for its path, and for a filter its forms show', () => {
    expect(at('/ua/cases')).toBe(true);
    expect(at('/ua/cases?industry=b2b')).toBe(true);
  });

  it('is the page for a campaign’s parameters, which no page reads', () => {
    expect(at('/ua/cases?utm_source=newsletter&utm_medium=email')).toBe(true);
    expect(at('/ua/cases?industry=retail&gclid=abc')).toBe(true);
  });

  it('is not the page for a filter value its forms do not show, nor for another path', () => {
    expect(at('/ua/cases?industry=mining')).toBe(false);
    expect(at('/ua/cases?industry=b2b&industry=mining')).toBe(false);
    expect(at('/ua/blog')).toBe(false);
  });
});
