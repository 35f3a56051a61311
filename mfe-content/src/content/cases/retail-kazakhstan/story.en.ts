import type { CaseStory } from '@site/content';

export default {
  title: 'Qala Electronics: every store call answered, every unfinished order followed up',
  fullTitle: 'How an Almaty electronics chain answers store calls and recovers orders with Lumi AI and scores its staff with AI Sales Manager',
  meta: {
    title: 'Electronics retail in Almaty: store calls answered by AI',
    description:
      'How Qala Electronics handles 1,400 calls a day with Lumi AI in Russian and Kazakh, recovers 24% of abandoned orders and cuts missed calls by 94%.',
  },
  company: {
    name: 'Qala Electronics',
    industry: 'Consumer electronics and home appliances retail',
    size: '260 employees, 7 stores and an online store',
    market: 'Kazakhstan (Almaty)',
  },
  problem: {
    title: 'Phones ringing on the sales floor',
    items: [
      'The seven stores took about 1,400 calls a day and up to 3,000 during sales; consultants answered between customers, and 31% of calls were missed.',
      'Most callers asked the same four things: “Is this model in stock at my store? What does it cost? What are the instalment terms? Where is my order?”',
      'The six-person call centre checked stock by phoning the stores: one answer about a TV could take ten minutes.',
      'About 22% of online orders were never completed: the customer picked a store for pickup, then didn’t pay or confirm, and nobody had time to call back.',
      'Managers couldn’t tell how consultants handled the calls passed to them, or whether they offered an extended warranty and accessories.',
    ],
  },
  solution: {
    title: 'One voice for seven stores',
    description: [
      'All store numbers were routed to Lumi AI through the chain’s Asterisk telephony. The assistant speaks Russian and Kazakh and switches when the caller does. It reads stock by store from 1C:Retail in real time, quotes the current price and promotion, explains instalment plans via Kaspi.kz and gives the status of an online order.',
      'If the caller wants the item, Lumi AI reserves it at the nearest store for 24 hours and sends a WhatsApp confirmation. Questions that need a person — fitting a built-in oven, a company buying 40 laptops, a complaint — go to a consultant with a short summary, so the customer doesn’t repeat anything.',
      'Fifteen minutes after an online order is left unpaid or unconfirmed, Lumi AI calls the customer, asks what got in the way, offers instalments or a closer pickup store and confirms the order during the call. Every outcome is logged in Bitrix24.',
      'AI Sales Manager scores the consultants’ calls, both those transferred by Lumi AI and their own callbacks: greeting, questions about needs, the offer of a warranty and accessories, the close. A daily report ranks the seven stores for the retail director.',
      'Launch took 13 days: four days of setup, then a 9-day pilot on the lines of two stores, after which all seven numbers and the abandoned-order calls were switched on.',
    ],
    features: [
      'Stock, prices, promotions and order status in Russian and Kazakh, around the clock',
      'Stock checked by store in 1C:Retail while the customer is on the line',
      'Items reserved for 24 hours with a WhatsApp confirmation',
      'A call 15 minutes after an order is left unfinished',
      'Daily scores and a store ranking for sales staff calls',
    ],
    integrations: ['Asterisk', '1C:Retail', 'Bitrix24', 'Kaspi.kz', 'WhatsApp Business'],
  },
  results: {
    title: 'Two months after launch',
    metrics: [
      { value: '68%', label: 'of calls resolved by Lumi AI without a consultant' },
      { value: '24%', label: 'of abandoned orders recovered by phone' },
      { value: '−47%', label: 'cost of handling one call' },
      { value: '+18%', label: 'phone sales with a warranty or accessories' },
    ],
    details: [
      'Missed calls fell from 31% to under 2%, and those are callers who hang up in the first seconds. The call centre shrank from six people to three, who take transferred calls and corporate orders.',
      'Of every hundred abandoned orders, 24 are now completed after Lumi AI’s call; the usual obstacles, doubts about instalments and a pickup store too far away, are settled in the conversation.',
      'The reports showed that two stores almost never offered an extended warranty by phone. After a month of training on scored calls, phone sales with a warranty or accessories grew by 18%.',
    ],
  },
  testimonial: {
    quote:
      'In the autumn sale we used to lose a third of our calls, and the customers with them. Now Lumi AI answers everyone in Russian or Kazakh, knows what is on the shelf in each store and calls back those who didn’t finish an order. Our consultants finally sell instead of standing by the phone.',
    author: 'Aidar Seitkali, Commercial Director of Qala Electronics',
  },
  cta: {
    title: 'Let Lumi AI answer your store calls',
    button: 'Explore Lumi AI',
  },
} satisfies CaseStory;
