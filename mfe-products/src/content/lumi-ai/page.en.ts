import type { ProductPageContent } from '@site/content';
import { FACTS, PILOT_DAYS, PRICING, formatDays, formatEuros, formatFromPrice, formatPilotAdjective, formatPilotDays, formatPrice, href } from '@site/model';

const price = PRICING['lumi-ai'];

const pilot = PILOT_DAYS['lumi-ai']!;

export default {
  seo: {
    title: 'Lumi AI: a phone assistant that answers and books 24/7',
    description: `Lumi AI answers calls day and night, books visits into your calendar, fills in the CRM and passes hot leads to a manager. Talk to it on this page; ${formatPilotAdjective('lumi-ai')} pilot.`,
  },
  hero: {
    eyebrow: 'Lumi AI · voice assistant for phone calls',
    title: 'Calls answered and booked, even when your team can’t pick up',
    lead: 'Lumi AI answers your phone as well as a seasoned administrator: it books the visit, logs the caller in your CRM and puts buyers who are ready through to a live manager.',
    primaryCta: 'Request a demo',
    secondaryCta: 'See how a call goes',
    highlights: [
      { value: '24/7', label: 'calls answered, weekends included' },
      { value: formatDays(pilot, 'en'), label: 'pilot on your own phone line' },
      { value: '−47%', label: 'cost of handling a call in seven electronics stores', source: { case: 'retail-kazakhstan', client: 'Qala Electronics' } },
    ],
    visual: {
      callTitle: 'Incoming call',
      caller: 'Marta, new client',
      line1: 'Can I bring my car in for diagnostics this week?',
      line2: 'Friday at 11:30 is free. Shall I book it for you?',
      bookingTitle: 'Appointment booked',
      bookingSlot: 'Fri 11:30 · Diagnostics',
      crm: 'Written to the CRM',
      handoff: 'Hot lead passed to a manager',
    },
  },
  problems: {
    title: 'Where unanswered calls turn into lost clients',
    lead: 'Four businesses that were losing money to unanswered calls, and what changed once Lumi took the first line.',
    items: [
      {
        role: 'Dental clinic owner',
        problem: '“The phone rings out while both administrators are with patients, and the caller books elsewhere.”',
        solution: 'Lumi answers on the first ring, quotes prices and books the patient with the right doctor.',
        result: 'Peak hours no longer cost the clinic patients.',
      },
      {
        role: 'Car service manager',
        problem: '“My mechanics keep answering the same questions with oily hands: how much, when, is it ready.”',
        solution: 'Lumi checks the repair status, books diagnostics or a tyre change and texts the time.',
        result: 'Mechanics stay with the cars, even in tyre season.',
      },
      {
        role: 'Head of sales, real estate agency',
        problem: '“Buyers call about listings at 10 p.m., and by Monday they’ve viewed flats with a rival.”',
        solution: 'Lumi asks about budget, district and financing at any hour, then books a viewing.',
        result: 'Agents start the week with qualified leads, not a list of missed numbers.',
      },
      {
        role: 'Owner of a beauty salon chain',
        problem: '“Clients call to reschedule while stylists are busy, and freed slots stay empty.”',
        solution: 'Lumi moves bookings by voice, offers freed time to the next caller and sends reminders.',
        result: 'Fewer no-shows and empty chairs.',
      },
    ],
  },
  value: {
    title: 'What changes when Lumi takes the first line',
    lead: 'You keep your team and your number; Lumi takes the calls that used to eat their day.',
    items: [
      {
        title: 'No busy tone',
        text: 'Lumi takes as many calls at once as you have lines, so even the morning rush ends in a conversation, not a busy signal or hold music.',
      },
      {
        title: 'Bookings land in the calendar',
        text: 'Lumi sees the real availability of every specialist, room or service bay and books only free slots.',
      },
      {
        title: 'A CRM that fills itself',
        text: 'Every call becomes a record with the name, number, request, booking and a short summary.',
      },
    ],
    figures: [
      { value: '68%', label: 'of store calls resolved without a person', source: { case: 'retail-kazakhstan', client: 'Qala Electronics' } },
      { value: '17% → 2%', label: 'calls abandoned in the queue of a claims line', source: { case: 'auto-damage-poland', client: 'AutoOcena' } },
      { value: '−68%', label: 'missed calls at a five-branch clinic', source: { case: 'medical-center-ukraine', client: 'Veres Medical Centre' } },
    ],
  },
  steps: {
    title: 'How Lumi handles a call',
    lead: 'From the first ring to a booked visit. Hear it yourself: start a conversation with Lumi in the voice demo on this page.',
    items: [
      {
        title: 'Picks up and listens',
        text: 'Lumi answers on your existing number, introduces itself as your virtual assistant and lets the caller say what they need, with no “press 1”.',
      },
      {
        title: 'Answers from your knowledge base',
        text: 'Prices, hours, addresses, how to prepare for a visit: Lumi uses only what you approved and never makes things up.',
      },
      {
        title: 'Books the client and logs the call',
        text: 'It confirms a free slot aloud, sends an SMS or messenger confirmation and writes the call to the CRM with a recording.',
      },
      {
        title: 'Passes hot leads on',
        text: 'A caller who wants to buy or asks for a person is transferred to a free manager, who reads the summary before saying hello.',
      },
    ],
  },
  leadCallback: {
    title: 'Outbound lead callback: every new lead rung back while it is still interested',
    lead: 'A lead from your site, ads or a webinar is rung by Lumi as soon as it arrives, in your managers’ hours; outside them, at the start of the next working morning.',
    items: [
      {
        title: 'Rung at once',
        text: 'The form, the ad’s lead or the webinar sign-up reaches Lumi, and Lumi rings the number given, says who is calling and why, and never asks again for what the form already holds.',
      },
      {
        title: 'Qualified in two or three questions',
        text: 'Lumi asks what your managers would ask: volume, channels, the systems in use. The answers go into the lead’s card in the CRM.',
      },
      {
        title: 'Booked into the calendar',
        text: 'Lumi offers the managers’ free times and books the meeting during the call; the invitation reaches the lead and the manager at once.',
      },
    ],
    pilots:
      'Lead callback is a new use case: its first pilots are starting now, so there is no client case to show yet. We will publish its figures when a pilot has them.',
  },
  integrations: {
    title: 'Works with the phone line, CRM and calendar you already have',
    lead: 'We connect them before the pilot starts; a tool that isn’t listed is connected through its API.',
    categories: [
      { name: 'CRM systems', items: ['HubSpot', 'Pipedrive', 'Salesforce', 'Zoho CRM', 'Bitrix24'], more: 15 },
      { name: 'Calendars and booking systems', items: ['Google Calendar', 'Microsoft Outlook', 'Calendly', 'Booksy', 'Altegio'], more: 20 },
      { name: 'Telephony and SIP', items: ['Twilio', 'Asterisk', 'Binotel', 'Zadarma', 'Ringostat'], more: 10 },
      { name: 'Messengers and other channels', items: ['Telegram', 'WhatsApp', 'Viber', 'Slack', 'Instagram'], more: 25 },
    ],
  },
  features: {
    title: 'What Lumi does on every call',
    lead: 'What a good receptionist does on the phone, on every line at once.',
    items: [
      {
        title: 'Natural voice conversation',
        text: 'Lumi lets callers interrupt and copes with accents, street noise and half-finished sentences.',
        points: ['Replies in about a second', 'Switches to the caller’s language', 'Makes calls too: welcome calls, reminders, unfinished orders'],
      },
      {
        title: 'Booking and rescheduling',
        text: 'It knows how long each service takes, who performs it and which room or bay it needs.',
        points: ['Books, moves and cancels visits', 'Offers the nearest alternative', 'Sends reminders'],
      },
      {
        title: 'CRM records and call analytics',
        text: 'Each call is logged in fields your team can filter, and a dashboard shows which questions Lumi couldn’t answer.',
        points: ['Request and outcome', 'Summary, transcript, recording'],
      },
      {
        title: 'Hot lead handoff',
        text: 'You define a hot lead: a budget, a service, a date or just “I want to buy”.',
        points: ['Live transfer to a free manager', 'Callback when no one is free', 'Summary in Telegram or the CRM'],
      },
    ],
  },
  advantages: {
    title: 'How businesses usually cover the phone',
    lead: 'What businesses try before a voice assistant, and where it falls short.',
    items: [
      {
        title: 'Another administrator',
        text: 'A new hire works one shift and takes one call at a time. Lumi covers all 24 hours and knows the new price list the day you change it.',
      },
      {
        title: 'A phone menu',
        text: '“Press 1, then 3” makes people hang up. With Lumi they speak in their own words and end the call with a booking.',
      },
      {
        title: 'An outsourced call centre',
        text: 'Operators read a script about a business they barely know; Lumi books into your real calendar and CRM.',
      },
    ],
  },
  launch: {
    title: `From kickoff to every line in ${formatDays(FACTS.launchDays, 'en')}`,
    lead: `Four days of preparation, then a ${formatPilotAdjective('lumi-ai')} pilot on your real calls, so you judge Lumi by bookings and CRM records, not by slides.`,
    items: [
      {
        step: 1,
        title: 'Kickoff and call audit',
        duration: '1 day',
        text: 'We listen to a sample of your calls and agree which requests Lumi handles and when a person takes over.',
      },
      {
        step: 2,
        title: 'Knowledge base and integrations',
        duration: '2 days',
        text: 'We load services, prices and rules, pick the voice and connect telephony, calendar and CRM.',
      },
      {
        step: 3,
        title: 'Test calls',
        duration: '1 day',
        text: 'Your team calls Lumi with awkward cases until every answer suits you.',
      },
      {
        step: 4,
        title: 'Pilot on your line',
        duration: formatDays(pilot, 'en'),
        text: 'Lumi takes real calls, for instance after hours or on one line, and you get a report on calls, bookings and leads handed over. When it ends, we switch Lumi on for all your lines and hours.',
      },
    ],
  },
  cases: {
    title: 'Lumi AI on real phone lines',
    lead: 'Clinics, service companies and retailers that handed their calls to Lumi, and the figures they got. In clinics that run MediFlow AI, Lumi is the phone voice of FrontDesk, the patient assistant.',
  },
  testimonials: {
    title: 'What our clients say about Lumi',
    items: [
      {
        case: 'auto-damage-poland',
        quote:
          'A claim used to mean more than two callbacks: a missing photo, a missing police report number, then a hunt for a free appraiser. Lumi texts the photo link while the driver is still on the line and books the inspection before the call ends, so 91% of claims are complete after the first call. Drivers from Ukraine, almost a fifth of our callers, can now register a claim from start to finish in Ukrainian.',
        author: 'Marek Zieliński',
        position: 'Head of Operations',
        image: { tone: 'brand', hair: 'short', hairColour: 'brown', skin: 'light', glasses: true, alt: 'Portrait of Marek Zieliński' },
      },
      {
        case: 'retail-kazakhstan',
        quote:
          'What surprised me was the money in unfinished orders. A quarter of an hour after a customer stops short of paying, Lumi calls, asks what held them back and offers instalments or a pickup store closer to home. Now 24 of every hundred such orders are completed, and nobody in our stores had to find time for those calls.',
        author: 'Aidar Seitkali',
        position: 'Commercial Director',
        image: { tone: 'speaking', hair: 'short', hairColour: 'dark', skin: 'medium', alt: 'Portrait of Aidar Seitkali' },
      },
    ],
  },
  faq: {
    title: 'Questions buyers ask before a demo',
    items: [
      {
        question: 'How is Lumi priced?',
        answer: [
          `Lumi AI costs ${formatFromPrice('lumi-ai', 'en')} for the assistant, its numbers and integrations, plus ${formatPrice(price.fees.minute.price, 'en')} of conversation. Before any contract comes a pilot of ${formatPilotDays('lumi-ai', 'en')} on your real calls for ${formatEuros(price.start.fee, 'en')}, which the first month’s invoice takes off.`,
        ],
        pricing: href('pricing', { hash: 'lumi-ai' }),
      },
      {
        question: 'Do we need a new phone number or CRM?',
        answer: [
          'No. Lumi works with your current number and the CRM and calendar you already use. Many start with after-hours calls only and widen the scope later.',
        ],
      },
      {
        question: 'Which languages does Lumi speak?',
        answer: [
          'English, Ukrainian, Russian, Polish, German, Spanish, Portuguese, Kazakh and other widely spoken languages. It recognises the caller’s language and answers in it.',
        ],
      },
      {
        question: 'What if Lumi doesn’t know the answer?',
        answer: [
          'It doesn’t guess: it takes the caller’s details and passes the question to a manager. Every month we review such questions with you and add the answers, along with new prices and scripts.',
        ],
      },
      {
        question: 'How are recordings and personal data protected?',
        answer: [
          'Recordings and transcripts are encrypted and stored in the EU for as long as you choose. Only your team and the Synthra engineers on your project can access them.',
        ],
      },
    ],
  },
  cta: {
    title: 'Let Lumi answer your next hundred calls',
    text: `Give us one phone line for ${formatPilotDays('lumi-ai', 'en')} and see how many calls Lumi takes, books and hands to your managers. Or talk to Lumi right now in the demo on this page.`,
    badge: `${formatPilotAdjective('lumi-ai')} pilot`,
    badgeNote: 'On your own line, with your calendar and CRM',
    button: 'Request a demo',
  },
  form: {
    title: 'Tell us how your phone line works',
    lead: 'Leave your contacts and roughly how many calls you get a day; we’ll reply with a pilot plan.',
  },
} satisfies ProductPageContent;
