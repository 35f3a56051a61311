import type { ProductPageContent } from '@site/content';
import {
  PILOT_DAYS,
  PRICING,
  aiSellerShopSystems,
  formatCount,
  formatDays,
  formatEuros,
  formatFromPrice,
  formatPilotAdjective,
  formatPilotDays,
  href,
} from '@site/model';

const perChat = PRICING['ai-seller'].fees.conversation;

const pilot = PILOT_DAYS['ai-seller']!;

/** The shop's own systems the bot reads, from the model's one list (the e-commerce industry page names the same). */
const SHOP_KINDS = ['platform', 'marketplace', 'orders', 'delivery'] as const;

export default {
  seo: {
    title: 'AI Seller 24/7: a sales bot for chats and your website',
    description: `A text bot that answers buyers in Telegram, WhatsApp, Instagram and website chat in seconds, takes orders and writes them to the CRM. Start with a ${formatPilotAdjective('ai-seller')} pilot.`,
  },
  hero: {
    eyebrow: 'AI sales bot for messengers and websites',
    title: 'Answer every buyer in seconds and close the order right in the chat',
    lead: 'AI Seller 24/7 replies in Telegram, WhatsApp, Instagram and your website chat, picks the right product from your catalogue and takes the order, while your managers keep only the conversations that need a person.',
    primaryCta: 'Request a demo',
    secondaryCta: 'See how the bot sells',
    highlights: [
      { value: '25 s', label: 'average first reply to an ad lead, day or night', source: { case: 'ad-traffic-lithuania', client: 'Leadvila' } },
      { value: formatDays(pilot, 'en'), label: 'pilot on your real customers' },
      {
        value: '+34%',
        label: 'trial-to-paid conversion once the bot greeted every trial user',
        source: { case: 'b2b-saas-netherlands', client: 'Roosterwerk' },
      },
    ],
    visual: {
      chatTitle: 'Bloomery · flower delivery',
      status: 'online · replies in seconds',
      customer1: 'Can you deliver a bouquet by 9 a.m. tomorrow?',
      bot1: 'Yes, we deliver from 8 a.m. Peonies are in season, here’s our bestseller:',
      productName: 'Pink peonies, 15 stems',
      productPrice: '€39',
      customer2: 'Perfect, I’ll take it',
      bot2: 'Order confirmed! Delivery tomorrow 8–9 a.m., payment link below',
      orderBadge: 'Order placed at 02:14',
    },
  },
  problems: {
    title: 'Where chats lose sales today',
    lead: 'The buyer has already written to you. The next five minutes decide whether they pay you or the shop next door.',
    items: [
      {
        role: 'Online shop owner',
        problem: '“A third of our messages come after 8 p.m. and at weekends. By morning, the customer has bought elsewhere.”',
        solution: 'The bot replies within seconds at any hour, checks stock and delivery options and sends a payment link in the same chat.',
        result: 'Night and weekend chats become paid orders that the team only has to ship in the morning.',
      },
      {
        role: 'Head of sales at a service company',
        problem: '“Managers spend half the day on the same twenty questions about prices and schedules, while leads from ads wait.”',
        solution: 'The bot takes the routine questions, asks two or three qualifying ones and books the visit or passes a ready lead to a manager.',
        result: 'Managers talk only to people ready to buy, and ad leads get an answer while the ad is still on their mind.',
      },
      {
        role: 'Admissions manager at an online school',
        problem: '“Parents ask about levels, prices and timetables in Telegram, Instagram and on the site, and we lose track of who asked what.”',
        solution: 'The bot explains the programmes, suggests a course by age and level, books a trial lesson and keeps every channel in one CRM card.',
        result: 'Trial lessons get booked the same evening, and no family is contacted twice or forgotten.',
      },
      {
        role: 'Marketing manager',
        problem: '“We pay for traffic, but chats end up in the managers’ phones, so I can’t tell which campaign brings buyers.”',
        solution: 'Every conversation is stored with its source, the products discussed and the outcome, from the first message to the payment.',
        result: 'You see the cost of an order per campaign and cut the budgets that bring only questions.',
      },
    ],
  },
  value: {
    title: 'What your business gets',
    lead: 'A salesperson who never sleeps, never forgets the price list and never tells a buyer “we’ll get back to you”.',
    items: [
      {
        title: 'Sales outside working hours',
        text: 'Orders come in at night, at weekends and on holidays, when your competitors’ chats stay silent.',
      },
      {
        title: 'Less routine for your team',
        text: 'Questions about price, size, delivery and payment close without a manager, so the same team handles more leads.',
      },
      {
        title: 'A bigger average order',
        text: 'The bot suggests matching items and bundles at the right moment, as the best salesperson on the shift would, only in every conversation.',
      },
    ],
    figures: [
      { value: '+37%', label: 'more qualified leads sold from the same ad budget', source: { case: 'ad-traffic-lithuania', client: 'Leadvila' } },
      { value: '−44%', label: 'cost of processing one lead', source: { case: 'ad-traffic-lithuania', client: 'Leadvila' } },
      { value: '24/7', label: 'in every channel at once' },
    ],
  },
  steps: {
    title: 'How AI Seller 24/7 sells',
    lead: 'A typical conversation, from “hi” to a paid order.',
    items: [
      {
        title: 'A buyer writes in any channel',
        text: 'Telegram, WhatsApp, Instagram Direct, Facebook Messenger or your website chat all land in one inbox, and the bot replies in the customer’s language.',
      },
      {
        title: 'The bot finds out what they need',
        text: 'It asks one or two questions about budget, size or date instead of showing a menu of buttons, and remembers the answers.',
      },
      {
        title: 'It offers the right product',
        text: 'Items come from your live catalogue with prices and stock, shown as a card with a photo and an add-on to match, such as a vase for the bouquet.',
      },
      {
        title: 'It takes the order or booking',
        text: 'The bot collects contact and delivery details, sends a payment link or books a time slot, and writes everything to the CRM.',
      },
      {
        title: 'It hands over when a person is needed',
        text: 'Complaints, wholesale requests and questions beyond its knowledge go to a manager with a short summary of the chat.',
      },
    ],
  },
  integrations: {
    title: 'Channels and systems it connects to',
    lead: 'The bot works where your buyers already write and takes prices, stock, order status and free slots from the systems you already run.',
    categories: [
      { name: 'Messengers and chat', items: ['Telegram', 'WhatsApp', 'Instagram', 'Facebook Messenger', 'Viber', 'Website widget'], more: 5 },
      { name: 'CRMs', items: ['HubSpot', 'Bitrix24', 'Pipedrive', 'KeyCRM', 'Kommo'], more: 15 },
      { name: 'Shops, marketplaces, orders and delivery', items: [...aiSellerShopSystems(SHOP_KINDS), 'Magento'], more: 7 },
      { name: 'Payments and booking', items: ['Stripe', 'LiqPay', ...aiSellerShopSystems(['payments']), 'Google Calendar', 'Calendly'], more: 10 },
    ],
  },
  features: {
    title: 'What’s inside AI Seller 24/7',
    lead: 'The bot, the CRM and the web app come as one product, so there are no three services to stitch together.',
    items: [
      {
        title: 'A bot that sells, not just answers',
        text: 'It understands free-form messages and typos and steers the buyer towards an order.',
        points: ['Recommendations by needs and budget', 'Upsell and bundles at checkout'],
      },
      {
        title: 'Knowledge from your own data',
        text: 'It answers only from your catalogue, price list, delivery terms and FAQ, and never invents a discount or a product you don’t have.',
        points: ['Catalogue synced from your store or a Google Sheet', 'Prices and stock updated automatically'],
      },
      {
        title: 'Built-in CRM',
        text: 'Every customer gets a card with contacts, channel, chat history, orders and status, including leads passed to managers.',
        points: ['A deal pipeline with stages', 'Sync with your own CRM if you have one'],
      },
      {
        title: 'Web app to manage bots',
        text: 'Change answers, prices and tone yourself, without a developer, and watch every conversation live.',
        points: ['Several bots for different brands or channels', 'Roles for owners, managers and operators', 'Take over any chat in one click'],
      },
      {
        title: 'Sales analytics',
        text: 'Conversations, orders, conversion and average order by channel, campaign and hour, plus the questions customers ask most.',
      },
    ],
  },
  advantages: {
    title: 'What AI Seller 24/7 is usually compared with',
    items: [
      {
        title: 'A night shift of managers',
        text: 'Covering evenings and weekends with people means extra salaries and still a queue at peak hours. The bot handles a hundred chats at once, each with the same care.',
      },
      {
        title: 'A button bot',
        text: 'Script bots break as soon as a customer writes in their own words. AI Seller 24/7 understands free text and keeps the conversation moving towards a purchase.',
      },
      {
        title: 'A general-purpose AI chat',
        text: 'A generic assistant doesn’t know your stock, prices or delivery rules and may make them up. Ours answers from your data and records orders in the CRM.',
      },
    ],
  },
  launch: {
    title: 'From the first call to a working bot',
    lead: `From kickoff to every channel in 14 days at most. The pilot runs on your real customers for ${formatPilotDays('ai-seller', 'en')}, and you decide on its figures.`,
    items: [
      {
        step: 1,
        title: 'Brief and knowledge base',
        duration: '1 day',
        text: 'We agree on goals and scenarios, and you share your catalogue, price list, delivery terms and the questions customers ask most.',
      },
      {
        step: 2,
        title: 'Setup and test dialogues',
        duration: '2 days',
        text: 'We set the bot’s tone, connect channels and the CRM, and run dozens of typical and tricky conversations with your team.',
      },
      {
        step: 3,
        title: 'Pilot on live traffic',
        duration: formatDays(pilot, 'en'),
        text: 'The bot talks to real buyers in one or two channels while your managers watch, and you get a report on chats, orders, handoffs and conversion.',
      },
      {
        step: 4,
        title: 'Rollout to every channel',
        duration: '1 day',
        text: 'We connect the remaining channels, add the scenarios you asked for and hand the web app over to your team.',
      },
    ],
  },
  cases: {
    title: 'AI Seller 24/7 at work',
    lead: 'Clients who sell and qualify leads in chats with our bot, and the results they measured.',
  },
  testimonials: {
    title: 'What our clients say',
    items: [
      {
        case: 'ad-traffic-lithuania',
        quote:
          'A lead that waits until morning has already left their number with two of our competitors. Now the assistant writes to people in WhatsApp, Messenger or Viber 25 seconds after they send the form, on average, and most night leads finish the conversation while our landing page is still open. With the same ad budget we pass 37% more qualified leads to our installers.',
        author: 'Tomas Žukauskas',
        position: 'CEO',
        image: { tone: 'brand', hair: 'short', hairColour: 'fair', skin: 'light', beard: true, alt: 'Portrait of Tomas Žukauskas' },
      },
      {
        case: 'b2b-saas-netherlands',
        quote:
          'Many people start our trial in the evening, after a shift, when no SDR is at work. The assistant greets them within a minute, helps them build their first schedule and offers a demo only to companies that fit, so demos for companies outside our target fell from 31% to 9%. In two quarters the share of trial users who go on to pay rose from 9.1% to 12.2%.',
        author: 'Lotte Jansen',
        position: 'Head of Sales',
        image: { tone: 'accent', hair: 'long', hairColour: 'fair', skin: 'light', alt: 'Portrait of Lotte Jansen' },
      },
    ],
  },
  faq: {
    title: 'Questions about AI Seller 24/7',
    items: [
      {
        question: 'How is it priced?',
        answer: [
          `AI Seller 24/7 costs ${formatFromPrice('ai-seller', 'en')}: the platform fee for the bot, its channels, the CRM and the web app. Each conversation adds ${formatEuros(perChat.tiers[0].amount, 'en')}, or ${formatEuros(perChat.tiers[1].amount, 'en')} past ${formatCount(perChat.tiers[0].upTo, 'en')} a month.`,
        ],
        pricing: href('pricing', { hash: 'ai-seller' }),
      },
      {
        question: 'What does the bot do when it doesn’t know the answer?',
        answer: [
          'It doesn’t guess: the chat goes to a manager with a summary, and the question lands in a list, so you can add the answer to the knowledge base in a minute.',
        ],
      },
      {
        question: 'Does it work in WhatsApp and Instagram officially?',
        answer: [
          'Yes, through Meta’s official WhatsApp Business Platform and Instagram messaging API. We help you pass Meta’s business verification if your account hasn’t done it yet.',
        ],
      },
      {
        question: 'Can it answer emails as well as chats?',
        answer: [
          'It answers in messengers and your website’s chat widget only: email isn’t one of its channels today, and it doesn’t plug into a helpdesk such as Zendesk or Gorgias. Shops link the website chat or WhatsApp from order emails and the contact page: the bot replies there in seconds and hands a manager what it can’t settle, with the whole conversation.',
        ],
      },
      {
        question: 'Which languages does it speak?',
        answer: [
          'It replies in the language the customer writes in: English, Ukrainian, Russian, Polish, Lithuanian, Dutch, German, Spanish and others, even if your catalogue exists in one language only.',
        ],
      },
      {
        question: 'What about our customers’ data?',
        answer: [
          'Chats and customer cards are stored encrypted on servers in the EU. You choose who in your team sees which chats and can export or delete a customer’s data on request, as GDPR requires.',
        ],
      },
    ],
  },
  cta: {
    title: 'Hand the night-time chats to the bot',
    text: 'Show us your catalogue and your busiest channel, and the pilot will show how many conversations turn into orders without a manager.',
    badge: `${formatPilotAdjective('ai-seller')} pilot`,
    badgeNote: 'On your real customers, with a results report at the end',
    button: 'Discuss a pilot',
  },
  form: {
    title: 'Tell us where your buyers write',
    lead: 'Name your channels and roughly how many chats you get a day, and we’ll show AI Seller 24/7 in a conversation built on your own catalogue.',
  },
} satisfies ProductPageContent;
