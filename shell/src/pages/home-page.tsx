import type { ComponentType } from 'react';
import type { HomePage as HomePageCopy } from '@site/content';
import { COMPANY, COMPANY_PHONE_ATTRIBUTE, href, type Language } from '@site/model';
import { Button, ButtonLink, ClientMarks, FaqList, FigureList, LeadFormSection, Link, MicrophoneIcon, PageHead, Section, faqPage } from '@site/ui';
import { opensAssistant, requestAssistant, startsCall } from '../chrome/voice-slot';
import { loadPageCopy } from '../content/load-pages';
import { PartIsland } from '../federation/remote-island';
import type { PageParts } from '../federation/remotes';
import type { Lazy } from '../islands/lazy';
import { CeilingResults } from './ceiling-results';
import { HomeHeroVisual } from './home-hero-visual';
import { IndustryLinks } from './industry-links';
import { LeadFormIsland, type LeadFormModule } from './lead-form-island';
import { SalesChatDemo } from './sales-chat-demo';

const DEMOS = [
  { id: 'voice', to: href('product', { product: 'lumi-ai' }) },
  { id: 'seller', to: href('product', { product: 'ai-seller' }) },
  { id: 'report', to: href('sample-report') },
] as const;

export interface HomePageProps {
  /** The widgets other remotes render here (the route table's `parts` of the home page). */
  readonly parts: PageParts;
  readonly form: Lazy<LeadFormModule>;
  /** Its copy in the page's language (`shell/src/content/home/`). */
  readonly copy: HomePageCopy;
}

/** The home page in `lang`, its copy loaded with it, as the shell's page registry (`SHELL_PAGES`) takes a page. */
export async function homePageIn(lang: Language): Promise<ComponentType<Omit<HomePageProps, 'copy'>>> {
  const copy = await loadPageCopy('home', lang);
  return function HomePageIn(props: Omit<HomePageProps, 'copy'>) {
    return <HomePage {...props} copy={copy} />;
  };
}

export function HomePage({ parts, form, copy }: HomePageProps) {
  const part = (name: string) => parts[name] && <PartIsland name={name} part={parts[name]} />;
  const { hero } = copy;
  const faq = copy.faq.items.map((item) => ({ question: item.question, answer: [item.answer], link: item.link }));
  return (
    <>
      <PageHead title={hero.eyebrow} brand="first" description={copy.description} structuredData={[faqPage(faq)]} />
      <section className="sh-hero">
        <div className="ui-container sh-hero__inner">
          <div>
            <p className="ui-eyebrow">{hero.eyebrow}</p>
            <h1 className="sh-hero__title">{hero.title}</h1>
            <p className="sh-hero__lead">{hero.lead}</p>
            <IndustryLinks />
            <div className="sh-hero__actions">
              <ButtonLink to={href('home', { hash: 'contact' })} size="lg">
                {hero.primaryCta}
              </ButtonLink>
              <Button size="lg" variant="secondary" className="sh-hero__talk" onClick={() => requestAssistant('voice')} {...startsCall}>
                <MicrophoneIcon size={20} />
                {hero.talk}
              </Button>
              <Button size="lg" variant="ghost" className="sh-hero__write" onClick={() => requestAssistant('text')} {...opensAssistant}>
                {hero.write}
              </Button>
              {/* Without scripts the assistant cannot start: a person answers instead (shown by the style sheet only then). */}
              <a
                className="ui-button ui-button--secondary ui-button--lg sh-hero__reach"
                href={`tel:${COMPANY.phone}`}
                {...{ [COMPANY_PHONE_ATTRIBUTE]: 'href' }}
              >
                {hero.reach.call}
              </a>
              <a className="ui-button ui-button--ghost ui-button--lg sh-hero__write sh-hero__reach" href={`mailto:${COMPANY.email}`}>
                {hero.reach.write}
              </a>
            </div>
          </div>
          <HomeHeroVisual visual={hero.visual} />
          <div className="sh-hero__claims">
            <FigureList className="sh-claims" label={hero.claimsLabel} items={hero.claims} />
            <CeilingResults copy={hero.ceilings} />
          </div>
        </div>
      </section>

      <Section className="sh-clients" aria-labelledby="home-clients-title">
        <h2 id="home-clients-title" className="sh-clients__title">
          {copy.clients.title}
        </h2>
        <ClientMarks label={copy.clients.title} caseLabel={copy.clients.caseLabel} />
      </Section>

      <Section id="products" aria-labelledby="home-products-title">
        <h2 id="home-products-title">{copy.products.title}</h2>
        <p className="sh-section-lead">{copy.products.lead}</p>
        {part('grid')}
      </Section>

      <Section tone="muted" aria-labelledby="home-problems-title">
        <h2 id="home-problems-title">{copy.problems.title}</h2>
        <p className="sh-section-lead">{copy.problems.lead}</p>
        <ul className="ui-grid ui-grid--two">
          {copy.problems.items.map((problem) => (
            <li key={problem.title} className="ui-card sh-problem">
              <h3 className="sh-problem__title">{problem.title}</h3>
              <p className="sh-problem__text">{problem.text}</p>
            </li>
          ))}
        </ul>
      </Section>

      <Section aria-labelledby="home-cases-title">
        <h2 id="home-cases-title">{copy.cases.title}</h2>
        <p className="sh-section-lead">{copy.cases.lead}</p>
        {part('case-highlights')}
      </Section>

      <Section tone="dark" aria-labelledby="home-demos-title">
        <h2 id="home-demos-title">{copy.demos.title}</h2>
        <p className="sh-section-lead sh-section-lead--inverse">{copy.demos.lead}</p>
        <ul className="ui-grid ui-grid--three">
          {DEMOS.map((demo) => (
            <li key={demo.id} className="sh-demo">
              <h3 className="sh-demo__title">{copy.demos[demo.id].title}</h3>
              <p className="sh-demo__text">{copy.demos[demo.id].text}</p>
              {demo.id === 'seller' && <SalesChatDemo label={copy.demos.seller.open} />}
              <Link className="sh-demo__link" to={demo.to}>
                {copy.demos[demo.id].action} →
              </Link>
            </li>
          ))}
        </ul>
      </Section>

      <Section aria-labelledby="home-team-title">
        <h2 id="home-team-title">{copy.team.title}</h2>
        {part('team-strip')}
      </Section>

      <Section tone="muted" aria-labelledby="home-faq-title">
        <div className="sh-split">
          <h2 id="home-faq-title">{copy.faq.title}</h2>
          <FaqList items={faq} />
        </div>
      </Section>

      <Section aria-labelledby="home-benefits-title">
        <h2 id="home-benefits-title">{copy.benefits.title}</h2>
        <FigureList className="sh-figures" items={copy.benefits.items} />
      </Section>

      <LeadFormSection
        tone="muted"
        id="contact"
        aria-labelledby="home-contact-title"
        pitch={
          <>
            <h2 id="home-contact-title">{copy.contact.title}</h2>
            <p className="sh-section-lead">{copy.contact.lead}</p>
          </>
        }
      >
        <LeadFormIsland form={form} formId="contacts" />
      </LeadFormSection>
    </>
  );
}
