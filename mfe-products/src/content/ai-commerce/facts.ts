import type { ProductFactsDocument } from '@site/content';

export default { position: 4, name: 'AI Commerce Suite', formId: 'commerce' } satisfies ProductFactsDocument;
