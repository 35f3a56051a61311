import { QUERY_FORM_ATTRIBUTE } from '@site/model';
import { inPrerenderedIsland } from '../page-protocol';
import { afterNextFrame } from './when-shown';

/**
 * A library's filters are radios that filter with a style sheet alone. Until the library's island
 * runs (or for good, when its code failed to load and it kept its prerendered HTML), the page's own script keeps them and the URL in step, as the library does once it runs: a
 * choice becomes a new history entry of the same page (a reload or a shared link shows it, back and
 * forward walk through the choices), and the URL sets the radios (a shared link, the same page in
 * another language).
 */
export function keepChoicesInUrl(): void {
  showChoicesOf(location.search);
  addEventListener('popstate', () => showChoicesOf(location.search));
  const write = (form: HTMLFormElement) => {
    const query = new URLSearchParams();
    for (const radio of form.querySelectorAll<HTMLInputElement>('input[type="radio"]:checked')) if (radio.value) query.set(radio.name, radio.value);
    const search = query.toString() ? `?${query}` : '';
    if (search !== location.search) history.pushState(null, '', `${location.pathname}${search}`);
  };
  const formOf = (event: Event) => {
    const form = event.target instanceof Element ? event.target.closest<HTMLFormElement>(`form[${QUERY_FORM_ATTRIBUTE}]`) : null;
    return form && inPrerenderedIsland(form) ? form : null;
  };
  // After the frame that shows the choice (the style sheet filters at once): a new history entry
  // and what it sets off cost the tap's frame ~25 ms on the bench's phone (4× CPU).
  addEventListener('change', (event) => {
    const form = formOf(event);
    if (form) afterNextFrame(() => write(form));
  });
  // A reset is told before the form resets.
  addEventListener('reset', (event) => {
    const form = formOf(event);
    if (form) setTimeout(() => write(form));
  });
}

/** Checks, in the forms not yet run by their island, the radio each parameter of `search` names, or else the one with no value (all). */
function showChoicesOf(search: string): void {
  const query = new URLSearchParams(search);
  for (const form of document.querySelectorAll(`form[${QUERY_FORM_ATTRIBUTE}]`)) {
    if (!inPrerenderedIsland(form)) continue;
    const radios = [...form.querySelectorAll<HTMLInputElement>('input[type="radio"]')];
    const shown = (radio: HTMLInputElement) => radios.some((other) => other.name === radio.name && other.value === query.get(radio.name));
    for (const radio of radios) radio.checked = shown(radio) ? radio.value === query.get(radio.name) : radio.value === '';
  }
}
