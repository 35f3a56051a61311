import { act, fireEvent, render, screen } from '@testing-library/react';
import { renderToString } from 'react-dom/server';
import type { ReactNode } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { NavigationProvider, type Navigation } from '@site/ui';
import { estimateMonthly, exampleInput, formatEstimate, STAFF_HOURLY_COST, type Language } from '@site/model';
import en from '../../pages/content/pricing/page.en';
import ru from '../../pages/content/pricing/page.ru';
import { EstimateCalculator } from '../estimate-calculator';
import { fieldValue, parseFigure } from '../estimate-fields';

const navigation = (lang: Language): Navigation => ({ lang, pathname: '/pricing', search: '', origin: 'https://example.com', navigate: vi.fn() });
const inLanguage = (lang: Language, ui: ReactNode) => <NavigationProvider value={navigation(lang)}>{ui}</NavigationProvider>;

const result = (container: HTMLElement, product: string) => container.querySelector<HTMLElement>(`.pr-estimate__result[data-product="${product}"]`)!;
const total = (container: HTMLElement, product: string, side: 'assistant' | 'staff') =>
  result(container, product).querySelector(`[data-total="${side}"]`)!.firstChild!.textContent!.trim();
const type = (label: string, value: string) => {
  const field = screen.getByLabelText(label) as HTMLInputElement;
  field.value = value;
  fireEvent.input(field);
};

describe('a figure as a visitor types it', () => {
  it('reads each language’s grouping and decimal mark', () => {
    expect(parseFigure('2,000', 'en')).toBe(2_000);
    expect(parseFigure('2.5', 'en')).toBe(2.5);
    expect(parseFigure('2 000', 'ru')).toBe(2_000);
    expect(parseFigure('2,5', 'uk')).toBe(2.5);
    expect(parseFigure('2.5', 'ru')).toBe(2.5);
    expect(parseFigure('€11', 'en')).toBe(11);
  });

  it('refuses what is not one number, and what its field does not accept', () => {
    expect(parseFigure('', 'en')).toBeNull();
    expect(parseFigure('two', 'en')).toBeNull();
    expect(parseFigure('2,5', 'en')).toBeNull();
    expect(parseFigure('-3', 'en')).toBeNull();
    expect(fieldValue('languages', '1.5', 'en')).toBeNull();
    expect(fieldValue('conversations', '0', 'en')).toBeNull();
    expect(fieldValue('minutes', '61', 'en')).toBeNull();
    expect(fieldValue('minutes', '0,5', 'ru')).toBe(0.5);
  });
});

describe('the estimate calculator', () => {
  it('is prerendered with the worked example of both products and the assumptions, before any script', () => {
    const html = renderToString(inLanguage('en', <EstimateCalculator words={en.calculator} />));
    const page = document.createElement('div');
    page.innerHTML = html;
    const example = estimateMonthly(exampleInput('lumi-ai'));
    expect(total(page, 'lumi-ai', 'assistant')).toBe(formatEstimate(example.total, 'en'));
    expect(total(page, 'lumi-ai', 'assistant')).toBe('€1,110');
    expect(total(page, 'lumi-ai', 'staff')).toBe(formatEstimate(example.staff!.total, 'en'));
    expect(result(page, 'ai-seller')).not.toBeNull();
    expect(page.querySelectorAll('.pr-estimate__assumptions li')).toHaveLength(en.calculator.assumptions.length);
    expect(page.querySelector<HTMLInputElement>('input[name="product"][value="lumi-ai"]')!.defaultChecked).toBe(true);
    // The style sheet that shows the chosen product's result needs no script.
    expect(page.querySelector('style')!.textContent).toContain(
      '#calculator:has(input[name="product"][value="ai-seller"]:checked) .pr-estimate__result:not([data-product="ai-seller"]) { display: none; }',
    );
  });

  it('prices the visitor’s volume as they type it', () => {
    const { container } = render(inLanguage('en', <EstimateCalculator words={en.calculator} />));
    type(en.calculator.fields.conversations, '30000');
    type(en.calculator.fields.minutes, '2');
    // 60,000 minutes: 20,000 at €0.12 and 40,000 at €0.09, and the €390 fee.
    expect(total(container, 'lumi-ai', 'assistant')).toBe('€6,390');
    expect(total(container, 'ai-seller', 'assistant')).toBe(formatEstimate(290 + 10_000 * 0.25 + 20_000 * 0.18, 'en'));
  });

  it('says beside a field what it accepts, and keeps the last estimate that worked', () => {
    const { container } = render(inLanguage('en', <EstimateCalculator words={en.calculator} />));
    type(en.calculator.fields.conversations, '3000');
    const before = total(container, 'lumi-ai', 'assistant');
    type(en.calculator.fields.conversations, 'lots');
    const field = screen.getByLabelText(en.calculator.fields.conversations);
    expect(field.getAttribute('aria-invalid')).toBe('true');
    expect(document.getElementById(field.getAttribute('aria-describedby')!)!.textContent).toBe(en.calculator.errors.conversations);
    expect(total(container, 'lumi-ai', 'assistant')).toBe(before);
    expect(screen.getByRole('status').textContent).toBe(en.calculator.result.stale);
    expect((field as HTMLInputElement).value).toBe('lots');
  });

  it('sets the staff cost of the country chosen, which the visitor may change', () => {
    render(inLanguage('ru', <EstimateCalculator words={ru.calculator} />));
    const cost = screen.getByLabelText(ru.calculator.fields.hourlyCost) as HTMLInputElement;
    fireEvent.change(screen.getByLabelText(ru.calculator.fields.market), { target: { value: 'DE' } });
    expect(cost.value).toBe(String(STAFF_HOURLY_COST.DE));
    type(ru.calculator.fields.hourlyCost, '27,5');
    expect(screen.queryByRole('status')).toBeNull();
  });

  it('takes what the visitor typed before its code ran', async () => {
    const html = renderToString(inLanguage('en', <EstimateCalculator words={en.calculator} />));
    const container = document.createElement('div');
    container.innerHTML = html;
    document.body.append(container);
    container.querySelector<HTMLInputElement>('input[name="conversations"]')!.value = '4000';
    const { hydrateRoot } = await import('react-dom/client');
    await act(async () => {
      hydrateRoot(container, inLanguage('en', <EstimateCalculator words={en.calculator} />));
    });
    expect(total(container, 'lumi-ai', 'assistant')).toBe(formatEstimate(390 + 12_000 * 0.12, 'en'));
    container.remove();
  });
});
