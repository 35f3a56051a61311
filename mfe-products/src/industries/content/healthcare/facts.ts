import type { IndustryFactsDocument } from '@site/content';
import { ESTIMATE_EXAMPLES, STAFF_HOURLY_COST } from '@site/model';

/** The example buyer the prices are set for: a network of 40 clinics (the pricing page's worked example). */
export default {
  position: 1,
  products: ['mediflow-ai', 'lumi-ai'],
  systems: ['mMedica', 'KS-SOMED', 'Medfile', 'Docplanner (ZnanyLekarz)', 'Helsi', 'Doctor Eleks', 'HL7 FHIR API', 'Binotel', 'Ringostat'],
  estimate: { product: 'mediflow-ai', ...ESTIMATE_EXAMPLES['mediflow-ai'], hourlyCost: STAFF_HOURLY_COST.PL },
  trust: 'patients',
} satisfies IndustryFactsDocument;
