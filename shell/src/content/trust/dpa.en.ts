import type { Dpa } from '@site/content';
import { COMPANY, DPA_TERMS, formatDays } from '@site/model';

const days = (count: number) => formatDays({ min: count, max: count }, 'en');

export default {
  title: 'Data Processing Agreement',
  subtitle: `Standard terms of ${COMPANY.legalName} under Article 28 of Regulation (EU) 2016/679 (the General Data Protection Regulation, GDPR), for clients of its products.`,
  parties: {
    title: 'The parties',
    processor: 'Processor',
    controller: 'Controller',
    controllerBlank: 'The client named in the main contract for the products (company, registered office, registration number).',
  },
  clauses: [
    {
      title: 'Subject and duration',
      text: [
        'The processor processes personal data on the controller’s behalf only to provide the products the main contract names, and for as long as that contract is in force.',
      ],
    },
    {
      title: 'What is processed, and whose',
      text: [
        'The data subjects are the controller’s customers, patients, callers and staff who talk or write to the products, or whose calls the controller has them score.',
        'The categories are contact details, messages, call audio, transcripts and summaries, bookings and scores; for MediFlow AI, health data as well (Article 9 GDPR), and the controller’s legal basis covers it.',
      ],
    },
    {
      title: 'Instructions',
      text: [
        'The processor acts only on the controller’s documented instructions, including on transfers to third countries, unless Union or Member State law requires otherwise; it informs the controller without delay if it believes an instruction infringes data protection law.',
      ],
    },
    {
      title: 'Confidentiality and security',
      text: [
        'Everyone the processor authorises to process the data is bound to confidentiality.',
        'The processor keeps the technical and organisational measures of Annex 3 and keeps them up to date with the state of the art.',
      ],
    },
    {
      title: 'Sub-processors',
      text: [
        'The controller authorises the sub-processors of Annex 1. The processor binds each to the same obligations as this agreement and remains liable for them.',
        `The processor announces a new or replaced sub-processor ${days(DPA_TERMS.newSubProcessorNoticeDays)} before it starts; the controller may object on reasonable grounds, and if the parties cannot agree, terminate the relevant product.`,
      ],
    },
    {
      title: 'Transfers outside the EEA',
      text: [
        'Data leaves the European Economic Area only where Annex 1 says so, and then under an adequacy decision of the European Commission or its standard contractual clauses.',
      ],
    },
    {
      title: 'Assistance to the controller',
      text: [
        'The processor helps the controller answer data subjects’ requests, assess the impact of processing and consult supervisory authorities, as far as the processing allows.',
        'It notifies the controller of a personal data breach without undue delay after becoming aware of it, with what it knows of the breach and what it has done.',
      ],
    },
    {
      title: 'End of processing',
      text: [
        `Within ${days(DPA_TERMS.deleteAfterContractDays)} after the main contract ends, the processor deletes the controller’s data or, at the controller’s choice, hands it back, and deletes the copies, unless law requires it to keep them.`,
      ],
    },
    {
      title: 'Audits',
      text: [
        'The processor makes available all information needed to show it keeps this agreement, and allows audits by the controller or an auditor it mandates, on reasonable notice and during working hours.',
      ],
    },
    {
      title: 'Law and precedence',
      text: ['This agreement is governed by Polish law. Where it conflicts with the main contract on personal data, this agreement prevails.'],
    },
  ],
  annexes: {
    processors: {
      title: 'Annex 1. Sub-processors',
      lead: 'As published on the Trust and data page of Synthra’s website on the date this document was drawn up.',
    },
    products: { title: 'Annex 2. Defaults per product', lead: 'Retention and ElevenLabs environment unless the main contract sets others.' },
    security: {
      title: 'Annex 3. Technical and organisational measures',
      lead: 'Encryption and access to data, as the Trust and data page of Synthra’s website states them.',
    },
  },
  signatures: { title: 'Signatures', processor: 'For the processor', controller: 'For the controller', line: 'Name, position, date, signature' },
  page: { word: 'Page', of: 'of' },
} satisfies Dpa;
