import type { IndustryFactsDocument } from '@site/content';
import { STAFF_HOURLY_COST } from '@site/model';

/** A chain of seven stores, as Qala Electronics: a line per store, calls in two languages. */
export default {
  position: 5,
  products: ['lumi-ai', 'ai-sales-manager', 'ai-seller'],
  systems: ['1C:Retail', 'Asterisk', 'Bitrix24', 'Kaspi.kz', 'Binotel', 'Ringostat', 'Salesforce', 'Telegram'],
  estimate: { product: 'lumi-ai', calls: 30_000, minutes: 2, languages: 2, lines: 7, hourlyCost: STAFF_HOURLY_COST.KZ },
  trust: 'products',
} satisfies IndustryFactsDocument;
