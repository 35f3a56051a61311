import type { ProductFactsDocument } from '@site/content';

export default { position: 5, name: 'MediFlow AI', formId: 'mediflow' } satisfies ProductFactsDocument;
