import * as z from 'zod/mini';
import { listOf, portrait, text, type Portrait } from './text';

/**
 * A member of the team (spec §3) is a folder named by their id (`team/<id>/`): their facts
 * (`facts.ts`: where the pages show them, their drawn portrait) beside their text in each language
 * (`member.<lang>.ts`). The team page and the home page's team strip show them all, in order.
 */
export const teamMemberFactsSchema = z.object({
  /** Where the team page and the home page's strip show them, from 1. */
  order: z.number().check(z.int(), z.positive()),
  /** How their portrait is drawn; what it shows, for screen readers, is their text's `portrait.alt`. */
  portrait: z.omit(portrait, { alt: true }),
});

/** A member's text in one language. */
export const teamMemberSchema = z.object({
  name: text,
  position: text,
  description: text,
  responsibilities: listOf(text, 3),
  projects: listOf(z.object({ name: text, text }), 2),
  expertise: listOf(text, 3),
  portrait: z.object({ alt: text }),
});

export type TeamMemberFacts = z.infer<typeof teamMemberFactsSchema>;
export type TeamMemberText = z.infer<typeof teamMemberSchema>;

/** The team collection's documents: a member's facts, and their text in each language. */
export interface TeamParts {
  readonly facts: TeamMemberFacts;
  readonly member: TeamMemberText;
}

/** A member as the pages show them, in one language: their id, their text and their whole portrait. */
export type TeamMember = Omit<TeamMemberText, 'portrait'> & { readonly id: string; readonly portrait: Portrait };

/** The team in one language, the members in the order the pages show them. */
export interface Team {
  readonly members: readonly TeamMember[];
}
