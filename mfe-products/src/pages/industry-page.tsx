import { LeadForm } from '@site/forms';
import {
  PRODUCT_LEAD_FORMS,
  PRODUCT_NAMES,
  estimateMonthly,
  formatEstimate,
  formatFromPrice,
  href,
  type CaseIndustry,
  type RemotePageProps,
} from '@site/model';
import { LeadFormSection, Link, PageHead, keepNamesWhole, useNavigation } from '@site/ui';
import { Block } from '../blocks/block';
import { IndustryHero } from '../blocks/industry-hero';
import { LeadCallbackTeaser } from '../blocks/lead-callback';
import type { IndustryDocuments } from '../industries/load-industry';

/** An industry's page: its documents and which industry it is. */
export interface IndustryPageData extends IndustryDocuments {
  readonly industry: CaseIndustry;
}

/**
 * An industry's page: the problem in its buyers' words, the products that solve it and which to
 * pick when, the systems they connect to, its cases (the content remote's, placed by the shell), a
 * typical business's month from `estimateMonthly`, where its data goes, and the form.
 */
export function IndustryPage({ slots, data }: RemotePageProps<IndustryPageData>) {
  const { lang } = useNavigation();
  const { industry, facts, content } = data;
  const month = estimateMonthly(facts.estimate);
  return (
    <article className="pr-page pr-industry">
      <PageHead title={content.seo.title} description={content.seo.description} breadcrumbs={[{ name: content.name, path: href('industry', { industry }) }]} />
      <IndustryHero content={content} facts={facts} monthTotal={month.total} />
      <Block id="problems" title={content.problems.title} lead={content.problems.lead}>
        <ul className="pr-industry__problems">
          {content.problems.items.map((item) => (
            <li key={item.title} className="ui-card">
              <h3>{item.title}</h3>
              <p>{item.text}</p>
            </li>
          ))}
        </ul>
      </Block>
      <Block id="products" tone="muted" title={content.products.title} lead={content.products.lead}>
        <ul className="pr-industry__products">
          {facts.products.map((product, index) => (
            <li key={product} className="ui-card" data-product={product}>
              <h3>
                <Link to={href('product', { product })}>{PRODUCT_NAMES[product]}</Link>
              </h3>
              <p className="pr-industry__from">{formatFromPrice(product, lang)}</p>
              <p>{keepNamesWhole(content.products.roles[index] ?? '')}</p>
            </li>
          ))}
        </ul>
        <p className="pr-lead">{keepNamesWhole(content.products.together)}</p>
        {content.choose && (
          <div className="pr-industry__choose">
            <h3>{content.choose.title}</h3>
            <dl>
              {content.choose.items.map((item) => (
                <div key={item.when}>
                  <dt>{item.when}</dt>
                  <dd>{keepNamesWhole(item.pick)}</dd>
                </div>
              ))}
            </dl>
          </div>
        )}
      </Block>
      {content.leadCallback && <LeadCallbackTeaser teaser={content.leadCallback} />}
      <Block id="systems" title={content.systems.title} lead={content.systems.lead}>
        <ul className="pr-industry__systems" translate="no">
          {facts.systems.map((system) => (
            <li key={system}>{system}</li>
          ))}
        </ul>
      </Block>
      <Block id="cases" tone="muted" title={content.cases.title} lead={content.cases.lead}>
        {slots?.relatedCases}
      </Block>
      <Block id="price" title={content.price.title} lead={content.price.lead}>
        <div className="ui-card pr-industry__price">
          <p>{content.price.size}</p>
          <p className="pr-industry__total" data-estimate={Math.round(month.total)}>
            <strong>{formatEstimate(month.total, lang)}</strong>
          </p>
          <p>{keepNamesWhole(content.price.note)}</p>
          <Link className="ui-button ui-button--secondary" to={href('pricing', { hash: 'calculator' })}>
            {content.price.calculator}
          </Link>
        </div>
      </Block>
      <Block id="data" tone="muted" title={content.data.title} lead={content.data.lead}>
        <ul className="pr-industry__data">
          {content.data.points.map((point) => (
            <li key={point}>{keepNamesWhole(point)}</li>
          ))}
        </ul>
        <Link to={href('trust', { hash: `trust-${facts.trust}` })}>{content.data.link}</Link>
      </Block>
      <LeadFormSection
        id="request"
        aria-labelledby="request-title"
        pitch={
          <>
            <h2 id="request-title">{content.form.title}</h2>
            <p className="pr-lead">{content.form.lead}</p>
          </>
        }
      >
        <LeadForm formId={PRODUCT_LEAD_FORMS[facts.products[0]!]} />
      </LeadFormSection>
    </article>
  );
}
