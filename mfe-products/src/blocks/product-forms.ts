import type { FormId } from '@site/contracts';
import type { ProductSlug } from '@site/model';

/** The lead form each product's page carries, and an industry's page by the product it starts with. */
export const FORM_OF: Readonly<Record<ProductSlug, FormId>> = {
  'ai-sales-manager': 'sales-manager',
  'ai-seller': 'seller',
  'lumi-ai': 'lumi',
  'ai-commerce': 'commerce',
  'mediflow-ai': 'mediflow',
  'agentlab-ai': 'agentlab',
};
