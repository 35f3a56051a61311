import '../styles/products.css';
import '../styles/sample-report.css';
import type { LoadInput, RemotePageProps } from '@site/model';
import { loadSampleReport } from '../content/load-sample-report';
import type { SampleReportPageData } from '../pages/sample-report-page';

export { NAMESPACES as namespaces } from '../i18n';
export { SampleReportPage as default } from '../pages/sample-report-page';
export { BUILD_ID as buildId } from '../build';

/** The report's words in the page's language and its figures: chunks no other page loads. */
export function load({ lang }: LoadInput<RemotePageProps<SampleReportPageData>>): Promise<SampleReportPageData> {
  return loadSampleReport(lang);
}
