import type { IndustryPageContent } from '@site/content';
import { FACTS, PRICING, amountOf, estimateMonthly, formatCount, formatEuros } from '@site/model';
import facts from './facts';

const lang = 'en';
const month = estimateMonthly(facts.estimate);
const { agents, operations } = facts.estimate;
const euros = (amount: number) => formatEuros(Math.round(amount), lang);

export default {
  seo: {
    title: 'AI for B2B: agents for onboarding, reports and leads',
    description: `How B2B teams hand onboarding, reporting and lead qualification to AgentLab AI agents and AI Seller 24/7, and what ${agents} agents cost a month.`,
  },
  name: 'B2B',
  hero: {
    eyebrow: 'For B2B companies',
    title: 'Agents that do the process work between the sale and the result',
    lead: 'Onboarding a new client, chasing documents, building the monthly report, answering a lead at night: AgentLab AI builds an agent for each process, and AI Seller 24/7 qualifies leads in chat.',
  },
  problems: {
    title: 'Where a B2B team loses its days',
    items: [
      {
        title: 'Onboarding that drags',
        text: 'A signed client waits for accounts, documents and a first setup while the team works through a checklist by hand.',
      },
      {
        title: 'Reports copied by hand',
        text: 'Figures travel from the CRM to a spreadsheet to a slide every month, and the person who copies them is the one who should read them.',
      },
      {
        title: 'Leads answered the next day',
        text: 'A lead from a night-time ad waits for the morning, and a competitor who answered first gets the meeting.',
      },
    ],
  },
  products: {
    title: 'Which product does what',
    roles: [
      `AgentLab AI builds an agent for one process at a time from one of its ${FACTS.agentScenarios}+ ready scenarios: one reads and sorts, another checks against your data, a third prepares the result for a person to approve.`,
      'AI Seller 24/7 answers a lead within seconds, asks the questions your sales team asks and books the meeting with the right person.',
      'AI Sales Manager scores your team’s calls and chats and shows each manager the step that loses deals.',
      'Lumi AI makes the welcome call to a new client, checks that the first steps are done and books the kickoff meeting.',
    ],
    together: 'Agents take the process, the bot takes the first conversation, and the scores keep the people who close the deal at their best.',
  },
  leadCallback: {
    title: 'Every new lead called back before a competitor calls',
    lead: 'B2B buyers ask several vendors at once and remember the first who calls. Lumi phones each lead from your forms, ads and webinars, asks what your managers would ask and puts the meeting into their calendar while the buyer is on the line.',
    link: 'How Lumi calls leads back, step by step',
  },
  systems: {
    title: 'Agents live in the CRM, ERP and files you already use',
    lead: 'Nothing new for your team to learn: each agent reads and writes in the systems where the work is done today.',
  },
  cases: { title: 'B2B companies that already work this way', lead: 'Onboarding, content and lead handling, each with its figures.' },
  price: {
    title: `What ${agents} agents cost a month`,
    size: `Between them, about ${formatCount(operations, lang)} operations a month:`,
    note: `${euros(amountOf(month, 'agent'))} for the agents and ${euros(amountOf(month, 'operations'))} for the operations past their ${formatCount(PRICING['agentlab-ai'].allowances.operations, lang)} each. What they save is measured in the pilot’s report on your own process, not assumed here.`,
    calculator: 'Price your own agents in the calculator',
  },
  data: {
    title: 'Who processes your clients’ data',
    points: [
      'Every agent keeps its data with AWS in the EU and reaches the language model only through ElevenLabs, in its EU environment with zero retention.',
      'Each agent is assessed under the EU AI Act for its task before it is built, and a person approves what it prepares.',
    ],
    link: 'Every sub-processor of the agents, and where it works',
  },
  form: {
    title: 'Tell us which process to start with',
    lead: 'The process that takes your team the most hours, and the systems it runs through: a manager calls back by the next working day, and demo access opens the day after the call.',
  },
} satisfies IndustryPageContent;
