import type { TeamMemberFacts } from '@site/content';

export default { order: 2, portrait: { tone: 'accent', hair: 'long', hairColour: 'fair', skin: 'light', glasses: true } } satisfies TeamMemberFacts;
