import * as z from 'zod/mini';
import { ARTICLE_SLUGS, BLOG_CATEGORIES, PRODUCT_SLUGS, type ArticleSlug } from '@site/model';
import { listOf, paragraphs, seo, text } from './text';

/**
 * A blog article (spec §3), stored like a case study, a folder named by its id with three parts: facts (the same in every
 * language), its card (what the blog list shows; one document per language for all articles) and
 * its body (one document per article and language). An article is complete when each part is.
 */

/** An article's `facts.ts`; its id is its folder's name. */
export const articleFactsSchema = z.object({
  /** Where the site's lists of articles put it, from 1 (the blog sorts by date). */
  position: z.number().check(z.int(), z.positive()),
  category: z.enum(BLOG_CATEGORIES),
  /** ISO date of publication. */
  date: z.iso.date(),
  /** Minutes to read, matching the body's length in every language. */
  readTime: z.number().check(z.int(), z.positive()),
  related: z.object({ articles: z.array(z.enum(ARTICLE_SLUGS)), products: listOf(z.enum(PRODUCT_SLUGS)) }),
});

export const articleCardSchema = z.object({ title: text, subtitle: text, excerpt: text });

export const articleBodySchema = z.object({
  meta: z.object({ ...seo.shape, h1: text }),
  content: z.object({
    intro: paragraphs,
    points: z.object({ title: text, items: listOf(z.object({ title: text, text: paragraphs }), 3) }),
    examples: z.object({ title: text, items: listOf(z.object({ title: text, text: paragraphs }), 2) }),
    conclusion: z.object({ title: text, text: paragraphs }),
    cta: z.object({ title: text, text, button: text }),
  }),
});

export type ArticleFactsDocument = z.infer<typeof articleFactsSchema>;
/** An article's facts with its id. */
export type ArticleFacts = ArticleFactsDocument & { readonly slug: ArticleSlug };
export type ArticleCard = z.infer<typeof articleCardSchema>;
export type ArticleBody = z.infer<typeof articleBodySchema>;
