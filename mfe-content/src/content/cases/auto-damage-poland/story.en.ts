import type { CaseStory } from '@site/content';

export default {
  title: 'A claim line in Wrocław that answers every driver, even after a hailstorm',
  fullTitle:
    'Lumi AI at a vehicle damage assessment company: claims registered by phone 24/7, complete data on the first call and inspections booked in the same conversation',
  meta: {
    title: 'Vehicle damage claims in Wrocław: Lumi AI case',
    description:
      'A Wrocław claims service registers claims by voice 24/7 with Lumi AI: 4 minutes per claim instead of 11, 91% complete after one call, inspections booked at once.',
  },
  company: {
    name: 'AutoOcena',
    industry: 'Vehicle damage assessment and claims handling',
    size: '64 employees, 2 inspection centres, 11 mobile appraisers',
    market: 'Wrocław and Lower Silesia, Poland',
  },
  problem: {
    title: 'Where claims got stuck',
    items: [
      'AutoOcena registers claims for four insurers and two leasing companies. Its eight consultants handled about 350 calls a day, and 17% of callers hung up in the queue; on the day of the June hailstorm there were 1,260 calls, and four in ten hung up.',
      'A claim call lasted 11 minutes: policy, plate, VIN, time and place, circumstances, the other driver, and then a search for a free appraiser in a separate calendar.',
      'One claim in four lacked photos, a police report number or the other driver’s policy, which meant 2.3 callbacks per claim on average.',
      'About a fifth of callers were Ukrainian drivers living in Wrocław, and only two consultants spoke Ukrainian.',
    ],
  },
  solution: {
    title: 'How Lumi AI took over the claim line',
    description: [
      'Lumi AI answers the claim number around the clock in Polish, Ukrainian and English. It finds the policy by registration plate and follows each insurer’s checklist: when and where it happened, what is damaged, whether the car can be driven, whether the police came, who the other party is.',
      'The first question is always about people. If anyone is hurt, Lumi tells the caller to dial 112 and transfers the call to the duty expert without finishing the form. Disputed liability, a suspected total loss, a car registered abroad or a fleet client’s truck also go to an expert, with the summary already in Pipedrive.',
      'While the driver is still on the line, Lumi texts a link for photos of the damage and the registration certificate and checks that they arrived. Then it offers the nearest inspection slot, at a centre or with a mobile appraiser at the driver’s address, and confirms it by SMS.',
      'After four days of work on the insurers’ scripts, a 7-day pilot had Lumi AI take one insurer’s calls at night and at weekends. On day 14 it took every call, with consultants as the second line.',
    ],
    features: [
      'Claims registered by voice 24/7 in Polish, Ukrainian and English',
      'Policy found by registration plate and the caller’s number',
      'Photo link by SMS, checked before the call ends',
      'Inspection booked in the same call, at a centre or at the driver’s address',
      'Injuries, disputes and suspected total losses routed to an expert with a summary',
    ],
    integrations: ['Asterisk', 'Pipedrive', 'Google Calendar', 'SMSAPI', 'Slack'],
  },
  results: {
    title: 'What changed in four months',
    metrics: [
      { value: '17% → 2%', label: 'calls abandoned in the queue' },
      { value: '91%', label: 'of claims complete after the first call, up from 74%' },
      { value: '−52%', label: 'cost of handling a claim call' },
      { value: '1.6 days', label: 'from the call to the inspection, instead of 3.4' },
    ],
    details: [
      'Lumi AI registers 78% of claims from start to finish; the other 22% reach an expert already filled in, so the expert starts with the decision, not the typing. Callbacks are rare now, because photos arrive during the call.',
      'The real test was the August storm: 1,140 calls in one day, with no queue and no extra staff. Ukrainian-speaking drivers, 19% of callers, now go through the whole claim in their language.',
      'Three of the eight consultants moved to document review, and appraisers get the next day’s route the evening before instead of arranging visits by phone. One insurer has since added its Opole clients to the line.',
    ],
  },
  testimonial: {
    quote:
      'After a storm our phones used to ring non-stop for three days, and we still lost people. In August Lumi picked up every call. Drivers don’t care who registers the claim; they care that someone answers and tells them when the appraiser will come.',
    author: 'Marek Zieliński, Head of Operations',
  },
  cta: {
    title: 'Does your claim line lose callers at peak hours?',
    button: 'Hear Lumi AI in a live demo',
  },
} satisfies CaseStory;
