import type { ProductPageContent } from '@site/content';
import {
  FACTS,
  PILOT_DAYS,
  PRICING,
  formatAtLeast,
  formatCount,
  formatDays,
  formatFromPrice,
  formatPilotAdjective,
  formatPilotDays,
  formatPrice,
  formatScale,
  href,
} from '@site/model';

const suite = PRICING['ai-commerce'];

const pilot = PILOT_DAYS['ai-commerce']!;

export default {
  seo: {
    title: 'AI Commerce Suite: product cards, AI focus group, AI sales',
    description: `Product cards from photos in about ${FACTS.cardDraftSeconds} seconds, a test by ${FACTS.focusGroupAgents} AI agents with a ${formatScale(FACTS.purchaseIndex)} purchase-potential index, and an AI seller that recovers carts. A ${formatScale(pilot)}-day pilot.`,
  },
  hero: {
    eyebrow: 'AI Commerce Suite · for online stores and marketplace sellers',
    title: 'From a product photo to a paid order, with AI doing the routine',
    lead: 'SnapCard AI turns a photo into a ready product card, AI Focus Group tells you whether buyers will want the product before you order stock, and SellMate AI answers shoppers, brings back abandoned carts and suggests the right add-on.',
    primaryCta: 'Request a demo',
    secondaryCta: 'See the workflow',
    highlights: [
      { value: `${FACTS.cardDraftSeconds} s`, label: 'from a photo to a product card' },
      { value: String(FACTS.focusGroupAgents), label: 'AI agents judge every product before launch' },
      { value: formatDays(pilot, 'en'), label: 'pilot on your own catalogue' },
    ],
    visual: {
      photoLabel: 'Your photo',
      cardLabel: `Card ready in ${FACTS.cardDraftSeconds} s`,
      cardTitle: 'Leather city backpack',
      feature1: 'Full-grain leather',
      feature2: 'Padded pocket for a 15″ laptop',
      feature3: 'Water-repellent finish',
      price: '€129',
      potentialLabel: 'Purchase potential',
      agentsLabel: `Rated by ${FACTS.focusGroupAgents} AI agents`,
    },
  },
  problems: {
    title: 'Where online sales get stuck',
    lead: 'Four bottlenecks we hear about from stores and brands, and what the suite does about each.',
    items: [
      {
        role: 'Content manager of an online store',
        problem: '“A new collection means 300 cards written by hand. New arrivals wait weeks in the warehouse for their pages.”',
        solution: 'SnapCard AI writes the title, description, attributes and SEO tags from the photos and the supplier’s spec sheet.',
        result: 'A collection goes online in days rather than weeks, and the content manager edits instead of typing.',
      },
      {
        role: 'Category manager of a D2C brand',
        problem: '“We order a batch, shoot it, launch ads and only then learn nobody wants this colour at this price.”',
        solution: 'AI Focus Group shows the product to 20 AI agents built on your buyer segments and explains what holds them back.',
        result: 'Weak ideas are fixed or dropped before money goes into stock and advertising.',
      },
      {
        role: 'Marketplace seller',
        problem: '“Shoppers ask about sizes and delivery at midnight, and by morning they’ve bought from a competitor.”',
        solution: 'SellMate AI answers at any hour, helps pick the size or model and leads the shopper to checkout.',
        result: 'Night-time chats end in orders, not in a lost buyer.',
      },
      {
        role: 'E-commerce director',
        problem: '“Seven carts out of ten are abandoned, and our reminder email is the same for everyone.”',
        solution: 'SellMate AI writes to each shopper in their channel and answers the doubt that stopped them: delivery cost, size, quality.',
        result: 'Some of the abandoned carts come back as paid orders, often with an add-on.',
      },
    ],
  },
  value: {
    title: 'What the suite gives your store',
    lead: 'Three modules that work on their own or as one chain, from the catalogue to the checkout.',
    items: [
      {
        title: 'Cards at the speed of supply',
        text: 'New arrivals go on sale within days of reaching the warehouse, not weeks, with every attribute that marketplace filters require.',
      },
      {
        title: 'Decisions backed by a test',
        text: 'Before you reorder, reprice or launch, you see a purchase-potential score and the reasons behind it, segment by segment.',
      },
      {
        title: 'Sales that don’t stop at night',
        text: 'SellMate AI consults, recovers carts and upsells around the clock in your website chat and messengers.',
      },
      {
        title: 'One source of data',
        text: 'The objections AI Focus Group finds go into the cards and into SellMate AI’s answers.',
      },
    ],
    figures: [
      { value: '+31%', label: 'store conversion four months after launch', source: { case: 'ecommerce-poland', client: 'Półka i Spółka' } },
      { value: '14%', label: 'of abandoned carts recovered', source: { case: 'ecommerce-poland', client: 'Półka i Spółka' } },
      { value: '4 min', label: 'to review a product card instead of 35', source: { case: 'ecommerce-poland', client: 'Półka i Spółka' } },
      { value: formatAtLeast(FACTS.assessmentParameters), label: 'parameters in every product assessment' },
    ],
  },
  steps: {
    title: 'How the suite works',
    lead: 'One product, from the first photo to a paid order.',
    items: [
      {
        title: 'Upload photos',
        text: 'Send photos from a phone or a studio, one by one or in batches of hundreds, with a price and a spec sheet if you have one.',
      },
      {
        title: 'Get the card',
        text: 'SnapCard AI recognises the product, its material, colour and style, and writes a card in your store’s format and each marketplace’s.',
      },
      {
        title: 'Test the product',
        text: 'AI Focus Group shows the card, price and photos to 20 AI agents and returns a 0–100 index with a list of objections.',
      },
      {
        title: 'Fix and retest',
        text: 'Change the price, photos or description and run the test again to compare the index before and after.',
      },
      {
        title: 'Sell and recover',
        text: 'SellMate AI answers shoppers, returns abandoned carts and suggests add-ons; every order lands in your admin panel or CRM.',
      },
    ],
  },
  integrations: {
    title: 'Connects to your store, marketplaces and channels',
    lead: 'We connect through ready integrations, a product feed or your platform’s API.',
    categories: [
      { name: 'E-commerce platforms', items: ['Shopify', 'WooCommerce', 'Magento', 'PrestaShop', 'Shoper'], more: 8 },
      { name: 'Marketplaces', items: ['Amazon', 'Allegro', 'Etsy', 'Rozetka', 'Kaspi.kz'], more: 6 },
      { name: 'Messengers and chat', items: ['Telegram', 'WhatsApp', 'Instagram Direct', 'Viber', 'Facebook Messenger'] },
      { name: 'CRM and email marketing', items: ['HubSpot', 'Klaviyo', 'KeyCRM', 'Bitrix24', 'Mailchimp'], more: 10 },
    ],
  },
  features: {
    title: 'Three modules, one workflow',
    lead: 'Start with one module or take the whole suite; each works with your catalogue and your brand’s tone of voice.',
    items: [
      {
        title: 'SnapCard AI: product cards from photos',
        text: 'Upload a photo and get a finished card: a title people search for, a description in your tone, attributes for filters and SEO tags.',
        points: [`A card in about ${FACTS.cardDraftSeconds} seconds`, 'Batches of hundreds of SKUs', 'Marketplace formats and several languages'],
      },
      {
        title: 'AI Focus Group: 20 AI agents judge your product',
        text: 'Each of the 20 agents has a buyer profile built from your segments and says whether it would buy, and if not, why.',
        points: ['Purchase-potential index 0–100', '30+ parameters: price, design, trust, photos, copy', 'Objections by segment'],
      },
      {
        title: 'SellMate AI: sales, cart recovery and upsell',
        text: 'An AI seller for your website chat and messengers that knows the catalogue, stock and delivery terms.',
        points: ['Answers product questions in seconds', 'Follows up on abandoned carts', 'Suggests add-ons and bundles'],
      },
      {
        title: 'One dashboard for the suite',
        text: 'Cards published, products tested, carts recovered and revenue from upsell in one place, so you see what each module brings in.',
      },
    ],
  },
  advantages: {
    title: 'How the suite beats freelancers and separate tools',
    lead: 'How it compares with what stores usually use.',
    items: [
      {
        title: 'Copywriters',
        text: 'A careful copywriter writes 12–15 cards a day. SnapCard AI drafts hundreds overnight in one style, and your team only checks the facts and the tone.',
      },
      {
        title: 'Classic focus groups',
        text: 'Recruiting real buyers takes weeks. AI Focus Group gives a first reading in minutes, so only the best ideas go to a live test.',
      },
      {
        title: 'A button chatbot',
        text: 'A scripted bot answers only what was scripted; SellMate AI understands free-form questions and knows your stock.',
      },
    ],
  },
  launch: {
    title: `Live on your catalogue within ${FACTS.launchDays.max} days`,
    lead: `Four days to connect the store and prepare the first cards, then a ${formatPilotAdjective('ai-commerce')} pilot with real shoppers: you see the cards, the test results and the recovered carts of your own products before you commit.`,
    items: [
      {
        step: 1,
        title: 'Catalogue and goals',
        duration: '1 day',
        text: 'We pick 50–100 products for the pilot and agree on the tone of voice and the metrics to watch.',
      },
      {
        step: 2,
        title: 'Connections and setup',
        duration: '2 days',
        text: 'We connect your store, marketplaces and chat channels and build the AI agents on your buyer segments.',
      },
      {
        step: 3,
        title: 'First cards and test dialogues',
        duration: '1 day',
        text: 'SnapCard AI drafts the cards of the chosen products, AI Focus Group scores them, and your team reviews both and tries SellMate AI with awkward questions.',
      },
      {
        step: 4,
        title: 'Pilot with real shoppers',
        duration: formatDays(PILOT_DAYS['ai-commerce']!, 'en'),
        text: 'The new cards go live and SellMate AI answers real shoppers in one or two channels; at the end you get a report on cards, scores, carts and orders.',
      },
    ],
  },
  cases: {
    title: 'AI Commerce Suite in a real store',
    lead: 'A Warsaw home-goods store that runs all three modules on a catalogue of 4,800 products, with the figures of its first season.',
  },
  testimonials: {
    title: 'What online retailers say about the suite',
    items: [
      {
        case: 'ecommerce-poland',
        quote:
          'Our autumn collection was on sale three days after the pallets arrived, while other shops were still writing their descriptions. AI Focus Group now has a say in every order to a supplier: 88% of the products that scored above 70 sold out at full price. And SellMate wins back one abandoned cart in seven by reminding the customer of the exact pan or knife they left behind.',
        author: 'Agnieszka Wróbel',
        position: 'Co-founder',
        image: { tone: 'accent', hair: 'bun', hairColour: 'brown', skin: 'light', alt: 'Portrait of Agnieszka Wróbel' },
      },
    ],
  },
  faq: {
    title: 'What stores ask before a demo',
    items: [
      {
        question: 'How is the suite priced?',
        answer: [
          `Each module is priced by the month with a volume included, ${formatFromPrice('ai-commerce', 'en')} (SnapCard AI, ${formatCount(suite.allowances.cards, 'en')} cards a month); AI Focus Group and SellMate AI cost ${formatPrice(suite.fees.sellMate.price, 'en')} each. You can start with one module, and its pilot of ${formatPilotDays('ai-commerce', 'en')} comes before any commitment.`,
        ],
        pricing: href('pricing', { hash: 'ai-commerce' }),
      },
      {
        question: 'How far can we trust the AI Focus Group index?',
        answer: [
          'It is a decision aid, not a sales forecast: use it to compare two prices, two sets of photos or two product ideas, then confirm the winner with a small ad test.',
        ],
      },
      {
        question: 'Will the cards meet marketplace rules?',
        answer: [
          'Yes. Each card is written for the specific product, not from a template, and follows each marketplace’s title length, required attributes and banned words. You set the words to avoid.',
        ],
      },
      {
        question: 'What if a shopper asks SellMate AI something it doesn’t know?',
        answer: [
          'It never invents stock or delivery terms: it passes the chat to a manager with the full history and tells the shopper when to expect a reply.',
        ],
      },
      {
        question: 'Who owns the cards and the data?',
        answer: [
          'You do. Cards, test results and conversations belong to your store, are stored encrypted in the EU and are never used to train models for other clients.',
        ],
      },
    ],
  },
  cta: {
    title: 'Test the suite on your own products',
    text: 'Send us photos of 20 products from your catalogue: in the demo you’ll see their cards, their purchase-potential index and how SellMate AI sells them.',
    badge: `${formatScale(pilot)}-day pilot`,
    badgeNote: 'On your catalogue, with your store connected',
    button: 'Request a demo',
  },
  form: {
    title: 'Tell us about your store',
    lead: 'Your platform, marketplaces and the size of your catalogue are enough to prepare a demo on your own products.',
  },
} satisfies ProductPageContent;
