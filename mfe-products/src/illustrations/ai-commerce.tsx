import type { CSSProperties } from 'react';
import type { VisualLabels } from './visual-labels';

const POTENTIAL = 82;

/** A product photo turned into a card and rated by AI shoppers: AI Commerce Suite at work. */
export function CommerceIllustration({ labels }: { labels: VisualLabels<'ai-commerce'> }) {
  return (
    <div
      className="pr-visual pr-visual--commerce"
      role="img"
      aria-label={`${labels.photoLabel} → ${labels.cardTitle}. ${labels.potentialLabel} ${POTENTIAL}/100. ${labels.agentsLabel}.`}
    >
      <div className="pr-photo">
        <svg className="pr-photo__image" viewBox="0 0 120 120" aria-hidden="true">
          <rect x="30" y="28" width="60" height="74" rx="14" className="pr-photo__bag" />
          <path d="M46 28c0-12 28-12 28 0" className="pr-photo__strap" />
          <rect x="40" y="58" width="40" height="22" rx="5" className="pr-photo__pocket" />
        </svg>
        <span className="pr-photo__label">{labels.photoLabel}</span>
      </div>
      <span className="pr-arrow" aria-hidden="true" />
      <div className="pr-window pr-product">
        <p className="pr-product__ready">{labels.cardLabel}</p>
        <p className="pr-product__title">{labels.cardTitle}</p>
        <ul className="pr-checks">
          <li className="pr-checks__item">{labels.feature1}</li>
          <li className="pr-checks__item">{labels.feature2}</li>
          <li className="pr-checks__item">{labels.feature3}</li>
        </ul>
        <p className="pr-product__price">{labels.price}</p>
      </div>
      <div className="pr-window pr-potential">
        <span className="pr-potential__number">
          {POTENTIAL}
          <small>/100</small>
        </span>
        <span className="pr-potential__text">
          <span className="pr-potential__label">{labels.potentialLabel}</span>
          <span className="pr-potential__agents">{labels.agentsLabel}</span>
        </span>
        <span className="pr-bar" style={{ '--bar': `${POTENTIAL}%` } as CSSProperties} />
      </div>
    </div>
  );
}
