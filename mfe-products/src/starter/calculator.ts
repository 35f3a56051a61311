import { ESTIMATE_PRODUCTS, STAFF_HOURLY_COST, estimateMonthly, isMarket, languageOfUrl } from '@site/model';
import { HOURLY_COST_FIELD, MARKET_FIELD, readEstimate, readingOf } from '../pricing/estimate-fields';
import { figuresOf, writeFigures } from '../pricing/estimate-view';

/** Set by the calculator's island once it runs (estimate-calculator.tsx's LIVE_ATTRIBUTE): from then on it answers the fields. */
const LIVE_ATTRIBUTE = 'data-live';

/**
 * The products remote's starter: what the loader of a prerendered page imports when a visitor
 * presses the calculator (its form is marked for it, STARTER_ATTRIBUTE), before the app's
 * framework has loaded. It prices what is typed at once, with the model's own `estimateMonthly`,
 * and writes the figures into the prerendered results as the island would render them
 * (estimate-view.ts), so the estimate answers a tap as fast as the page's other controls. A field
 * that holds what it does not accept is marked, and its product keeps its last figures; the
 * island, once it runs, says why beside the field and answers from then on.
 */
export function start(): void {
  const form = document.querySelector<HTMLFormElement>('#calculator form');
  if (!form || form.hasAttribute(LIVE_ATTRIBUTE) || form.dataset.started) return;
  form.dataset.started = 'true';
  const lang = languageOfUrl(location.pathname);
  const price = () => {
    if (form.hasAttribute(LIVE_ATTRIBUTE)) return;
    const reading = readingOf(form);
    const invalid = new Set<string>();
    for (const product of ESTIMATE_PRODUCTS) {
      const read = readEstimate(product, reading, lang);
      read.invalid.forEach((name) => invalid.add(name));
      const result = document.querySelector(`#calculator .pr-estimate__result[data-product="${product}"]`);
      if (read.input && result)
        writeFigures(result, figuresOf(estimateMonthly(read.input), 'hourlyCost' in read.input ? read.input.hourlyCost : undefined, lang), lang);
    }
    for (const input of form.querySelectorAll<HTMLInputElement>('input[inputmode]')) {
      if (invalid.has(input.name)) input.setAttribute('aria-invalid', 'true');
      else input.removeAttribute('aria-invalid');
    }
  };
  form.addEventListener('input', price);
  form.addEventListener('change', (event) => {
    const target = event.target as HTMLSelectElement;
    if (form.hasAttribute(LIVE_ATTRIBUTE) || target.name !== MARKET_FIELD || !isMarket(target.value)) return;
    (form.elements.namedItem(HOURLY_COST_FIELD) as HTMLInputElement).value = String(STAFF_HOURLY_COST[target.value]);
    price();
  });
  price();
}
