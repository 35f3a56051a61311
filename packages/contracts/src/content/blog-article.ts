import * as z from 'zod/mini';
import { ARTICLE_SLUGS, BLOG_CATEGORIES, PRODUCT_SLUGS } from '@site/model';
import { listOf, paragraphs, seo, text } from './text';

/**
 * A blog article (spec §3), stored like a case study in three parts: facts (the same in every
 * language), its card (what the blog list shows; one document per language for all articles) and
 * its body (one document per article and language). An article is complete when each part is.
 */
export const articleFactsSchema = z.object({
  slug: z.enum(ARTICLE_SLUGS),
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

export type ArticleFacts = z.infer<typeof articleFactsSchema>;
export type ArticleCard = z.infer<typeof articleCardSchema>;
export type ArticleBody = z.infer<typeof articleBodySchema>;
