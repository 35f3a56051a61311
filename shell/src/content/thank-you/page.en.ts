import type { ThankYouPage } from '@site/content';

export default {
  seo: {
    title: 'Thank you',
    description: 'Your request has reached Synthra: a manager will be in touch by the next working day.',
  },
  title: 'Thank you! Your request is on its way',
  lead: 'Here is what happens next, and what you can look at in the meantime.',
  steps: {
    title: 'What happens next',
    now: {
      when: 'Now',
      text: 'Your request is with our managers, and nothing else is needed from you.',
    },
    nextDay: {
      when: 'By the next working day',
      text: 'A manager calls you back on the number you gave us.',
    },
    calling: {
      when: 'Within a minute',
      text: 'Lumi rings the number you gave: he asks a few questions about your business and can book your meeting with a manager in the same call.',
    },
    morning: {
      when: ({ time }) => `${time}, the number’s local time`,
      text: 'That morning Lumi rings the number you gave, asks about your business and can book your meeting with a manager while you talk.',
    },
    booked: {
      when: ({ Day, time, zone }) => `${Day}, ${time} (${zone})`,
      text: ({ manager }) => `Your video meeting with ${manager}. The invitation and its link are in your inbox, and the manager will have read your request.`,
    },
    call: {
      when: 'On that call',
      text: 'We hear how your team works today and agree what to show you first: a demo, a sample on your own data or a pilot.',
    },
  },
  offers: {
    title: 'While you wait',
    report: {
      title: 'A sample report',
      text: 'The morning report AI Sales Manager sends a head of sales: a day of calls scored, the managers ranked and a tip for each.',
      action: 'Open the sample report',
    },
    demo: {
      title: 'Talk to Lumi now',
      text: 'Ask Lumi for a slot the way your callers would: the live demo books it in a sample schedule while you listen.',
      action: 'Try the live demo',
    },
    case: {
      title: ({ client, product }) => `${client}: ${product} at work`,
      text: ({ industry }) => `The story of ${industry}: what it set out to fix, how the launch went and the figures it reached.`,
      action: 'Read the case',
    },
    proof: {
      title: ({ product }) => `${product}: what clients say`,
      text: ({ product }) => `Their own words and figures, from the people who work with ${product} every day.`,
      action: 'Read what clients say',
    },
    cases: {
      title: 'Case studies',
      text: 'Eight companies, the problem each had and the figures they reached with our products.',
      action: 'Read the cases',
    },
    trust: {
      title: 'Where your data goes',
      text: 'Where we keep what visitors send us, who processes it and for how long, before you share anything more on the call.',
      action: 'Open Trust and data',
    },
    assistant: {
      title: 'Ask our assistant',
      text: 'Questions before the call? The assistant answers right away, by voice or in writing: open it here, or press its button in the corner of any page.',
      action: 'Write to the assistant',
    },
  },
  industries: {
    healthcare: 'a medical centre',
    services: 'a service company',
    b2b: 'a B2B company',
    ecommerce: 'an online shop',
    retail: 'a retail chain',
    saas: 'a SaaS company',
  },
  backHome: 'Back to the home page',
} satisfies ThankYouPage;
