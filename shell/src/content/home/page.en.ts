import type { HomePage } from '@site/content';
import {
  CLIENT_COUNTRIES,
  FACTS,
  PILOT_DAYS,
  SAMPLE_REPORT_DAY,
  formatAtLeast,
  formatDays,
  formatFromPrice,
  headlineClaims,
  href,
  pluralOf,
  HIPAA_SHORT,
} from '@site/model';

const claims = headlineClaims('en');
const productPilot = formatDays(PILOT_DAYS['ai-seller']!, 'en');
const agentLabPilot = formatDays(PILOT_DAYS['agentlab-ai']!, 'en');
const integrations = formatAtLeast(FACTS.integrations);
const countries = CLIENT_COUNTRIES.length;
const managers = SAMPLE_REPORT_DAY.managers;

export default {
  description: `Call scoring for sales teams, 24/7 sales bots, voice assistants and custom AI agents. Conversion ${claims.conversion}, request-handling costs ${claims.cost}, launch in ${claims.launch}.`,
  hero: {
    eyebrow: 'AI chatbots, voice assistants and agents for business',
    title: 'AI that sells, answers and books clients around the clock',
    lead: 'Chatbots, voice assistants and AI agents that take leads from the first message to the booked meeting — trained on your products and connected to your CRM.',
    primaryCta: 'Get a free consultation',
    talk: 'Talk to Lumi',
    write: 'Or write instead',
    reach: { call: 'Call our sales team', write: 'Or email us' },
    claimsLabel: 'What you can expect',
    claims: [
      { value: claims.conversion, label: 'conversion' },
      { value: claims.cost, label: 'cost of handling requests' },
      { value: claims.launch, label: 'to launch' },
      { value: claims.pilot, label: 'pilot before you commit' },
    ],
    ceilings: {
      note: 'The conversion and cost figures are ceilings. Our clients’ best results so far:',
      results: { qualifiedLeads: 'qualified leads', trialToPaid: 'trial-to-paid conversion', onboardingCost: 'cost of onboarding an advertiser' },
    },
    visual: {
      summary: 'Three Synthra products at work',
      chatTime: '23:47',
      customer: 'Do you have the linen duvet cover in 200×220?',
      reply: 'Yes, four left in sage green. Shall I hold one and send you a payment link?',
      orderBadge: 'Order paid',
      callTime: 'Incoming call · 02:14',
      booked: 'Booked: a check-up, Tuesday at 10:30',
      crmBadge: 'Added to the CRM',
      scoreDay: 'Today',
      scoreLabel: 'Average call score',
      tips: pluralOf(managers, 'en', { one: `${managers} manager scored, a tip ready`, other: `${managers} managers scored, a tip ready for each` }),
    },
  },
  clients: { title: 'Eight clients, eight case studies you can read in full', caseLabel: 'case study' },
  products: { title: 'Six products for growing businesses', lead: 'Start with the one that removes your biggest bottleneck; they all work together.' },
  problems: {
    title: 'Sound familiar?',
    lead: 'The problems we solve most often for sales teams, clinics and online stores.',
    items: [
      {
        title: 'Leads wait hours for an answer',
        text: 'A bot answers every message in seconds, qualifies the lead and books a call while the interest is hot.',
      },
      { title: 'Calls go unanswered after hours', text: 'Lumi AI picks up at any hour, books the appointment and puts a ready buyer through to a manager.' },
      { title: 'No one knows how managers sell', text: 'AI Sales Manager scores every call and chat, ranks managers and shows what to train.' },
      {
        title: 'Routine eats up the team’s time',
        text: 'AI agents fill in the CRM and prepare reports, and SnapCard AI writes product cards from photos, so people can sell.',
      },
    ],
  },
  cases: { title: 'Success stories', lead: 'Real projects in healthcare, services, B2B, e-commerce, retail and SaaS, from Spain to Kazakhstan.' },
  demos: {
    title: 'Try our bots before you talk to us',
    lead: 'In a couple of minutes you can talk to the voice assistant, chat with the sales bot and open a call report.',
    voice: {
      title: 'Talk to the voice assistant',
      text: 'The button in the corner of every page starts a live conversation with our AI voice agent.',
      action: 'Open the Lumi AI demo',
    },
    seller: {
      title: 'Chat with the sales bot',
      text: 'AI Seller 24/7 answers questions, recommends products and takes orders in messengers.',
      open: 'Open the chat',
      action: 'Meet AI Seller 24/7',
    },
    report: {
      title: 'See a call quality report',
      text: 'AI Sales Manager turns a day of calls into scores, KPIs and training tips for each manager.',
      action: 'Open the sample report',
    },
  },
  team: { title: 'The team behind the products' },
  faq: {
    title: 'Frequently asked questions',
    items: [
      {
        question: 'How long does a launch take?',
        answer: `Most projects go live in ${claims.launch} from the kickoff: we connect your systems, train the assistant on your materials and test it on real conversations before your customers meet it.`,
      },
      {
        question: 'Can we try before we commit?',
        answer: `Yes. AI Seller 24/7, Lumi AI and AI Commerce Suite run a pilot of ${productPilot} on your real customers after a few days of setup. AgentLab AI gives you demo access the next working day and a pilot of ${agentLabPilot} once the first agent is built. MediFlow AI goes live in one branch of your clinic first, and AI Sales Manager starts with a free sample report on your own calls.`,
      },
      {
        question: 'What do your products cost?',
        answer: `Every product has a published price: AI Sales Manager ${formatFromPrice('ai-sales-manager', 'en')}, AgentLab AI ${formatFromPrice('agentlab-ai', 'en')}. Each pilot has a fixed fee that counts towards the first month.`,
        link: { to: href('pricing'), label: 'See the prices of all six products' },
      },
      {
        question: 'Will it work with our CRM and messengers?',
        answer: `Yes: we have ${integrations} ready integrations with CRMs, telephony, messengers, booking tools and online store platforms.`,
      },
      {
        question: 'Which languages do the assistants speak?',
        answer: 'English, Russian, Ukrainian, Polish and other major languages; each assistant switches to the customer’s language on its own.',
      },
      {
        question: 'How do you protect our customers’ data?',
        answer: `Data is encrypted in transit and at rest, stored in the EU and kept only as long as needed. MediFlow AI, our product for clinics, is built to GDPR; for US patients’ data, ${HIPAA_SHORT.en}.`,
      },
      {
        question: 'What happens when a customer needs a person?',
        answer: 'The assistant hands the conversation to a live manager with a summary, so the customer never repeats themselves.',
      },
    ],
  },
  benefits: {
    title: 'Why companies choose Synthra',
    items: [
      { value: formatAtLeast(FACTS.companies), label: 'companies already use our products' },
      { value: String(countries), label: pluralOf(countries, 'en', { one: 'country our clients are based in', other: 'countries our clients are based in' }) },
      { value: formatAtLeast(FACTS.implementations), label: 'implementations in production' },
      { value: integrations, label: 'integrations with CRMs, telephony and messengers' },
    ],
  },
  contact: {
    title: 'Let’s find where AI pays off first',
    lead: 'Leave your contact details and we’ll call you by the next working day, ask about your processes and suggest where to start.',
  },
} satisfies HomePage;
