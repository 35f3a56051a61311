import { useTranslation } from 'react-i18next';
import { CASE_PRODUCT_PAGES, PRODUCT_NAMES, href } from '@site/model';
import { Link } from '@site/ui';
import type { CaseSummary } from '../content/load-content';

export interface CaseCardProps {
  readonly summary: CaseSummary;
  /** Heading level of the card's title, so the page outline stays right. */
  readonly headingLevel?: 2 | 3;
}

/** A case as a card: its badge, title, preview, industry and product, and the figure it leads with. */
export function CaseCard({ summary, headingLevel = 3 }: CaseCardProps) {
  const { t } = useTranslation('content');
  const Heading = `h${headingLevel}` as const;
  return (
    <li className="ui-card ct-case-card" data-industry={summary.industry} data-product={summary.product}>
      <p className="ct-case-card__badge">{summary.badge}</p>
      <Heading className="ct-case-card__title">
        <Link className="ct-case-card__link" to={href('case', { slug: summary.slug })}>
          {summary.shortTitle}
        </Link>
      </Heading>
      <p className="ct-case-card__preview">{summary.preview}</p>
      <p className="ct-metric">
        <span className="ct-metric__value">{summary.headline.value}</span>
        <span className="ct-metric__label">{summary.headline.label}</span>
      </p>
      <p className="ct-case-card__tags">
        <span className="ct-tag">{t(`industries.${summary.industry}`)}</span>
        <span className="ct-tag ct-tag--product">{PRODUCT_NAMES[CASE_PRODUCT_PAGES[summary.product]]}</span>
      </p>
    </li>
  );
}
