import * as z from 'zod/mini';
import { listOf, portrait, text } from './text';

/** A member of the team (spec §3), as the team page and the home page's team strip show them. */
const memberSchema = z.object({
  id: text,
  name: text,
  position: text,
  description: text,
  responsibilities: listOf(text, 3),
  projects: listOf(z.object({ name: text, text }), 2),
  expertise: listOf(text, 3),
  portrait,
});

/** The team in one language: one document, the members in the order the pages show them. */
export const teamSchema = z.object({ members: listOf(memberSchema, 3) });

export type Team = z.infer<typeof teamSchema>;
