import type { IndustryPageContent } from '@site/content';
import { RESOLVED_PERCENT, amountOf, estimateMonthly, formatCount, formatEuros } from '@site/model';
import facts from './facts';

const lang = 'en';
const month = estimateMonthly(facts.estimate);
const { calls, minutes, languages, lines } = facts.estimate;
const euros = (amount: number) => formatEuros(Math.round(amount), lang);

export default {
  seo: {
    title: 'AI for retail chains: every store’s phone answered',
    description: `How a store chain answers every call about stock, prices and orders with Lumi AI, calls back unpaid orders and coaches its staff, with a price for ${lines} stores.`,
  },
  name: 'Retail',
  hero: {
    eyebrow: 'For retail chains',
    title: 'Every store’s phone answered, and the unpaid order called back',
    lead: 'Lumi AI answers every store’s line about stock, prices and pickup, in the languages your customers speak, and rings back a customer whose online order was left unpaid.',
  },
  problems: {
    title: 'What a store chain loses on the phone',
    items: [
      {
        title: 'Calls between customers',
        text: 'Consultants answer the phone while serving the shop floor, so in a sale a third of the calls are never picked up.',
      },
      { title: 'Orders left halfway', text: 'A customer picks a store for pickup and never pays, and nobody has time to ask why.' },
      { title: 'The extra that nobody offers', text: 'On the phone, the warranty or the accessory is forgotten, and nobody sees which store forgets it.' },
    ],
  },
  products: {
    title: 'Which product does what',
    roles: [
      'Lumi AI answers all stores’ lines at once, reads stock by store in real time, quotes the price and the promotion and calls back unpaid orders.',
      'AI Sales Manager scores the calls your consultants take and shows which store skips the warranty.',
      'AI Seller 24/7 answers the same questions in messengers, for customers who would rather write.',
    ],
    together: 'Lumi AI takes the routine calls, the people take corporate orders and transferred calls, and the scores tell you who needs coaching on what.',
  },
  systems: { title: 'Connected to your stock, telephony and CRM', lead: 'Stock comes from the system that holds it; every call’s outcome lands in your CRM.' },
  cases: { title: 'A chain that already works this way', lead: 'Seven stores, two languages, a call centre that halved.' },
  price: {
    title: `What a chain of ${lines} stores pays a month`,
    size: `${lines} store lines, about ${formatCount(calls, lang)} calls a month of ${formatCount(minutes, lang)} minutes, in ${languages} languages:`,
    note: `Of that, ${euros(amountOf(month, 'minute'))} is the minutes and ${euros(amountOf(month, 'phoneNumber'))} the lines past the three included. Qala Electronics’ Lumi AI resolves ${RESOLVED_PERCENT['lumi-ai'].percent}% of calls without a consultant.`,
    calculator: 'Price your own chain in the calculator',
  },
  data: {
    title: 'What happens to your customers’ data',
    points: [
      'Call records are kept with AWS in the EU and read only by the people your contract names.',
      'Every caller hears at the start that they are talking to an AI, and can ask for a person at any moment.',
    ],
    link: 'What Lumi AI and AI Sales Manager keep, and for how long',
  },
  form: {
    title: 'Tell us about your stores',
    lead: 'How many stores, how many calls a day, where stock is kept: a manager calls back by the next working day with a plan for the first store.',
  },
} satisfies IndustryPageContent;
