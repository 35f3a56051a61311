import { PRODUCT_SLUGS, type ProductSlug } from './catalogue';
import { DATA_POLICY } from './data-policy';
import type { Language } from './languages';
import { localizePath } from './paths';
import { ROUTE_TABLE } from './routes';
import { VOICE_AGENT_LLM, type ElevenLabsEnvironment } from './voice-provider';

/**
 * Who processes personal data for the company, for which product, and on what terms by default:
 * the company's record that the trust page and the DPA print, in one place. What the site itself
 * does follows from its code and infrastructure (`DATA_POLICY`, which the CDK app deploys); what a
 * product does for a client is the company's standing terms, which a client's contract may change.
 * The vendor keeps these values true, and only here.
 */

/** The companies that process personal data for us, as the trust page's table and the DPA's annex list them. */
export const SUB_PROCESSORS = {
  /** Hosting, the database, files, logs, e-mail to the operators. */
  aws: { name: 'Amazon Web Services', region: DATA_POLICY.region },
  /** Speech to text, text to speech and the agents' conversations; where depends on the environment. */
  elevenlabs: { name: 'ElevenLabs' },
  /** The language model an agent thinks with, reached only through ElevenLabs, as its sub-processor. */
  llm: { name: 'Google', model: VOICE_AGENT_LLM },
  /** The managers' notices of this site's requests; in a product, a client's Telegram bot, where the client chooses that channel. */
  telegram: { name: 'Telegram' },
  /** The e-mail of a call booked on the site (its invitation, moves, cancellation, reminder), from the site's own domain. */
  ses: { name: 'Amazon Web Services (Amazon SES)', region: DATA_POLICY.region },
  /** The managers' calendars a booked call is written into; a CalDAV manager's calendar is on our own server at AWS. */
  calendar: { name: 'Google (Google Workspace)', region: 'EU (Workspace data regions)' },
  /** The telephone network of Lumi's calls on the site's line (`LUMI_LINE`, a Twilio number): the caller's number and the call's audio pass through it. */
  twilio: { name: 'Twilio', region: 'United States (Twilio US1)' },
} as const;

export type SubProcessorId = keyof typeof SUB_PROCESSORS;
export const SUB_PROCESSOR_IDS = Object.keys(SUB_PROCESSORS) as readonly SubProcessorId[];

/** How many companies the sub-processors are: a name's parenthesis names a service of a company already counted ("Google (Google Workspace)"). */
export const SUB_PROCESSOR_COMPANY_COUNT = new Set(Object.values(SUB_PROCESSORS).map(({ name }) => name.replace(/ \(.*\)$/, ''))).size;

/** What the trust page and the DPA speak of: this site (its forms and assistant) and each product. */
export type ProcessingSubject = 'site' | ProductSlug;
export const PROCESSING_SUBJECTS = ['site', ...PRODUCT_SLUGS] as const;

/**
 * A product's place under the EU AI Act (Regulation (EU) 2024/1689), as the company assesses it:
 * - `talks-to-people`: it converses with people, who must be told they are talking to an AI (art. 50(1));
 * - `drafts-for-clinicians`: drafts records and suggests codes a clinician accepts or rejects, and talks to patients (art. 50(1));
 * - `scores-staff`: scores employees' conversations; a client who decides about people by the scores uses it as Annex III, point 4 describes;
 * - `generates-content`: writes product texts and simulates buyers, and sells in chat (art. 50(1), 50(2));
 * - `per-agent`: each custom agent is assessed for its task before it is built.
 */
export type AiActPosition = 'talks-to-people' | 'drafts-for-clinicians' | 'scores-staff' | 'generates-content' | 'per-agent';

export interface ProcessingTerms {
  /** Who processes its personal data, in the trust page's order. */
  readonly subProcessors: readonly SubProcessorId[];
  /** Days its conversations and their data are kept by default; a client's contract may set fewer. */
  readonly retentionDays: number;
  /**
   * Where its agents run at ElevenLabs by default, and whether ElevenLabs keeps nothing after a
   * conversation (its zero retention mode, on ElevenLabs' enterprise plan); absent: no ElevenLabs.
   */
  readonly elevenLabs?: { readonly environment: ElevenLabsEnvironment; readonly zeroRetention: boolean };
  readonly aiAct: AiActPosition;
}

/** A product's default terms: its agents in ElevenLabs' EU data residency, in its zero retention mode. */
function product(aiAct: AiActPosition, retentionDays: number, messengers: boolean): ProcessingTerms {
  return {
    subProcessors: messengers ? ['aws', 'elevenlabs', 'llm', 'telegram'] : ['aws', 'elevenlabs', 'llm'],
    retentionDays,
    elevenLabs: { environment: 'eu', zeroRetention: true },
    aiAct,
  };
}

/**
 * The site's own terms come from its code: the records' TTL, the environment the assistant talks
 * to and the agent's own retention (`agent/`, `retention_days`). A product's are the company's
 * default terms for a client (its retention in days, and whether it talks in messengers, where a
 * client may choose Telegram); every product keeps its data with AWS in `DATA_POLICY.region`.
 */
export const PROCESSING: Readonly<Record<ProcessingSubject, ProcessingTerms>> = {
  site: {
    subProcessors: ['aws', 'elevenlabs', 'llm', 'telegram', 'ses', 'calendar', 'twilio'],
    retentionDays: DATA_POLICY.retentionDays.records,
    elevenLabs: { environment: DATA_POLICY.voiceEnvironment, zeroRetention: false },
    aiAct: 'talks-to-people',
  },
  'ai-sales-manager': product('scores-staff', 365, false),
  'ai-seller': product('talks-to-people', 365, true),
  'lumi-ai': product('talks-to-people', 180, true),
  'ai-commerce': product('generates-content', 365, false),
  'mediflow-ai': product('drafts-for-clinicians', 30, true),
  'agentlab-ai': product('per-agent', 365, true),
};

/** The DPA's periods: days after a client's contract ends within which its data is deleted or handed back, and days of notice before a new sub-processor starts. */
export const DPA_TERMS = { deleteAfterContractDays: 30, newSubProcessorNoticeDays: 30 } as const;

/** Where the DPA of a language is served: a PDF beside the trust page, which the build writes from the same facts. */
export function dpaPath(lang: Language): string {
  return localizePath(`${ROUTE_TABLE.trust.path}/dpa.pdf`, lang);
}

/** The standards a buyer asks about, by the names they go by in every language. */
export const STANDARDS = { iso27001: 'ISO/IEC 27001', soc2: 'SOC 2', hipaa: 'HIPAA' } as const;

/**
 * Certificates and audits, as they stand. The company holds none of its own; AWS's certificates
 * cover the data centres, not the company. `checked` names what the code does instead.
 */
export const ASSURANCE = {
  iso27001: 'none',
  soc2: 'none',
  penetrationTest: 'none',
  /** HIPAA has no certificate: the company's own assessment for MediFlow AI, with a BAA where it applies. */
  hipaa: 'self-assessed',
  /** Every synth of the CDK app runs cdk-nag's AWS Solutions rules; a finding fails it unless acknowledged with a reason. */
  infrastructureRules: 'every-build',
} as const;

/**
 * What MediFlow AI's page, its case, the industry page, the trust page and the voice agent say of
 * HIPAA, in one wording: the company's own assessment (`ASSURANCE.hipaa`), no certificate and no
 * outside audit, and a business associate agreement where a clinic handles US patients' data. No
 * page says the product "meets" or "complies with" HIPAA.
 */
export const HIPAA_WORDING: Readonly<Record<Language, string>> = {
  en: 'HIPAA: assessed by us, not certified or audited by anyone else; a clinic that handles US patients’ data signs a business associate agreement (BAA) with us before launch.',
  ru: 'HIPAA: соответствие оценили мы\u00a0сами, без сертификата и\u00a0внешнего аудита; с\u00a0клиникой, которая работает с\u00a0данными пациентов из\u00a0США, мы\u00a0до\u00a0запуска подписываем соглашение с\u00a0деловым партнёром (BAA).',
  uk: 'HIPAA: відповідність оцінили ми\u00a0самі, без сертифіката й\u00a0зовнішнього аудиту; із\u00a0клінікою, яка працює з\u00a0даними пацієнтів зі\u00a0США, ми\u00a0до\u00a0запуску підписуємо угоду з\u00a0діловим партнером (BAA).',
  pl: 'HIPAA: zgodność oceniliśmy sami, bez certyfikatu i\u00a0zewnętrznego audytu; z\u00a0kliniką, która przetwarza dane pacjentów z\u00a0USA, przed uruchomieniem podpisujemy umowę BAA (Business Associate Agreement).',
};

/** The same, where a clause must do: after "GDPR", in a list or a badge. */
export const HIPAA_SHORT: Readonly<Record<Language, string>> = {
  en: 'HIPAA self-assessed, not certified',
  ru: 'соответствие HIPAA по\u00a0собственной оценке, без сертификации',
  uk: 'відповідність HIPAA за\u00a0власною оцінкою, без сертифікації',
  pl: 'zgodność z\u00a0HIPAA według własnej oceny, bez certyfikatu',
};
