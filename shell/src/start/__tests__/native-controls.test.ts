import { describe, expect, it } from 'vitest';
import { rememberNativeControls } from '../native-controls';

const PAGE = `
  <header><details class="menu"><summary>Menu</summary><a href="/ua">UA</a></details></header>
  <main>
    <details class="faq"><summary>Q</summary><p>A</p></details>
    <input type="radio" name="industry" value="" checked><input type="radio" name="industry" value="b2b">
  </main>`;

/** `toggle` is dispatched in a task of its own after the change, as browsers do. */
const toggled = () => new Promise((resolve) => setTimeout(resolve));

describe('native controls set before the app renders the page anew', () => {
  it('are carried over from where they were when the app started, not where they were when set', async () => {
    document.body.innerHTML = PAGE;
    const controls = rememberNativeControls();
    document.querySelector<HTMLDetailsElement>('.faq')!.open = true;
    await toggled();
    document.querySelector<HTMLInputElement>('input[value="b2b"]')!.click();
    // The page moves the question after it was opened: a notice above it.
    document.querySelector('main')!.prepend(document.createElement('p'));
    controls.pin();
    // The app renders the page anew, as it was when it started.
    const rendered = document.body.innerHTML.replace(' open=""', '');
    document.body.innerHTML = rendered;
    expect(document.querySelector<HTMLDetailsElement>('.faq')!.open).toBe(false);
    controls.carryOver();
    expect(document.querySelector<HTMLDetailsElement>('.faq')!.open).toBe(true);
    expect(document.querySelector<HTMLDetailsElement>('.menu')!.open).toBe(false);
    expect(document.querySelector<HTMLInputElement>('input[value="b2b"]')!.checked).toBe(true);
  });

  it('set once the app has started are placed at once', async () => {
    document.body.innerHTML = PAGE;
    const controls = rememberNativeControls();
    controls.pin();
    const menu = document.querySelector<HTMLDetailsElement>('.menu')!;
    menu.open = true;
    await toggled();
    document.body.innerHTML = document.body.innerHTML.replace(' open=""', '');
    controls.carryOver();
    expect(document.querySelector<HTMLDetailsElement>('.menu')!.open).toBe(true);
  });
});
