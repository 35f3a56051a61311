import { useTranslation } from 'react-i18next';
import { CLIENT_COUNTRIES, FACTS, formatAtLeast, headlineClaims, href, quotedFacts } from '@site/model';
import {
  Button,
  ButtonLink,
  ClientMarks,
  FaqList,
  FigureList,
  LeadFormSection,
  Link,
  MicrophoneIcon,
  PageHead,
  Section,
  faqPage,
  useNavigation,
} from '@site/ui';
import { opensAssistant, requestAssistant, startsCall } from '../chrome/voice-slot';
import { PartIsland } from '../federation/remote-island';
import type { PageParts } from '../federation/remotes';
import type { Lazy } from '../islands/lazy';
import { HomeHeroVisual } from './home-hero-visual';
import { LeadFormIsland, type LeadFormModule } from './lead-form-island';
import { SalesChatDemo } from './sales-chat-demo';
import { PAGES_NAMESPACE } from './i18n';

const PROBLEMS = ['slowReplies', 'missedCalls', 'blindQuality', 'routine'] as const;
const DEMOS = [
  { id: 'voice', to: href('product', { product: 'lumi-ai' }) },
  { id: 'seller', to: href('product', { product: 'ai-seller' }) },
  { id: 'report', to: href('sample-report') },
] as const;
const FAQ = ['launch', 'pilot', 'integrations', 'languages', 'data', 'handoff'] as const;
const benefits = () => ({
  companies: formatAtLeast(FACTS.companies),
  countries: String(CLIENT_COUNTRIES.length),
  implementations: formatAtLeast(FACTS.implementations),
  integrations: formatAtLeast(FACTS.integrations),
});

export interface HomePageProps {
  /** The widgets other remotes render here (the route table's `parts` of the home page). */
  readonly parts: PageParts;
  readonly form: Lazy<LeadFormModule>;
}

export function HomePage({ parts, form }: HomePageProps) {
  const part = (name: string) => parts[name] && <PartIsland name={name} part={parts[name]} />;
  const { t } = useTranslation(PAGES_NAMESPACE);
  const { lang } = useNavigation();
  const quoted = quotedFacts(lang);
  const faq = FAQ.map((id) => ({ question: t(`home.faq.items.${id}.q`), answer: [t(`home.faq.items.${id}.a`, quoted)] }));
  return (
    <>
      <PageHead title={t('home.hero.eyebrow')} brand="first" description={t('home.meta.description', quoted)} structuredData={[faqPage(faq)]} />
      <section className="sh-hero">
        <div className="ui-container sh-hero__inner">
          <div>
            <p className="ui-eyebrow">{t('home.hero.eyebrow')}</p>
            <h1 className="sh-hero__title">{t('home.hero.title')}</h1>
            <p className="sh-hero__lead">{t('home.hero.lead')}</p>
            <div className="sh-hero__actions">
              <ButtonLink to={href('home', { hash: 'contact' })} size="lg">
                {t('home.hero.primaryCta')}
              </ButtonLink>
              <Button size="lg" variant="secondary" className="sh-hero__talk" onClick={() => requestAssistant('voice')} {...startsCall}>
                <MicrophoneIcon size={20} />
                {t('home.hero.talk')}
              </Button>
              <Button size="lg" variant="ghost" className="sh-hero__write" onClick={() => requestAssistant('text')} {...opensAssistant}>
                {t('home.hero.write')}
              </Button>
            </div>
          </div>
          <HomeHeroVisual />
          <FigureList
            className="sh-claims"
            label={t('home.hero.claimsLabel')}
            items={Object.entries(headlineClaims(lang)).map(([claim, value]) => ({ label: t(`home.hero.claims.${claim}.label`), value }))}
          />
        </div>
      </section>

      <Section className="sh-clients" aria-labelledby="home-clients-title">
        <h2 id="home-clients-title" className="sh-clients__title">
          {t('home.clients.title')}
        </h2>
        <ClientMarks label={t('home.clients.title')} caseLabel={t('home.clients.caseLabel')} />
      </Section>

      <Section id="products" aria-labelledby="home-products-title">
        <h2 id="home-products-title">{t('home.products.title')}</h2>
        <p className="sh-section-lead">{t('home.products.lead')}</p>
        {part('grid')}
      </Section>

      <Section tone="muted" aria-labelledby="home-problems-title">
        <h2 id="home-problems-title">{t('home.problems.title')}</h2>
        <p className="sh-section-lead">{t('home.problems.lead')}</p>
        <ul className="ui-grid ui-grid--two">
          {PROBLEMS.map((problem) => (
            <li key={problem} className="ui-card sh-problem">
              <h3 className="sh-problem__title">{t(`home.problems.items.${problem}.title`)}</h3>
              <p className="sh-problem__text">{t(`home.problems.items.${problem}.text`)}</p>
            </li>
          ))}
        </ul>
      </Section>

      <Section aria-labelledby="home-cases-title">
        <h2 id="home-cases-title">{t('home.cases.title')}</h2>
        <p className="sh-section-lead">{t('home.cases.lead')}</p>
        {part('case-highlights')}
      </Section>

      <Section tone="dark" aria-labelledby="home-demos-title">
        <h2 id="home-demos-title">{t('home.demos.title')}</h2>
        <p className="sh-section-lead sh-section-lead--inverse">{t('home.demos.lead')}</p>
        <ul className="ui-grid ui-grid--three">
          {DEMOS.map((demo) => (
            <li key={demo.id} className="sh-demo">
              <h3 className="sh-demo__title">{t(`home.demos.${demo.id}.title`)}</h3>
              <p className="sh-demo__text">{t(`home.demos.${demo.id}.text`)}</p>
              {demo.id === 'seller' && <SalesChatDemo label={t('home.demos.seller.open')} />}
              <Link className="sh-demo__link" to={demo.to}>
                {t(`home.demos.${demo.id}.action`)} →
              </Link>
            </li>
          ))}
        </ul>
      </Section>

      <Section aria-labelledby="home-team-title">
        <h2 id="home-team-title">{t('home.team.title')}</h2>
        {part('team-strip')}
      </Section>

      <Section tone="muted" aria-labelledby="home-faq-title">
        <div className="sh-split">
          <h2 id="home-faq-title">{t('home.faq.title')}</h2>
          <FaqList items={faq} />
        </div>
      </Section>

      <Section aria-labelledby="home-benefits-title">
        <h2 id="home-benefits-title">{t('home.benefits.title')}</h2>
        <FigureList
          className="sh-figures"
          items={Object.entries(benefits()).map(([benefit, value]) => ({
            label: t(`home.benefits.items.${benefit}.label`, { count: Number.parseInt(value, 10) }),
            value,
          }))}
        />
      </Section>

      <LeadFormSection
        tone="muted"
        id="contact"
        aria-labelledby="home-contact-title"
        pitch={
          <>
            <h2 id="home-contact-title">{t('home.contact.title')}</h2>
            <p className="sh-section-lead">{t('home.contact.lead')}</p>
          </>
        }
      >
        <LeadFormIsland form={form} formId="contacts" />
      </LeadFormSection>
    </>
  );
}
