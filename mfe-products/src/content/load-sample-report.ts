import type { SampleReport, SampleReportFigures } from '@site/content';
import type { Language } from '@site/model';

/** One chunk per language, loaded only by the sample report's page. */
const DOCUMENTS = import.meta.glob<{ default: SampleReport }>('./ai-sales-manager/sample-report/{en,ru,uk}.ts');

/** The sample report in one language: its words, and the day's figures they describe. */
export async function loadSampleReport(lang: Language): Promise<{ content: SampleReport; figures: SampleReportFigures }> {
  const load = DOCUMENTS[`./ai-sales-manager/sample-report/${lang}.ts`];
  if (!load) throw new Error(`There is no sample report in "${lang}"`);
  const [content, figures] = await Promise.all([load(), import('./ai-sales-manager/sample-report/figures')]);
  return { content: content.default, figures: figures.default };
}
