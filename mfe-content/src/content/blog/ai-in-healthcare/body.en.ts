import type { ArticleBody } from '@site/content';

export default {
  meta: {
    title: 'AI in healthcare: automating a private clinic',
    description:
      'How private clinics use AI: a 24/7 patient assistant, voice booking, reminders against no-shows, anamnesis and ICD-10 protocol drafts, GDPR and HIPAA in practice.',
    h1: 'AI in healthcare: how private clinics automate patient care while the doctor keeps every decision',
  },
  content: {
    intro: [
      'Call the front desk of a typical private clinic at 8:45 on a Monday and you’ll hear the problem before anyone speaks: the line is busy. Two administrators are checking in the patients standing at the desk, a third is moving Friday’s cancellations, and 30 messages from the weekend are still waiting in WhatsApp and Telegram. Meanwhile a doctor’s first slot stays empty because a patient forgot the appointment and nobody had time to remind them.',
      'None of this is medicine, yet all of it decides whether the schedule is full and whether patients come back. This is where AI has become genuinely useful: it answers and books at any hour, takes the calls nobody would pick up, reminds patients and collects their history before they arrive, so the doctor starts the consultation knowing why the patient came.',
      'Below we go through the tasks a private clinic can hand to AI today, how each works, what GDPR and HIPAA mean in daily practice, what should stay with people and how to start safely. One principle runs through all of it: the AI assists, the doctor decides.',
    ],
    points: {
      title: 'Where AI helps a private clinic, and where its limits are',
      items: [
        {
          title: 'A patient assistant that answers and books around the clock',
          text: [
            'Most questions that reach a clinic are variations of the same forty: prices, which doctor treats what, whether an ultrasound needs an empty stomach, where to park, whether a child can come without a referral. A patient assistant such as FrontDesk, part of MediFlow AI, answers them in seconds on the website, in WhatsApp, Telegram or Viber, using only information the clinic has approved.',
            'Its main job is booking. The patient describes what they need, the assistant suggests the right specialist, shows free slots from the clinic’s schedule, books the visit, sends the address and preparation instructions and writes the record to the medical information system.',
            'Set its boundaries before launch. The assistant handles organisational questions and does not interpret symptoms: when a patient asks “is this serious?”, it offers the earliest visit with the right doctor and, for alarming symptoms, tells them to call emergency services. Anything outside its knowledge goes to an administrator with the conversation attached.',
          ],
        },
        {
          title: 'Voice booking on the phone line',
          text: [
            'Many patients, older ones especially, still prefer to phone. Calls peak between 8:00 and 10:00 and after 17:00, exactly when administrators are busiest at the desk, and a patient who hears a busy signal twice often books with the clinic down the street. A voice assistant such as Lumi AI, which is also the voice of FrontDesk on a MediFlow AI clinic’s phone line, answers on the first ring, understands what the caller needs and books the visit in the same conversation.',
            'A good voice scenario is short: who is calling and for whom, which doctor or service, which day suits, confirmation of the slot, then an SMS or messenger note with the details. The caller can ask for a person at any moment, and the assistant transfers the call with a brief summary, so the administrator doesn’t have to ask everything again.',
            'Begin with the overflow: calls outside working hours, at weekends and when every line is taken. Ask your senior administrator to review the first 40 recordings. They will quickly spot the doctors’ names the assistant stumbles over and the services patients describe in their own words.',
          ],
        },
        {
          title: 'Reminders, confirmations and no-shows',
          text: [
            'An empty slot costs a clinic almost as much as a full one: the doctor, the room and the equipment are paid for either way. In the clinics we have worked with, no-show rates of 7–14% for first visits are common, and most missed visits are forgotten, not deliberately skipped.',
            'A sequence that works, and the one FrontDesk in MediFlow AI sends, is a reminder 24 hours before the visit with the address, the preparation and a request to confirm, then a short message 2 hours ahead. What matters is that it is two-way: the patient replies “confirm”, “reschedule” or “cancel”, and the assistant acts on the reply at once, offering the freed slot to the waiting list.',
            'Compute your own baseline first: no-shows per month × average revenue per visit. Then look separately at first visits, procedures that need preparation and appointments booked more than two weeks ahead: that is usually where reminders pay off most.',
          ],
        },
        {
          title: 'Anamnesis before the visit and protocol drafts for the doctor',
          text: [
            'A first consultation often spends 10–15 minutes on questions a patient could answer at home: the complaints and how long they have lasted, chronic conditions, medication, allergies, past operations, family history. In MediFlow AI, FrontDesk asks them in a conversation the day before the visit and adapts its follow-up questions to the answers; Doctor AI, the second module, turns them into a structured summary for the doctor.',
            'After the consultation it helps with the paperwork. From the anamnesis and the doctor’s notes or dictation it drafts the protocol in the clinic’s template and suggests ICD-10 codes for the diagnoses the doctor has named. The doctor reads the draft, corrects it and signs: nothing enters the medical record without that approval, and any suggested code can be changed or rejected. At Veres Medical Centre in Kyiv, a visit protocol now takes a doctor 5 minutes instead of 14.',
            'Two rules keep this safe. The AI never tells the patient what the diagnosis might be, even when the answers point clearly in one direction. And the summary shows where each statement came from, the patient’s own words or an earlier record, so the doctor can check anything that looks wrong.',
          ],
        },
        {
          title: 'GDPR and HIPAA in practice: consent, data location, access, logs',
          text: [
            'Health data is a special category of personal data under GDPR, while HIPAA is the US law protecting patient information: it applies to a European clinic only when the clinic handles US patients’ data. In everyday terms both come down to four questions you should be able to answer for any AI system in the clinic.',
            'Consent: the patient knows they are talking to an AI, sees what is collected and why, and agrees before describing symptoms; consent to messenger reminders is separate from consent to treatment. Data location: where conversations and summaries are stored (for an EU clinic, inside the EU), which processors are involved, and whether a data processing agreement, or a HIPAA business associate agreement, is signed.',
            'Access: administrators see bookings, doctors see the anamnesis of their own patients, and nobody sees more than their role requires. Logs: every view, change and export is recorded with the user and the time, and conversations are kept only as long as your retention policy allows. Carry out a data protection impact assessment before launch and bring in your data protection officer on the first day, not the last.',
          ],
        },
        {
          title: 'What not to automate',
          text: [
            'Diagnosis and treatment decisions stay with the doctor, without exceptions. So do prescriptions, the interpretation of test results and every answer to “should I be worried?”. An assistant that sounds confident about a symptom is more dangerous than one that says “let me book you with a doctor today”.',
            'Keep people in charge of conversations that need empathy or judgement: difficult results, complaints, billing disputes, a patient in distress. Emergencies need a hard rule rather than a clever model. For chest pain, difficulty breathing, heavy bleeding or thoughts of self-harm, the assistant stops the scenario, gives the emergency number and alerts the staff on duty.',
            'And don’t automate a process that doesn’t work yet. If the schedule in the medical information system is out of date, an assistant will book patients into slots that don’t exist, and it will do so faster than any administrator.',
          ],
        },
        {
          title: 'How to start',
          text: [
            'Take a month of data: calls received and missed by hour, response time in messengers, no-shows by type of visit and how long first consultations really last. The largest loss shows where to begin, and for most clinics it is booking and reminders rather than the doctor’s office.',
            'Build the knowledge base with the people who talk to patients every day: services and prices, doctors and what they treat, preparation instructions, the 50 most frequent questions with approved answers and the rules for handing a conversation to a person. Connect the schedule, agree the success criteria and launch on one channel; a first launch usually takes 7–14 days.',
            'Add Doctor AI once the front desk runs smoothly, starting with one or two doctors who volunteer. Compare the minutes spent on anamnesis and paperwork before and after, and ask them how many drafts needed substantial edits. Their answers will tell you more than any demo.',
          ],
        },
      ],
    },
    examples: {
      title: 'Three scenarios to check against your own clinic',
      items: [
        {
          title: 'What no-shows cost a clinic with six doctors',
          text: [
            'A clinic with 6 doctors sees about 1,800 patients a month. 9% of booked visits, or 162, end with an empty chair. At an average of €55 per visit, that is €8,910 of revenue a month for which the clinic has already paid its staff and rooms.',
            'Suppose two-way reminders and a waiting list bring no-shows down to 5%. That returns 72 visits, or €3,960 a month, and cancellations refilled from the waiting list come on top. Put in your own figures: visits × no-show rate × average revenue per visit, before and after.',
          ],
        },
        {
          title: 'A Saturday evening on the phone line',
          text: [
            'At 19:40 on a Saturday a mother calls a paediatric clinic: her son has had an earache since lunchtime, and she wants to know whether someone can see him on Sunday. The voice assistant goes through the warning-sign questions the clinic has defined, hears no high fever or other red flags, finds a free slot with the ENT doctor at 10:20 and books it.',
            'She receives a message with the address and what to bring, the visit appears in the schedule, and a reminder arrives at 8:20 on Sunday, two hours before the visit. On Monday the administrators see 14 weekend bookings made by the assistant and 3 calls transferred to the nurse on duty. Before, most of those calls would have reached a recorded message.',
          ],
        },
        {
          title: 'A first consultation with a gastroenterologist',
          text: [
            'The evening before the visit a patient gets a link in Telegram and spends 6 minutes answering questions: heartburn for three months, worse at night, ibuprofen twice a week for back pain, no weight loss, a father treated for a stomach ulcer. The doctor reads a one-page summary before the patient walks in and uses the first minutes to clarify, not to start from scratch.',
            'After the examination the doctor dictates the conclusions, and Doctor AI drafts the protocol with the suggested code K21.9, gastro-oesophageal reflux disease without oesophagitis, pending a gastroscopy. The doctor adds the referral, edits the recommendations and signs. The code, the treatment and the referral are the doctor’s decisions; the AI saved the typing.',
          ],
        },
      ],
    },
    conclusion: {
      title: 'What to do this month',
      text: [
        'In a private clinic AI earns its place in the work around the visit: answering, booking, reminding, collecting the history and drafting the paperwork. Each of these tasks can be measured in minutes and empty slots, and each can be checked by a person before it reaches the patient or the medical record.',
        'First, count three things: missed calls per week, the no-show rate and the minutes a doctor spends on anamnesis and notes. Pick the largest, start in one branch or on one channel with criteria agreed in advance and keep the doctor as the one who decides. That is how patients get faster answers and doctors get their time back for medicine.',
      ],
    },
    cta: {
      title: 'Let’s walk through your clinic’s patient journey',
      text: 'Request a demo: we’ll look at your calls, bookings and no-shows and show how MediFlow AI and Lumi AI would handle them in your clinic, within GDPR, and within HIPAA if you handle US patients’ data.',
      button: 'Request a demo',
    },
  },
} satisfies ArticleBody;
