import type { ProductFactsDocument } from '@site/content';

export default { position: 6, name: 'AgentLab AI', formId: 'agentlab' } satisfies ProductFactsDocument;
