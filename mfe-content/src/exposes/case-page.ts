import '../styles/content.css';
import { CASE_ALIASES, type CaseSlug, type LoadInput, type RemotePageProps } from '@site/model';
import { loadCaseStory, loadCaseSummaries } from '../content/load-content';
import type { CasePageData } from '../pages/case-page';

export { NAMESPACES as namespaces } from '../i18n';
export { CasePage as default } from '../pages/case-page';
export { BUILD_ID as buildId } from '../build';

/** The case's story, and the library's cards for its own header and its neighbours; an alias shows its case. */
export async function load({ lang, params }: LoadInput<RemotePageProps<CasePageData>>): Promise<CasePageData> {
  const slug = CASE_ALIASES[params.slug!] ?? (params.slug as CaseSlug);
  const [cases, story] = await Promise.all([loadCaseSummaries(lang), loadCaseStory(slug, lang)]);
  const index = cases.findIndex((summary) => summary.slug === slug);
  return { summary: cases[index]!, story, previous: cases[index - 1] ?? null, next: cases[index + 1] ?? null };
}
