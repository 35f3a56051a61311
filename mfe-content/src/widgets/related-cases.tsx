import { useTranslation } from 'react-i18next';
import { CASE_PRODUCT_PAGES, CASE_PRODUCTS, type ProductSlug } from '@site/i18n';
import { Link, type RelatedCasesProps } from '@site/ui';
import { BUILD_ID } from '../build';
import { CaseCard } from '../components/case-card';
import type { CaseSummary } from '../content/load-content';

/** The cases a product page shows: those about the product, then those that also use it. */
export function relatedCases(cases: readonly CaseSummary[], product: ProductSlug): CaseSummary[] {
  const about = cases.filter((summary) => CASE_PRODUCT_PAGES[summary.product] === product);
  const using = cases.filter((summary) => summary.relatedProducts.includes(product));
  return [...about, ...using];
}

/** The related case studies of a product page, which the shell places in the page's cases block. */
export function RelatedCases({ product, data }: RelatedCasesProps<readonly CaseSummary[]>) {
  const { t } = useTranslation('content');
  const filter = CASE_PRODUCTS.find((id) => CASE_PRODUCT_PAGES[id] === product);
  return (
    <div data-mfe="content" data-build={BUILD_ID}>
      <ul className="ui-grid ui-grid--three ct-cards">
        {relatedCases(data, product).map((summary) => (
          <CaseCard key={summary.slug} summary={summary} />
        ))}
      </ul>
      <p className="ct-more">
        <Link to={filter ? `/cases?product=${filter}` : '/cases'}>{filter ? t('cases.allOfProduct') : t('cases.all')}</Link>
      </p>
    </div>
  );
}
