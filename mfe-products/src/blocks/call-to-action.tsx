import type { ProductPageContent } from '@site/content';
import { AnchorButton, Link } from '@site/ui';

/**
 * The closing call to action: a badge with its note, and a jump to the product's form; a product
 * with a sample of what it delivers links to it from the badge.
 */
export function CallToAction({ cta, samplePath }: { cta: ProductPageContent['cta']; samplePath?: string }) {
  return (
    <section className="ui-section ui-section--dark pr-cta" aria-labelledby="cta-title">
      <div className="ui-container pr-cta__inner">
        <div>
          <h2 id="cta-title" className="pr-cta__title">
            {cta.title}
          </h2>
          <p className="pr-lead pr-lead--inverse">{cta.text}</p>
          <AnchorButton href="#request" size="lg">
            {cta.button}
          </AnchorButton>
        </div>
        <p className="pr-cta__badge">
          <span className="pr-cta__badge-title">{cta.badge}</span>
          <span className="pr-cta__badge-note">{cta.badgeNote}</span>
          {cta.sample && samplePath && (
            <Link className="pr-cta__sample" to={samplePath}>
              {cta.sample} →
            </Link>
          )}
        </p>
      </div>
    </section>
  );
}
