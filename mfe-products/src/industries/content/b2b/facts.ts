import type { IndustryFactsDocument } from '@site/content';

/** Two agents at work on one process each, as Nauta Ads started: onboarding and reporting. */
export default {
  position: 3,
  products: ['agentlab-ai', 'ai-seller', 'ai-sales-manager', 'lumi-ai'],
  systems: ['HubSpot', 'Salesforce', 'Pipedrive', 'SAP Business One', 'Odoo', 'Comarch ERP', 'Google Sheets', 'Slack'],
  estimate: { product: 'agentlab-ai', agents: 2, operations: 12_000 },
  trust: 'processors',
} satisfies IndustryFactsDocument;
