import '../styles/content.css';
import type { Team } from '@site/content';
import type { LoadInput, RemoteWidgetProps } from '@site/model';
import { loadTeam } from '../content/load-content';

export { NAMESPACES as namespaces } from '../i18n';
export { TeamStrip as default } from '../widgets/team-strip';
export { BUILD_ID as buildId } from '../build';

export function load({ lang }: LoadInput<RemoteWidgetProps<Team>>): Promise<Team> {
  return loadTeam(lang);
}
