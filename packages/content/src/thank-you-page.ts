import * as z from 'zod/mini';
import { CASE_INDUSTRIES } from '@site/model';
import { seo, text, titledText } from './text';

/**
 * A text that names what only the page knows, the form that was sent (its product, its leading
 * case's client): the document writes it as a function of those names, so no text carries a
 * placeholder to fill. `shell/src/content/pages.test.ts` calls each with every form's names and
 * holds what it writes to the rules of any text.
 */
function textOf<Names>() {
  return z.custom<(names: Names) => string>((value) => typeof value === 'function', 'not a text of the names the page gives it');
}

/** What a product's leading case is named by: its client's brand, the product it shows, the client's industry in the document's words. */
export interface CaseNames {
  readonly client: string;
  readonly product: string;
  readonly industry: string;
}

/** A booked meeting as the next steps name it: its day ("Monday, 30 November"), its time and its zone's label. */
export interface MeetingNames {
  readonly Day: string;
  readonly time: string;
  readonly zone: string;
}

/** What the page offers while a visitor waits: a title, a line, the link's words. */
const offer = z.object({ ...titledText.shape, action: text });

/**
 * The thank-you page's copy in one language (`shell/src/content/thank-you/page.<lang>.ts`): what
 * happens next, and the offers the page picks for the form that was sent.
 */
export const thankYouPageSchema = z.object({
  seo,
  title: text,
  lead: text,
  steps: z.object({
    title: text,
    now: z.object({ when: text, text }),
    nextDay: z.object({ when: text, text }),
    /** Instead of `nextDay` once the visitor took "Lumi calls you now". */
    calling: z.object({ when: text, text }),
    /** Instead of `nextDay` once the visitor booked Lumi's call for the next working morning (`time`: its day and hour, the number's local time). */
    morning: z.object({ when: textOf<{ readonly time: string }>(), text }),
    /** Instead of `nextDay` once the visitor booked a meeting in the picker: its day, time and zone, and its manager. */
    booked: z.object({ when: textOf<MeetingNames>(), text: textOf<{ readonly manager: string }>() }),
    call: z.object({ when: text, text }),
  }),
  offers: z.object({
    title: text,
    report: offer,
    demo: offer,
    /** The product's leading case. */
    case: z.object({ title: textOf<CaseNames>(), text: textOf<CaseNames>(), action: text }),
    /** What the product's clients say, on its page. */
    proof: z.object({ title: textOf<{ readonly product: string }>(), text: textOf<{ readonly product: string }>(), action: text }),
    cases: offer,
    trust: offer,
    assistant: offer,
  }),
  /** A case's client by its industry, as the case offer's text names it ("the story of a medical centre"). */
  industries: z.record(z.enum(CASE_INDUSTRIES), text),
  backHome: text,
});

export type ThankYouPage = z.infer<typeof thankYouPageSchema>;
