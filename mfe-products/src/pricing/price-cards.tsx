import type { PricingPage } from '@site/content';
import {
  PRICING,
  PRODUCT_NAMES,
  PRODUCT_SLUGS,
  formatCount,
  formatFromPrice,
  formatPrice,
  href,
  type Fee,
  type Language,
  type Price,
  type ProductSlug,
} from '@site/model';
import { Link, keepNamesWhole } from '@site/ui';

type Words = PricingPage['products'];

/** A fee's price, and the cheaper price of each step past the first: "€0.12 a minute; €0.09 a minute after the first 20,000". */
function feePrices(fee: Fee, lang: Language, after: string): string[] {
  const [first, ...steps] = fee.tiers ?? [];
  const cheaper = steps.map((step, index) => {
    const previous = index === 0 ? first! : steps[index - 1]!;
    // The step's volume stays on the line of the words that introduce it.
    return `${formatPrice({ amount: step.amount, per: fee.price.per }, lang)} ${after}\u00a0${formatCount(previous.upTo!, lang)}`;
  });
  return [formatPrice(fee.price, lang), ...cheaper];
}

/**
 * The six products' price lists, one card each (its anchor is the product's slug, which each
 * product page's price answer links to): the lowest price to start from, the fees with their
 * volume steps, what they include, what is charged on top, and how a buyer starts.
 */
export function PriceCards({ words, lang }: { words: Words; lang: Language }) {
  const { labels } = words;
  return (
    <ul className="ui-grid ui-grid--three pr-prices" role="list">
      {PRODUCT_SLUGS.map((slug) => (
        <PriceCard key={slug} slug={slug} item={words.items[slug]} labels={labels} lang={lang} />
      ))}
    </ul>
  );
}

interface PriceCardProps {
  readonly slug: ProductSlug;
  readonly item: Words['items'][ProductSlug];
  readonly labels: Words['labels'];
  readonly lang: Language;
}

function PriceCard({ slug, item, labels, lang }: PriceCardProps) {
  const pricing = PRICING[slug];
  const fees: Readonly<Record<string, Fee>> = pricing.fees;
  const extras: Readonly<Record<string, Price | 'at-cost'>> = pricing.extras;
  const name = PRODUCT_NAMES[slug];
  return (
    <li id={slug} className="pr-price ui-card" aria-labelledby={`${slug}-name`}>
      <h3 id={`${slug}-name`} className="pr-price__name">
        {name}
      </h3>
      <p className="pr-price__model">{item.model}</p>
      <p className="pr-price__from">{formatFromPrice(slug, lang)}</p>
      <p className="pr-price__summary">{keepNamesWhole(item.summary)}</p>

      <h4 className="pr-price__label">{labels.fees}</h4>
      <ul className="pr-price__list pr-price__list--fees">
        {Object.entries(fees).map(([key, fee]) => (
          <li key={key}>
            <span>{item.fees[key]}</span>
            {feePrices(fee, lang, labels.after).map((price) => (
              <strong key={price} className="pr-price__amount">
                {price}
              </strong>
            ))}
          </li>
        ))}
      </ul>

      <h4 className="pr-price__label">{labels.included}</h4>
      <ul className="pr-price__list pr-price__list--included">
        {item.included.map((included) => (
          <li key={included}>{keepNamesWhole(included)}</li>
        ))}
      </ul>

      <h4 className="pr-price__label">{labels.extras}</h4>
      <ul className="pr-price__list">
        {Object.entries(extras).map(([key, price]) => (
          <li key={key}>
            <span>{item.extras[key]}</span>
            <strong className="pr-price__amount">{price === 'at-cost' ? labels.atCost : formatPrice(price, lang)}</strong>
          </li>
        ))}
      </ul>

      <h4 className="pr-price__label">{labels.start}</h4>
      <p className="pr-price__start">{keepNamesWhole(item.start)}</p>

      <Link className="pr-price__link" to={href('product', { product: slug })}>
        {labels.product} {name}
      </Link>
    </li>
  );
}
