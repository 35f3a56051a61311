import type { TeamMemberFacts } from '@site/content';

export default { order: 1, portrait: { tone: 'brand', hair: 'short', hairColour: 'brown', skin: 'light', beard: true } } satisfies TeamMemberFacts;
