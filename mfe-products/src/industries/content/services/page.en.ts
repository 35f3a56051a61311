import type { IndustryPageContent } from '@site/content';
import { DATA_POLICY, PROCESSING, RESOLVED_PERCENT, amountOf, estimateMonthly, formatCount, formatEuros, formatPeriod } from '@site/model';
import facts from './facts';

const lang = 'en';
const month = estimateMonthly(facts.estimate);
const { calls, minutes, languages, lines } = facts.estimate;
const euros = (amount: number) => formatEuros(Math.round(amount), lang);

export default {
  seo: {
    title: 'AI for service companies: every call becomes a booking',
    description: `How claims desks, repair services and salons answer every call with Lumi AI, book in chat with AI Seller 24/7 and coach staff; a price for ${formatCount(calls, lang)} calls a month.`,
  },
  name: 'Services',
  hero: {
    eyebrow: 'For service companies',
    title: 'The call that becomes a booking, even when the office is closed',
    lead: 'A claims desk, a repair service or a salon lives on the phone. Lumi AI answers each call, takes the details a specialist needs and books the visit; AI Seller 24/7 does the same in chat.',
  },
  problems: {
    title: 'Where a service business loses its customers',
    items: [
      { title: 'A queue on the line', text: 'When a storm, a holiday or a Monday morning comes, callers wait, and many hang up before anyone answers.' },
      {
        title: 'Details taken twice',
        text: 'The consultant types what the caller says, the specialist rings back for what was missed, and the customer tells the story again.',
      },
      { title: 'Evenings without an answer', text: 'Requests that arrive after six wait until morning, and by then the customer has booked somebody else.' },
    ],
  },
  products: {
    title: 'Which product does what',
    roles: [
      'Lumi AI answers every line at once, asks the questions your form asks, books the visit or the inspection and sends the record to your CRM.',
      'AI Seller 24/7 answers the same questions in Telegram, WhatsApp, Instagram and on your site, and books into the same calendar.',
      'AI Sales Manager scores the calls your people still take and shows each consultant the step they skip.',
    ],
    together:
      'The assistant takes the routine, hands the exceptions to a person with everything already filled in, and the scores show where people make the difference.',
  },
  systems: {
    title: 'Works with your calendar, CRM and telephony',
    lead: 'Bookings land where your team already looks; a system not listed is connected through its API.',
  },
  cases: { title: 'A service company that already works this way', lead: 'A claims desk that took a storm’s calls without extra staff.' },
  price: {
    title: `What ${formatCount(calls, lang)} calls a month cost`,
    size: `Calls of ${formatCount(minutes, lang)} minutes each, on ${lines} lines, in ${languages} languages:`,
    note: `Of that, ${euros(amountOf(month, 'minute'))} is the minutes and ${euros(amountOf(month, 'platform'))} the platform. Lumi AI finishes ${RESOLVED_PERCENT['lumi-ai'].percent}% of calls on its own in its retail case; your pilot measures your own share.`,
    calculator: 'Price your own volume in the calculator',
  },
  data: {
    title: 'What happens to your customers’ data',
    points: [
      `Call records are kept with AWS in the EU (${DATA_POLICY.region}) for ${formatPeriod(PROCESSING['lumi-ai'].retentionDays, 'days', lang)} by default, or fewer if your contract says so.`,
      'Lumi AI runs in ElevenLabs’ EU environment with zero retention, and tells every caller at the start that they are talking to an AI.',
    ],
    link: 'How Lumi AI keeps call records, on the trust page',
  },
  form: {
    title: 'Tell us about your calls',
    lead: 'How many calls a day, what a caller needs from you, which calendar or CRM you book into: a manager calls back by the next working day.',
  },
} satisfies IndustryPageContent;
