import type { Language } from '@site/model';
import type { Collection } from './collection';
import type { Team, TeamParts } from './team-member';

/**
 * The team in `lang` from its collection: each member's facts joined to their text. A module apart
 * from the members' schemas, so the pages that show the team carry no validator.
 */
export async function teamOf(members: Collection<TeamParts>, lang: Language): Promise<Team> {
  const [facts, texts] = await Promise.all([members.loadEvery('facts'), members.loadEvery('member', lang)]);
  return {
    members: [...facts]
      .sort(([, a], [, b]) => a.order - b.order)
      .map(([id, { portrait }]) => {
        const member = texts.get(id)!;
        return { id, ...member, portrait: { ...portrait, alt: member.portrait.alt } };
      }),
  };
}
