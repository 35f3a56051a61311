import type { ProductPageContent } from '@site/contracts';
import { Block } from './block';
import { ProductFigures } from './product-figures';
import { TitledList } from './titled-list';

/** What the business gets, in figures and words. */
export function Value({ value }: { value: ProductPageContent['value'] }) {
  return (
    <Block id="value" title={value.title} lead={value.lead}>
      {value.figures && <ProductFigures className="pr-figures" items={value.figures} />}
      <TitledList className="ui-grid ui-grid--three" itemClassName="pr-value__item" items={value.items} />
    </Block>
  );
}
