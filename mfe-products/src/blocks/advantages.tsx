import type { ProductPageContent } from '@site/content';
import { Block } from './block';
import { TitledList } from './titled-list';

/** Why this product rather than another way. */
export function Advantages({ advantages }: { advantages: ProductPageContent['advantages'] }) {
  return (
    <Block id="advantages" title={advantages.title} lead={advantages.lead}>
      <TitledList className="ui-grid ui-grid--two" itemClassName="pr-advantages__item" items={advantages.items} />
    </Block>
  );
}
