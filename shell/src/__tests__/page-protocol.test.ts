import { beforeEach, describe, expect, it } from 'vitest';
import { PRERENDERED_ATTRIBUTE, prerenderedForThisUrl, worksWithoutCode } from '../page-protocol';

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

describe('an island’s prerendered HTML without its code', () => {
  const island = (html: string) => {
    document.body.innerHTML = `<div data-island="products:product">${html}</div>`;
    return document.body.firstElementChild!;
  };

  it('works when its links, fields and details need no code and its one button posts its form', () => {
    expect(worksWithoutCode(island('<a href="/ua/cases">Cases</a><details><summary>Q</summary>A</details>'))).toBe(true);
    expect(worksWithoutCode(island('<form method="post" action="/api/leads"><input name="name"><button type="submit">Send</button></form>'))).toBe(true);
  });

  it('works whatever the buttons of an island inside it need, and a button the page’s own script answers', () => {
    expect(worksWithoutCode(island('<div data-island="voice:voiceDemo"><button type="button">Talk</button></div>'))).toBe(true);
    expect(worksWithoutCode(island('<button type="button" data-page-script="">Top</button>'))).toBe(true);
  });

  it('does not when a button of its own needs code, or a form is sent by code only', () => {
    expect(worksWithoutCode(island('<button type="button">Talk</button>'))).toBe(false);
    expect(worksWithoutCode(island('<div role="button">Play</div>'))).toBe(false);
    expect(worksWithoutCode(island('<form><button type="submit">Send</button></form>'))).toBe(false);
  });
});
