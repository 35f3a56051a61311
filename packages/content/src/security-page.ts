import * as z from 'zod/mini';
import { listOf, seo, text } from './text';

/**
 * The vulnerability-disclosure policy in one language (`shell/src/content/security/page.<lang>.ts`):
 * the page `/.well-known/security.txt` names as its `Policy`. Its figures (the days to reply and to
 * disclose) are the model's `DISCLOSURE_POLICY`, written by each document for its language.
 */
export const securityPageSchema = z.object({
  seo,
  title: text,
  lead: text,
  report: z.object({
    title: text,
    text,
    /** The label beside the address, which the page takes from the company's record. */
    emailLabel: text,
    include: z.object({ title: text, items: listOf(text, 3) }),
  }),
  scope: z.object({ title: text, covered: listOf(text, 2), excluded: z.object({ title: text, items: listOf(text, 2) }) }),
  rules: z.object({ title: text, items: listOf(text, 3) }),
  promises: z.object({ title: text, items: listOf(text, 3) }),
  /** What leads to the machine-readable version, whose path the page writes as the link. */
  machineReadable: text,
});

export type SecurityPage = z.infer<typeof securityPageSchema>;
