import { useTranslation } from 'react-i18next';
import { CASE_INDUSTRIES, CASE_PRODUCT_PAGES, CASE_PRODUCTS, PRODUCT_NAMES } from '@site/i18n';
import { PageHead, PageHero, Section, type RemotePageProps } from '@site/ui';
import { BUILD_ID } from '../build';
import { CaseCard } from '../components/case-card';
import { FilterLinks, filterHref, filterValue } from '../components/filter-links';
import { FilteredList } from '../components/filtered-list';
import type { CaseSummary } from '../content/load-content';

export interface CasesPageData {
  readonly cases: readonly CaseSummary[];
}

/**
 * The case library, filtered by industry and product through the URL
 * (`/cases?industry=<id>&product=<id>`). Every card is always in the page, those outside the
 * filters hidden, so the prerendered list is the whole library.
 */
export function CasesPage({ query, data }: RemotePageProps<CasesPageData>) {
  const { t } = useTranslation('content');
  const industry = filterValue(query, 'industry', CASE_INDUSTRIES);
  const product = filterValue(query, 'product', CASE_PRODUCTS);
  const shown = (summary: CaseSummary) => (!industry || summary.industry === industry) && (!product || summary.product === product);
  const count = data.cases.filter(shown).length;
  return (
    <div data-mfe="content" data-build={BUILD_ID}>
      <PageHead title={t('cases.meta.title')} description={t('cases.meta.description')} breadcrumbs={[{ name: t('cases.title'), path: '/cases' }]} />
      <PageHero title={t('cases.title')} lead={t('cases.lead')} />
      <Section>
        <FilteredList
          label={t('cases.filters.label')}
          filters={
            <>
              <FilterLinks
                label={t('cases.filters.industry')}
                current={industry}
                options={[{ id: null, label: t('cases.filters.all') }, ...CASE_INDUSTRIES.map((id) => ({ id, label: t(`industries.${id}`) }))]}
                hrefOf={(id) => filterHref('/cases', { industry: id, product })}
              />
              <FilterLinks
                label={t('cases.filters.product')}
                current={product}
                options={[{ id: null, label: t('cases.filters.all') }, ...CASE_PRODUCTS.map((id) => ({ id, label: PRODUCT_NAMES[CASE_PRODUCT_PAGES[id]] }))]}
                hrefOf={(id) => filterHref('/cases', { industry, product: id })}
              />
            </>
          }
          status={t('cases.count', { count, total: data.cases.length })}
          shown={count}
          empty={{ text: t('cases.empty'), reset: t('cases.reset'), to: '/cases' }}
          columns="three"
        >
          {data.cases.map((summary) => (
            <CaseCard key={summary.slug} summary={summary} headingLevel={2} hidden={!shown(summary)} />
          ))}
        </FilteredList>
      </Section>
    </div>
  );
}
