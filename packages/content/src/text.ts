import * as z from 'zod/mini';
import { MAX_TITLE_LENGTH } from '@site/model';

/**
 * Content text: what an editor writes. Never empty, no stray whitespace at either end or doubled
 * inside, and no leftover template or placeholder marks, so a typo in a document fails its test
 * instead of reaching a page.
 */
export const text = z.string().check(
  z.minLength(1, 'empty text'),
  z.refine((value) => value === value.trim(), 'leading or trailing whitespace'),
  z.refine((value) => !/ {2}/.test(value), 'doubled space'),
  z.refine((value) => !/\{\{|\}\}|TODO|lorem ipsum|\[\w+\]/i.test(value), 'placeholder left in text'),
);

/** A path of the site, unprefixed, as `href()` builds it: `/pricing#lumi-ai`. */
export const sitePath = z.string().check(z.regex(/^\/[^\s]*$/, 'not a site path'));

/** Paragraphs of running text, in order. */
export const paragraphs = z.array(text).check(z.minLength(1, 'no paragraphs'));

/** A list of at least `min` items. */
export function listOf<T extends z.core.$ZodType>(item: T, min = 1) {
  return z.array(item).check(z.minLength(min, `fewer than ${min} items`));
}

/** A figure as shown: its value as written in the language ("−38%", "24/7") and what it measures. */
export const metric = z.object({ value: text, label: text });

/** A titled point with its explanation. */
export const titledText = z.object({ title: text, text });

/**
 * The page's search snippet. The title is the page's own: the page head adds the site's name
 * (` | Synthra`), so it may be 70 characters less that suffix.
 */
export const seo = z.object({
  title: text.check(z.maxLength(MAX_TITLE_LENGTH, `title over ${MAX_TITLE_LENGTH} characters (70 with the site's name)`)),
  description: text.check(z.minLength(70, 'description under 70 characters'), z.maxLength(170, 'description over 170 characters')),
});

/**
 * A drawn portrait in the site's illustration style, never a downloaded photo: a head and shoulders
 * on a disc of one of the palette's tones, with the person's hair, skin and, where they wear them,
 * glasses or a beard. `alt` says what it shows, for screen readers.
 */
export const PORTRAIT_TONES = ['brand', 'accent', 'speaking', 'listening'] as const;
export const PORTRAIT_HAIR = ['short', 'long', 'bob', 'bun', 'curly', 'none'] as const;
export const PORTRAIT_HAIR_COLOURS = ['dark', 'brown', 'fair', 'grey'] as const;
export const PORTRAIT_SKIN = ['light', 'medium', 'deep'] as const;
export const portrait = z.object({
  tone: z.enum(PORTRAIT_TONES),
  hair: z.enum(PORTRAIT_HAIR),
  hairColour: z.enum(PORTRAIT_HAIR_COLOURS),
  skin: z.enum(PORTRAIT_SKIN),
  glasses: z.optional(z.boolean()),
  beard: z.optional(z.boolean()),
  alt: text,
});

export type Portrait = z.infer<typeof portrait>;
export type Metric = z.infer<typeof metric>;
