import type { IndustryPageContent } from '@site/content';
import { DPA_TERMS, RESOLVED_PERCENT, amountOf, estimateMonthly, formatCount, formatEuros, formatPeriod } from '@site/model';
import facts from './facts';

const lang = 'en';
const month = estimateMonthly(facts.estimate);
const { conversations, languages } = facts.estimate;
const euros = (amount: number) => formatEuros(Math.round(amount), lang);

export default {
  seo: {
    title: 'AI for SaaS: trial users helped, the right demos booked',
    description: `How a SaaS company helps its trial users in chat, books demos only with companies that fit and scores its demos, with a price for ${formatCount(conversations, lang)} conversations a month.`,
  },
  name: 'SaaS',
  hero: {
    eyebrow: 'For SaaS companies',
    title: 'Trial users helped when they get stuck, demos booked with those who fit',
    lead: 'AI Seller 24/7 talks to trial users inside your product and on the site, qualifies them against your ideal customer and books demos with the right account executive; AI Sales Manager scores the demos.',
  },
  problems: {
    title: 'Where a SaaS funnel leaks',
    items: [
      {
        title: 'Help that arrives a day late',
        text: 'A trial user gets stuck on the first setup, writes to support and has left by the time the answer comes.',
      },
      { title: 'Demos for anyone who asks', text: 'Account executives spend their week on demos with companies far too small to buy.' },
      { title: 'Demos nobody reviews', text: 'Whether a demo ends with a next step depends on who ran it, and nobody listens back to find out why.' },
    ],
  },
  products: {
    title: 'Which product does what',
    roles: [
      'AI Seller 24/7 answers trial users in your product’s chat and on the site, asks the questions that qualify a company and books the demo in the right calendar.',
      'AI Sales Manager scores every demo call and shows each account executive the step that decides the next meeting.',
    ],
    together: 'The assistant talks to every trial user; the people spend their time on the accounts that fit, and the scores show what makes those calls work.',
  },
  leadCallback: {
    title: 'Demo requests answered by a call, not an email',
    lead: 'A trial sign-up is keenest in its first minutes. Lumi phones it straight away, learns the team’s size and the tools it works in, and books a demo into your sales calendar.',
    link: 'Lead callback on Lumi AI’s page',
  },
  systems: {
    title: 'Connected to your CRM, calendar and product data',
    lead: 'Qualified demos land in your CRM with a summary; large accounts alert your team where it works.',
  },
  cases: { title: 'A SaaS company that already works this way', lead: 'A scheduling product whose trials convert better since its assistant started.' },
  price: {
    title: `What ${formatCount(conversations, lang)} conversations a month cost`,
    size: `Conversations with trial users and visitors, in ${languages} languages:`,
    note: `Of that, ${euros(amountOf(month, 'conversation'))} is the conversations, ${euros(amountOf(month, 'platform'))} the platform and ${euros(amountOf(month, 'language'))} the second language. The calculator counts people’s time only on the ${RESOLVED_PERCENT['ai-seller'].percent}% of conversations our cases saw finish without a person.`,
    calculator: 'Price your own volume in the calculator',
  },
  data: {
    title: 'Who processes your users’ data',
    points: [
      'Conversations are kept with AWS in the EU; the language model is reached only through ElevenLabs, in its EU environment with zero retention.',
      `The sub-processors and where each one works are listed on the trust page, with ${formatPeriod(DPA_TERMS.newSubProcessorNoticeDays, 'days', lang)}’ notice before any new one.`,
    ],
    link: 'Who processes users’ conversations, and where',
  },
  form: {
    title: 'Tell us about your trial',
    lead: 'How many trial users a month, who your ideal customer is, which CRM you use: a manager calls back by the next working day.',
  },
} satisfies IndustryPageContent;
