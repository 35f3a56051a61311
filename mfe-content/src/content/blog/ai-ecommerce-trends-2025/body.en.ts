import type { ArticleBody } from '@site/content';

export default {
  meta: {
    title: 'AI in e-commerce 2025: trends, costs and pitfalls',
    description:
      'Product cards from photos, AI focus groups, conversational selling, cart recovery and personalisation: what an online store should automate first and what it costs.',
    h1: 'AI in e-commerce: the trends of 2025 and how to put them to work in your store',
  },
  content: {
    intro: [
      'For an online store, 2025 is the year AI stops being a separate project. A category manager uploads twelve photos of a new jacket and gets a draft card with a title, a description and attributes. A customer asks in Instagram Direct at midnight whether the size runs small and gets an answer with a link to the right size. A cart abandoned at the payment step is followed by a message that offers free delivery instead of a discount.',
      'None of this is exotic any more, and that is the catch: when every competitor can switch on the same tools, the gain goes to the stores that choose the right order, measure honestly and keep control of their product facts. Below are five trends that matter for a mid-size store this year, then what to automate first, what it costs and where the pitfalls are. The worked examples at the end use figures you can replace with your own.',
    ],
    points: {
      title: 'The trends that matter in 2025, and what to do about them',
      items: [
        {
          title: 'Product cards generated from photos',
          text: [
            'The slowest step in bringing a product online is rarely the photo shoot. It is the card: a title people actually search for, a description that answers the obvious questions, a complete set of attributes for filters and marketplaces, versions in two or three languages. A copywriter who does this properly produces 12–15 cards a day, so a season’s new arrivals can sit in the warehouse for weeks before they go on sale.',
            'Tools such as SnapCard AI, part of AI Commerce Suite, turn product photos plus a few structured fields (supplier SKU, composition, size grid, price) into a draft card: a title built around search phrases, a description in your tone, the attributes the catalogue needs, and translations. A person checks the draft instead of writing from scratch, which takes about 4 minutes a card, so an editor gets through in a day what used to take a copywriter two weeks.',
            'One rule keeps this safe: facts come from data, style comes from AI. The model may describe how a linen shirt looks and what to wear it with; it must not guess the fabric weight, the country of origin or whether the item is machine-washable. Those fields come from the supplier’s data or stay empty until a person fills them in.',
          ],
        },
        {
          title: 'AI focus groups: a product scored before launch',
          text: [
            'Every buyer in a store places bets: which of three colours to order, whether a new brand will sell at €49 or only at €39, which photo goes on the banner. The classic ways to check are slow and expensive, from panels and surveys to test batches, so most bets are made on intuition and last year’s sales.',
            'An AI focus group simulates the buyers instead. In AI Focus Group, 20 AI agents are built as profiles of your target segments: age, budget, what they already buy, what annoys them. Each one studies the product card, photo and price and reacts; the module sums this up in a purchase-potential index from 0 to 100 and a breakdown across 30+ parameters, from price perception to trust in the description, together with the objections the agents raised.',
            'Treat the result as a filter, not a forecast. Simulated buyers are good at spotting a weak card, an unclear benefit or a price that needs explaining, and at ranking several options against each other. They don’t replace real sales data: a product that scored well still goes into a test batch, only a better-chosen one.',
          ],
        },
        {
          title: 'Conversational selling in messengers',
          text: [
            'A growing share of questions never reaches the cart: customers write to Instagram Direct, WhatsApp, Telegram or Viber and expect the answer a good shop assistant would give. “Will this fit a 2019 Passat?”, “Do you have a 38 in beige?”, “Can it reach Kraków by Friday?” Each such question left unanswered is a sale that goes to whoever replied first.',
            'A text sales bot such as AI Seller 24/7, connected to the catalogue and stock, answers these questions at any hour and in the customer’s language: it checks availability in real time, suggests an alternative when a size is gone, sends a link straight to the product and can take the order in the chat. Inside AI Commerce Suite, SellMate AI does the same job with the store’s cart and order history at hand.',
            'The numbers to watch are the share of conversations that end with a click or an order, the response time at night and at weekends, and the share of chats handed to a person. In stores with active social channels, evenings and weekends often bring a third or more of all messages, which is exactly when a human team is thinnest.',
          ],
        },
        {
          title: 'Abandoned-cart recovery and upsell',
          text: [
            'A typical store loses most of its started carts before payment. Some of those people were only browsing; many were interrupted, unsure about delivery or surprised by the total. The usual answer is a chain of emails with a discount, which teaches customers to abandon carts on purpose.',
            'An AI assistant such as SellMate AI works on the reason rather than the price. It writes in the channel the customer agreed to, names the actual items and answers the question that stopped them: the delivery date, the return terms, whether the size runs small. A discount is the last tool, not the first. Upsell follows the same logic: a case for the phone just ordered, a refill for the water filter, a second pair at a set price, offered once and at the right moment rather than as a carousel of random suggestions.',
            'Measure recovered revenue net of discounts, not the number of messages sent, and compare it with a control group that still gets the old sequence. A recovery flow that sends more messages but gives away more margin is not an improvement.',
          ],
        },
        {
          title: 'Personalisation customers notice for the right reasons',
          text: [
            'Personalisation used to mean putting a first name into an email. In 2025 it means the home page, search results and messages reacting to what a person has actually done: the category they browsed twice, the size they usually buy, the coffee machine they bought three months ago that now needs descaling tablets.',
            'Start with three or four segments you can describe in one sentence each, such as first-time visitors from ads, repeat buyers of one category and customers who haven’t ordered in 90 days, and make one change per segment. That is enough to see an effect and simple enough to explain to the team. Measure each change against a holdout group that sees the standard store, by conversion and average order in the segment rather than by clicks on a recommendation block.',
            'Two limits apply. Use only data customers agreed to share, under GDPR and your own privacy policy, and avoid messages that reveal too much: “We noticed you looking at this at 2 a.m.” sells nothing. Good personalisation feels like a well-informed shop assistant, not like being watched.',
          ],
        },
        {
          title: 'What to automate first',
          text: [
            'Rank the candidates by three factors: volume (how many times a month the task comes up), repeatability (how alike the cases are) and the cost of an error (what a wrong answer costs you). High volume, high repeatability and a low cost of error is where AI pays off fastest.',
            'For most mid-size stores this gives the same order. First come pre-sale questions in messengers and on the site: frequent, similar and easy to check. Second is abandoned-cart recovery, because its revenue is directly measurable. Third are cards for new arrivals, if you add more than a few dozen products a month. Personalisation and AI focus groups come later, once the basic flows run and the data is clean.',
            'Before the start, collect the 50 most frequent customer questions with the answers your best operator gives. Setup comes first and takes a few days: connecting the catalogue and stock, whether they live in Shopify, WooCommerce, PrestaShop or an ERP export, writing the tone rules and agreeing on the handoff to people. Only then does the pilot of one flow in AI Commerce Suite or AI Seller 24/7 begin, usually 7–10 days on part of the live traffic. Don’t run two pilots in the same channel at once, or you won’t know which one moved the numbers.',
          ],
        },
        {
          title: 'Costs and pitfalls: brand voice, invented facts, returns',
          text: [
            'The cost has four parts: setup and integration, the monthly fee or usage, your team’s time for review and training, and cleaning up catalogue data, which is often the largest and the most underestimated. A store whose attributes are half empty will get half-empty cards and a bot that can’t answer questions about sizes, whatever the model.',
            'Brand voice drifts first. Without rules, AI writes in a polite, generic tone that sounds like every other store. Give it a one-page style guide with ten good examples from your own catalogue, a list of words you never use and the way you address customers, and review a sample every week during the first month.',
            'Invented product facts are the most expensive mistake. A bot that confidently calls a jacket waterproof when it is only water-repellent produces a return, a bad review and sometimes a complaint. The defence is strict: the assistant answers product questions only from catalogue data, promises to check when a field is empty, and the team reviews the unanswered questions every week.',
            'Use returns as the control metric. Compare the share of “not as described” returns for products with AI-generated cards and for the rest, and for orders that went through a chat with the bot and without one. If the share grows, the problem lies in the data or the rules, and it shows up here before it reaches the reviews.',
          ],
        },
      ],
    },
    examples: {
      title: 'Worked examples for a mid-size store',
      items: [
        {
          title: '400 new arrivals before the season',
          text: [
            'A fashion store adds 400 SKUs for spring. At 12–15 cards a day, writing them by hand takes one copywriter 27–33 working days, about six weeks, and in practice part of the collection goes on sale late.',
            'With drafts generated from photos and supplier data, an editor spends about 4 minutes per card checking facts, correcting tone and approving, or roughly 27 hours in total. The collection is online within a week, and the copywriter spends the time saved on category pages and the cards of the ten bestsellers, which deserve a human hand.',
          ],
        },
        {
          title: 'The arithmetic of abandoned carts',
          text: [
            'A store sees 12,000 started carts a month, and 70% of them, or 8,400, are abandoned. For 35% of those, 2,940 carts, the customer has agreed to be contacted in a messenger or by email. If a recovery flow that answers the real objection brings back 8% of them, that is 235 orders.',
            'At an average order of €62 this is about €14,570 of revenue a month before discounts. Subtract the discounts the flow gave away and the cost of the tool, then compare the result with your current email chain on the same traffic. Put in your own abandonment rate, share of contact consent and average order: the structure of the calculation stays the same.',
          ],
        },
        {
          title: 'Two products, one purchase order',
          text: [
            'A homeware store is choosing between two versions of an insulated bottle for autumn: a basic one at €24 and a design version at €34. Before placing the order, the team runs both cards through AI Focus Group. The basic bottle scores 71 on the purchase-potential index; the design version scores 48, and the agents’ main objection is that the description doesn’t explain what the extra €10 buys.',
            'The team orders 1,500 units of the first bottle and a test batch of 300 of the second, and rewrites the second card around two facts the agents missed: it keeps drinks hot for 12 hours instead of 6, and its lid has a lifetime guarantee. Run again with the new card, the design version scores 63. Real sales of the test batch will decide on a reorder, but the store goes in with a stronger card and a smaller risk.',
          ],
        },
      ],
    },
    conclusion: {
      title: 'Where to begin',
      text: [
        'The AI trends of 2025 in e-commerce are less about new magic and more about removing the slow, repetitive parts of selling online: writing cards, answering the same questions, following up on carts. The stores that gain most start with one flow, feed it clean catalogue data, protect their facts and voice, and measure revenue net of discounts and returns.',
        'A practical first step: take last month’s messenger questions, abandoned carts and the backlog of products without cards, and estimate the hours and revenue behind each. The largest figure shows where to run your first 7–10-day pilot.',
      ],
    },
    cta: {
      title: 'Choose your first AI flow with us',
      text: 'Get a consultation: we’ll look at your catalogue, channels and cart data and suggest whether to start with AI Commerce Suite or AI Seller 24/7, and with which module.',
      button: 'Get a consultation',
    },
  },
} satisfies ArticleBody;
