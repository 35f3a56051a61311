import * as z from 'zod/mini';
import { text } from './text';

/**
 * The 404 page's copy in one language (`shell/src/content/not-found/page.<lang>.ts`). The links it
 * offers are the chrome's, with the navigation's own words.
 */
export const notFoundPageSchema = z.object({
  /** No search engine indexes the page (`noindex`), so its description is no snippet and has no length to keep. */
  seo: z.object({ title: text, description: text }),
  title: text,
  lead: text,
  /** The name of the links' navigation, for screen readers. */
  linksLabel: text,
});

export type NotFoundPage = z.infer<typeof notFoundPageSchema>;
