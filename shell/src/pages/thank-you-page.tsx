import { useState, type FunctionComponent } from 'react';
import { whenValues, type MeetingView } from '@site/contracts';
import type { ThankYouPage as ThankYouPageCopy } from '@site/content';
import {
  clientNameOf,
  LEAD_FORM_IDS,
  LEAD_FORM_PRODUCTS,
  leadingCaseOf,
  PRODUCT_NAMES,
  PRODUCT_SAMPLES,
  href,
  matchUrl,
  type Language,
  type LeadCallOrdered,
  type LeadFormId,
} from '@site/model';
import { ButtonLink, Link, PageHead, PageHero, Section, useNavigation } from '@site/ui';
import { opensAssistant, requestAssistant } from '../chrome/voice-slot';
import { loadPageCopy } from '../content/load-pages';
import { MeetingPicker, meetingWordsIn, type MeetingWords } from '@site/forms/meeting';
import { LeadCallOffer, loadLeadCallPanel, panelLoadedOrLate, type LeadCallPanel } from './lead-call-offer';

/** What the visitor chose on the page: nothing yet, Lumi's call (now or booked for the morning), or a meeting booked in the picker. */
type Chosen = { readonly kind: 'nothing' } | Exclude<LeadCallOrdered, { readonly kind: 'missed' }> | { readonly kind: 'booked'; readonly meeting: MeetingView };

/**
 * The step between "now" and the call with a manager, as the visitor's choice makes it: a manager's
 * call back by the next working day, Lumi's call within a minute or at its morning, or the meeting
 * booked, named; never "by the next working day" once something sooner was chosen.
 */
function nextStep({ steps }: ThankYouPageCopy, chosen: Chosen, lang: Language): { readonly when: string; readonly text: string } {
  switch (chosen.kind) {
    case 'calling':
      return steps.calling;
    case 'scheduled': {
      const { Day, time } = whenValues(chosen.at, lang, chosen.timeZone);
      return { when: steps.morning.when({ time: `${Day}, ${time}` }), text: steps.morning.text };
    }
    case 'booked':
      return {
        when: steps.booked.when(whenValues(chosen.meeting.start, lang, chosen.meeting.timeZone)),
        text: steps.booked.text({ manager: chosen.meeting.manager }),
      };
    default:
      return steps.nextDay;
  }
}

interface Offer {
  readonly id: 'report' | 'demo' | 'case' | 'proof' | 'cases' | 'trust' | 'assistant';
  /**
   * The offer opens the site's assistant, typed, on this page (a button, as the home page's "Write to
   * Lumi"); its link (`to`, the Lumi page) is shown instead where scripts do not run.
   */
  readonly opensAssistant?: boolean;
  readonly to: string;
  /** What it says, in the copy's words and with the names of what the form was about. */
  readonly title: string;
  readonly text: string;
  readonly action: string;
}

/**
 * What fits the form that was sent, from the site's own data: for a product's form, what the
 * product lets a visitor see or try (AI Sales Manager's sample report, Lumi's live demo), its
 * leading case (a clinic's MediFlow form leads to the medical centre's case) and what its clients
 * say on its page, or else the assistant; for a form about no product, the case library, where the
 * data goes, and the assistant.
 */
function offersFor(form: LeadFormId | null, { offers, industries }: ThankYouPageCopy, lang: Language): Offer[] {
  const product = form ? LEAD_FORM_PRODUCTS[form] : null;
  const assistant: Offer = { id: 'assistant', to: href('product', { product: 'lumi-ai', hash: 'voice-demo' }), opensAssistant: true, ...offers.assistant };
  if (!product) return [{ id: 'cases', to: href('cases'), ...offers.cases }, { id: 'trust', to: href('trust'), ...offers.trust }, assistant];
  const list: Offer[] = [];
  const sample = PRODUCT_SAMPLES[product];
  if (sample === 'sample-report') list.push({ id: 'report', to: href('sample-report'), ...offers.report });
  if (sample === 'voice-demo') list.push({ id: 'demo', to: href('product', { product, hash: 'voice-demo' }), ...offers.demo });
  const leading = leadingCaseOf(product);
  if (leading) {
    const names = {
      client: clientNameOf(leading.slug, lang),
      // The form's product, which the case puts to work (Leadvila's case is AI Seller's, with AI Sales Manager beside it).
      product: PRODUCT_NAMES[product],
      industry: industries[leading.industry],
    };
    const { title, text, action } = offers.case;
    list.push({ id: 'case', to: href('case', { slug: leading.slug }), title: title(names), text: text(names), action });
  }
  const proof = { product: PRODUCT_NAMES[product] };
  list.push({
    id: 'proof',
    to: href('product', { product, hash: 'testimonials' }),
    title: offers.proof.title(proof),
    text: offers.proof.text(proof),
    action: offers.proof.action,
  });
  if (!sample) list.push(assistant);
  return list;
}

/** The thank-you page in `lang`, its copy loaded with it, as the shell's page registry (`SHELL_PAGES`) takes a page. */
export async function thankYouPageIn(lang: Language): Promise<FunctionComponent> {
  const panel = loadLeadCallPanel(lang);
  const [copy, meeting] = await Promise.all([loadPageCopy('thank-you', lang), meetingWordsIn(lang), panel && panelLoadedOrLate(panel)]);
  return function ThankYouPageIn() {
    return <ThankYouPage copy={copy} meeting={meeting} leadCall={panel} />;
  };
}

/**
 * Where a form lands once its lead is stored, with or without JavaScript (`/thank-you/<form>`, the
 * browser's own post is redirected here): what happens next and when, and what fits the form sent.
 * `/thank-you` itself, which no form sends to any more, offers what a form about no product does.
 */
export function ThankYouPage({
  copy,
  meeting,
  leadCall,
}: {
  readonly copy: ThankYouPageCopy;
  readonly meeting: MeetingWords;
  /** "Lumi calls you now", loaded with the page when this tab kept the number a form was sent with. */
  readonly leadCall?: LeadCallPanel;
}) {
  const { pathname, lang } = useNavigation();
  const sent = matchUrl(pathname)?.params.form;
  const form = (LEAD_FORM_IDS as readonly string[]).includes(sent ?? '') ? (sent as LeadFormId) : null;
  const [chosen, setChosen] = useState<Chosen>({ kind: 'nothing' });
  const steps = [copy.steps.now, nextStep(copy, chosen, lang), copy.steps.call];
  return (
    <>
      <PageHead title={copy.seo.title} description={copy.seo.description} noindex />
      <PageHero title={copy.title} lead={copy.lead} />
      <Section tone="muted">
        {form && (
          <LeadCallOffer
            form={form}
            panel={leadCall}
            // A call that rang out unanswered leaves the page as it was; a meeting booked meanwhile stays.
            onOrdered={(ordered) => setChosen((now) => (ordered.kind !== 'missed' ? ordered : now.kind === 'calling' ? { kind: 'nothing' } : now))}
          />
        )}
        <MeetingPicker
          words={meeting}
          lang={lang}
          source="thank-you"
          pagePath={pathname}
          onBooked={(booked) => setChosen({ kind: 'booked', meeting: booked })}
        />
      </Section>
      <Section aria-labelledby="thank-you-next">
        <h2 id="thank-you-next">{copy.steps.title}</h2>
        <ol className="sh-next-steps" data-chosen={chosen.kind}>
          {steps.map((step, index) => (
            <li key={index} className="sh-next-steps__item">
              <p className="sh-next-steps__when">{step.when}</p>
              <p className="sh-next-steps__text">{step.text}</p>
            </li>
          ))}
        </ol>
      </Section>
      <Section tone="muted" aria-labelledby="thank-you-offers">
        <h2 id="thank-you-offers">{copy.offers.title}</h2>
        <ul className="ui-grid ui-grid--three sh-offers" data-form={form ?? undefined}>
          {offersFor(form, copy, lang).map((offer) => (
            <li key={offer.id} className="ui-card sh-offer" data-offer={offer.id}>
              <h3 className="sh-offer__title">{offer.title}</h3>
              <p className="sh-offer__text">{offer.text}</p>
              {offer.opensAssistant && (
                <button type="button" className="sh-offer__link sh-offer__assistant" onClick={() => requestAssistant('text')} {...opensAssistant}>
                  {offer.action} →
                </button>
              )}
              <Link className={`sh-offer__link${offer.opensAssistant ? ' sh-offer__reach' : ''}`} to={offer.to}>
                {offer.action} →
              </Link>
            </li>
          ))}
        </ul>
        <p className="sh-offers__home">
          <ButtonLink to={href('home')} variant="secondary">
            {copy.backHome}
          </ButtonLink>
        </p>
      </Section>
    </>
  );
}
