import { useTranslation } from 'react-i18next';
import { href, type CaseSlug, type RemoteWidgetProps } from '@site/model';
import { CaseShelf } from '../components/case-shelf';
import type { CaseSummary } from '../content/load-content';

/** Three cases from three industries and products, for the home page. */
const HIGHLIGHTED: readonly CaseSlug[] = ['medical-center-ukraine', 'ecommerce-poland', 'b2b-saas-netherlands'];

export function CaseHighlights({ data }: RemoteWidgetProps<readonly CaseSummary[]>) {
  const { t } = useTranslation('content');
  return <CaseShelf cases={data.filter((summary) => HIGHLIGHTED.includes(summary.slug))} more={{ to: href('cases'), label: t('cases.all') }} />;
}
