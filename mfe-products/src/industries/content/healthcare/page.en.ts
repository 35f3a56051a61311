import type { IndustryPageContent } from '@site/content';
import {
  DATA_POLICY,
  FACTS,
  HIPAA_SHORT,
  PRICING,
  PROCESSING,
  RESOLVED_PERCENT,
  amountOf,
  estimateMonthly,
  formatCount,
  formatEuros,
  formatPeriod,
} from '@site/model';
import facts from './facts';

const lang = 'en';
const month = estimateMonthly(facts.estimate);
const { branches, calls, minutes, languages } = facts.estimate;
const [first, rest] = PRICING['mediflow-ai'].fees.branch.tiers;
const [dayBefore, hoursBefore] = FACTS.reminderHoursBefore;
const euros = (amount: number) => formatEuros(Math.round(amount), lang);

export default {
  seo: {
    title: 'AI for clinics: calls answered, visits booked, protocols',
    description: `How a clinic network answers every patient’s call and message, books into mMedica, Helsi or Docplanner and gives doctors their time back, with a price for ${branches} clinics.`,
  },
  name: 'Clinics',
  hero: {
    eyebrow: 'For clinics and medical networks',
    title: 'Every patient answered, every slot filled, the doctor back with the patient',
    lead: 'MediFlow AI takes the front desk’s calls and messages and drafts the doctor’s protocol; on the phone it speaks in the voice of Lumi AI. Both work inside the medical system you already run, in the languages your patients speak.',
  },
  problems: {
    title: 'What keeps a front desk from its patients',
    items: [
      {
        title: 'Calls nobody picks up',
        text: 'At the morning peak an administrator is on the line with one patient while three more wait, and a patient who hangs up books with the clinic across the street.',
      },
      {
        title: 'A schedule kept by hand',
        text: 'Moving and cancelling visits and reminding patients fill the administrators’ day, and a visit nobody reminded the patient of becomes an empty slot.',
      },
      {
        title: 'Protocols written after hours',
        text: `A doctor spends ${FACTS.protocolMinutes.before} minutes of a ${FACTS.visitMinutes}-minute visit on the protocol, and ICD-10 codes picked from memory send invoices back from the insurer.`,
      },
    ],
  },
  products: {
    title: 'Which product does what in a clinic',
    roles: [
      `FrontDesk answers patients on the phone and in Viber, Telegram and WhatsApp, books, moves and cancels visits in your schedule, and reminds each patient ${dayBefore} and ${hoursBefore} hours before the visit. Doctor AI drafts the anamnesis and the protocol with ICD-10 codes, and the doctor signs them.`,
      'Lumi AI is the voice FrontDesk speaks in. On its own it answers a line that needs no medical record: a laboratory’s results desk, a diagnostics centre booking into a calendar, an insurer’s helpline.',
    ],
    together:
      'In a network they work as one: the call reaches FrontDesk in Lumi AI’s voice, the visit lands in your medical system, Doctor AI meets the patient in the consulting room, and whatever needs a person reaches the administrator with a summary.',
  },
  choose: {
    title: 'Lumi AI or MediFlow AI?',
    items: [
      {
        when: 'The phone line is the problem, and bookings live in a calendar or a CRM',
        pick: `Lumi AI alone: ${euros(PRICING['lumi-ai'].fees.platform.price.amount)} a month with ${PRICING['lumi-ai'].allowances.phoneNumbers} lines, and the minutes it talks.`,
      },
      {
        when: 'Patients book into mMedica, Helsi or Docplanner, by phone and in messengers, across several branches',
        pick: 'MediFlow AI with FrontDesk in every branch: it already speaks in Lumi AI’s voice, so there is no second product to buy.',
      },
      {
        when: 'Doctors lose their evenings to protocols and codes',
        pick: `Doctor AI on top, for the doctors who want it: ${euros(PRICING['mediflow-ai'].fees.doctor.price.amount)} per doctor a month.`,
      },
    ],
  },
  systems: {
    title: 'Connected to what clinics in Poland and Ukraine run on',
    lead: 'The schedule and the patient card stay in your system: FrontDesk reads free slots from it and writes each booking back.',
  },
  cases: { title: 'A clinic that already works this way', lead: 'Figures from a network that went live branch by branch.' },
  price: {
    title: `What a network of ${branches} clinics pays a month`,
    size: `${branches} branches with FrontDesk, about ${formatCount(calls, lang)} calls a month of ${formatCount(minutes, lang)} minutes, patients answered in ${languages} languages:`,
    note: `That is ${euros(amountOf(month, 'branch'))} for the branches (${first!.upTo} at ${euros(first!.amount)}, ${branches - first!.upTo!} at ${euros(rest!.amount)}) and ${euros(amountOf(month, 'minute'))} for the minutes on the phone. At Veres, FrontDesk settles ${RESOLVED_PERCENT['mediflow-ai'].percent}% of calls without an administrator; the rest reach one with a summary.`,
    calculator: 'Price your own network in the calculator',
  },
  data: {
    title: 'Where patient data goes',
    points: [
      `Encrypted and kept with AWS in Frankfurt (${DATA_POLICY.region}); the medical record itself never leaves the clinic’s own system.`,
      `The agents run in ElevenLabs’ EU environment with zero retention, and conversation data is deleted after ${formatPeriod(PROCESSING['mediflow-ai'].retentionDays, 'days', lang)} unless your contract says fewer.`,
      `For US patients’ data: ${HIPAA_SHORT[lang]}, with a business associate agreement (BAA) signed before the first call.`,
    ],
    link: 'Patient data from the EU and Ukraine, on the trust page',
  },
  form: {
    title: 'Tell us about your network',
    lead: 'How many branches, which medical system, which languages your patients speak: a manager calls back by the next working day with a plan for the first branch.',
  },
} satisfies IndustryPageContent;
