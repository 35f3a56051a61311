import type { ProductPageContent } from '@site/content';
import { FACTS, PRICING, formatDays, formatFromPrice, formatPrice, href, HIPAA_SHORT, HIPAA_WORDING } from '@site/model';

const clinic = PRICING['mediflow-ai'];

export default {
  seo: {
    title: 'MediFlow AI: patient assistant and Doctor AI for clinics',
    description: `FrontDesk books patients 24/7; Doctor AI takes the anamnesis and drafts ICD-10 protocols. Built to GDPR; for US patients’ data, ${HIPAA_SHORT.en}.`,
  },
  hero: {
    eyebrow: 'MediFlow AI · for private clinics and diagnostic centres',
    title: 'More booked visits and less paperwork for every doctor',
    lead: 'FrontDesk answers patients in messengers, on your website and by phone, books visits and asks about complaints in advance. Doctor AI collects the anamnesis and drafts the protocol with ICD-10 codes, and the doctor decides.',
    primaryCta: 'Request a demo',
    secondaryCta: 'See how it works',
    highlights: [
      { value: '24/7', label: 'answers and bookings in every channel' },
      { value: '5 min', label: 'per visit protocol, down from 14', source: { case: 'medical-center-ukraine', client: 'Veres Medical Centre' } },
      { value: formatDays(FACTS.launchDays, 'en'), label: 'to go live in your first branch' },
    ],
    visual: {
      intakeTitle: 'Patient intake · FrontDesk',
      complaintLabel: 'Complaint',
      complaint: 'Sore throat, fever 38.2 °C',
      durationLabel: 'Since',
      duration: '3 days',
      allergiesLabel: 'Allergies',
      allergies: 'Penicillin',
      protocolTitle: 'Doctor AI · draft for the doctor',
      diagnosis: 'Acute upper respiratory infection',
      codeLabel: 'ICD-10',
      step1: 'Throat swab, complete blood count',
      step2: 'Penicillin allergy: choose another drug',
      compliance: 'GDPR · HIPAA self-assessed',
    },
  },
  problems: {
    title: 'Where a clinic loses patients and doctors’ hours',
    lead: 'Four situations that clinic owners and medical directors describe in almost every first conversation with us.',
    items: [
      {
        role: 'Owner of a multi-specialty clinic',
        problem: 'At peak hours our administrators miss calls, and evening messages wait until morning, so patients book elsewhere.',
        solution: 'FrontDesk answers calls and messages in parallel and books free slots from the live schedule.',
        result: 'A request sent at 23:00 is booked at 23:00, not the next day.',
      },
      {
        role: 'Medical director',
        problem: 'In a 30-minute appointment the doctor spends about 14 minutes typing, and protocols get finished after the shift.',
        solution: 'Doctor AI collects the anamnesis before the visit and drafts the protocol with suggested ICD-10 codes.',
        result: 'The doctor checks and signs a ready draft in about 5 minutes instead of typing for 14.',
      },
      {
        role: 'Owner of a dental clinic',
        problem: 'One patient in seven doesn’t show up or warn us, and the chair stands empty.',
        solution:
          'FrontDesk reminds patients 24 and 2 hours ahead, takes a confirmation or a new time in one reply and offers freed slots to the waiting list.',
        result: 'Cancelled slots get rebooked, and nobody spends afternoons on reminder calls.',
      },
      {
        role: 'Manager of a diagnostic centre',
        problem: 'Patients come for an ultrasound after breakfast or for an MRI without a referral, and the slot is lost.',
        solution: 'The day before, FrontDesk sends the preparation rules for that study and asks your screening questions, such as about a pacemaker.',
        result: 'Patients arrive prepared, and doubtful answers reach a specialist a day early.',
      },
    ],
  },
  value: {
    title: 'What changes for the clinic',
    lead: 'MediFlow AI takes the repetitive work; people keep everything that needs a person.',
    items: [
      {
        title: 'More visits from the same demand',
        text: 'Requests made at night, at weekends and in peak hours end in a booking. At Veres Medical Centre in Kyiv, a third of all bookings now come after 20:00 or on Sundays.',
      },
      {
        title: 'Fewer empty chairs',
        text: 'Two-way reminders and a waiting list refill cancelled slots, and routine questions no longer tie up the front desk.',
      },
      {
        title: 'Doctors’ time back with patients',
        text: 'The anamnesis is in the record before the patient walks in, every protocol starts as a draft, and every branch codes diagnoses the same way.',
      },
    ],
    figures: [
      { value: '34%', label: 'of bookings now come after 20:00 or on Sundays', source: { case: 'medical-center-ukraine', client: 'Veres Medical Centre' } },
      { value: '14% → 8%', label: 'patients who missed their visit', source: { case: 'medical-center-ukraine', client: 'Veres Medical Centre' } },
      {
        value: '6.2% → 1.4%',
        label: 'invoices returned by insurers over ICD-10 codes',
        source: { case: 'medical-center-ukraine', client: 'Veres Medical Centre' },
      },
    ],
  },
  steps: {
    title: 'How MediFlow AI works',
    lead: 'From the first message to the signed protocol.',
    items: [
      {
        title: 'The patient writes or calls',
        text: 'At 23:40 in Telegram or by phone in the morning rush, FrontDesk answers from your price list and rules, in the patient’s language.',
      },
      {
        title: 'FrontDesk books and prepares the visit',
        text: 'It books the right specialist, sends reminders and, the day before, asks about complaints, allergies and medication.',
      },
      {
        title: 'Doctor AI drafts the protocol',
        text: 'Before the visit the doctor sees a structured anamnesis; after it, a protocol draft with suggested ICD-10 codes.',
      },
      {
        title: 'The doctor decides',
        text: 'The doctor edits, accepts or rejects each line, and nothing reaches the record without their confirmation.',
      },
    ],
  },
  integrations: {
    title: 'Connected to the systems your clinic runs on',
    lead: 'Schedules and patient cards stay in your medical information system.',
    categories: [
      {
        name: 'Medical information systems',
        items: ['Helsi', 'Doctor Eleks', 'Medfile', 'Docplanner (ZnanyLekarz)', 'mMedica', 'KS-SOMED', 'HL7 FHIR API'],
        more: 9,
      },
      { name: 'Messengers', items: ['Telegram', 'WhatsApp', 'Viber', 'Instagram', 'Facebook Messenger'], more: 5 },
      { name: 'Telephony', items: ['Binotel', 'Ringostat', 'Asterisk', 'Twilio'], more: 10 },
      { name: 'CRM and calendars', items: ['Bitrix24', 'HubSpot', 'Google Calendar', 'Microsoft Outlook'], more: 15 },
    ],
  },
  features: {
    title: 'FrontDesk and Doctor AI: who does what',
    lead: 'FrontDesk works with patients, Doctor AI with doctors; start with either.',
    items: [
      {
        title: 'FrontDesk: answers and bookings 24/7',
        text: 'The assistant for patients in messengers, on the website and on the phone, where it speaks in the voice of Lumi AI, our voice assistant.',
        points: ['Services, prices and preparation', 'Booking, rescheduling and cancellation', 'Handoff to an administrator with a summary'],
      },
      {
        title: 'FrontDesk: reminders and pre-visit intake',
        text: 'Keeps the patient on track between the booking and the visit.',
        points: ['Reminders 24 and 2 hours ahead', 'A waiting list for freed slots', 'Complaints and allergies collected in advance'],
      },
      {
        title: 'Doctor AI: anamnesis, protocols, ICD-10',
        text: 'Collects the anamnesis by your templates and drafts the protocol, explaining each suggested ICD-10 code.',
        points: ['Red flags at the top of the summary', 'Two or three codes to choose from', 'The doctor signs, the AI never does'],
      },
      {
        title: 'Patient data under GDPR and HIPAA',
        text: `MediFlow AI is built to GDPR, and for US patients’ data, ${HIPAA_SHORT.en}: records are encrypted, kept in the EU and shown to staff by role.`,
        points: ['A data processing agreement with the clinic', 'An audit log of every view and change'],
      },
    ],
  },
  advantages: {
    title: 'What clinics try before MediFlow AI',
    lead: 'Three options clinics usually compare us with.',
    items: [
      {
        title: 'One more administrator',
        text: 'A new administrator needs weeks of training and can talk to only one patient at a time. FrontDesk holds twenty conversations at once, at three in the morning too.',
      },
      {
        title: 'A button bot',
        text: 'A menu bot gets stuck when a parent writes “my son has a rash, who should we see?” FrontDesk understands free text and speech.',
      },
      {
        title: 'Dictation software',
        text: 'Speech-to-text gives the doctor a wall of words to edit; Doctor AI gives a protocol in your template.',
      },
    ],
  },
  launch: {
    title: `From audit to your first branch live in ${formatDays(FACTS.launchDays, 'en')}`,
    lead: 'One branch or specialty goes live first; the rest of the clinic follows when the figures suit you.',
    items: [
      {
        step: 1,
        title: 'Front desk audit',
        duration: '1–2 days',
        text: 'We study calls and chats: routing rules, peak hours, the questions patients ask most.',
      },
      {
        step: 2,
        title: 'Knowledge base and integrations',
        duration: '3–5 days',
        text: 'We load services, prices and doctors, connect your systems and agree intake questions with the medical director.',
      },
      {
        step: 3,
        title: 'Test run with your staff',
        duration: '2–4 days',
        text: 'Administrators and a few doctors try both parts on test patients; we fix what they flag.',
      },
      {
        step: 4,
        title: 'Live in the first branch',
        duration: '1–3 days',
        text: 'Channels go on one by one, then we review the results with you weekly and plan the next branches.',
      },
    ],
  },
  cases: {
    title: 'MediFlow AI in a clinic',
    lead: 'A five-branch medical centre in Kyiv, with its figures before and after launch.',
  },
  testimonials: {
    title: 'What clinics say',
    items: [
      {
        case: 'medical-center-ukraine',
        quote:
          'Our doctors sign every protocol themselves: Doctor AI only prepares the draft from their dictated notes and suggests the ICD-10 codes. A protocol now takes about 5 minutes instead of 14, and insurers return 1.4% of our invoices instead of 6.2%. The time we won back became evening hours in paediatrics and gynaecology, without a single new hire.',
        author: 'Iryna Tkachenko',
        position: 'Medical Director',
        image: { tone: 'brand', hair: 'bob', hairColour: 'dark', skin: 'light', glasses: true, alt: 'Portrait of Iryna Tkachenko' },
      },
    ],
  },
  faq: {
    title: 'Questions clinics ask before a demo',
    items: [
      {
        question: 'Does Doctor AI make diagnoses?',
        answer: [
          'No. It collects the anamnesis, drafts the protocol and suggests ICD-10 codes; the doctor reviews and signs. FrontDesk never gives patients a diagnosis or treatment advice.',
        ],
      },
      {
        question: 'How is patient data protected?',
        answer: [
          `MediFlow AI is built to GDPR, with a data processing agreement signed with the clinic; data is encrypted in transit and at rest and never used to train public models. ${HIPAA_WORDING.en}`,
        ],
      },
      {
        question: 'What does FrontDesk do with a question it can’t answer?',
        answer: [
          'It passes the conversation to an administrator with a summary. For urgent symptoms such as chest pain, it books nothing: it tells the patient to call emergency services (112, or 103 in Ukraine) and alerts the staff on duty.',
        ],
      },
      {
        question: 'Which systems and languages does it support?',
        answer: [
          'The systems clinics in Ukraine and Poland run on: Helsi, Doctor Eleks and Medfile, Docplanner (ZnanyLekarz) for online booking, mMedica and KS-SOMED, and any system with an API or HL7 FHIR. Patients are answered in Ukrainian, Russian, English, Polish and other major languages.',
        ],
      },
      {
        question: 'How is it priced, and who maintains it?',
        answer: [
          `FrontDesk costs ${formatFromPrice('mediflow-ai', 'en')}, and less past the first ${clinic.fees.branch.tiers[0].upTo} branches; Doctor AI costs ${formatPrice(clinic.fees.doctor.price, 'en')}, and calls ${formatPrice(clinic.fees.minute.price, 'en')}. Our team maintains the knowledge base and reports on quality monthly.`,
        ],
        pricing: href('pricing', { hash: 'mediflow-ai' }),
      },
    ],
  },
  cta: {
    title: 'See MediFlow AI handle your clinic’s cases',
    text: 'In 30 minutes we book a test patient through Telegram and show the draft your doctors would get.',
    badge: `Live in ${formatDays(FACTS.launchDays, 'en')}`,
    badgeNote: 'Start with one branch, expand when the numbers suit you',
    button: 'Request a demo',
  },
  form: {
    title: 'Request a MediFlow AI demo',
    lead: 'Tell us about your branches, doctors and patient channels. We’ll call you back by the next working day.',
  },
} satisfies ProductPageContent;
