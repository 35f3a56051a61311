import '../styles/products.css';
import { FORMS_NAMESPACE } from '@site/forms';
import type { CaseIndustry, LoadInput, RemotePageProps } from '@site/model';
import { NAMESPACES } from '../i18n';
import { loadIndustry } from '../industries/load-industry';
import type { IndustryPageData } from '../pages/industry-page';

/** The page carries a lead form, so it needs the forms' strings too. */
export const namespaces = [...NAMESPACES, FORMS_NAMESPACE];
export { IndustryPage as default } from '../pages/industry-page';
export { BUILD_ID as buildId } from '../build';

/** The industry's facts and its page in the page's language: one chunk of this industry only. */
export async function load({ params, lang }: LoadInput<RemotePageProps<IndustryPageData>>): Promise<IndustryPageData> {
  const industry = params.industry as CaseIndustry;
  return { industry, ...(await loadIndustry(industry, lang)) };
}
