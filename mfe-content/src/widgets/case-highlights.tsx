import { useTranslation } from 'react-i18next';
import type { CaseSlug } from '@site/i18n';
import { Link, type RemoteWidgetProps } from '@site/ui';
import { BUILD_ID } from '../build';
import { CaseCard } from '../components/case-card';
import type { CaseSummary } from '../content/load-content';

/** Three cases from three industries and products, for the home page. */
const HIGHLIGHTED: readonly CaseSlug[] = ['medical-center-ukraine', 'ecommerce-poland', 'b2b-saas-netherlands'];

export function CaseHighlights({ data }: RemoteWidgetProps<readonly CaseSummary[]>) {
  const { t } = useTranslation('content');
  return (
    <div data-mfe="content" data-build={BUILD_ID}>
      <ul className="ui-grid ui-grid--three ct-cards">
        {data
          .filter((summary) => HIGHLIGHTED.includes(summary.slug))
          .map((summary) => (
            <CaseCard key={summary.slug} summary={summary} />
          ))}
      </ul>
      <p className="ct-more">
        <Link to="/cases">{t('cases.all')}</Link>
      </p>
    </div>
  );
}
