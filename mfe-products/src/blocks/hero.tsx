import type { ReactNode } from 'react';
import type { ProductPageContent } from '@site/content';
import { AnchorButton, keepNamesWhole } from '@site/ui';
import { ProductFigures } from './product-figures';

export interface HeroProps {
  readonly hero: ProductPageContent['hero'];
  /** The product at work, drawn beside the title. */
  readonly illustration: ReactNode;
}

/** The top of a product page: its one h1, the promise, two ways on, the key figures and the picture. */
export function Hero({ hero, illustration }: HeroProps) {
  return (
    <header className="pr-hero">
      <div className="ui-container pr-hero__inner">
        <div className="pr-hero__text">
          <p className="ui-eyebrow">{hero.eyebrow}</p>
          <h1 className="pr-hero__title">{keepNamesWhole(hero.title)}</h1>
          <p className="pr-hero__lead">{keepNamesWhole(hero.lead)}</p>
          <div className="pr-hero__actions">
            <AnchorButton href="#request" size="lg">
              {hero.primaryCta}
            </AnchorButton>
            <AnchorButton href="#how-it-works" size="lg" variant="secondary">
              {hero.secondaryCta}
            </AnchorButton>
          </div>
          <ProductFigures className="pr-highlights" items={hero.highlights} />
        </div>
        <div className="pr-hero__visual">{illustration}</div>
      </div>
    </header>
  );
}
