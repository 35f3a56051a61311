import type { PrivacyPage } from '@site/content';
import { COMPANY, DATA_POLICY, SUB_PROCESSORS, companyAddressInText, policyPeriods } from '@site/model';

const { records, phoneCalls, backups, functionLogs, firewallLogs, cdnLogs, technicalLogs, answerDays, digest, botHours } = policyPeriods('en');
// Where ElevenLabs processes the assistant's conversations: the environment the site talks to.
const voicePlace = { us: 'the United States', eu: 'the European Union' }[DATA_POLICY.voiceEnvironment];
const company = COMPANY.legalName;
const address = companyAddressInText('en');
const email = COMPANY.privacyEmail;

export default {
  seo: {
    title: 'Privacy policy',
    description: 'What Synthra’s forms and voice assistant collect, why, for how long, who processes it and how to reach us about your data.',
  },
  title: 'Privacy policy',
  lead: 'This page explains what we collect when you use our forms and our voice assistant, why, for how long, and how to reach us about your data.',
  updated: 'Last updated: 25 November 2026',
  sections: {
    controller: {
      title: 'Who is responsible',
      text: `${company}, ${address}, is the controller of the personal data described here. For any question about your data, write to ${email}.`,
    },
    forms: {
      title: 'What our forms collect',
      text: 'When you send a request we receive your name and phone number, and, if you give them, your email, company, comment and the topics you ticked, together with your consent, the page and language of the form and the time of sending.',
    },
    voice: {
      title: 'What the voice assistant collects',
      text: 'The voice assistant starts only when you press its button and allow the microphone. While the conversation lasts, your speech is streamed to our speech technology provider, ElevenLabs, so that the assistant can answer you. If you tell the assistant your name and phone number, we store them together with the conversation’s identifier, duration and language. We do not keep the sound of the conversation. When it ends, we keep the data ElevenLabs holds about it: a summary, the text transcript, its language, length and the page it started on. A manager reads the summary before calling you back. If you rate a conversation once it has ended, we keep your thumbs up or down and any comment you write with that conversation’s data, and pass the rating on to ElevenLabs.',
    },
    phoneCalls: {
      title: `What “Have Lumi call you” collects`,
      text: `When you ask Lumi to call you, we receive the phone number you type, the page and its language, and the demo you picked. To ring it, the number goes to ElevenLabs and to ${SUB_PROCESSORS.twilio.name}, the telephone carrier of Lumi’s line, which also carries the call’s audio. Lumi first says who is calling and why, and asks whether you asked for the call. We keep the call’s details (when, from which page, its conversation) for ${phoneCalls}, and the conversation’s summary and text transcript as for any voice conversation. A call booked for your morning keeps your number only until it rings. Whoever answers becomes a contact for our managers only if they tell Lumi that they asked for the call and that a manager may call them back; otherwise the number is not passed on, and the count that lets a number be called once a day holds it only as a keyed hash.`,
    },
    meetings: {
      title: 'When you book a call with a manager',
      text: `When you book a call on our site, we receive your name, your email and, if you give it, your company, with the time you chose, your time zone and the page you booked on; after a form, the call is linked to the request you sent. We write the call into the calendar of the manager who holds it (Google Workspace, in the European Union), and Amazon Web Services sends you the invitation and a reminder by email (Amazon SES, in the European Union). The call is kept in our database for ${records} after you booked it, and erased with your other data on request.`,
    },
    purposes: {
      title: 'Why we use it',
      text: 'To answer your request and arrange a call or a demo; to let a manager call you back after a voice conversation; and to keep the site secure and free of abuse. We never sell your data or use it for advertising.',
    },
    basis: {
      title: 'Legal basis',
      text: 'Each purpose has its own basis in the GDPR. We answer your request, and a manager calls you back after a conversation with the assistant, with your consent, which you give with the form’s checkbox or by giving the assistant your contact details (GDPR Art. 6(1)(a)). We arrange a call, a demo or an offer because you ask us to before a contract (GDPR Art. 6(1)(b)). We protect the site from abuse in our legitimate interest in its security (GDPR Art. 6(1)(f)).',
    },
    retention: {
      title: 'How long we keep it, and where',
      text: 'Your data is kept in these places, each for the period given below:',
      stores: {
        requests: `Requests and voice-assistant contacts, in our database at Amazon Web Services in the European Union: deleted automatically ${records} after they arrive (the deletion itself may take a few days).`,
        calls: `Data about voice conversations (summary, text transcript, language, length, the page they started on), in the same database: deleted automatically ${records} after the conversation; ElevenLabs deletes its own copy after the same ${records}.`,
        backups: `The backups of that database (point-in-time recovery) hold each of its versions for ${backups}, so whatever is deleted leaves them ${backups} later at the latest.`,
        notifications: `Notifications to our managers: a message with your request in our managers’ Telegram chat or, when Telegram cannot deliver it within ${digest}, an email to our operators’ mailbox; they are kept until you ask us to delete them.`,
        logs: `Server logs: the logs of the software that takes requests and calls show your name, phone and email only masked (for example A***) and are kept for ${functionLogs}; the logs of our content delivery network and of our firewall record your IP address and are kept for ${cdnLogs} and ${firewallLogs}; technical logs without personal data, for up to ${technicalLogs}.`,
      },
    },
    recipients: {
      title: 'Who else processes it',
      text: `Amazon Web Services hosts the site, stores the data in the European Union and emails our operators when Telegram is unavailable; ElevenLabs processes voice conversations, in ${voicePlace}, and calls ${SUB_PROCESSORS.llm.name}’s language model ${SUB_PROCESSORS.llm.model} for the assistant’s replies as its own sub-processor; our managers are notified of new requests through Telegram. ${SUB_PROCESSORS.twilio.name} carries Lumi’s phone calls: the number rung and the call’s audio. Each acts on our instructions under a data processing agreement.`,
    },
    rights: {
      title: 'Your rights',
      text: 'You may ask for access to your data, its correction or deletion, restrict or object to its processing, receive it in a portable format, and withdraw your consent at any time. You may also complain to a data protection authority: in Poland, the President of the Personal Data Protection Office (UODO).',
    },
    erasure: {
      title: 'How to have your data erased',
      text: `Write to ${email} with the phone number or email address you gave us; we may ask you to confirm that it is yours. We find every request and voice-assistant contact made with it and erase them together with the notifications about them: our bot deletes its own Telegram messages while they are less than ${botHours} old, and our managers delete older ones and the email copies by hand. We do this and confirm it within ${answerDays}; the backups lose the data no more than ${backups} later. A call booked for that number and not yet placed is cancelled.`,
    },
    doNotCall: {
      title: `How to stop Lumi calling a number`,
      text: `Enter a number below and Lumi will not call it, whoever asks, until the number’s owner lifts the listing. Saying “I didn’t ask for this” during a call from Lumi does the same, and then no manager will be sent the number either. We keep only a keyed hash of the number, never the number itself, and keep it after an erasure, since it is how we remember not to call. To lift a listing, enter the number and choose “Let Lumi call again”: Lumi calls the number once, usually within a few minutes (in the morning, if it is night there), and lifts the listing only if the person who answers says yes. If nobody answers or they say no, the number stays on the list. You can ask once a day.`,
      phoneLabel: `Phone number`,
      phoneHint: `With its country code, for example +48 600 123 456.`,
      submit: `Don’t call this number`,
      liftSubmit: `Let Lumi call again`,
      listed: `Done: Lumi will not call this number.`,
      lift_requested: `Thank you. If the number is on the list, Lumi will call it once, usually within a few minutes (in the morning, if it is night there), to ask whether to lift the listing; only a yes in that call lifts it.`,
      invalid: `That is not a phone number we can read. Check the digits and the country code, and send it again.`,
      busy: `Too many requests came from your network. Try again later, or write to ${email}.`,
    },
    contact: {
      title: 'How to reach us',
      text: `Email ${email} or write to the address above. We answer within ${answerDays}.`,
    },
  },
  trustLink: 'Where the data is stored, who processes it and how it is protected: see Trust and data.',
} satisfies PrivacyPage;
