import { useTranslation } from 'react-i18next';
import {
  CASE_PRODUCT_PAGES,
  clientMarkOf,
  LEAD_FORM_IDS,
  LEAD_FORM_PRODUCTS,
  leadingCaseOf,
  PRODUCT_NAMES,
  PRODUCT_SAMPLES,
  href,
  matchUrl,
  type LeadFormId,
} from '@site/model';
import { ButtonLink, Link, PageHead, PageHero, Section, useNavigation } from '@site/ui';
import { PAGES_NAMESPACE } from './i18n';

const STEPS = ['now', 'nextDay', 'call'] as const;

interface Offer {
  readonly id: 'report' | 'demo' | 'case' | 'proof' | 'cases' | 'trust' | 'assistant';
  readonly to: string;
  /** What its words name: the product, the case's client and industry. */
  readonly values?: Readonly<Record<string, string>>;
}

/**
 * What fits the form that was sent, from the site's own data: for a product's form, what the
 * product lets a visitor see or try (AI Sales Manager's sample report, Lumi's live demo), its
 * leading case (a clinic's MediFlow form leads to the medical centre's case) and what its clients
 * say on its page, or else the assistant; for a form about no product, the case library, where the
 * data goes, and the assistant.
 */
function offersFor(form: LeadFormId | null, industryOf: (industry: string) => string): Offer[] {
  const product = form ? LEAD_FORM_PRODUCTS[form] : null;
  const assistant: Offer = { id: 'assistant', to: href('product', { product: 'lumi-ai', hash: 'voice-demo' }) };
  if (!product) return [{ id: 'cases', to: href('cases') }, { id: 'trust', to: href('trust') }, assistant];
  const offers: Offer[] = [];
  const sample = PRODUCT_SAMPLES[product];
  if (sample === 'sample-report') offers.push({ id: 'report', to: href('sample-report') });
  if (sample === 'voice-demo') offers.push({ id: 'demo', to: href('product', { product, hash: 'voice-demo' }) });
  const leading = leadingCaseOf(product);
  if (leading) {
    const values = {
      client: clientMarkOf(leading.slug).brand,
      product: PRODUCT_NAMES[CASE_PRODUCT_PAGES[leading.product]],
      industry: industryOf(leading.industry),
    };
    offers.push({ id: 'case', to: href('case', { slug: leading.slug }), values });
  }
  offers.push({ id: 'proof', to: href('product', { product, hash: 'testimonials' }), values: { product: PRODUCT_NAMES[product] } });
  if (!sample) offers.push(assistant);
  return offers;
}

/**
 * Where a form lands once its lead is stored, with or without JavaScript (`/thank-you/<form>`, the
 * browser's own post is redirected here): what happens next and when, and what fits the form sent.
 * `/thank-you` itself, which no form sends to any more, offers what a form about no product does.
 */
export function ThankYouPage() {
  const { t } = useTranslation(PAGES_NAMESPACE);
  const { pathname } = useNavigation();
  const sent = matchUrl(pathname)?.params.form;
  const form = (LEAD_FORM_IDS as readonly string[]).includes(sent ?? '') ? (sent as LeadFormId) : null;
  return (
    <>
      <PageHead title={t('thankYou.meta.title')} brand="dash" description={t('thankYou.meta.description')} noindex />
      <PageHero title={t('thankYou.title')} lead={t('thankYou.lead')} />
      <Section aria-labelledby="thank-you-next">
        <h2 id="thank-you-next">{t('thankYou.stepsTitle')}</h2>
        <ol className="sh-next-steps">
          {STEPS.map((step) => (
            <li key={step} className="sh-next-steps__item">
              <p className="sh-next-steps__when">{t(`thankYou.steps.${step}.when`)}</p>
              <p className="sh-next-steps__text">{t(`thankYou.steps.${step}.text`)}</p>
            </li>
          ))}
        </ol>
      </Section>
      <Section tone="muted" aria-labelledby="thank-you-offers">
        <h2 id="thank-you-offers">{t('thankYou.offersTitle')}</h2>
        <ul className="ui-grid ui-grid--three sh-offers" data-form={form ?? undefined}>
          {offersFor(form, (industry) => t(`thankYou.industries.${industry}`)).map((offer) => (
            <li key={offer.id} className="ui-card sh-offer" data-offer={offer.id}>
              <h3 className="sh-offer__title">{t(`thankYou.offers.${offer.id}.title`, { ...offer.values })}</h3>
              <p className="sh-offer__text">{t(`thankYou.offers.${offer.id}.text`, { ...offer.values })}</p>
              <Link className="sh-offer__link" to={offer.to}>
                {t(`thankYou.offers.${offer.id}.action`)} →
              </Link>
            </li>
          ))}
        </ul>
        <p className="sh-offers__home">
          <ButtonLink to={href('home')} variant="secondary">
            {t('thankYou.backHome')}
          </ButtonLink>
        </p>
      </Section>
    </>
  );
}
