import { PRODUCT_NAMES, PRODUCT_SLUGS, type ProductSlug } from '@site/model';

/**
 * What Lumi asks a person who left a product's lead form and took "Lumi calls you now" on its
 * thank-you page: two or three questions a manager needs before the first meeting (volume,
 * channels, systems), in the prompt's English; Lumi asks them in the call's language.
 */
export const LEAD_QUESTIONS: Readonly<Record<ProductSlug, readonly string[]>> = {
  'ai-sales-manager': [
    'how many sales managers they have and about how many calls the team makes a month',
    'which telephony or CRM records those calls today (for example Binotel, Ringostat, HubSpot, Pipedrive)',
    'what they most want to see scored: scripts, objections, or next steps',
  ],
  'ai-seller': [
    'about how many enquiries or chats they get a day',
    'which channels the enquiries come through (site chat, Instagram, Telegram, WhatsApp, Viber)',
    'which CRM or shop system the orders and leads go to',
  ],
  'lumi-ai': [
    'about how many calls they get a month, and at which hours most of them come',
    'which phone lines or channels those calls come through',
    'which CRM or booking system the calls and appointments should land in',
  ],
  'ai-commerce': [
    'about how many orders and customer questions they handle a month',
    'which channels customers write or call through',
    'which shop platform and CRM they run on',
  ],
  'mediflow-ai': [
    'about how many patient calls and messages the clinic gets a day',
    'which channels patients use to book (phone, site, messengers)',
    'which medical information system or booking software holds the schedule',
  ],
  'agentlab-ai': [
    'which process they want an agent to take over first',
    'about how many such tasks or requests they handle a month',
    'which systems the agent would have to work with',
  ],
};

/** The prompt's part for a lead's call: the closed list of products, each with its questions. */
export function leadQuestionsPrompt(): string[] {
  return PRODUCT_SLUGS.map((slug) => `- "${slug}" (${PRODUCT_NAMES[slug]}): ask ${LEAD_QUESTIONS[slug].join('; ')}.`);
}
