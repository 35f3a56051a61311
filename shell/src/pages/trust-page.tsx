import { useTranslation } from 'react-i18next';
import { href } from '@site/model';
import { FigureList, PageHead, PageHero, Section } from '@site/ui';
import { PAGES_NAMESPACE } from './i18n';
import { usePolicyFigures } from './policy-figures';
import { RetentionList } from './retention-list';

/** Each section of the page and, where it lists points, their keys in order. */
const SECTIONS = [
  { id: 'location' },
  { id: 'processors', items: ['aws', 'elevenlabs', 'telegram', 'email'] },
  { id: 'encryption', items: ['transit', 'rest', 'index'] },
  { id: 'access', items: ['managers', 'operators', 'functions'] },
  { id: 'retention' },
  { id: 'gdpr' },
  { id: 'hipaa' },
  { id: 'agreements' },
] as const;

/**
 * The trust page: where the data lives, who processes it, how it is encrypted, who can read it, how
 * long each store keeps it, what GDPR and HIPAA mean here and how to ask for a DPA or a BAA. Its
 * figures are the data policy's (`DATA_POLICY` of `@site/model`), which the CDK app deploys.
 */
export function TrustPage() {
  const { t } = useTranslation(PAGES_NAMESPACE);
  const figures = usePolicyFigures();
  const text = (key: string) => t(`trust.sections.${key}`, figures);
  const mailto = `mailto:${figures.email}?subject=${encodeURIComponent(t('trust.sections.agreements.subject'))}`;
  return (
    <>
      <PageHead
        title={t('trust.meta.title')}
        brand="dash"
        description={t('trust.meta.description')}
        breadcrumbs={[{ name: t('trust.title'), path: href('trust') }]}
      />
      <PageHero title={t('trust.title')} lead={t('trust.lead')}>
        <FigureList
          className="sh-claims"
          items={[
            { value: figures.region!, label: t('trust.summary.region') },
            { value: figures.records!, label: t('trust.summary.records') },
            { value: figures.backups!, label: t('trust.summary.backups') },
            { value: figures.answerDays!, label: t('trust.summary.answer') },
          ]}
        />
      </PageHero>
      <Section>
        <div className="sh-prose">
          {SECTIONS.map((section) => (
            <section key={section.id} aria-labelledby={`trust-${section.id}`}>
              <h2 id={`trust-${section.id}`}>{text(`${section.id}.title`)}</h2>
              {section.id !== 'encryption' && section.id !== 'access' && <p>{text(`${section.id}.text`)}</p>}
              {'items' in section && (
                <ul>
                  {section.items.map((item) => (
                    <li key={item}>{text(`${section.id}.items.${item}`)}</li>
                  ))}
                </ul>
              )}
              {section.id === 'retention' && <RetentionList />}
              {section.id === 'agreements' && (
                <p>
                  <a className="ui-button ui-button--primary" href={mailto}>
                    {text('agreements.action')}
                  </a>
                </p>
              )}
            </section>
          ))}
        </div>
      </Section>
    </>
  );
}
