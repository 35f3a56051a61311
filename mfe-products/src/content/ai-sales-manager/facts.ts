import type { ProductFactsDocument } from '@site/content';

export default { position: 1, name: 'AI Sales Manager', formId: 'sales-manager' } satisfies ProductFactsDocument;
