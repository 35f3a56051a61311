import { useTranslation } from 'react-i18next';
import type { IndustryFactsDocument, IndustryPageContent } from '@site/content';
import { PRODUCT_NAMES, formatEstimate, formatFromPrice, href } from '@site/model';
import { AnchorButton, Link, keepNamesWhole, useNavigation } from '@site/ui';

/** How many of the industry's systems the first screen names; the page's systems block names them all. */
const SYSTEMS_SHOWN = 4;

export interface IndustryHeroProps {
  readonly content: IndustryPageContent;
  readonly facts: IndustryFactsDocument;
  /** The typical business's month, from `estimateMonthly`. */
  readonly monthTotal: number;
}

/**
 * The top of an industry's page: its one h1, the promise, two ways on (the form, the price) and,
 * beside them, what a buyer checks first: the products with their from-prices, what a business of
 * the typical size pays a month, and the systems they work in. All of it comes from the page's
 * documents and the model, as the blocks below give it in full.
 */
export function IndustryHero({ content, facts, monthTotal }: IndustryHeroProps) {
  const { t } = useTranslation('products');
  const { lang } = useNavigation();
  const more = facts.systems.length - SYSTEMS_SHOWN;
  return (
    <header className="pr-hero">
      <div className="ui-container pr-hero__inner">
        <div className="pr-hero__text">
          <p className="ui-eyebrow">{content.hero.eyebrow}</p>
          <h1 className="pr-hero__title">{keepNamesWhole(content.hero.title)}</h1>
          <p className="pr-hero__lead">{keepNamesWhole(content.hero.lead)}</p>
          <div className="pr-hero__actions">
            <AnchorButton href="#request" size="lg">
              {t('industry.toForm')}
            </AnchorButton>
            <AnchorButton href="#price" size="lg" variant="secondary">
              {t('industry.toPrice')}
            </AnchorButton>
          </div>
        </div>
        <aside className="pr-hero__visual" aria-label={t('industry.glance')}>
          <dl className="ui-card pr-glance">
            <div>
              <dt>{t('industry.products')}</dt>
              <dd>
                <ul className="pr-glance__products">
                  {facts.products.map((product) => (
                    <li key={product}>
                      <Link to={href('product', { product })}>{PRODUCT_NAMES[product]}</Link>
                      <span>{formatFromPrice(product, lang)}</span>
                    </li>
                  ))}
                </ul>
              </dd>
            </div>
            <div>
              {/* The price's title says the month («…на місяць», «Ile miesięcznie…»): the figure under it does not say it again. */}
              <dt>{content.price.title}</dt>
              <dd className="pr-glance__month">
                <strong>{formatEstimate(monthTotal, lang)}</strong>
              </dd>
            </div>
            <div>
              <dt>{t('industry.systems')}</dt>
              <dd>
                <ul className="pr-industry__systems" translate="no">
                  {facts.systems.slice(0, SYSTEMS_SHOWN).map((system) => (
                    <li key={system}>{system}</li>
                  ))}
                </ul>
                {more > 0 && (
                  <a className="pr-glance__more" href="#systems">
                    {t('industry.moreSystems', { count: more })}
                  </a>
                )}
              </dd>
            </div>
          </dl>
        </aside>
      </div>
    </header>
  );
}
