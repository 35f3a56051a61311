import type { CaseStory } from '@site/content';

export default {
  title: 'How a Kyiv medical centre stopped losing patients to missed calls',
  fullTitle: 'MediFlow AI and Lumi AI at a five-branch medical centre: round-the-clock booking, anamnesis before the visit and protocols with ICD-10 codes',
  meta: {
    title: 'Kyiv medical centre: MediFlow AI and Lumi AI case',
    description:
      'How a five-branch Kyiv clinic cut missed calls by 68% and protocol time from 14 to 5 minutes with MediFlow AI and Lumi AI, live in all branches in 14 days.',
  },
  company: {
    name: 'Veres Medical Centre',
    industry: 'Multi-specialty outpatient care',
    size: '310 employees, 64 doctors, 5 branches',
    market: 'Kyiv, Ukraine',
  },
  problem: {
    title: 'What was going wrong',
    items: [
      'Nine administrators took about 1,900 calls a day for five branches. In the 8:00–10:00 peak the queue outgrew them, and around 340 calls a day were never picked up.',
      'After 20:00 and on Sundays calls went to a voicemail nobody checked before morning, so evening callers booked at another clinic.',
      'Doctors spent about 14 minutes of a 30-minute visit typing the anamnesis and the protocol, each branch in its own template.',
      'ICD-10 codes were picked from memory, and insurers returned 6.2% of invoices over codes that didn’t match the service.',
      'One booked patient in seven neither came nor cancelled.',
    ],
  },
  solution: {
    title: 'What we built and how we launched it',
    description: [
      'We started with the phone, where patients were lost. The main number went to FrontDesk, the patient assistant of MediFlow AI, with Lumi AI, our voice assistant, as its voice on the line. On the line FrontDesk speaks Ukrainian and switches to English for foreign patients, books, moves or cancels visits in Helsi and explains how to prepare for tests. If a caller mentions chest pain or bleeding, the assistant books nothing: it advises calling an ambulance on 103 and puts the duty administrator on the line.',
      'In Viber, Telegram and the website chat FrontDesk does the same in writing and sends reminders with a reschedule button. The day before a first visit it asks about complaints, chronic conditions, medication and allergies. Doctor AI turns the answers into a structured anamnesis in the patient’s record, then drafts the visit protocol from the doctor’s dictated notes in one template for all branches, with suggested ICD-10 codes. The doctor edits and signs; nothing reaches the record without that signature.',
      'FrontDesk, in the messengers and on the phone line in the voice of Lumi AI, went live first at the Obolon branch on day 7 and in all five branches on day 14. The clinic chose to bring Doctor AI in gradually: it started with 12 family doctors and paediatricians and reached all 64 doctors by week 6. Data is encrypted, access depends on the staff member’s role and every opened record is logged, in line with Ukrainian data protection law and GDPR. HIPAA applies only to clinics that handle US patients’ data; for them, MediFlow AI is built to it on our own assessment, not a certificate.',
    ],
    features: [
      'FrontDesk on the main line day and night in the voice of Lumi AI, urgent cases passed to a person',
      'FrontDesk booking in Viber, Telegram and the website chat',
      'Reminders 24 hours and 2 hours before the visit',
      'Anamnesis collected the day before a first visit',
      'Doctor AI protocols with suggested ICD-10 codes, signed by the doctor',
    ],
    integrations: ['Helsi', 'Binotel', 'Viber', 'Telegram'],
  },
  results: {
    title: 'Results after three months',
    metrics: [
      { value: '5 min', label: 'to complete a visit protocol instead of 14' },
      { value: '34%', label: 'of bookings made after 20:00 or on Sundays' },
      { value: '14% → 8%', label: 'patients who missed their visit' },
      { value: '6.2% → 1.4%', label: 'invoices returned by insurers' },
    ],
    details: [
      'FrontDesk resolves 61% of calls on its own and hands the rest to an administrator with a summary. Unanswered calls fell from about 340 to 110 a day, and three administrators moved from the phones to the busiest reception desks.',
      'Doctors gained about an hour and a half per ten-visit shift, which the centre turned into evening hours in paediatrics and gynaecology without hiring. The shared template did what years of internal memos could not: every branch now codes the same way.',
    ],
  },
  testimonial: {
    quote:
      'We thought we needed more administrators. What we needed was someone who answers at 8:05 and at 23:00 and never loses a patient’s details on the way to the doctor. Our doctors were the most sceptical, and now not one of them wants to go back to typing protocols.',
    author: 'Iryna Tkachenko, Medical Director',
  },
  cta: {
    title: 'Is your clinic losing patients to missed calls and doctors’ hours to paperwork?',
    button: 'Explore MediFlow AI',
  },
} satisfies CaseStory;
