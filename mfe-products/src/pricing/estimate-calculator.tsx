import { useEffect, useEffectEvent, useRef, useState, type CSSProperties, type FormEvent, type ReactNode } from 'react';
import type { PricingPage } from '@site/content';
import {
  COMMERCE_MODULE_NAMES,
  COMMERCE_MODULES,
  ESTIMATE_DEFAULTS,
  ESTIMATE_EXAMPLES,
  ESTIMATE_MARKET_OF_LANGUAGE,
  ESTIMATE_LIMITS,
  ESTIMATE_LINES,
  ESTIMATE_PRODUCTS,
  COST_REGIONS,
  PRODUCT_NAMES,
  estimateMonthly,
  exampleInput,
  formatCount,
  isCostRegion,
  pluralOf,
  type CostRegion,
  type EstimateFigure,
  type EstimateInput,
  type EstimateProduct,
  type FeeName,
  type Language,
} from '@site/model';
import { TextField, classNames, useNavigation } from '@site/ui';
import { HOURLY_COST_FIELD, MARKET_FIELD, MODULES_FIELD, PRODUCT_FIGURES, defaultText, fieldName, hasStaff, readEstimate, readingOf } from './estimate-fields';
import { MARKS, barWidth, figuresOf } from './estimate-view';

type Words = PricingPage['calculator'];
type PriceLabels = PricingPage['products']['items'];

const ID = 'calculator';
/** Set on the form once the island runs: the page's starter, which answered the fields before, leaves them to it. */
export const LIVE_ATTRIBUTE = 'data-live';

const chosen = (product: EstimateProduct) => `#${ID}:has(input[name="product"][value="${product}"]:checked)`;
/**
 * Which product's fields and result show follows the product's radio, by a style sheet: the choice
 * answers a tap at once, before any script and without JavaScript, each product's result
 * prerendered with its worked example's values. The staff's cost is asked only where it counts.
 */
const CHOSEN_PRODUCT_RULES = [
  ...ESTIMATE_PRODUCTS.map(
    (product) =>
      `${chosen(product)} .pr-estimate__result:not([data-product="${product}"]), ${chosen(product)} .pr-estimate__fields:not([data-product="${product}"]) { display: none; }`,
  ),
  `${ESTIMATE_PRODUCTS.filter((product) => !hasStaff(product))
    .map((product) => `${chosen(product)} .pr-estimate__staff`)
    .join(', ')} { display: none; }`,
].join('\n');

/** Each product's last estimate that every field accepted, starting from the worked examples at the page's market's staff cost. */
type Estimates = Readonly<Record<EstimateProduct, EstimateInput>>;
const examplesIn = (market: CostRegion) =>
  Object.fromEntries(ESTIMATE_PRODUCTS.map((product) => [product, exampleInput(product, market)])) as unknown as Estimates;

/**
 * The estimate calculator: each product priced at the visitor's own volume by `estimateMonthly`,
 * beside what the same work costs in staff time where the product stands for people's work, with
 * the assumptions written under it. The page prerenders every product's worked example, so it
 * reads and indexes without scripts; a tap on a field loads the products remote's starter, which
 * prices what is typed at once (`starter/calculator.ts`), and this island takes over once the app
 * has run.
 *
 * The fields are the browser's own (uncontrolled): what a visitor typed before the code ran stays,
 * and is read as soon as it runs. A field that holds what it does not accept says why beside it,
 * and the result keeps the last values that worked until it is fixed.
 */
export function EstimateCalculator({ words, prices }: { words: Words; prices: PriceLabels }) {
  const { lang } = useNavigation();
  const market = ESTIMATE_MARKET_OF_LANGUAGE[lang];
  const form = useRef<HTMLFormElement>(null);
  const [estimates, setEstimates] = useState<Estimates>(() => examplesIn(market));
  const [invalid, setInvalid] = useState<readonly string[]>([]);

  const read = () => {
    const reading = readingOf(form.current!);
    const found = ESTIMATE_PRODUCTS.map((product) => [product, readEstimate(product, reading, lang)] as const);
    setInvalid([...new Set(found.flatMap(([, read]) => read.invalid))]);
    setEstimates((last) => Object.fromEntries(found.map(([product, read]) => [product, read.input ?? last[product]])) as unknown as Estimates);
  };

  /** A country chosen sets its staff cost, which the visitor may then change. */
  const chooseMarket = (code: string) => {
    if (!isCostRegion(code)) return;
    (form.current!.elements.namedItem(HOURLY_COST_FIELD) as HTMLInputElement).value = defaultText('lumi-ai', 'hourlyCost', lang, code);
    read();
  };

  // What the visitor set before the island ran (the starter may have priced it already): a country chosen then may not have set its cost yet.
  const adoptWhatWasSet = useEffectEvent(() => {
    form.current!.setAttribute(LIVE_ATTRIBUTE, '');
    const chosen = (form.current!.elements.namedItem(MARKET_FIELD) as HTMLSelectElement).value;
    const cost = (form.current!.elements.namedItem(HOURLY_COST_FIELD) as HTMLInputElement).value;
    if (chosen !== market && cost === defaultText('lumi-ai', 'hourlyCost', lang, market) && isCostRegion(chosen)) chooseMarket(chosen);
    else read();
  });
  useEffect(() => adoptWhatWasSet(), []);

  const field = (name: string, figure: EstimateFigure, defaultValue: string, hint?: string) => (
    <TextField
      key={name}
      id={`${ID}-${name.replace(':', '-')}`}
      name={name}
      label={words.fields.figures[figure]}
      hint={hint}
      error={invalid.includes(name) ? words.errors[figure] : undefined}
      defaultValue={defaultValue}
      inputMode={ESTIMATE_LIMITS[figure].whole ? 'numeric' : 'decimal'}
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
        {ESTIMATE_PRODUCTS.map((product) => (
          // A figure's field, pressed or typed in, fetches and starts the products remote's starter; choosing a product needs none.
          <fieldset key={product} className="pr-estimate__fields" data-product={product} data-starter="products">
            <legend className="ui-visually-hidden">{words.products[product]}</legend>
            {product === 'ai-commerce' && (
              <fieldset className="pr-estimate__modules">
                <legend className="ui-field__label">{words.fields.modules}</legend>
                {COMMERCE_MODULES.map((module) => (
                  <label key={module} className="pr-estimate__module">
                    <input type="checkbox" name={MODULES_FIELD} value={module} defaultChecked={ESTIMATE_EXAMPLES['ai-commerce'].modules.includes(module)} />
                    <span translate="no">{COMMERCE_MODULE_NAMES[module]}</span>
                  </label>
                ))}
              </fieldset>
            )}
            {PRODUCT_FIGURES[product].map((figure: EstimateFigure) =>
              field(
                fieldName(product, figure),
                figure,
                defaultText(product, figure, lang),
                figure === 'resolvedPercent' ? words.resolvedHint[product as keyof Words['resolvedHint']] : undefined,
              ),
            )}
          </fieldset>
        ))}
        <div className="pr-estimate__staff" data-starter="products">
          <div className="ui-field pr-estimate__field">
            <label className="ui-field__label" htmlFor={`${ID}-${MARKET_FIELD}`}>
              {words.fields.market}
            </label>
            <select
              id={`${ID}-${MARKET_FIELD}`}
              name={MARKET_FIELD}
              className="ui-field__input pr-estimate__select"
              defaultValue={market}
              onChange={(event) => chooseMarket(event.target.value)}
            >
              {COST_REGIONS.map((market) => (
                <option key={market} value={market}>
                  {words.markets[market]}
                </option>
              ))}
            </select>
          </div>
          {field(HOURLY_COST_FIELD, 'hourlyCost', defaultText('lumi-ai', 'hourlyCost', lang, market), words.fields.hourlyCostHint)}
        </div>
      </form>
      <div className="pr-estimate__results" aria-live="polite">
        {ESTIMATE_PRODUCTS.map((product) => (
          <EstimateResult key={product} input={estimates[product]} words={words} prices={prices[product]} lang={lang} />
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

/** A line's label on the price list: the fee's, or the extra's. */
function labelOf(prices: PriceLabels[EstimateProduct], fee: FeeName): string {
  return prices.fees[fee] ?? prices.extras[fee] ?? fee;
}

interface EstimateResultProps {
  readonly input: EstimateInput;
  readonly words: Words;
  readonly prices: PriceLabels[EstimateProduct];
  readonly lang: Language;
}

/**
 * One product's month, line by line, beside the staff's where it stands for people's work, each
 * with a bar to compare them at a glance; every figure carries the mark the page's starter writes
 * into (`MARKS`), and a place for every line the product's bill may have.
 */
function EstimateResult({ input, words, prices, lang }: EstimateResultProps) {
  const { product } = input;
  const estimate = estimateMonthly(input);
  const figures = figuresOf(estimate, 'hourlyCost' in input ? input.hourlyCost : undefined, lang);
  const { result } = words;
  const figure = (text: string) => (
    <span {...{ [MARKS.figure]: '' }} suppressHydrationWarning>
      {text}
    </span>
  );
  return (
    <div className="pr-estimate__result" data-product={product}>
      <h3 className="pr-estimate__title">{result.title}</h3>
      <dl className="pr-estimate__columns">
        <EstimateSide side="assistant" name={PRODUCT_NAMES[product]} total={figure(figures.total)} share={figures.shares.assistant} perMonth={result.perMonth}>
          {ESTIMATE_LINES[product].map((fee: FeeName) => (
            <li key={fee} {...{ [MARKS.line]: fee }} hidden={figures.lines[fee] === undefined} suppressHydrationWarning>
              {labelOf(prices, fee)}: {figure(figures.lines[fee] ?? '')}
            </li>
          ))}
        </EstimateSide>
        {figures.staff && (
          <EstimateSide side="staff" name={result.staff} total={figure(figures.staff.total)} share={figures.shares.staff} perMonth={result.perMonth}>
            <li>
              <span {...{ [MARKS.hours]: '' }} suppressHydrationWarning>
                {formatCount(figures.staff.hours, lang)}
              </span>{' '}
              <span {...{ [MARKS.hoursWord]: '' }} data-forms={JSON.stringify(result.paidHours)} suppressHydrationWarning>
                {pluralOf(figures.staff.hours, lang, result.paidHours)}
              </span>{' '}
              ×{' '}
              <span {...{ [MARKS.rate]: '' }} suppressHydrationWarning>
                {figures.staff.rate}
              </span>
            </li>
            <li className="pr-estimate__resolved">
              {result.resolved.before}{' '}
              <span {...{ [MARKS.resolved]: '' }} suppressHydrationWarning>
                {figures.staff.resolved}
              </span>{' '}
              {result.resolved.after}
            </li>
          </EstimateSide>
        )}
      </dl>
      {figures.saving ? (
        <p
          className={classNames('pr-estimate__saving', figures.saving.value < 0 && 'pr-estimate__saving--negative')}
          {...{ [MARKS.saving]: figures.saving.value }}
          suppressHydrationWarning
        >
          <span {...{ [MARKS.savingWord]: 'saving' }} hidden={figures.saving.value < 0} suppressHydrationWarning>
            {result.saving}
          </span>
          <span {...{ [MARKS.savingWord]: 'overspend' }} hidden={figures.saving.value >= 0} suppressHydrationWarning>
            {result.overspend}
          </span>{' '}
          <strong>{figure(figures.saving.amount)}</strong> {result.perMonth}
        </p>
      ) : (
        <p className="pr-estimate__measured">{result.measured[product as keyof Words['result']['measured']]}</p>
      )}
    </div>
  );
}

interface EstimateSideProps {
  readonly side: 'assistant' | 'staff';
  readonly name: string;
  readonly total: ReactNode;
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
      <dd className="pr-estimate__total" {...{ [MARKS.total]: side }}>
        {total} <span className="pr-estimate__per">{perMonth}</span>
        <span
          className="pr-estimate__bar"
          {...{ [MARKS.bar]: side }}
          style={{ '--share': barWidth(share) } as CSSProperties}
          aria-hidden="true"
          suppressHydrationWarning
        />
      </dd>
      <dd>
        <ul className="pr-estimate__parts">{children}</ul>
      </dd>
    </div>
  );
}
