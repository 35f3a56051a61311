import { useTranslation } from 'react-i18next';
import type { Team } from '@site/content';
import { href, type RemoteWidgetProps } from '@site/model';
import { Link, Portrait, SITE_NAME } from '@site/ui';

/** The team for the home page: each member's portrait, name, role and who they are, from the team page's own data. */
export function TeamStrip({ data }: RemoteWidgetProps<Team>) {
  const { t } = useTranslation('content');
  return (
    <>
      <ul className="ui-grid ui-grid--three">
        {data.members.map((member) => (
          <li key={member.id} className="ui-card ct-member-card">
            <Portrait portrait={member.portrait} size={72} />
            <h3 className="ct-member-card__name">{member.name}</h3>
            <p className="ct-member-card__position">
              {member.position} · {SITE_NAME}
            </p>
            <p className="ct-member-card__text">{member.description}</p>
          </li>
        ))}
      </ul>
      <p className="ct-more">
        <Link to={href('team')}>{t('team.all')}</Link>
      </p>
    </>
  );
}
