import type { ProductFactsDocument } from '@site/content';

export default { position: 3, name: 'Lumi AI', formId: 'lumi' } satisfies ProductFactsDocument;
