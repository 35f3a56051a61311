import type { TeamMemberText } from '@site/content';

/** Every member's text in this language, as one chunk: what the team page and the home page's strip show. */
export default import.meta.glob<TeamMemberText>('../team/*/member.pl.ts', { eager: true, import: 'default' });
