import type { CaseStory } from '@site/content';

export default {
  title: 'Półka i Spółka: from supplier photos to sales in three days',
  fullTitle: 'How a Warsaw home-goods store writes cards, picks products and recovers carts with AI Commerce Suite and AI Seller 24/7',
  meta: {
    title: 'Home-goods online store in Warsaw: +31% conversion',
    description: 'How Półka i Spółka uses SnapCard AI, AI Focus Group and SellMate AI to launch products faster, buy smarter and lift store conversion by 31%.',
  },
  company: {
    name: 'Półka i Spółka',
    industry: 'Online store of kitchenware and home goods',
    size: '22 employees, 4,800 products, own warehouse',
    market: 'Poland (Warsaw)',
  },
  problem: {
    title: 'A growing catalogue and a team that couldn’t keep up',
    items: [
      'Each season suppliers sent about 300 new products with nothing but photos and spec sheets; one copywriter managed 12–15 cards a day, so the last of them waited four to five weeks to go on sale.',
      'Cards in the store and on Allegro were written by different people and contradicted each other on sizes, materials and dishwasher safety.',
      'Buying was done by gut feeling: 30% of last autumn’s new products sold less than half of their stock and ended up in the clearance sale.',
      'Conversion was stuck at 1.6% and 78% of carts were abandoned, while 46% of orders came in between 19:00 and 23:00, after the two support staff had gone home.',
    ],
  },
  solution: {
    title: 'Three modules along the life of a product, and a seller in messengers',
    description: [
      'SnapCard AI takes over when goods arrive. A warehouse worker shoots three to six photos, and the module drafts the Polish card from them and the supplier’s sheet: title, description, dimensions, materials, care, SEO fields and Allegro parameters. The editor checks and publishes it in 4 minutes instead of 35.',
      'AI Focus Group comes before the purchase order. The buyer uploads a candidate product’s photos, price and draft card, and 20 AI agents modelled on the store’s customers, from a young couple renting in Warsaw to a gift buyer, discuss it. The output is a 0–100 purchase-potential index and 30+ parameters, from price perception to objections. Products under 55 are dropped or reworked.',
      'SellMate AI works on the site: it answers questions on product pages, suggests what goes with the item in the cart — lids for a pan set, a board for a knife — and emails or texts those who left a cart, naming the product and a reason to return, such as next-day delivery to an InPost locker. AI Seller 24/7 answers in Messenger, Instagram Direct and WhatsApp, checking order status in BaseLinker and explaining returns at any hour, late evenings included.',
      'The launch took 14 days. SnapCard AI processed the 300 products of the autumn collection in the first four days; then SellMate AI and AI Seller 24/7 ran a 10-day pilot in the kitchen category before the whole catalogue was switched on.',
    ],
    features: [
      'Store and Allegro cards from 3–6 photos and a supplier sheet',
      'A purchase-potential index from 20 AI agents before every order to a supplier',
      'Cart recovery emails and texts that name the exact product',
      'Order status and returns in messengers at any hour',
    ],
    integrations: ['PrestaShop', 'Allegro', 'BaseLinker', 'InPost', 'Przelewy24', 'Messenger', 'Instagram', 'WhatsApp Business'],
  },
  results: {
    title: 'After one season',
    metrics: [
      { value: '4 min', label: 'to review a product card instead of 35' },
      { value: '14%', label: 'of abandoned carts recovered' },
      { value: '+12%', label: 'average order value' },
      { value: '−47%', label: 'new products sent to clearance at season’s end' },
    ],
    details: [
      'Four months after launch the store converts 2.1% of visitors instead of 1.6%. New products go on sale three days after delivery, so the autumn collection was online before competitors had described theirs.',
      'The buyer ran 140 candidates through AI Focus Group and ordered 96; of those scoring above 70, 88% sold out at full price. AI Seller 24/7 handles about 1,900 messenger conversations a month, 81% of them without a person; support staff keep only complaints and wholesale.',
    ],
  },
  testimonial: {
    quote:
      'I used to pick new products from photos and trust my gut. Now I hear what twenty different customers would say before I order a single pallet, and the cards are ready by the time the goods reach the shelf. Evening chats used to wait until morning; now they end in orders.',
    author: 'Agnieszka Wróbel, Co-founder of Półka i Spółka',
  },
  cta: {
    title: 'See what AI Commerce Suite would do with your catalogue',
    button: 'Explore AI Commerce Suite',
  },
} satisfies CaseStory;
