import '../styles/content.css';
import type { LoadInput, RemoteWidgetProps } from '@site/model';
import { loadCaseSummaries, type CaseSummary } from '../content/load-content';

export { NAMESPACES as namespaces } from '../i18n';
export { CaseHighlights as default } from '../widgets/case-highlights';
export { BUILD_ID as buildId } from '../build';

export function load({ lang }: LoadInput<RemoteWidgetProps<readonly CaseSummary[]>>): Promise<readonly CaseSummary[]> {
  return loadCaseSummaries(lang);
}
