import type { ProductPageContent } from '@site/content';
import { Block } from './block';
import { TitledList } from './titled-list';

/** How the product works, in order: the hero's second button jumps here. */
export function Steps({ steps }: { steps: ProductPageContent['steps'] }) {
  return (
    <Block id="how-it-works" title={steps.title} lead={steps.lead} tone="muted">
      <TitledList ordered className="pr-steps" itemClassName="pr-steps__item" items={steps.items} />
    </Block>
  );
}
