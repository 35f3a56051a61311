import { act, fireEvent, render, screen } from '@testing-library/react';
import { renderToString } from 'react-dom/server';
import { describe, expect, it, vi } from 'vitest';
import { NavigationProvider, type Navigation } from '@site/ui';
import { ESTIMATE_LINES, ESTIMATE_PRODUCTS, STAFF_HOURLY_COST, estimateMonthly, exampleInput, formatEstimate, type Language } from '@site/model';
import en from '../../pages/content/pricing/page.en';
import pl from '../../pages/content/pricing/page.pl';
import ru from '../../pages/content/pricing/page.ru';
import uk from '../../pages/content/pricing/page.uk';
import { start } from '../../starter/calculator';
import { EstimateCalculator } from '../estimate-calculator';
import { fieldValue, parseFigure } from '../estimate-fields';

const navigation = (lang: Language): Navigation => ({ lang, pathname: '/pricing', search: '', origin: 'https://example.com', navigate: vi.fn() });
const WORDS = { en, ru, uk, pl } as const;
const calculator = (lang: Language, words = WORDS[lang]) => (
  <NavigationProvider value={navigation(lang)}>
    <EstimateCalculator words={words.calculator} prices={words.products.items} />
  </NavigationProvider>
);

const result = (container: ParentNode, product: string) => container.querySelector<HTMLElement>(`.pr-estimate__result[data-product="${product}"]`)!;
const total = (container: ParentNode, product: string, side: 'assistant' | 'staff') =>
  result(container, product).querySelector(`[data-total="${side}"] [data-figure]`)!.textContent!.trim();
const fieldOf = (container: ParentNode, name: string) => container.querySelector<HTMLInputElement>(`[name="${name}"]`)!;
const type = (container: ParentNode, name: string, value: string) => {
  const field = fieldOf(container, name);
  field.value = value;
  fireEvent.input(field);
};
const prerendered = () => {
  const page = document.createElement('div');
  page.innerHTML = renderToString(calculator('en'));
  return page;
};

describe('a figure as a visitor types it', () => {
  it('reads each language’s grouping and decimal mark', () => {
    expect(parseFigure('2,000', 'en')).toBe(2_000);
    expect(parseFigure('2.5', 'en')).toBe(2.5);
    expect(parseFigure('2 000', 'ru')).toBe(2_000);
    expect(parseFigure('2,5', 'uk')).toBe(2.5);
    expect(parseFigure('€11', 'en')).toBe(11);
    expect(parseFigure('61%', 'en')).toBe(61);
  });

  it('refuses what is not one number, and what its field does not accept', () => {
    expect(parseFigure('', 'en')).toBeNull();
    expect(parseFigure('two', 'en')).toBeNull();
    expect(fieldValue('languages', '1.5', 'en')).toBeNull();
    expect(fieldValue('calls', '0', 'en')).toBeNull();
    expect(fieldValue('minutes', '61', 'en')).toBeNull();
    expect(fieldValue('resolvedPercent', '101', 'en')).toBeNull();
    expect(fieldValue('minutes', '0,5', 'ru')).toBe(0.5);
  });
});

describe('the estimate calculator', () => {
  it('is prerendered with every product’s worked example, the model’s own, and the assumptions, before any script', () => {
    const page = prerendered();
    for (const product of ESTIMATE_PRODUCTS) {
      const example = estimateMonthly(exampleInput(product));
      expect(total(page, product, 'assistant'), product).toBe(formatEstimate(example.total, 'en'));
      if (example.staff) expect(total(page, product, 'staff'), product).toBe(formatEstimate(example.staff.total, 'en'));
      // A place for every line the product's bill may have, those of this month shown.
      const lines = [...result(page, product).querySelectorAll<HTMLElement>('[data-line]')];
      expect(lines.map((line) => line.dataset.line)).toEqual([...ESTIMATE_LINES[product]]);
      expect(lines.filter((line) => !line.hidden).map((line) => line.dataset.line)).toEqual(example.lines.map(({ fee }) => fee));
    }
    // A network of 40 clinics, the pricing page's own question, is MediFlow AI's worked example.
    expect(total(page, 'mediflow-ai', 'assistant')).toBe('€12,325');
    expect(page.querySelectorAll('.pr-estimate__assumptions li')).toHaveLength(en.calculator.assumptions.length);
    expect(page.querySelector<HTMLInputElement>('input[name="product"][value="lumi-ai"]')!.defaultChecked).toBe(true);
    // The style sheet that shows the chosen product's fields and result needs no script.
    expect(page.querySelector('style')!.textContent).toContain(
      '#calculator:has(input[name="product"][value="mediflow-ai"]:checked) .pr-estimate__result:not([data-product="mediflow-ai"])',
    );
  });

  it('starts in the page’s market, its staff cost and the estimate at it, before any script: /ua in Ukraine, /pl in Poland, /ru in Kazakhstan', () => {
    for (const [lang, market] of [
      ['uk', 'UA'],
      ['pl', 'PL'],
      ['ru', 'KZ'],
      ['en', 'PL'],
    ] as const) {
      const page = document.createElement('div');
      page.innerHTML = renderToString(calculator(lang));
      expect(page.querySelector<HTMLOptionElement>('select[name="market"] option[selected]')!.value, lang).toBe(market);
      expect(fieldOf(page, 'hourlyCost').defaultValue, lang).toBe(String(STAFF_HOURLY_COST[market]));
      const example = estimateMonthly(exampleInput('lumi-ai', market));
      expect(total(page, 'lumi-ai', 'staff'), lang).toBe(formatEstimate(example.staff!.total, lang));
    }
  });

  it('says the share resolved it counts people’s time on, and lets the visitor change it', () => {
    const { container } = render(calculator('en'));
    expect(fieldOf(container, 'mediflow-ai:resolvedPercent').value).toBe('61');
    expect(result(container, 'mediflow-ai').querySelector('[data-resolved]')!.textContent).toBe('61%');
    const before = total(container, 'mediflow-ai', 'staff');
    type(container, 'mediflow-ai:resolvedPercent', '100');
    const everyCall = estimateMonthly({ ...exampleInput('mediflow-ai'), resolvedPercent: 100 });
    expect(total(container, 'mediflow-ai', 'staff')).toBe(formatEstimate(everyCall.staff!.total, 'en'));
    expect(total(container, 'mediflow-ai', 'staff')).not.toBe(before);
  });

  it('prices each product at the volume typed for it', () => {
    const { container } = render(calculator('en'));
    type(container, 'mediflow-ai:branches', '12');
    type(container, 'mediflow-ai:doctors', '30');
    expect(total(container, 'mediflow-ai', 'assistant')).toBe(
      formatEstimate(estimateMonthly({ ...exampleInput('mediflow-ai'), branches: 12, doctors: 30 }).total, 'en'),
    );
    type(container, 'lumi-ai:lines', '40');
    expect(result(container, 'lumi-ai').querySelector('[data-line="phoneNumber"] [data-figure]')!.textContent).toBe('€555');
    type(container, 'ai-sales-manager:managers', '20');
    expect(total(container, 'ai-sales-manager', 'assistant')).toBe(
      formatEstimate(estimateMonthly({ ...exampleInput('ai-sales-manager'), managers: 20 }).total, 'en'),
    );
    fireEvent.click(fieldOf(container, 'ai-commerce:modules'));
    expect(total(container, 'ai-commerce', 'assistant')).toBe(
      formatEstimate(estimateMonthly({ ...exampleInput('ai-commerce'), modules: ['focusGroup', 'sellMate'] }).total, 'en'),
    );
  });

  it('says beside a field what it accepts, and keeps the last estimate that worked', () => {
    const { container } = render(calculator('en'));
    type(container, 'lumi-ai:calls', '3000');
    const before = total(container, 'lumi-ai', 'assistant');
    type(container, 'lumi-ai:calls', 'lots');
    const field = fieldOf(container, 'lumi-ai:calls');
    expect(field.getAttribute('aria-invalid')).toBe('true');
    expect(document.getElementById(field.getAttribute('aria-describedby')!.split(' ').at(-1)!)!.textContent).toBe(en.calculator.errors.calls);
    expect(total(container, 'lumi-ai', 'assistant')).toBe(before);
    expect(screen.getByRole('status').textContent).toBe(en.calculator.result.stale);
  });

  it('sets the staff cost of the country chosen, which the visitor may change', () => {
    const { container } = render(calculator('ru'));
    fireEvent.change(fieldOf(container, 'market'), { target: { value: 'DE' } });
    expect(fieldOf(container, 'hourlyCost').value).toBe(String(STAFF_HOURLY_COST.DE));
    type(container, 'hourlyCost', '27,5');
    expect(screen.queryByRole('status')).toBeNull();
  });
});

describe('the calculator before the app runs', () => {
  it('is priced by the starter as the island would render it, and left to the island once it runs', async () => {
    const page = prerendered();
    document.body.append(page);
    start();
    type(page, 'lumi-ai:calls', '5000');
    const typed = estimateMonthly({ ...exampleInput('lumi-ai'), calls: 5_000 });
    expect(total(page, 'lumi-ai', 'assistant')).toBe(formatEstimate(typed.total, 'en'));
    expect(result(page, 'lumi-ai').querySelector('[data-saving]')!.getAttribute('data-saving')).toBe(String(Math.round(typed.saving!)));
    type(page, 'lumi-ai:minutes', 'soon');
    expect(fieldOf(page, 'lumi-ai:minutes').getAttribute('aria-invalid')).toBe('true');
    expect(total(page, 'lumi-ai', 'assistant')).toBe(formatEstimate(typed.total, 'en'));
    type(page, 'lumi-ai:minutes', '3');

    // The island takes over what was typed, and says the same.
    const { hydrateRoot } = await import('react-dom/client');
    await act(async () => {
      hydrateRoot(page, calculator('en'));
    });
    expect(total(page, 'lumi-ai', 'assistant')).toBe(formatEstimate(typed.total, 'en'));
    expect(page.querySelector('form')!.hasAttribute('data-live')).toBe(true);
    page.remove();
  });
});

describe('the worked example’s figures, prerendered', () => {
  it('are written with the page’s decimal mark, and priced as they read (issue 72)', () => {
    const html = (lang: Language) => {
      const page = document.createElement('div');
      page.innerHTML = renderToString(calculator(lang));
      return fieldOf(page, 'mediflow-ai:minutes').value;
    };
    expect(html('en')).toBe('2.5');
    expect(html('ru')).toBe('2,5');
    expect(parseFigure(html('ru'), 'ru')).toBe(2.5);
  });
});
