import type { ProductFactsDocument } from '@site/content';

export default { position: 2, name: 'AI Seller 24/7', formId: 'seller' } satisfies ProductFactsDocument;
