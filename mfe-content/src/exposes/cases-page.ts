import '../styles/content.css';
import type { LoadInput, RemotePageProps } from '@site/model';
import { loadCaseSummaries } from '../content/load-content';
import type { CasesPageData } from '../pages/cases-page';

export { NAMESPACES as namespaces } from '../i18n';
export { CasesPage as default } from '../pages/cases-page';
export { BUILD_ID as buildId } from '../build';

export async function load({ lang }: LoadInput<RemotePageProps<CasesPageData>>): Promise<CasesPageData> {
  return { cases: await loadCaseSummaries(lang) };
}
