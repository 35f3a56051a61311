import type { TeamMemberFacts } from '@site/content';

export default { order: 3, portrait: { tone: 'speaking', hair: 'curly', hairColour: 'dark', skin: 'medium' } } satisfies TeamMemberFacts;
