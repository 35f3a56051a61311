import * as z from 'zod/mini';
import { listOf, text, titledText } from './text';

/**
 * The outbound lead callback use case (issue 69 §2) on Lumi's page: a new lead rung back, qualified
 * and booked into the CRM's calendar, in order; `pilots` says honestly that no client case exists yet.
 */
export const leadCallbackBlock = z.object({ title: text, lead: text, items: listOf(titledText, 3), pilots: text });
export type LeadCallbackContent = z.infer<typeof leadCallbackBlock>;

/** The same use case on an industry's page, in that industry's words, with the way to Lumi's section on it (`link`). */
export const leadCallbackTeaser = z.object({ title: text, lead: text, link: text });
export type LeadCallbackTeaserContent = z.infer<typeof leadCallbackTeaser>;
