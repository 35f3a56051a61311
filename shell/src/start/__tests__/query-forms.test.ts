import { beforeAll, describe, expect, it } from 'vitest';
import { keepChoicesInUrl } from '../query-forms';

/** A library's filters as the content remote prerenders them, inside an island that does not run yet. */
function library(): HTMLFormElement {
  document.body.innerHTML = `
    <div data-island="content:cases">
      <form data-query-form="">
        ${['', 'b2b', 'retail'].map((value) => `<input type="radio" name="industry" value="${value}"${value ? '' : ' checked'}>`).join('')}
        ${['', 'mediFlow'].map((value) => `<input type="radio" name="product" value="${value}"${value ? '' : ' checked'}>`).join('')}
        <input type="reset">
      </form>
    </div>`;
  return document.querySelector('form')!;
}

/** Once the frame after now is rendered, and what was put off until after it has run. */
const afterFrame = () => new Promise((resolve) => requestAnimationFrame(() => setTimeout(resolve)));

const radio = (name: string, value: string) => document.querySelector<HTMLInputElement>(`input[name="${name}"][value="${value}"]`)!;

describe('the filters of a library that does not run yet', () => {
  beforeAll(() => {
    history.replaceState(null, '', '/ua/cases?industry=retail&product=space');
    library();
    keepChoicesInUrl();
  });

  it('show the choice the URL names, and all where it names none they know', () => {
    expect(radio('industry', 'retail').checked).toBe(true);
    expect(radio('product', '').checked).toBe(true);
  });

  it('write each choice into the URL as a new entry of the same page, after the frame that shows it', async () => {
    const entries = history.length;
    radio('industry', 'b2b').click();
    expect(location.search).toBe('?industry=retail&product=space');
    await afterFrame();
    expect(`${location.pathname}${location.search}`).toBe('/ua/cases?industry=b2b');
    radio('product', 'mediFlow').click();
    await afterFrame();
    expect(location.search).toBe('?industry=b2b&product=mediFlow');
    expect(history.length).toBe(entries + 2);
  });

  it('follow the URL back and forward', () => {
    history.replaceState(null, '', '/ua/cases?industry=retail');
    dispatchEvent(new PopStateEvent('popstate'));
    expect(radio('industry', 'retail').checked).toBe(true);
    expect(radio('product', '').checked).toBe(true);
  });

  it('leave a library whose island runs to the library', async () => {
    document.querySelector('[data-island]')!.setAttribute('data-live', '');
    const search = location.search;
    radio('industry', 'b2b').click();
    await afterFrame();
    expect(location.search).toBe(search);
  });
});
