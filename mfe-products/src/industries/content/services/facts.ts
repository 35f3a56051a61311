import type { IndustryFactsDocument } from '@site/content';
import { STAFF_HOURLY_COST } from '@site/model';

/** A claims or service desk of AutoOcena's size: eight consultants, about 350 calls a working day. */
export default {
  position: 2,
  products: ['lumi-ai', 'ai-seller', 'ai-sales-manager'],
  systems: ['Booksy', 'Altegio', 'Calendly', 'Google Calendar', 'Pipedrive', 'Bitrix24', 'Zadarma', 'Twilio'],
  estimate: { product: 'lumi-ai', calls: 7_500, minutes: 4, languages: 2, lines: 4, hourlyCost: STAFF_HOURLY_COST.PL },
  trust: 'products',
} satisfies IndustryFactsDocument;
