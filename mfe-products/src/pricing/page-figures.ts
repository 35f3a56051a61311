import {
  ESTIMATE_ASSUMPTIONS,
  ESTIMATE_EXAMPLES,
  ESTIMATE_LIMITS,
  LONGEST_PILOT_DAYS,
  PRICING,
  estimateMonthly,
  exampleInput,
  formatCount,
  formatDays,
  formatEstimate,
  formatEuros,
  formatFromPrice,
  formatPilotDays,
  formatPrice,
  formatUpTo,
  pluralOf,
  type Language,
  type PluralForms,
  type Price,
  type ProductSlug,
} from '@site/model';

/**
 * What the pricing page says in every language, as figures written in one: each language's page
 * (`pages/content/pricing/page.<lang>.ts`) then holds its words, and the model's prices reach all four the same way.
 */
export function pricingFigures(lang: Language) {
  const {
    'ai-sales-manager': salesManager,
    'ai-seller': seller,
    'lumi-ai': lumi,
    'ai-commerce': commerce,
    'mediflow-ai': mediflow,
    'agentlab-ai': agentLab,
  } = PRICING;
  return {
    lang,
    salesManager,
    seller,
    lumi,
    commerce,
    mediflow,
    agentLab,
    /** The clinic network the page prices as its worked example, and its bill. */
    exampleNetwork: ESTIMATE_EXAMPLES['mediflow-ai'],
    network: estimateMonthly(exampleInput('mediflow-ai')),
    branchStep: mediflow.fees.branch.tiers,
    assumptions: ESTIMATE_ASSUMPTIONS,
    limits: ESTIMATE_LIMITS,
    euros: (amount: number) => formatEuros(amount, lang),
    count: (value: number) => formatCount(value, lang),
    estimate: (amount: number) => formatEstimate(amount, lang),
    price: (price: Price) => formatPrice(price, lang),
    fromPrice: (product: ProductSlug) => formatFromPrice(product, lang),
    pilotDays: (product: ProductSlug) => formatPilotDays(product, lang),
    plural: (value: number, forms: PluralForms) => pluralOf(value, lang, forms),
    /** "up to 30 days": the longest pilot any product runs. */
    longestPilot: formatUpTo(formatDays({ min: LONGEST_PILOT_DAYS, max: LONGEST_PILOT_DAYS }, lang), lang),
  };
}
