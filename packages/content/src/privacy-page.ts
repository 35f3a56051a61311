import * as z from 'zod/mini';
import { seo, text, titledText } from './text';

/**
 * The privacy policy in one language (`shell/src/content/privacy/page.<lang>.ts`). Its periods,
 * the controller and the addresses are the site model's (`DATA_POLICY`, `COMPANY`), which each
 * document writes for its language, so no text gives a period or an address of its own
 * (`tests/unit/privacy-retention.test.ts`).
 */
export const privacyPageSchema = z.object({
  seo,
  title: text,
  lead: text,
  /** When the policy last changed, as the page states it under the title. */
  updated: text,
  sections: z.object({
    controller: titledText,
    forms: titledText,
    voice: titledText,
    /** "Have Lumi call you": the number typed, who carries the call, what is kept, when the number becomes a contact. */
    phoneCalls: titledText,
    /** A call booked with a manager: what is kept, whose calendar and whose mail carry it. */
    meetings: titledText,
    purposes: titledText,
    basis: titledText,
    retention: z.object({
      ...titledText.shape,
      /** Each place that keeps personal data, with how long: the list the privacy and the trust page both show. */
      stores: z.object({ requests: text, calls: text, backups: text, notifications: text, logs: text }),
    }),
    recipients: titledText,
    rights: titledText,
    erasure: titledText,
    /** The do-not-call list: what it does, and its form (the browser's own post to `/api/do-not-call`), with the notes its answer shows. */
    doNotCall: z.object({
      ...titledText.shape,
      phoneLabel: text,
      phoneHint: text,
      submit: text,
      /** The second button of the same form: asks Lumi's one confirmation call that lifts the number's listing. */
      liftSubmit: text,
      listed: text,
      lift_requested: text,
      invalid: text,
      busy: text,
    }),
    contact: titledText,
  }),
  /** The link under the retention list to the trust page. */
  trustLink: text,
});

export type PrivacyPage = z.infer<typeof privacyPageSchema>;
