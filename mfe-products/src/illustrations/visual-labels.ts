import type { ProductSlug } from '@site/model';

/**
 * The texts each product's hero illustration shows, by key: a product's content document gives
 * every key in its `hero.visual`, in its own language. Figures (scores, ranks, codes) are drawn by
 * the illustration and are the same in every language.
 */
export const VISUAL_LABELS = {
  'ai-sales-manager': [
    'title', // the scorecard's heading: "Call analysis"
    'call', // which call: "Anna K. · incoming call · 6:42"
    'scoreLabel', // beside the score 87/100: "Quality score"
    'criterion1', // four checklist lines; the fourth is drawn as missed
    'criterion2',
    'criterion3',
    'criterion4',
    'rankingTitle', // "Team ranking today"
    'manager1', // the sample report's names of its managers oleh-d, anna-k and iryna-s
    'manager2',
    'manager3',
    'tipTitle', // "Tip for Iryna" (the third manager)
    'tip', // one coaching tip, under 60 characters
  ],
  'ai-seller': [
    'chatTitle', // the shop's name in the messenger header
    'status', // "online · replies in seconds"
    'customer1', // a customer's question, under 50 characters
    'bot1', // the bot's answer offering a product, under 80 characters
    'productName', // the product in the offer card
    'productPrice', // its price with currency, as the language writes it
    'customer2', // the customer agrees, under 40 characters
    'bot2', // the bot confirms the order, under 80 characters
    'orderBadge', // "Order placed at 02:14"
  ],
  'lumi-ai': [
    'callTitle', // "Incoming call"
    'caller', // who calls: "Marta, new client"
    'line1', // what the caller says, under 60 characters
    'line2', // what Lumi answers, under 70 characters
    'bookingTitle', // "Appointment booked"
    'bookingSlot', // "Fri 11:30 · Diagnostics"
    'crm', // "Written to the CRM"
    'handoff', // "Hot lead passed to a manager"
  ],
  'ai-commerce': [
    'photoLabel', // under the product photo: "Your photo"
    'cardLabel', // above the generated card: "Card ready in 40 s"
    'cardTitle', // the product's name on the card
    'feature1', // three short selling points of the product
    'feature2',
    'feature3',
    'price', // its price with currency
    'potentialLabel', // beside the index 82/100: "Purchase potential"
    'agentsLabel', // "Rated by 20 AI agents"
  ],
  'mediflow-ai': [
    'intakeTitle', // "Patient intake · FrontDesk"
    'complaintLabel', // "Complaint"
    'complaint', // "Sore throat, fever 38.2 °C"
    'durationLabel', // "Since"
    'duration', // "3 days"
    'allergiesLabel', // "Allergies"
    'allergies', // "Penicillin"
    'protocolTitle', // "Doctor AI · draft for the doctor"
    'diagnosis', // the working diagnosis beside its ICD-10 code J06.9
    'codeLabel', // "ICD-10" (МКБ-10, МКХ-10)
    'step1', // two protocol steps, under 50 characters each
    'step2',
    'compliance', // "GDPR · HIPAA"
  ],
  'agentlab-ai': [
    'flowTitle', // the scenario's name: "Inbound lead scenario"
    'trigger', // what starts it: "New lead from the website"
    'agent1', // three agents, in order, each with its job in a few words
    'agent2',
    'agent3',
    'output', // what comes out: "Deal and proposal in the CRM"
    'scenarios', // "20+ ready scenarios"
  ],
} as const satisfies Readonly<Record<ProductSlug, readonly string[]>>;

export type VisualLabels<S extends ProductSlug> = Readonly<Record<(typeof VISUAL_LABELS)[S][number], string>>;
