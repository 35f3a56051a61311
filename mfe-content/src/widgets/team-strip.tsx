import { useTranslation } from 'react-i18next';
import type { RemoteWidgetProps } from '@site/ui';
import { TEAM_MEMBERS } from '../data';
import { BUILD_ID } from '../build';

/** The three team members with their roles. */
export function TeamStrip(_: RemoteWidgetProps) {
  const { t } = useTranslation('content');
  return (
    <ul className="ui-grid ui-grid--three" data-mfe="content" data-build={BUILD_ID}>
      {TEAM_MEMBERS.map((id) => (
        <li key={id} className="ui-card">
          <h3 className="ct-card__title">{t(`team.members.${id}.name`)}</h3>
          <p className="ct-card__role">{t(`team.members.${id}.position`)}</p>
        </li>
      ))}
    </ul>
  );
}
