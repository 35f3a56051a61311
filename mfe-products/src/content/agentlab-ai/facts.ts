import type { ProductFactsDocument } from '@site/content';

export default { position: 6, name: 'AgentLab AI' } satisfies ProductFactsDocument;
