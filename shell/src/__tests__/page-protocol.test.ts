import { beforeEach, describe, expect, it } from 'vitest';
import { noteReached, PRERENDERED_ATTRIBUTE, prerenderedForThisUrl, REACHED_MODULES_ATTRIBUTE, worksWithoutCode } from '../page-protocol';

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

describe('the islands the visitor reached before the app', () => {
  const island = (name: string, mark: string) => {
    document.body.insertAdjacentHTML('beforeend', `<div data-island="${name}">${mark}</div>`);
    return document.body.lastElementChild!;
  };

  it('are noted on the page by the remote module their prerendered HTML names, once each, for the app to fetch with its own code', () => {
    document.documentElement.removeAttribute(REACHED_MODULES_ATTRIBUTE);
    const widget = island('voice:widget', '<div data-mfe="voice" data-build="b1" data-expose="./VoiceWidget"><button>Talk</button></div>');
    const demo = island('voice:voiceDemo', '<div data-mfe="voice" data-build="b1" data-expose="./VoiceDemo"></div>');
    noteReached(widget);
    noteReached(demo);
    noteReached(widget);
    expect(document.documentElement.getAttribute(REACHED_MODULES_ATTRIBUTE)).toBe('voice/./VoiceWidget voice/./VoiceDemo');
  });

  it('note nothing for an island of the shell’s own, which has no remote mark', () => {
    document.documentElement.removeAttribute(REACHED_MODULES_ATTRIBUTE);
    noteReached(island('form:contacts', '<form><button type="submit">Send</button></form>'));
    expect(document.documentElement.hasAttribute(REACHED_MODULES_ATTRIBUTE)).toBe(false);
  });
});
