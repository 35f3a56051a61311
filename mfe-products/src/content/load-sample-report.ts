import { SAMPLE_REPORTS, type SampleReport, type SampleReportFigures } from '@site/content';
import type { Language } from '@site/model';

/**
 * The sample report: an entry of its own, `sample-report/` inside AI Sales Manager's folder (the
 * product it shows), its day of calls (`figures.ts`) beside its words per language
 * (`report.<lang>.ts`), each a chunk only the sample report's page loads.
 */
const REPORTS = SAMPLE_REPORTS.from(import.meta.glob('./ai-sales-manager/sample-report/*.ts'));

/** The sample report in one language: its words, and the day's figures they describe. */
export async function loadSampleReport(lang: Language): Promise<{ content: SampleReport; figures: SampleReportFigures }> {
  const [content, figures] = await Promise.all([REPORTS.load('sample-report', 'report', lang), REPORTS.load('sample-report', 'figures')]);
  return { content, figures };
}
