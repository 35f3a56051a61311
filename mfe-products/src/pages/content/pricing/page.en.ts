import type { PricingPage } from '@site/content';
import { BILLING_TERMS, FACTS, RESOLVED_PERCENT, formatAtLeast, amountOf, type FigureLimit } from '@site/model';
import { pricingFigures } from '../../../pricing/page-figures';

const {
  euros,
  count,
  estimate,
  price,
  fromPrice,
  pilotDays,
  plural,
  longestPilot,
  salesManager,
  seller,
  lumi,
  commerce,
  mediflow,
  agentLab,
  network,
  limits,
  exampleNetwork: EXAMPLE_NETWORK,
  assumptions: { wrapUpMinutes, concurrent, occupancy, workdayHours },
} = pricingFigures('en');
const WORDS: Readonly<Record<number, string>> = { 1: 'one', 2: 'two', 3: 'three', 4: 'four', 5: 'five' };
const word = (value: number) => WORDS[value] ?? count(value);
/** The same, starting a text. */
const Word = (value: number) => word(value).replace(/^\p{Ll}/u, (letter) => letter.toUpperCase());
const whole = (what: string, { min, max }: FigureLimit) => `Enter a whole number of ${what} from ${count(min)} to ${count(max)}.`;

export default {
  seo: {
    title: 'Prices of AI assistants, sales bots and agents',
    description: `Prices in euros for six AI products, ${fromPrice('ai-sales-manager')}, voice at ${price(lumi.fees.minute.price)}, pilots before a contract, and a calculator for your volume.`,
  },
  breadcrumb: 'Prices',
  hero: {
    eyebrow: 'Prices',
    title: 'What each product costs, and what it includes',
    lead: 'Every product’s price list in euros: what you pay for, what the fees cover and what costs extra. Below it, a calculator puts your own volume beside what the same work costs in staff time.',
    terms: [
      'Euros, VAT excluded',
      `Month to month, ${BILLING_TERMS.noticeDays} days’ notice`,
      'No setup fee: the launch and the integrations on our lists are included',
      `Pilots of ${longestPilot}, their fee counted towards the first month`,
    ],
  },
  products: {
    title: 'Six products, six price lists',
    lead: 'Each card starts with the lowest price you can begin at, then lists the fees, what they cover and what is charged on top.',
    labels: {
      fees: 'Fees',
      after: 'after the first',
      included: 'Included',
      extras: 'Charged on top',
      start: 'How to start',
      atCost: 'at the provider’s own rates',
      product: 'More about',
    },
    items: {
      'ai-sales-manager': {
        model: 'Per manager whose calls and chats it scores',
        summary: `You pay for the managers it scores, ${word(salesManager.allowances.minimumManagers)} at least; each seat covers ${salesManager.allowances.hoursPerManager} hours of that manager’s calls and chats a month.`,
        fees: { seat: 'Each manager scored' },
        included: [
          `${salesManager.allowances.hoursPerManager} hours of calls and chats a month per manager, in every language it understands`,
          'The morning report, KPIs by funnel stage, the ranking and a tip for each manager',
          'Telephony and CRM connections from our list, and new checklists when your script changes',
        ],
        extras: { hour: 'Each hour of calls and chats past a seat’s allowance', scorecard: 'A checklist for another team or product line' },
        start: `A free sample report on ${salesManager.start.calls} of your recorded calls, before any contract: the same scores, ranking and tips your team would get.`,
      },
      'ai-seller': {
        model: 'A platform fee plus each conversation',
        summary: `One fee for the bot, its channels, the CRM and the web app, and a price for each conversation a customer starts; past ${count(seller.fees.conversation.tiers[0]!.upTo!)} conversations a month the price drops.`,
        fees: { platform: 'The bot, its channels, the CRM and the web app', conversation: 'Each conversation: one customer’s messages within 24 hours' },
        included: [
          `${Word(seller.allowances.bots)} bot in ${word(seller.allowances.channels)} channels: website chat, Telegram, WhatsApp and Instagram`,
          'Orders and leads written to your CRM, and the web app to manage the bot',
          `${Word(seller.allowances.languages)} language, with answers kept in step with your catalogue`,
        ],
        extras: {
          language: 'Each further language',
          bot: 'A further bot, for another brand or shop',
          integration: 'A system not on our list, connected through its API',
          messengerFees: 'Meta’s own fees for WhatsApp conversations',
        },
        start: `Start with a pilot of ${pilotDays('ai-seller')} on your busiest channel: ${euros(seller.start.fee)}, credited to your first month’s invoice.`,
      },
      'lumi-ai': {
        model: 'A platform fee plus minutes of conversation',
        summary: `One fee for the assistant, its phone numbers and its integrations, and a price for each minute it talks; past ${count(lumi.fees.minute.tiers[0]!.upTo!)} minutes a month a minute costs less.`,
        fees: { platform: 'The assistant, its phone numbers and integrations', minute: 'Each minute on the phone, calls to EU numbers included' },
        included: [
          `Up to ${word(lumi.allowances.phoneNumbers)} phone numbers or lines, and you keep your own numbers`,
          'Your CRM and calendar from our list, with each call’s record and recording in them',
          `${Word(lumi.allowances.languages)} language, and a monthly review of the questions Lumi could not answer`,
        ],
        extras: {
          language: 'Each further language',
          phoneNumber: 'Each further phone number or line',
          integration: 'A booking or CRM system not on our list, connected through its API',
        },
        start: `Lumi answers one of your lines in a pilot of ${pilotDays('lumi-ai')} for ${euros(lumi.start.fee)}; go on, and that sum comes off your first month.`,
      },
      'ai-commerce': {
        model: 'Each module by the month, with a volume included',
        summary:
          'Take one module or all three: each has its monthly price and a volume it includes, and past that volume you pay by the card, the test or the conversation.',
        fees: {
          snapCard: `SnapCard AI, ${count(commerce.allowances.cards)} cards a month included`,
          focusGroup: `AI Focus Group, ${commerce.allowances.tests} tests a month included`,
          sellMate: `SellMate AI, ${count(commerce.allowances.conversations)} conversations a month included`,
        },
        included: [
          'Cards written to each marketplace’s rules, in the languages your shop sells in',
          `The panel of ${FACTS.focusGroupAgents} agents and its 0–100 index for every test`,
          'Your shop platform and marketplaces from our list',
        ],
        extras: {
          card: 'Each card past the allowance',
          test: 'Each test past the allowance',
          conversation: 'Each SellMate AI conversation past the allowance',
        },
        start: `Try one module on your own catalogue in a pilot of ${pilotDays('ai-commerce')}; its ${euros(commerce.start.fee)} is deducted from the first month if you stay.`,
      },
      'mediflow-ai': {
        model: 'Per branch, per doctor on Doctor AI, and minutes on the phone',
        summary: `FrontDesk is priced by the branch, and each branch past the first ${count(mediflow.fees.branch.tiers[0]!.upTo!)} costs less; Doctor AI by the doctor; calls by the minute at Lumi AI’s rate, since FrontDesk speaks on the phone in the voice of Lumi AI.`,
        fees: {
          branch: 'FrontDesk in a branch: chats, reminders and the waiting list',
          doctor: 'Doctor AI, each doctor who uses it',
          minute: 'Each minute FrontDesk spends on the phone',
        },
        included: [
          `${Word(mediflow.allowances.languages)} languages for patients, such as Ukrainian and Russian or Polish and English`,
          'Your medical information system from our list, or any with an API or HL7 FHIR',
          'A data processing agreement with the clinic, and a quality report every month',
        ],
        extras: { language: 'Each further language', integration: 'A medical system without an API, connected for you' },
        start: 'One branch goes live first, at the branch price and month to month; the other branches follow once its figures satisfy you.',
      },
      'agentlab-ai': {
        model: 'Per agent at work',
        summary: `Each agent at work has a monthly price for its running, monitoring and upkeep, with up to ${count(agentLab.allowances.operations)} operations a month.`,
        fees: { agent: 'Each agent at work: running, monitoring and upkeep' },
        included: [
          `${count(agentLab.allowances.operations)} operations a month per agent: a lead processed, a document read, an order placed`,
          `Building the agent from one of our ${formatAtLeast(FACTS.agentScenarios)} ready scenarios`,
          'Changes to the agent when your rules or systems change',
        ],
        extras: { operations: 'Operations past an agent’s allowance', customAgent: 'An agent built from scratch, with no ready scenario to start from' },
        start: `Demo access on the next working day at no charge, then a pilot of ${pilotDays('agentlab-ai')} on one process for ${euros(agentLab.start.fee)}, paid towards the first month.`,
      },
    },
  },
  calculator: {
    title: 'What your volume would cost',
    lead: 'Pick a product, enter your own volume and compare what the assistant would cost a month with what the same work costs in staff time, counting only the conversations it resolves.',
    fields: {
      product: 'What to estimate',
      figures: {
        calls: 'Calls a month',
        conversations: 'Conversations a month',
        minutes: 'Average length, minutes',
        languages: 'Languages you speak with customers in',
        lines: 'Phone numbers or lines',
        branches: 'Branches',
        doctors: 'Doctors on Doctor AI',
        cards: 'New product cards a month',
        tests: 'Buying tests a month',
        managers: 'Managers to score',
        hoursPerManager: 'Hours of calls and chats per manager a month',
        agents: 'Agents at work',
        operations: 'Operations a month, all agents together',
        hourlyCost: 'Cost of an hour of staff time, €',
        resolvedPercent: 'Share the assistant resolves alone, %',
      },
      modules: 'Modules',
      market: 'Where your team works',
      hourlyCostHint: 'Gross pay plus the employer’s taxes and contributions. The country sets a default; enter your own.',
    },
    resolvedHint: {
      'lumi-ai': `Qala Electronics’ Lumi AI resolves ${RESOLVED_PERCENT['lumi-ai'].percent}% of calls without a consultant; put in your own share once your pilot has measured it.`,
      'mediflow-ai': `At Veres, FrontDesk settles ${RESOLVED_PERCENT['mediflow-ai'].percent}% of calls without an administrator; a network with more rescheduling may see a different share.`,
      'ai-seller': `AI Seller 24/7 finishes ${RESOLVED_PERCENT['ai-seller'].percent}% of Półka i Spółka’s conversations without a person; complaints and wholesale stay with people.`,
      'ai-commerce': `SellMate AI answers shoppers as AI Seller 24/7 does in the same shop, which ends ${RESOLVED_PERCENT['ai-commerce'].percent}% of conversations without a person.`,
    },
    products: {
      'lumi-ai': 'Calls, with Lumi AI',
      'mediflow-ai': 'A clinic network, with MediFlow AI',
      'ai-seller': 'Chats, with AI Seller 24/7',
      'ai-commerce': 'An online shop, with AI Commerce Suite',
      'ai-sales-manager': 'A sales team, with AI Sales Manager',
      'agentlab-ai': 'Processes, with AgentLab AI',
    },
    markets: {
      UA: 'Ukraine',
      PL: 'Poland',
      DE: 'Germany',
      ES: 'Spain',
      NL: 'the Netherlands',
      LT: 'Lithuania',
      KZ: 'Kazakhstan',
      GB: 'the United Kingdom',
      EU: 'elsewhere in the EU',
    },
    errors: {
      calls: whole('calls', limits.calls),
      conversations: whole('conversations', limits.conversations),
      minutes: `Enter the minutes as a number from ${count(limits.minutes.min)} to ${count(limits.minutes.max)}, such as 2.5.`,
      languages: whole('languages', limits.languages),
      lines: whole('numbers or lines', limits.lines),
      branches: whole('branches', limits.branches),
      doctors: whole('doctors', limits.doctors),
      cards: whole('cards', limits.cards),
      tests: whole('tests', limits.tests),
      managers: whole('managers', limits.managers),
      hoursPerManager: `Enter the hours as a number from ${count(limits.hoursPerManager.min)} to ${count(limits.hoursPerManager.max)}.`,
      agents: whole('agents', limits.agents),
      operations: whole('operations', limits.operations),
      hourlyCost: `Enter an hourly cost from ${euros(limits.hourlyCost.min)} to ${euros(limits.hourlyCost.max)}.`,
      resolvedPercent: `Enter a share from ${limits.resolvedPercent.min} to ${limits.resolvedPercent.max}%.`,
    },
    result: {
      title: 'Your estimate, a month',
      staff: 'The same work done by people',
      paidHours: { one: 'paid hour', other: 'paid hours' },
      resolved: { before: 'counted on the', after: 'of conversations the assistant resolves alone' },
      perMonth: 'a month',
      saving: 'The assistant saves',
      overspend: 'The assistant costs more by',
      measured: {
        'ai-sales-manager': `What it is worth shows in your own calls: the free sample report scores ${salesManager.start.calls} of them before any contract.`,
        'agentlab-ai': 'What the agents save is measured in the pilot’s report on hours saved and errors caught in your own process, not assumed here.',
      },
      stale: 'Fix the marked field: until then the figures are for the last values that worked.',
      example: 'A worked example for the values shown. Recalculating needs JavaScript, which is off in this browser.',
    },
    assumptionsTitle: 'What the estimate assumes',
    assumptions: [
      `A person spends ${word(wrapUpMinutes)} ${plural(wrapUpMinutes, { one: 'minute', other: 'minutes' })} after each conversation writing it into the CRM, and handles ${word(concurrent['lumi-ai'])} call at a time or ${word(concurrent['ai-seller'])} chats at once.`,
      `People spend ${Math.round(occupancy * 100)}% of their paid hours on conversations; breaks, training and waiting for the next call take the rest.`,
      'People’s time is counted only on the conversations the assistant resolves alone: one it hands over is still billed and still takes a person’s time.',
      'An hour of staff time is the employer’s whole cost of it. Each country’s default is our estimate for contact-centre work in 2026, from pay surveys and the employer’s contributions there.',
      `A copywriter writes ${FACTS.cardsPerDayByHand.min}–${FACTS.cardsPerDayByHand.max} cards a day by hand, and the estimate takes the faster pace over a working day of ${workdayHours} hours. Checking a SnapCard AI draft takes ${FACTS.minutesToCheckCard} minutes.`,
      'Each price is the price list above, at the rate your volume reaches, VAT excluded; nights and weekends cost the assistant nothing extra.',
    ],
  },
  faq: {
    title: 'Questions about prices',
    items: [
      {
        question: `What would a network of ${EXAMPLE_NETWORK.branches} clinics pay?`,
        answer: [
          `With FrontDesk in every branch, ${estimate(amountOf(network, 'branch'))} a month: ${mediflow.fees.branch.tiers[0]!.upTo} branches at ${euros(mediflow.fees.branch.tiers[0]!.amount)} and ${EXAMPLE_NETWORK.branches - mediflow.fees.branch.tiers[0]!.upTo!} at ${euros(mediflow.fees.branch.tiers[1]!.amount)}. About ${count(EXAMPLE_NETWORK.calls)} calls a month of ${count(EXAMPLE_NETWORK.minutes)} minutes add ${estimate(amountOf(network, 'minute'))}, for ${estimate(network.total)} in all; Doctor AI adds ${euros(mediflow.fees.doctor.price.amount)} a month for each doctor who uses it.`,
        ],
      },
      {
        question: 'Is there a contract or a minimum term?',
        answer: [
          `Once a product runs, you pay month by month and can stop it with ${BILLING_TERMS.noticeDays} days’ notice from the end of any month. Paying a year ahead takes ${BILLING_TERMS.annualDiscountPercent}% off every monthly fee.`,
        ],
      },
      {
        question: 'How are we invoiced?',
        answer: [
          `One invoice a month in euros: fees for the month ahead, minutes and conversations for the month just ended. It is paid by bank transfer within ${BILLING_TERMS.paymentDays} days, and VAT is added where the law requires it.`,
        ],
      },
      {
        question: 'Why is a voice assistant priced by the minute?',
        answer: [
          `Because a minute is what a call costs us: the voice, the speech recognition, the language model and the line itself. A short call costs you little and a long one more, and past ${count(lumi.fees.minute.tiers[0]!.upTo!)} minutes a month each one costs ${euros(lumi.fees.minute.tiers[1]!.amount)} instead of ${euros(lumi.fees.minute.tiers[0]!.amount)}.`,
        ],
      },
      {
        question: 'What do the prices leave out?',
        answer: [
          'Your telephone operator’s own charges for the numbers you keep, Meta’s fees for WhatsApp conversations, and any system we connect that is not on our lists. Each is named on its product’s card above.',
        ],
      },
    ],
  },
  cta: {
    title: 'Want the figure for your own business?',
    text: 'Tell us your volume and your systems: by the next working day we send a quote from these prices and a plan for the pilot.',
    button: 'Ask for a quote',
  },
} satisfies PricingPage;
