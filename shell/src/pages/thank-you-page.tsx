import { useTranslation } from 'react-i18next';
import { CASE_PRODUCT_PAGES, CASE_PRODUCTS, LEAD_FORM_IDS, LEAD_FORM_PRODUCTS, PRODUCT_NAMES, href, matchUrl, type LeadFormId } from '@site/model';
import { ButtonLink, Link, PageHead, PageHero, Section, useNavigation } from '@site/ui';
import { PAGES_NAMESPACE } from './i18n';

const STEPS = ['now', 'nextDay', 'call'] as const;

interface Offer {
  readonly id: 'report' | 'productCases' | 'cases' | 'assistant';
  readonly to: string;
}

/** What fits the form that was sent: its product's cases (or all of them), the sample report where it is the topic, and the assistant. */
function offersFor(form: LeadFormId | null): Offer[] {
  const product = form ? LEAD_FORM_PRODUCTS[form] : null;
  const filter = CASE_PRODUCTS.find((id) => CASE_PRODUCT_PAGES[id] === product);
  const report: Offer = { id: 'report', to: href('sample-report') };
  const cases: Offer = filter ? { id: 'productCases', to: href('cases', { query: { product: filter } }) } : { id: 'cases', to: href('cases') };
  const assistant: Offer = { id: 'assistant', to: href('product', { product: 'lumi-ai', hash: 'voice-demo' }) };
  return product === 'ai-sales-manager' || !product ? [report, cases, assistant] : [cases, assistant];
}

/**
 * Where a form lands once its lead is stored, with or without JavaScript (`/thank-you/<form>`, the
 * browser's own post is redirected here): what happens next and when, and what fits the form sent.
 * `/thank-you` itself, which no form sends to any more, says the same with every offer.
 */
export function ThankYouPage() {
  const { t } = useTranslation(PAGES_NAMESPACE);
  const { pathname } = useNavigation();
  const sent = matchUrl(pathname)?.params.form;
  const form = (LEAD_FORM_IDS as readonly string[]).includes(sent ?? '') ? (sent as LeadFormId) : null;
  const product = form && LEAD_FORM_PRODUCTS[form];
  const productName = product ? PRODUCT_NAMES[product] : '';
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
          {offersFor(form).map((offer) => (
            <li key={offer.id} className="ui-card sh-offer">
              <h3 className="sh-offer__title">{t(`thankYou.offers.${offer.id}.title`, { product: productName })}</h3>
              <p className="sh-offer__text">{t(`thankYou.offers.${offer.id}.text`, { product: productName })}</p>
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
