import '../styles/products.css';
import '../styles/sample-report.css';
import { FORMS_NAMESPACE } from '@site/forms';
import type { LoadInput, RemotePageProps } from '@site/model';
import { loadSampleReport } from '../content/load-sample-report';
import type { SampleReportPageData } from '../pages/sample-report-page';

import { NAMESPACES } from '../i18n';
export { SampleReportPage as default } from '../pages/sample-report-page';
export { BUILD_ID as buildId } from '../build';

/** Its own words and the request form's, which ends the page. */
export const namespaces = [...NAMESPACES, FORMS_NAMESPACE];

/** The report's words in the page's language and its figures: chunks no other page loads. */
export function load({ lang }: LoadInput<RemotePageProps<SampleReportPageData>>): Promise<SampleReportPageData> {
  return loadSampleReport(lang);
}
