import type { IndustryPageContent } from '@site/content';
import { FACTS, PRICING, RESOLVED_PERCENT, amountOf, estimateMonthly, formatCount, formatEuros } from '@site/model';
import facts from './facts';

const lang = 'en';
const month = estimateMonthly(facts.estimate);
const { cards, tests, conversations } = facts.estimate;
const euros = (amount: number) => formatEuros(Math.round(amount), lang);
const { allowances } = PRICING['ai-commerce'];

export default {
  seo: {
    title: 'AI for online shops: cards, buying tests and chat sales',
    description:
      'How an online shop writes cards from photos, tests products before buying stock and answers shoppers at night with AI Commerce Suite and AI Seller 24/7.',
  },
  name: 'E-commerce',
  hero: {
    eyebrow: 'For online shops',
    title: 'New products online in days, and shoppers answered at eleven at night',
    lead: `SnapCard AI drafts a card from the product’s photos in ${FACTS.cardDraftSeconds} seconds, AI Focus Group tests a product before you order stock, and SellMate AI and AI Seller 24/7 answer shoppers on the site and in messengers.`,
  },
  problems: {
    title: 'What slows an online shop down',
    items: [
      {
        title: 'Cards that wait for a copywriter',
        text: `A copywriter writes ${FACTS.cardsPerDayByHand.min}–${FACTS.cardsPerDayByHand.max} cards a day, so a delivery sits in the warehouse while the season starts.`,
      },
      { title: 'Stock bought on a hunch', text: 'New products are ordered on feeling, and those that do not sell end up in the clearance sale.' },
      {
        title: 'Questions after closing time',
        text: 'Much of the buying happens in the evening, after support has gone home, and an unanswered question is an abandoned cart.',
      },
    ],
  },
  products: {
    title: 'Which product does what',
    roles: [
      'AI Commerce Suite: SnapCard AI writes cards to each marketplace’s rules, AI Focus Group scores a product with a panel of virtual buyers, SellMate AI answers on product pages and brings back abandoned carts.',
      'AI Seller 24/7 answers in Messenger, Instagram Direct and WhatsApp, checks an order’s status and explains returns at any hour.',
    ],
    together:
      'The suite gets products online and sold on the site; the bot takes the questions that come through messengers, and both hand complaints to your team.',
  },
  choose: {
    title: 'SellMate AI or AI Seller 24/7?',
    items: [
      { when: 'Shoppers ask on your product pages, and carts are left behind', pick: 'SellMate AI, the suite’s module for the site and the abandoned cart.' },
      {
        when: 'Shoppers write in Messenger, Instagram and WhatsApp about orders and returns',
        pick: 'AI Seller 24/7, with your order system and its four channels.',
      },
      { when: 'Both, as most shops find', pick: 'Both: they share your catalogue, and each takes its own channel.' },
    ],
  },
  systems: {
    title: 'Connected to your shop, marketplaces and delivery',
    lead: 'Cards go to the shop and the marketplace at once; order status comes from the system you already run.',
  },
  cases: { title: 'A shop that already works this way', lead: 'A home-goods shop in Warsaw, on the same systems as many of yours.' },
  price: {
    title: 'What a shop’s month costs',
    size: `All three modules, ${formatCount(cards, lang)} new cards, ${tests} buying tests and ${formatCount(conversations, lang)} shopper conversations a month:`,
    note: `The modules include ${formatCount(allowances.cards, lang)} cards, ${allowances.tests} tests and ${formatCount(allowances.conversations, lang)} conversations; the rest costs ${euros(amountOf(month, 'card') + amountOf(month, 'test') + amountOf(month, 'conversation'))}. In Półka i Spółka’s shop, ${RESOLVED_PERCENT['ai-commerce'].percent}% of conversations end without a person.`,
    calculator: 'Price your own shop in the calculator',
  },
  data: {
    title: 'What happens to your shoppers’ data',
    points: [
      'Conversations and orders read by the assistant are kept with AWS in the EU, for the period your contract sets.',
      'Shoppers are told they are writing to an AI, and generated card texts are marked as such where the EU AI Act asks for it.',
    ],
    link: 'Where shoppers’ conversations and orders are kept',
  },
  form: {
    title: 'Tell us about your shop',
    lead: 'Your platform, your marketplaces and how many products you add a month: a manager calls back by the next working day, and the pilot starts on your own catalogue.',
  },
} satisfies IndustryPageContent;
