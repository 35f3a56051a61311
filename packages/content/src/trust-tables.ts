import {
  PROCESSING,
  PROCESSING_SUBJECTS,
  PRODUCT_NAMES,
  SUB_PROCESSOR_IDS,
  SUB_PROCESSORS,
  formatDays,
  type ElevenLabsEnvironment,
  type Language,
  type ProcessingSubject,
  type SubProcessorId,
} from '@site/model';
import type { TrustPage } from './trust-page';

/**
 * The trust page's two tables as rows of text: the page renders them, and the DPA's annexes
 * (`scripts/lib/dpa-pdf.ts`) print the same rows, so the agreement never words a fact otherwise.
 */

/** This site or a product, as the page's language names it. */
export function subjectName(copy: TrustPage, subject: ProcessingSubject): string {
  return subject === 'site' ? copy.products.site : PRODUCT_NAMES[subject];
}

/**
 * A subject's name inside a list after a colon («…среда ElevenLabs: ассистент сайта Synthra, Lumi AI»):
 * Russian and Ukrainian write a common noun there in lower case; a product's or a brand's name keeps
 * its capital.
 */
const inList = (name: string) => (/^\p{Script=Cyrillic}\p{Ll}/u.test(name) ? name[0]!.toLowerCase() + name.slice(1) : name);

/** The subjects (this site, the products) that use a sub-processor, in the page's order. */
const usersOf = (id: SubProcessorId) => PROCESSING_SUBJECTS.filter((subject) => PROCESSING[subject].subProcessors.includes(id));

/** Which subjects run in each ElevenLabs environment: where ElevenLabs processes whose conversations. */
function environmentsInUse(): ReadonlyMap<ElevenLabsEnvironment, readonly ProcessingSubject[]> {
  const byEnvironment = new Map<ElevenLabsEnvironment, ProcessingSubject[]>();
  for (const subject of PROCESSING_SUBJECTS) {
    const environment = PROCESSING[subject].elevenLabs?.environment;
    if (environment) byEnvironment.set(environment, [...(byEnvironment.get(environment) ?? []), subject]);
  }
  return byEnvironment;
}

/** Who processes what and where, with the site and products that use each: the DPA's Annex 1 quotes the same cells. */
export function subProcessorRows(copy: TrustPage) {
  const name = (subject: ProcessingSubject) => subjectName(copy, subject);
  return SUB_PROCESSOR_IDS.map((id) => {
    const where =
      id === 'elevenlabs'
        ? [...environmentsInUse()].map(
            ([environment, subjects]) => `${copy.processors.environments[environment]}: ${subjects.map((subject) => inList(name(subject))).join(', ')}`,
          )
        : [copy.processors.rows[id].where];
    const users = usersOf(id);
    const usedBy = users.length === PROCESSING_SUBJECTS.length ? [copy.processors.usedByAll] : users.map(name);
    return { id, name: SUB_PROCESSORS[id].name, what: copy.processors.rows[id].what, where, usedBy };
  });
}

/** Each subject's defaults as the table and the DPA's Annex 2 write them. */
export function productDefaultRows(copy: TrustPage, lang: Language) {
  return PROCESSING_SUBJECTS.map((subject) => {
    const terms = PROCESSING[subject];
    const elevenLabs = terms.elevenLabs;
    return {
      subject,
      name: subjectName(copy, subject),
      retention: formatDays({ min: terms.retentionDays, max: terms.retentionDays }, lang),
      environment: elevenLabs ? copy.products.environments[elevenLabs.environment] : '—',
      copyAtElevenLabs: elevenLabs ? copy.products.zeroRetention[elevenLabs.zeroRetention ? 'on' : 'off'] : '—',
    };
  });
}
