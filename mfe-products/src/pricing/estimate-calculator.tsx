import { useEffect, useRef, useState, type CSSProperties, type FormEvent, type ReactNode } from 'react';
import type { PricingPage } from '@site/content';
import {
  ESTIMATE_DEFAULTS,
  ESTIMATE_EXAMPLES,
  COST_REGIONS,
  STAFF_HOURLY_COST,
  amountOf,
  estimateMonthly,
  formatCount,
  formatEstimate,
  formatEuros,
  isCostRegion,
  pluralOf,
  type Estimate,
  type Language,
} from '@site/model';
import { TextField, classNames, useNavigation } from '@site/ui';
import { DEFAULT_TEXTS, DEFAULT_VALUES, ESTIMATE_FIELDS, readFields, type EstimateField, type EstimateTexts, type EstimateValues } from './estimate-fields';

type Words = PricingPage['calculator'];

/** The products the calculator's fields price: calls with Lumi AI, chats with AI Seller 24/7. */
const ESTIMATE_PRODUCTS = ['lumi-ai', 'ai-seller'] as const;
type CalculatorProduct = (typeof ESTIMATE_PRODUCTS)[number];

/** The fields' values as the model's estimate of `product` takes them. */
function estimateOf(product: CalculatorProduct, { conversations, minutes, languages, hourlyCost }: EstimateValues): Estimate {
  return product === 'lumi-ai'
    ? estimateMonthly({ product, calls: conversations, minutes, languages, lines: ESTIMATE_EXAMPLES['lumi-ai'].lines, hourlyCost })
    : estimateMonthly({ product, conversations, minutes, languages, hourlyCost });
}

const ID = 'calculator';
const fieldId = (field: string) => `${ID}-${field}`;

/**
 * Which product's result shows follows the product's radio, by a style sheet: the choice answers
 * a tap at once, before any script and without JavaScript, each product's result prerendered with
 * the worked example's values.
 */
const CHOSEN_PRODUCT_RULES = ESTIMATE_PRODUCTS.map(
  (product) => `#${ID}:has(input[name="product"][value="${product}"]:checked) .pr-estimate__result:not([data-product="${product}"]) { display: none; }`,
).join('\n');

/**
 * The estimate calculator: a visitor's volume priced by `PRICING` beside what the same work costs
 * in staff time, with the assumptions written under it. The page prerenders it with the worked
 * example's values and both products' results, so it reads and indexes without scripts; its code
 * runs only once the visitor reaches a field (the page's island hydrates then).
 *
 * The fields are the browser's own (uncontrolled): what a visitor typed before the code ran stays,
 * and is read as soon as it runs. A field that holds what it does not accept says why beside it,
 * and the result keeps the last values that worked until it is fixed.
 */
export function EstimateCalculator({ words }: { words: Words }) {
  const { lang } = useNavigation();
  const form = useRef<HTMLFormElement>(null);
  const [texts, setTexts] = useState<EstimateTexts>(DEFAULT_TEXTS);
  const [values, setValues] = useState<EstimateValues>(DEFAULT_VALUES);
  const { invalid } = readFields(texts, lang);

  const read = () => {
    const fields = form.current!.elements;
    const typed = Object.fromEntries(ESTIMATE_FIELDS.map((field) => [field, (fields.namedItem(field) as HTMLInputElement).value])) as EstimateTexts;
    setTexts(typed);
    const accepted = readFields(typed, lang).values;
    if (accepted) setValues(accepted);
  };

  /** A country chosen sets its staff cost, which the visitor may then change. */
  const chooseMarket = (code: string) => {
    if (!isCostRegion(code)) return;
    (form.current!.elements.namedItem('hourlyCost') as HTMLInputElement).value = String(STAFF_HOURLY_COST[code]);
    read();
  };

  // What the visitor set before the page's code ran: a country chosen then has not set its cost yet.
  useEffect(() => {
    const market = (form.current!.elements.namedItem('market') as HTMLSelectElement).value;
    const cost = (form.current!.elements.namedItem('hourlyCost') as HTMLInputElement).value;
    if (market !== ESTIMATE_DEFAULTS.market && cost === DEFAULT_TEXTS.hourlyCost) chooseMarket(market);
    else read();
  }, []);

  const field = (name: EstimateField, inputMode: 'numeric' | 'decimal', hint?: string) => (
    <TextField
      id={fieldId(name)}
      name={name}
      label={words.fields[name]}
      hint={hint}
      error={invalid.includes(name) ? words.errors[name] : undefined}
      defaultValue={DEFAULT_TEXTS[name]}
      inputMode={inputMode}
      autoComplete="off"
      className="pr-estimate__field"
    />
  );

  return (
    <div id={ID} className="pr-estimate">
      <style>{CHOSEN_PRODUCT_RULES}</style>
      <form ref={form} className="pr-estimate__form ui-card" noValidate onInput={read} onSubmit={(event: FormEvent) => event.preventDefault()}>
        <fieldset className="pr-estimate__products">
          <legend className="ui-field__label">{words.fields.product}</legend>
          {ESTIMATE_PRODUCTS.map((product) => (
            <label key={product} className="pr-estimate__product">
              <input type="radio" name="product" value={product} defaultChecked={product === ESTIMATE_DEFAULTS.product} />
              <span>{words.products[product]}</span>
            </label>
          ))}
        </fieldset>
        <div className="pr-estimate__fields">
          {field('conversations', 'numeric')}
          {field('minutes', 'decimal')}
          {field('languages', 'numeric')}
          <div className="ui-field pr-estimate__field">
            <label className="ui-field__label" htmlFor={fieldId('market')}>
              {words.fields.market}
            </label>
            <select
              id={fieldId('market')}
              name="market"
              className="ui-field__input pr-estimate__select"
              defaultValue={ESTIMATE_DEFAULTS.market}
              onChange={(event) => chooseMarket(event.target.value)}
            >
              {COST_REGIONS.map((market) => (
                <option key={market} value={market}>
                  {words.markets[market]}
                </option>
              ))}
            </select>
          </div>
          {field('hourlyCost', 'decimal', words.fields.hourlyCostHint)}
        </div>
      </form>
      <div className="pr-estimate__results" aria-live="polite">
        {ESTIMATE_PRODUCTS.map((product) => (
          <EstimateResult key={product} product={product} values={values} words={words.result} lang={lang} />
        ))}
        {invalid.length > 0 && (
          <p className="pr-estimate__stale" role="status">
            {words.result.stale}
          </p>
        )}
        <noscript>
          <p className="pr-estimate__stale">{words.result.example}</p>
        </noscript>
      </div>
      <section className="pr-estimate__assumptions" aria-labelledby={`${ID}-assumptions`}>
        <h3 id={`${ID}-assumptions`}>{words.assumptionsTitle}</h3>
        <ul>
          {words.assumptions.map((assumption) => (
            <li key={assumption}>{assumption}</li>
          ))}
        </ul>
      </section>
    </div>
  );
}

interface EstimateResultProps {
  readonly product: CalculatorProduct;
  readonly values: EstimateValues;
  readonly words: Words['result'];
  readonly lang: Language;
}

/** One product's month beside the staff's, each with what it is made of, and a bar each to compare them at a glance. */
function EstimateResult({ product, values, words, lang }: EstimateResultProps) {
  const estimate = estimateOf(product, values);
  const staff = estimate.staff!;
  const saving = estimate.saving!;
  const euros = (amount: number) => formatEstimate(amount, lang);
  const largest = Math.max(estimate.total, staff.total, 1);
  const hours = Math.round(staff.hours);
  const assistant = {
    platform: amountOf(estimate, 'platform'),
    languages: amountOf(estimate, 'language'),
    usage: amountOf(estimate, product === 'lumi-ai' ? 'minute' : 'conversation'),
    total: estimate.total,
  };
  return (
    <div className="pr-estimate__result" data-product={product}>
      <h3 className="pr-estimate__title">{words.title}</h3>
      <dl className="pr-estimate__columns">
        <EstimateSide
          side="assistant"
          name={words.assistant[product]}
          total={euros(assistant.total)}
          share={assistant.total / largest}
          perMonth={words.perMonth}
        >
          <li>
            {words.platform}: {euros(assistant.platform)}
          </li>
          {assistant.languages > 0 && (
            <li>
              {words.languages}: {euros(assistant.languages)}
            </li>
          )}
          <li>
            {words.usage[product]}: {euros(assistant.usage)}
          </li>
        </EstimateSide>
        <EstimateSide side="staff" name={words.staff} total={euros(staff.total)} share={staff.total / largest} perMonth={words.perMonth}>
          <li>
            {formatCount(hours, lang)} {pluralOf(hours, lang, words.paidHours)} × {formatEuros(values.hourlyCost, lang)}
          </li>
        </EstimateSide>
      </dl>
      <p className={classNames('pr-estimate__saving', saving < 0 && 'pr-estimate__saving--negative')} data-saving={Math.round(saving)}>
        {saving >= 0 ? words.saving : words.overspend} <strong>{euros(Math.abs(saving))}</strong> {words.perMonth}
      </p>
    </div>
  );
}

interface EstimateSideProps {
  readonly side: 'assistant' | 'staff';
  readonly name: string;
  readonly total: string;
  /** The total's share of the larger of the two, for its bar. */
  readonly share: number;
  readonly perMonth: string;
  /** What the total is made of, as list items. */
  readonly children: ReactNode;
}

/** One side of the comparison: who does the work, its month, a bar to compare it with the other side's, and its parts. */
function EstimateSide({ side, name, total, share, perMonth, children }: EstimateSideProps) {
  return (
    <div className={`pr-estimate__column pr-estimate__column--${side}`}>
      <dt>{name}</dt>
      <dd className="pr-estimate__total" data-total={side}>
        {total} <span className="pr-estimate__per">{perMonth}</span>
        <span className="pr-estimate__bar" style={{ '--share': `${Math.max(share * 100, 1).toFixed(1)}%` } as CSSProperties} aria-hidden="true" />
      </dd>
      <dd>
        <ul className="pr-estimate__parts">{children}</ul>
      </dd>
    </div>
  );
}
