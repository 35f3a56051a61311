import type { TrustPage } from '@site/content';
import { COMPANY, DATA_POLICY, PROCESSING, STANDARDS, SUB_PROCESSORS, SUB_PROCESSOR_COMPANY_COUNT, formatDays, pluralOf } from '@site/model';

const days = (count: number) => formatDays({ min: count, max: count }, 'en');
const { retentionDays, tls } = DATA_POLICY;
const REGION_NAMES = { 'eu-central-1': 'Frankfurt, Germany', 'us-east-1': 'Northern Virginia, USA' } as const;
const region = REGION_NAMES[DATA_POLICY.region];
const firewallRegion = REGION_NAMES[DATA_POLICY.firewallRegion];
const records = days(retentionDays.records);
const mediflow = days(PROCESSING['mediflow-ai'].retentionDays);
const minutes = DATA_POLICY.digestAfterMinutes;
const digest = `${minutes}\u00a0${pluralOf(minutes, 'en', { one: 'minute', other: 'minutes' })}`;

const companies = `${SUB_PROCESSOR_COMPANY_COUNT}\u00a0${pluralOf(SUB_PROCESSOR_COMPANY_COUNT, 'en', { one: 'company', other: 'companies' })}`;

export default {
  seo: {
    title: 'Trust centre: data, sub-processors, AI Act',
    description: `Where ${COMPANY.legalName} and its products keep data, which sub-processors handle it, our certificates as they stand, the EU AI Act and a DPA to download.`,
  },
  title: 'Trust and data',
  lead: 'What a procurement or security review asks of us, answered from the way our infrastructure is built: where data lives, who processes it for each product, how it is protected, what we are and are not certified for, and the agreement we sign.',
  claims: [
    { value: 'EU, Frankfurt', label: 'where this site stores requests and contacts' },
    { value: records, label: 'until requests and conversation data are deleted' },
    { value: days(retentionDays.backups), label: 'until a deletion reaches the backups' },
    { value: days(DATA_POLICY.answerWithinDays), label: 'to answer a request about your data' },
  ],
  aside: {
    contents: 'On this page',
    dpa: {
      title: 'Data processing agreement',
      text: 'Our standard DPA under GDPR article 28, with the sub-processors and each product’s defaults from this page as its annexes.',
      download: 'Download the DPA',
      format: 'PDF, English',
    },
    contacts: {
      title: 'Privacy and security contacts',
      privacy: 'Data requests and agreements',
      security: 'Report a vulnerability',
    },
    request: {
      text: 'Need it signed, changed for your lawyers, or a HIPAA business associate agreement (BAA)? Name your company and the product.',
      action: 'Ask for a signed DPA or a BAA',
      subject: 'DPA or BAA request',
    },
  },
  site: {
    title: 'This site: where your data lives',
    storage: `What this site keeps of what you send (form requests, the contacts you give the voice assistant, the transcripts and summaries of voice conversations) is stored by Amazon Web Services in its ${DATA_POLICY.region} region, ${region}. Pages reach you from Amazon CloudFront’s servers around the world and carry no personal data.`,
    voice: {
      us: `The assistant’s conversations go through ElevenLabs’ default environment, in the United States: your speech is processed there while you talk, and ElevenLabs keeps its transcript and summary there for ${records}. This site does not use ElevenLabs’ EU data residency; the products do, by default.`,
      eu: `The assistant’s conversations go through ElevenLabs’ EU data-residency environment: your speech is processed in the EU while you talk, and ElevenLabs keeps its transcript and summary there for ${records}.`,
    },
    firewall: `Outside the EU, AWS keeps only the firewall’s log: the IP addresses of the requests it blocked or flagged, for ${days(retentionDays.firewallLogs)}, in ${firewallRegion}, the one region where CloudFront’s firewall runs.`,
  },
  processors: {
    title: 'Sub-processors, by product',
    lead: `${companies} process personal data for us, each on our instructions under a data processing agreement. Your telephony, CRM and messengers stay under your own contracts with their providers.`,
    columns: { name: 'Sub-processor', what: 'What it processes', where: 'Where', usedBy: 'Used by' },
    usedByAll: 'Synthra’s website and every product',
    rows: {
      aws: {
        what: `Hosts Synthra’s website and the products; stores requests, contacts, conversation data and logs; emails our operators a notice Telegram could not deliver within ${digest}.`,
        where: `EU: ${region}. The firewall’s log: ${firewallRegion}.`,
      },
      elevenlabs: {
        what: 'Turns speech into text and answers into speech, and runs the agents’ conversations. The site’s assistant records no audio.',
      },
      llm: {
        what: `Google’s ${SUB_PROCESSORS.llm.model} reads a conversation’s text to write the agent’s reply. ElevenLabs calls it for us, as its own sub-processor.`,
        where: 'In the region ElevenLabs selects for the environment in use.',
      },
      telegram: {
        what: 'Carries our managers’ notices of requests from Synthra’s website: the form’s fields or the call’s summary. In a product, the messages of the client’s own Telegram bot, if the client chooses that channel.',
        where: 'Telegram’s servers, under its own terms.',
      },
      ses: {
        what: 'Sends the invitation to a call booked on Synthra’s website, its changes and a reminder: the visitor’s name and email, the time, the manager and the call’s link.',
        where: `EU: ${region}.`,
      },
      calendar: {
        what: 'Holds a call booked on Synthra’s website in the calendar of the manager who takes it: the time, the visitor’s name and email.',
        where: 'EU: Google Workspace’s data regions.',
      },
      twilio: {
        what: 'Carries the calls Lumi places from Synthra’s website and the calls to its line: the caller’s and the callee’s numbers and the call’s audio while it lasts.',
        where: 'United States: Twilio’s US1 region.',
      },
    },
    environments: {
      us: 'USA, ElevenLabs’ default environment',
      eu: 'EU, ElevenLabs’ data-residency environment',
    },
  },
  products: {
    title: 'Defaults, product by product',
    lead: 'What each product keeps and where its agents run unless your contract says otherwise. Every product stores its data with AWS in Frankfurt; you may set a shorter period.',
    site: 'Synthra’s website assistant',
    columns: { product: 'Product', retention: 'Conversation data kept', environment: 'ElevenLabs environment', zeroRetention: 'ElevenLabs keeps a copy' },
    environments: { us: 'USA (default)', eu: 'EU (data residency)' },
    zeroRetention: { on: 'No: zero retention mode', off: 'Yes, for the same period' },
  },
  encryption: {
    title: 'Encryption',
    items: [
      {
        title: 'In transit',
        text: `On our own domain the site and its API take TLS ${tls.customDomainMinimum} or newer only (CloudFront’s ${tls.customDomainPolicy} policy), and plain HTTP is redirected to HTTPS. The site’s technical CloudFront address (*.cloudfront.net) serves the same site with CloudFront’s own certificate, whose policy CloudFront fixes: it still accepts TLS ${tls.cloudfrontAddressMinimum}. Voice travels over an encrypted WebSocket, notices reach Telegram over HTTPS, and AWS accepts the fallback emails only over TLS.`,
      },
      {
        title: 'At rest',
        text: 'The database and its backups are encrypted with a key held in AWS Key Management Service, and AWS encrypts the logs with keys it manages. The keys to ElevenLabs and Telegram are kept in AWS Secrets Manager, never in the code or on the user’s side.',
      },
      {
        title: 'For erasure',
        text: 'To find one person’s records when they ask us to erase them, we index keyed hashes of their phone and email, never the phone and email themselves.',
      },
    ],
  },
  access: {
    title: 'Who can read it',
    items: [
      { title: 'Managers', text: 'They receive a notice of each request from the site in their work chat and call back on it.' },
      {
        title: 'Operators',
        text: 'They run the AWS account: they can read the database and the operators’ mailbox, and find or erase one person’s records with a single command.',
      },
      {
        title: 'The site’s server-side modules',
        text: 'Each may use only the tables it needs, and their logs show names, phones and emails masked, like A***.',
      },
    ],
  },
  retention: { title: 'How long this site keeps what', lead: 'Word for word as in our privacy policy:' },
  assurance: {
    title: 'Certificates and audits, as they stand',
    lead: `${COMPANY.legalName} is a young company, and we would rather show the gaps than blur them.`,
    items: [
      { name: STANDARDS.iso27001, status: 'Not certified', text: 'We hold no ISO/IEC 27001 certificate.' },
      { name: STANDARDS.soc2, status: 'No report', text: 'No auditor has issued a SOC 2 report on us.' },
      { name: 'Penetration test', status: 'Not carried out', text: 'No outside firm has tested the site or the products yet.' },
      {
        name: STANDARDS.hipaa,
        status: 'Self-assessed',
        text: 'HIPAA has no official certificate. We assessed MediFlow AI against its Security Rule ourselves, and no third party has audited that assessment.',
      },
      {
        name: 'Infrastructure rules',
        status: 'Every build',
        text: 'Each build of our AWS infrastructure is checked against the AWS Solutions rules (cdk-nag); a finding stops it unless we have written down why it does not apply.',
      },
      {
        name: 'Data centres',
        status: 'AWS’s own',
        text: 'AWS holds ISO/IEC 27001 and SOC 2 for the data centres that keep our data: those certificates are Amazon’s, not ours.',
      },
    ],
  },
  aiAct: {
    title: 'The EU AI Act, product by product',
    lead: 'Where each product stands under Regulation (EU) 2024/1689, as we assess it.',
    subjects: {
      site: 'Before a conversation starts, the assistant’s window says that Lumi is an AI, and its first words say so again (article 50(1)).',
      'ai-sales-manager':
        'Scores your managers’ calls and chats against your own checklist; it reads no emotions, which article 5 forbids at work. If you decide pay or employment by its scores, the Act treats that use as high-risk (Annex III, point 4): a person must decide, and your staff must be told.',
      'ai-seller':
        'Tells customers in its first message that they are writing to an AI (article 50(1)); it answers, sells and books, and decides nothing about people.',
      'lumi-ai': 'Introduces itself as an AI assistant at the start of every call (article 50(1)) and can put the caller through to a manager.',
      'ai-commerce':
        'SellMate AI tells buyers they are chatting with an AI (article 50(1)). SnapCard AI’s cards are machine-written drafts your team reviews before they go live, and AI Focus Group’s buyers are simulated, with no real person’s data.',
      'mediflow-ai':
        'FrontDesk tells patients they are talking to an AI (article 50(1)) and never gives a diagnosis or treatment advice. Doctor AI drafts the anamnesis and the protocol and suggests ICD-10 codes; the doctor accepts, edits or rejects each line. Doctor AI itself does not diagnose, prescribe or decide, and it is not a CE-marked medical device.',
      'agentlab-ai':
        'An agent that talks to people says it is an AI (article 50(1)). Its risk class depends on its task, and we assess it before we build; we build nothing for the practices article 5 prohibits.',
    },
  },
  patients: {
    title: 'Patient data from the EU and Ukraine',
    lead: `MediFlow AI keeps patients’ data encrypted with AWS in Frankfurt, runs its agents in ElevenLabs’ EU environment with zero retention and deletes conversation data after ${mediflow} by default: the medical record itself stays in the clinic’s own system.`,
    items: [
      {
        title: 'Patients in the EU',
        text: 'The clinic is the controller and we are its processor under a DPA (GDPR article 28). Health data is a special category (article 9): the clinic’s legal basis covers it, and we process it only on the clinic’s instructions.',
      },
      {
        title: 'Patients in Ukraine',
        text: 'Ukraine’s Law on Personal Data Protection applies: the clinic is the owner of the data (володілець) and we are its processor (розпорядник) under a contract. Its data is transferred to the EU, whose member states that law recognises as protecting personal data adequately (article 29).',
      },
      {
        title: 'Patients from the United States',
        text: 'HIPAA matters to MediFlow AI only where a clinic handles US patients’ data. For such a clinic we sign a business associate agreement (BAA) before launch; for every other clinic, GDPR is the rule.',
      },
    ],
  },
  gdpr: {
    title: 'GDPR: what it means for you',
    text: [
      `${COMPANY.legalName}, in Warsaw, is the controller of what you send us through this site. We ask only for what a manager needs to call you back, and we carry out a request to see, correct, export or erase your data within ${days(DATA_POLICY.answerWithinDays)}.`,
      'When a client processes its own customers’ data in our products, the client is the controller, and we process that data on its instructions under the DPA above.',
    ],
  },
} satisfies TrustPage;
