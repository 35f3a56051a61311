import { INDUSTRIES, type IndustryFactsDocument, type IndustryPageContent } from '@site/content';
import type { CaseIndustry, Language } from '@site/model';

/** The industries' facts are small and come with the page; each page's words are one chunk per industry and language. */
const COLLECTION = INDUSTRIES.from({
  ...import.meta.glob('./content/*/facts.ts', { eager: true, import: 'default' }),
  ...import.meta.glob('./content/*/page.*.ts'),
});

export interface IndustryDocuments {
  readonly facts: IndustryFactsDocument;
  readonly content: IndustryPageContent;
}

export async function loadIndustry(industry: CaseIndustry, lang: Language): Promise<IndustryDocuments> {
  const [facts, content] = await Promise.all([COLLECTION.load(industry, 'facts'), COLLECTION.load(industry, 'page', lang)]);
  return { facts, content };
}
