import { useTranslation } from 'react-i18next';
import { CASE_INDUSTRIES, CASE_PRODUCT_PAGES, CASE_PRODUCTS, type CaseProduct, PRODUCT_NAMES, href, type RemotePageProps } from '@site/model';
import { PageHead, PageHero, Section, useNavigation } from '@site/ui';
import { CaseCard } from '../components/case-card';
import { filterValue } from '../components/filter-rules';
import { FilteredList } from '../components/filtered-list';
import type { CaseSummary } from '../content/load-content';

export interface CasesPageData {
  readonly cases: readonly CaseSummary[];
}

/**
 * The case library, filtered by industry and product (`/cases?industry=<id>&product=<id>`). Every
 * card is always in the page and the filters hide those outside them, with or without JavaScript.
 */
export function CasesPage({ data }: RemotePageProps<CasesPageData>) {
  const { t } = useTranslation('content');
  const query = new URLSearchParams(useNavigation().search);
  return (
    <>
      <PageHead title={t('cases.meta.title')} description={t('cases.meta.description')} breadcrumbs={[{ name: t('cases.title'), path: href('cases') }]} />
      <PageHero title={t('cases.title')} lead={t('cases.lead')} />
      <Section>
        <FilteredList
          id="case-library"
          path={href('cases')}
          label={t('cases.filters.label')}
          groups={[
            {
              name: 'industry',
              ids: CASE_INDUSTRIES,
              label: t('cases.filters.industry'),
              allLabel: t('cases.filters.all'),
              labelOf: (id) => t(`industries.${id as (typeof CASE_INDUSTRIES)[number]}`),
            },
            {
              name: 'product',
              ids: CASE_PRODUCTS,
              label: t('cases.filters.product'),
              allLabel: t('cases.filters.all'),
              labelOf: (id) => PRODUCT_NAMES[CASE_PRODUCT_PAGES[id as CaseProduct]],
            },
          ]}
          current={{ industry: filterValue(query, 'industry', CASE_INDUSTRIES), product: filterValue(query, 'product', CASE_PRODUCTS) }}
          items={data.cases.map(({ industry, product }) => ({ industry, product }))}
          statusOf={(count) => t('cases.count', { count, total: data.cases.length })}
          empty={{ text: t('cases.empty'), reset: t('cases.reset') }}
          columns="three"
        >
          {data.cases.map((summary) => (
            <CaseCard key={summary.slug} summary={summary} headingLevel={2} />
          ))}
        </FilteredList>
      </Section>
    </>
  );
}
