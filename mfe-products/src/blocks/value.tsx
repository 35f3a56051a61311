import { useTranslation } from 'react-i18next';
import type { ProductPageContent } from '@site/content';
import { ClientMarks } from '@site/ui';
import { Block } from './block';
import { ProductFigures } from './product-figures';
import { TitledList } from './titled-list';

/** What the business gets, in figures and words, and under them the clients whose cases show it. */
export function Value({ value }: { value: ProductPageContent['value'] }) {
  const { t } = useTranslation('products');
  return (
    <Block id="value" title={value.title} lead={value.lead}>
      {value.figures && <ProductFigures className="pr-figures" items={value.figures} />}
      <TitledList className="ui-grid ui-grid--three" itemClassName="pr-value__item" items={value.items} />
      <p className="pr-clients__title">{t('page.clients')}</p>
      <ClientMarks className="pr-clients" label={t('page.clients')} caseLabel={t('page.caseLabel')} />
    </Block>
  );
}
