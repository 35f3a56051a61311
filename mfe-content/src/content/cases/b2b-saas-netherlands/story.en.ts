import type { CaseStory } from '@site/content';

export default {
  title: 'Roosterwerk: a text assistant that turns trials into demos',
  fullTitle: 'How a Dutch B2B SaaS company qualifies trial sign-ups with AI Seller 24/7 and coaches its demo team with AI Sales Manager',
  meta: {
    title: 'B2B SaaS in the Netherlands: trial users qualified by AI',
    description:
      'How Roosterwerk qualifies trial users in chat with AI Seller 24/7, books demos with companies that fit and lifts trial-to-paid conversion by 34%.',
  },
  company: {
    name: 'Roosterwerk',
    industry: 'B2B SaaS: staff scheduling for hospitality and retail',
    size: '70 employees, 4 SDRs and 5 account executives',
    market: 'The Netherlands and Belgium (office in Utrecht)',
  },
  problem: {
    title: 'Hundreds of trials and nobody to talk to them',
    items: [
      'About 900 companies a month started the 30-day free trial, many late in the evening after a shift, and the four SDRs reached roughly a third of them.',
      'Six in ten trial users never built their first schedule, the step after which most customers paid.',
      'Anyone who asked got a demo, and 31% of demos went to single-site cafés or students, far from the target of five locations or 50 staff.',
      'Nobody could explain why some account executives closed twice as often as others: what happened in demos stayed in the demos.',
    ],
  },
  solution: {
    title: 'A text assistant inside the trial and a scorecard for every demo',
    description: [
      'AI Seller 24/7 became a text assistant in the trial’s in-app chat, in the website chat and in WhatsApp for those who leave a number. Within a minute of sign-up it greets the user by name and helps with the first schedule: importing staff from a spreadsheet, setting opening hours, adding shift types.',
      'While helping, it learns what sales needs: the number of locations and staff, the current tool — Excel, paper or a competitor — and who decides. Product events from Segment show where a user stopped, so the assistant comes back at the right moment: “You’ve added 12 employees but no shifts yet. Shall I show you how to copy last week?”',
      'When a company fits the profile, the assistant offers a demo and books it into the right account executive’s calendar through HubSpot, with notes on the company and its questions. Smaller teams get short guides and a pricing link; large accounts trigger a Slack alert.',
      'AI Sales Manager analyses recorded demos from Google Meet and Zoom: did the account executive ask discovery questions, show the features tied to the prospect’s pain, discuss price and agree a next step. Each account executive gets the scores of their demos the next morning, with a tip for the next one.',
      'The project took 11 days. Scenarios were built from 2,300 past chats and the SDR playbook, and a 7-day pilot ran on Dutch-language trials before English and German were added.',
    ],
    features: [
      'Onboarding help within a minute of sign-up, in Dutch, English and German',
      'Qualification by locations, staff, current tool and decision maker',
      'Nudges triggered by product events when a user gets stuck',
      'Demos booked in the account executive’s calendar, with a summary in HubSpot',
      'Demo calls scored on discovery, value, pricing and next step',
    ],
    integrations: ['HubSpot', 'Segment', 'Slack', 'Google Meet', 'Zoom', 'WhatsApp Business'],
  },
  results: {
    title: 'What changed in two quarters',
    metrics: [
      { value: '< 1 min', label: 'first reply to a new trial user, instead of the next working day' },
      { value: '71%', label: 'of trial users talk to the assistant, against 35% reached by SDRs' },
      { value: '9%', label: 'of demos go to non-target companies, down from 31%' },
      { value: '84%', label: 'of demos end with an agreed next step, up from 57%' },
    ],
    details: [
      'Trial-to-paid conversion rose from 9.1% to 12.2%. The biggest gain came from the first schedule: 58% of trial users now build one, against 40% before, because help arrives when they get stuck, not a day later.',
      'The four SDRs now prepare demos for the large accounts the assistant flags instead of chasing cold trials. AI Sales Manager showed that the best closers always asked how schedules are made today before showing the product — a habit the others picked up after six weeks of coaching.',
    ],
  },
  testimonial: {
    quote:
      'Our trial used to be a waiting room: people signed up, looked around and left before an SDR got to them. Now each of them gets help in the first minute, and my account executives walk into demos already knowing the company, its size and what it’s struggling with.',
    author: 'Lotte Jansen, Head of Sales at Roosterwerk',
  },
  cta: {
    title: 'Turn your trial users into booked demos',
    button: 'Explore AI Seller 24/7',
  },
} satisfies CaseStory;
