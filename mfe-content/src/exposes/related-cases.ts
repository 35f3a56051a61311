import '../styles/content.css';
import type { LoadInput, RelatedCasesProps } from '@site/model';
import { loadCaseSummaries, type CaseSummary } from '../content/load-content';

export { NAMESPACES as namespaces } from '../i18n';
export { RelatedCases as default } from '../widgets/related-cases';
export { BUILD_ID as buildId } from '../build';

export function load({ lang }: LoadInput<RelatedCasesProps<readonly CaseSummary[]>>): Promise<readonly CaseSummary[]> {
  return loadCaseSummaries(lang);
}
