import type { IndustryFactsDocument } from '@site/content';
import { STAFF_HOURLY_COST } from '@site/model';

/** A scheduling SaaS of Roosterwerk's size: its trial users' chats in two languages. */
export default {
  position: 6,
  products: ['ai-seller', 'ai-sales-manager'],
  systems: ['HubSpot', 'Segment', 'Slack', 'Zoom', 'Google Meet', 'Pipedrive', 'Salesforce', 'Stripe'],
  estimate: { product: 'ai-seller', conversations: 4_000, minutes: 6, languages: 2, hourlyCost: STAFF_HOURLY_COST.NL },
  trust: 'processors',
} satisfies IndustryFactsDocument;
