import '../styles/content.css';
import type { Team } from '@site/content';
import type { LoadInput, RemotePageProps } from '@site/model';
import { loadTeam } from '../content/load-content';

export { NAMESPACES as namespaces } from '../i18n';
export { TeamPage as default } from '../pages/team-page';
export { BUILD_ID as buildId } from '../build';

export function load({ lang }: LoadInput<RemotePageProps<Team>>): Promise<Team> {
  return loadTeam(lang);
}
