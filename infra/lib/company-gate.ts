import { COMPANY, companyRecordIssues, LUMI_LINE, type CompanyRecord, type LumiLine } from '@site/model';

/**
 * Why the company record may not be shipped, as the refusal `npm run deploy` and
 * `npm run release -- … --aws` print; undefined when it may. The pages are prerendered with the
 * record, so a record that is the example, or whose numbers a buyer's procurement would find false,
 * must stop the deployment before anything is built or uploaded.
 */
export function companyRecordRefusal(record: CompanyRecord = COMPANY, lumiLine: LumiLine | undefined = LUMI_LINE): string | undefined {
  const issues = companyRecordIssues(record, lumiLine);
  if (!issues.length) return undefined;
  return [
    'The company record cannot be shipped: every page, the DPA and the voice agent would show these details as the company’s own.',
    ...issues.map((issue) => `  - ${issue}`),
    'Fill in packages/model/src/company-record.ts (and the Lumi line in packages/model/src/lumi-phone.ts), then run this again.',
  ].join('\n');
}
