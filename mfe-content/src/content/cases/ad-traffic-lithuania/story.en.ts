import type { CaseStory } from '@site/content';

export default {
  title: 'Leadvila: every ad lead answered in 25 seconds on average',
  fullTitle: 'How a Vilnius lead-generation company put AI Seller 24/7 on its paid traffic and AI Sales Manager on its callback team',
  meta: {
    title: 'Ad lead qualification for a Vilnius lead-gen company',
    description:
      'How Leadvila in Vilnius replies to ad leads in 25 seconds on average with AI Seller 24/7 and sells 37% more qualified leads to installers from the same budget.',
  },
  company: {
    name: 'Leadvila',
    industry: 'Lead generation for home energy and renovation',
    size: '34 employees, 9 of them in the callback team',
    market: 'Lithuania (head office in Vilnius)',
  },
  problem: {
    title: 'Paid leads went cold before anyone called',
    items: [
      'About 6,500 leads a month came in from Meta and Google Ads forms, and 38% of them arrived after 20:00 or at the weekend, when the office was empty.',
      'On weekdays the callback team reached a new lead in 2 hours 40 minutes on average; by then many people had left their number with two or three competitors.',
      'Installers rejected 27% of the leads they bought — tenants, homes outside the partner’s region, no budget — and every rejection meant a refund.',
      'Operators spent half a shift dialling numbers that never picked up, and nobody knew who qualified leads properly and who just ticked boxes.',
    ],
  },
  solution: {
    title: 'A 24/7 qualifier on the ads and a quality check on the calls',
    description: [
      'Synthra connected AI Seller 24/7 to Meta and Google Ads lead forms and to the chat on 14 landing pages for heat pumps, solar panels and new windows. On average 25 seconds after a form is sent, the assistant writes to the person in WhatsApp, Messenger or Viber, in Lithuanian, Russian, Polish or English.',
      'In two or three minutes it learns whether the person owns the home, where it is, how it is heated and the budget, and answers questions about state grants. A lead that meets a partner’s criteria lands in Pipedrive with a score and a summary; at night the assistant books a callback slot for the morning shift.',
      'AI Sales Manager scores every follow-up call recorded in Zadarma out of 100: did the operator confirm the data, explain the free site survey and book the installer’s visit. Each morning the team lead gets the scores of all nine operators and three calls to discuss.',
      'The scenarios were built from 1,500 archived chats and calls and the acceptance rules of 40 partner installers. The heat-pump campaign went live on day 6, the pilot ran for 8 days on a third of its traffic, and on day 14 every campaign was switched over.',
    ],
    features: [
      'First message in WhatsApp, Messenger or Viber 25 seconds after a form, on average',
      'Four languages, chosen automatically from the lead’s reply',
      'Lead score and summary in Pipedrive, routed to the right installer',
      'Every follow-up call scored, with each operator’s scores in a daily report',
    ],
    integrations: ['Meta Lead Ads', 'Google Ads', 'WhatsApp Business', 'Messenger', 'Viber', 'Pipedrive', 'Zadarma'],
  },
  results: {
    title: 'Three months later',
    metrics: [
      { value: '25 s', label: 'average first reply to a lead, down from 2 h 40 min' },
      { value: '9%', label: 'of sold leads rejected by installers, down from 27%' },
      { value: '−44%', label: 'cost of processing one lead' },
      { value: '80/100', label: 'average operator call score, up from 61' },
    ],
    details: [
      'Night and weekend leads are no longer written off: 62% of them finish the dialogue while the landing page is still open. With an unchanged ad budget, Leadvila now passes 37% more qualified leads to its partners, and refund requests have fallen threefold.',
      'The nine operators now call qualified leads who expect the call. The scores showed that operators often forgot to mention the survey is free; after two weeks of coaching on that step, booked installer visits rose by 21%.',
    ],
  },
  testimonial: {
    quote:
      'We used to pay for the click and lose the lead overnight. Now a form sent at 11 p.m. is qualified before the person puts the phone down, and in the morning my operators call people who are waiting for us. The call scores let us hear what our best operator says that the others didn’t.',
    author: 'Tomas Žukauskas, CEO of Leadvila',
  },
  cta: {
    title: 'Want your ad leads answered in seconds, not hours?',
    button: 'Explore AI Seller 24/7',
  },
} satisfies CaseStory;
