import { useTranslation } from 'react-i18next';
import { CASE_PRODUCT_PAGES, CASE_PRODUCTS, href, type ProductSlug, type RelatedCasesProps } from '@site/model';
import { CaseShelf } from '../components/case-shelf';
import type { CaseSummary } from '../content/load-content';

/** The cases a product page shows: those about the product, then those that also use it. */
export function relatedCases(cases: readonly CaseSummary[], product: ProductSlug): CaseSummary[] {
  const about = cases.filter((summary) => CASE_PRODUCT_PAGES[summary.product] === product);
  const using = cases.filter((summary) => summary.relatedProducts.includes(product));
  return [...about, ...using];
}

/**
 * The related case studies of a product page, or the cases of an industry's page, which the shell
 * places in the page's cases block.
 */
export function RelatedCases({ product, industry, data }: RelatedCasesProps<readonly CaseSummary[]>) {
  const { t } = useTranslation('content');
  if (industry) {
    const cases = data.filter((summary) => summary.industry === industry);
    return <CaseShelf cases={cases} more={{ to: href('cases', { query: { industry } }), label: t('cases.allOfIndustry') }} />;
  }
  const filter = CASE_PRODUCTS.find((id) => CASE_PRODUCT_PAGES[id] === product);
  const more = filter ? { to: href('cases', { query: { product: filter } }), label: t('cases.allOfProduct') } : { to: href('cases'), label: t('cases.all') };
  return <CaseShelf cases={relatedCases(data, product)} more={more} />;
}
