import type { IndustryFactsDocument } from '@site/content';
import { COMMERCE_MODULES, SHOP_SYSTEM_NAMES, STAFF_HOURLY_COST } from '@site/model';

/** A shop of Półka i Spółka's size, a season's new products a month and its evening chats. */
export default {
  position: 4,
  products: ['ai-commerce', 'ai-seller'],
  systems: SHOP_SYSTEM_NAMES,
  estimate: { product: 'ai-commerce', modules: COMMERCE_MODULES, cards: 400, tests: 12, conversations: 1_900, minutes: 4, hourlyCost: STAFF_HOURLY_COST.PL },
  trust: 'products',
} satisfies IndustryFactsDocument;
