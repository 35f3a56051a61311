import * as z from 'zod/mini';
import { seo, text, titledText } from './text';

/**
 * The legal notice's copy in one language (`shell/src/content/legal/page.<lang>.ts`): the labels of
 * the company's record and the few paragraphs around it. The values themselves (name, address,
 * register, numbers, phone) are the site model's `COMPANY`, which the page shows beside each label,
 * so no document restates a number the register holds.
 */
export const legalPageSchema = z.object({
  seo,
  title: text,
  lead: text,
  /** The lead's next sentence, that the record below is the register's: said only once the record is the company's, never of the example. */
  asRegistered: text,
  /** The record, as the EU e-commerce directive (art. 5) and the Polish commercial code ask a company's site to give it. */
  details: z.object({
    title: text,
    legalName: text,
    legalForm: text,
    address: text,
    register: text,
    court: text,
    krs: text,
    vatId: text,
    regon: text,
    shareCapital: text,
  }),
  /** Where to write or ring, and which address takes which question. */
  contact: z.object({
    title: text,
    email: text,
    phone: text,
    privacy: text,
    security: text,
  }),
  /** Short notes under the record, each with a link the page places: the privacy policy, the trust page, the disclosure policy. */
  notes: z.object({
    operator: titledText,
    data: z.object({ ...titledText.shape, privacyLink: text, trustLink: text }),
    security: z.object({ ...titledText.shape, link: text }),
  }),
});

export type LegalPage = z.infer<typeof legalPageSchema>;
