import type { ProductPageContent } from '@site/content';
import { FACTS, PILOT_DAYS, PRICING, formatAtLeast, formatCount, formatDays, formatFromPrice, formatPilotAdjective, href } from '@site/model';

const agent = PRICING['agentlab-ai'];

export default {
  seo: {
    title: 'AgentLab AI: custom AI agents for your processes',
    description: `AI agents built around your processes, with 20+ ready scenarios for sales, marketing, administration and production. Demo access and a ${formatPilotAdjective('agentlab-ai')} pilot.`,
  },
  hero: {
    eyebrow: 'AgentLab AI · custom AI agents',
    title: 'Repetitive work done by AI agents, not by your best people',
    lead: `AgentLab AI builds agents around the way your company already works: they process leads, prepare reports, read documents, order from suppliers and plan production in your CRM, ERP and spreadsheets. Start from 20+ ready scenarios and prove the result in a ${formatPilotAdjective('agentlab-ai')} pilot.`,
    primaryCta: 'Request a demo',
    secondaryCta: 'How it works',
    highlights: [
      { value: formatAtLeast(FACTS.agentScenarios), label: 'ready scenarios to start from' },
      { value: formatDays(FACTS.launchDays, 'en'), label: 'to the first working agent' },
      { value: formatDays(PILOT_DAYS['agentlab-ai']!, 'en'), label: 'pilot on your live data' },
    ],
    visual: {
      flowTitle: 'Inbound lead scenario',
      trigger: 'New lead from the website',
      agent1: 'Qualifier · checks need and budget',
      agent2: 'Researcher · adds company data',
      agent3: 'Writer · drafts the proposal',
      output: 'Deal and proposal in the CRM',
      scenarios: `${formatAtLeast(FACTS.agentScenarios)} ready scenarios`,
    },
  },
  problems: {
    title: 'Processes that eat a mid-size company’s week',
    lead: 'Where operations directors and founders usually ask us to start.',
    items: [
      {
        role: 'Head of sales',
        problem: 'Leads from the website, ads and marketplaces wait for hours, and a third of them turn out not to be our clients.',
        solution: 'A lead agent replies within a minute, asks the qualifying questions and creates a deal in the CRM with a draft proposal.',
        result: 'Managers start the day with qualified deals instead of sorting the inbox.',
      },
      {
        role: 'Operations director',
        problem: 'Three people retype invoices and waybills from email into the ERP, and mistakes surface a month later.',
        solution: 'A document agent reads PDFs and scans, checks each line against the order and enters the data, flagging any mismatch.',
        result: 'People check only flagged documents, and errors are caught on the day they arrive.',
      },
      {
        role: 'Founder',
        problem: 'Every Monday department heads spend the morning collecting figures from the CRM, the ERP and five spreadsheets.',
        solution: 'A reporting agent gathers the data overnight, reconciles it and sends the report with comments on deviations to Slack at 8:00.',
        result: 'The meeting starts with the report already read, and four people get their morning back.',
      },
      {
        role: 'Supply and production planner',
        problem: 'Stock is checked by hand, supplier orders go out late, and the Excel production plan is rebuilt after every change.',
        solution: 'A procurement agent orders against minimum stock and lead times; a planning agent reworks the shift plan when orders move.',
        result: 'Orders leave on time, and the planner approves a ready plan instead of building it.',
      },
    ],
  },
  value: {
    title: 'What the company gets',
    lead: 'Agents take the steps that follow fixed rules; people keep decisions and exceptions.',
    items: [
      {
        title: 'Hours back every week',
        text: 'Data entry, copying figures and chasing confirmations move to agents; your team spends that time on clients. At Spreewerk in Berlin a monthly client report now takes an hour and a half instead of six.',
      },
      {
        title: 'A lower cost per operation',
        text: 'When an agent does the routine part of a request, an invoice or an order, each one costs less to handle: Nauta Ads in Barcelona cut the cost of onboarding an advertiser by more than half.',
      },
      {
        title: 'Processes that don’t depend on one person',
        text: 'The rules live in the scenario, not in the head of an employee on holiday, and every action of an agent is logged.',
      },
    ],
    figures: [
      { value: '−55%', label: 'cost of onboarding one new advertiser', source: { case: 'onboarding-spain', client: 'Nauta Ads' } },
      { value: '3 days', label: 'from contract to the first live campaign, instead of 9', source: { case: 'onboarding-spain', client: 'Nauta Ads' } },
      { value: '1.5 h', label: 'per monthly client report, down from 6', source: { case: 'marketing-germany', client: 'Spreewerk' } },
      { value: '+7', label: 'retainer clients without new hires', source: { case: 'marketing-germany', client: 'Spreewerk' } },
    ],
  },
  steps: {
    title: 'How AgentLab AI works',
    lead: 'A scenario is a chain of agents, each with one job and clear limits.',
    items: [
      {
        title: 'An event starts the scenario',
        text: 'A new lead, an email with an invoice, stock below the minimum or simply Monday, 6:00.',
      },
      {
        title: 'Agents do their part in turn',
        text: 'One reads and sorts, the next checks your data, the third prepares the result.',
      },
      {
        title: 'People approve where it matters',
        text: 'Large orders, discounts, new suppliers or odd documents go to the person in charge for a one-click decision.',
      },
      {
        title: 'The result lands in your systems',
        text: 'A deal in the CRM, an ERP entry, a supplier order or a report in the chat, with every step logged.',
      },
    ],
  },
  integrations: {
    title: 'Agents work inside the tools you already have',
    lead: 'Nothing new for your team to learn: agents read and write the data where it is already kept.',
    categories: [
      { name: 'CRM', items: ['HubSpot', 'Pipedrive', 'Bitrix24', 'Salesforce'], more: 10 },
      { name: 'ERP and accounting', items: ['SAP Business One', 'Odoo', 'Microsoft Dynamics 365', 'Comarch ERP'], more: 8 },
      { name: 'Documents and data', items: ['Google Sheets', 'Google Drive', 'Microsoft Excel', 'Notion'], more: 12 },
      { name: 'Email and messengers', items: ['Gmail', 'Outlook', 'Slack', 'Microsoft Teams', 'Telegram'], more: 6 },
    ],
  },
  features: {
    title: '20+ ready scenarios in four areas',
    lead: 'Ready scenarios are a starting point: we adapt them to your rules or build new agents from scratch.',
    items: [
      {
        title: 'Sales agents',
        text: 'From the first message to the proposal.',
        points: ['Lead qualification and enrichment', 'Meetings booked in managers’ calendars', 'Proposals from your price list', 'Follow-ups on silent deals'],
      },
      {
        title: 'Marketing agents',
        text: 'The research and routine of the marketing team.',
        points: ['Competitor price monitoring', 'Weekly ad campaign reports', 'Newsletter drafts in your tone'],
      },
      {
        title: 'Administration agents',
        text: 'Documents, reports and internal requests.',
        points: ['Invoices and waybills into the ERP', 'Contract checks against your template', 'Weekly and monthly reports'],
      },
      {
        title: 'Production and supply agents',
        text: 'Materials, orders and capacity kept in balance.',
        points: ['Supplier orders by minimum stock', 'Delivery tracking', 'Shift plan updates when orders change'],
      },
      {
        title: 'Control and security',
        text: 'You see what each agent did and why, and can pause any scenario with one switch.',
        points: ['A log of every action', 'Access rights per agent', 'Data encrypted and kept in the EU'],
      },
    ],
  },
  advantages: {
    title: 'Hiring, rigid automation or agents',
    lead: 'Three options companies usually weigh before they call us.',
    items: [
      {
        title: 'Instead of hiring',
        text: 'A new coordinator needs a month of training and works eight hours a day. An agent runs the process at night by the same rules and leaves exceptions to your team.',
      },
      {
        title: 'Instead of rigid automation',
        text: 'Fixed rules break when an invoice arrives in a new layout. Agents read free-text emails and scans and choose the next step within your limits.',
      },
      {
        title: 'Instead of a months-long IT project',
        text: `You start from a ready scenario, see the first agent working on your own data within two weeks and judge it in a ${formatPilotAdjective('agentlab-ai')} pilot, before any long-term commitment.`,
      },
    ],
  },
  launch: {
    title: 'From demo access to working agents',
    lead: `The first agent runs on your data within 7–14 days of the first call. Then a ${formatPilotAdjective('agentlab-ai')} pilot shows what it changes before you decide, and further scenarios follow one by one.`,
    items: [
      {
        step: 1,
        title: 'Demo access',
        duration: '1 day',
        text: 'On the next working day after the first call your team runs ready scenarios on sample data.',
      },
      {
        step: 2,
        title: 'Process audit',
        duration: '2–3 days',
        text: 'With the process owner we map inputs, exceptions and approvals and choose the first scenario.',
      },
      {
        step: 3,
        title: 'Build and connect',
        duration: '4–10 days',
        text: 'We adapt the agents, connect them to your systems and test them on last month’s real cases, so the first agent is working by the end of this step.',
      },
      {
        step: 4,
        title: 'Pilot on live data',
        duration: formatDays(PILOT_DAYS['agentlab-ai']!, 'en'),
        text: 'Agents work on live data with approvals on; each week you see hours saved and errors caught.',
      },
      {
        step: 5,
        title: 'Scale',
        duration: '1–2 weeks per scenario',
        text: 'After the pilot we add the next processes one by one, reusing agents that already know your systems.',
      },
    ],
  },
  cases: {
    title: 'AgentLab AI at work',
    lead: 'How companies hand repetitive processes to AI agents, and what the numbers looked like before and after.',
  },
  testimonials: {
    title: 'What our clients say',
    items: [
      {
        case: 'onboarding-spain',
        quote:
          'A wrong VAT number used to turn up with the first invoice; now the document agent flags it on the day of signing, 31 times in the first month alone. The setup agent follows up with the advertiser’s developer until the tag fires, so 93% of new accounts go live with conversions tracked. My six managers still handle 180 accounts a month, and now they have time for strategy sessions with the 20 largest.',
        author: 'Marta Soler',
        position: 'Head of Customer Onboarding',
        image: { tone: 'listening', hair: 'long', hairColour: 'dark', skin: 'medium', alt: 'Portrait of Marta Soler' },
      },
      {
        case: 'marketing-germany',
        quote:
          'With the same 38 people we went from 24 to 31 retainer clients. On the first Monday of the month the reporting agent has every client’s figures and a draft commentary ready, and our copy backlog is down from three weeks to four days. Each client’s agents work in a workspace of their own, with that client’s glossary and tone, so no client’s material ever ends up in another’s drafts.',
        author: 'Jonas Albrecht',
        position: 'Managing Partner',
        image: { tone: 'accent', hair: 'short', hairColour: 'grey', skin: 'light', glasses: true, beard: true, alt: 'Portrait of Jonas Albrecht' },
      },
    ],
  },
  faq: {
    title: 'What operations directors ask before a demo',
    items: [
      {
        question: 'How is this different from Zapier or Make?',
        answer: [
          'Those tools move data by fixed rules. Agents also handle unstructured input such as emails, scans and free-text messages; where a simple rule is enough, we use one.',
        ],
      },
      {
        question: 'What do the demo access and the pilot include?',
        answer: [
          `Demo access opens the ready scenarios in a sandbox with sample data on the next working day after the first call. Once the first agent is built, the ${formatPilotAdjective('agentlab-ai')} pilot runs one process on your live data and ends with a report on hours saved and errors caught.`,
        ],
      },
      {
        question: 'Where is our data, and who sees it?',
        answer: [
          'Data is processed in the EU and encrypted. Each agent reaches only the fields its scenario needs, and we never use your data to train public models.',
        ],
      },
      {
        question: 'What happens when an agent isn’t sure?',
        answer: [
          'It stops and asks: the case goes to the person in charge with a summary and a suggested action, and the scenario continues after their decision.',
        ],
      },
      {
        question: 'How is it priced, and who maintains the agents?',
        answer: [
          `Each agent at work costs ${formatFromPrice('agentlab-ai', 'en')}, with ${formatCount(agent.allowances.operations, 'en')} operations a month and its upkeep included: our team updates it when your rules or systems change. Building it from a ready scenario costs nothing extra.`,
        ],
        pricing: href('pricing', { hash: 'agentlab-ai' }),
      },
    ],
  },
  cta: {
    title: 'Choose one process and watch an agent run it',
    text: 'Start with the task that takes your team the most hours each week. In the demo we run the closest of our ready scenarios on it and plan the pilot.',
    badge: `${formatPilotAdjective('agentlab-ai')} pilot`,
    badgeNote: 'Demo access the next working day after the first call',
    button: 'Request a demo',
  },
  form: {
    title: 'Request AgentLab AI demo access',
    lead: 'Describe the process you want to hand over and the systems it runs in. We’ll reply by the next working day.',
  },
} satisfies ProductPageContent;
