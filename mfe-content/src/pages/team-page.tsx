import { useTranslation } from 'react-i18next';
import type { Team } from '@site/content';
import { href, type RemotePageProps } from '@site/model';
import { PageHead, PageHero, Portrait, Section, SITE_NAME, useNavigation } from '@site/ui';

/** The team with every field of each member, and a Person entry for each. */
export function TeamPage({ data }: RemotePageProps<Team>) {
  const { t } = useTranslation('content');
  const { origin, lang } = useNavigation();
  const people = data.members.map((member) => ({
    '@type': 'Person',
    name: member.name,
    jobTitle: member.position,
    description: member.description,
    knowsAbout: member.expertise,
    knowsLanguage: lang,
    worksFor: { '@type': 'Organization', '@id': `${origin}/#organization`, name: SITE_NAME },
  }));
  return (
    <>
      <PageHead
        title={t('team.meta.title')}
        description={t('team.meta.description')}
        breadcrumbs={[{ name: t('team.title'), path: href('team') }]}
        structuredData={people}
      />
      <PageHero title={t('team.title')} lead={t('team.lead')} />
      <Section>
        <ul className="ct-members">
          {data.members.map((member) => (
            <li key={member.id} id={member.id} className="ui-card ct-member">
              <div className="ct-member__head">
                <Portrait portrait={member.portrait} size={96} />
                <div>
                  <h2 className="ct-member__name">{member.name}</h2>
                  <p className="ct-member__position">
                    {member.position} · {SITE_NAME}
                  </p>
                </div>
              </div>
              <p className="ct-member__description">{member.description}</p>
              <div className="ct-member__details">
                <div>
                  <h3 className="ct-subtitle">{t('team.responsibilities')}</h3>
                  <ul className="ct-list ct-list--check">
                    {member.responsibilities.map((item) => (
                      <li key={item}>{item}</li>
                    ))}
                  </ul>
                </div>
                <div>
                  <h3 className="ct-subtitle">{t('team.projects')}</h3>
                  <ul className="ct-projects">
                    {member.projects.map((project) => (
                      <li key={project.name}>
                        <strong className="ct-projects__name">{project.name}</strong> {project.text}
                      </li>
                    ))}
                  </ul>
                </div>
              </div>
              <h3 className="ct-subtitle">{t('team.expertise')}</h3>
              <ul className="ct-chips">
                {member.expertise.map((item) => (
                  <li key={item}>{item}</li>
                ))}
              </ul>
            </li>
          ))}
        </ul>
      </Section>
    </>
  );
}
