import { DATA_COLLECTION_FIELDS, UNANSWERED_SEPARATOR } from '@site/contracts';
import { EMAIL_IN_TEXT, PHONE_LIKE_IN_TEXT } from '../mask';

/**
 * The questions an agent could not answer from the knowledge base, as a call's record keeps them:
 * from the data collection's `unanswered_questions` (which the cloud agent's model and the twin's
 * agent fill alike), without any e-mail, phone number or name, whatever the agent let through.
 */

/** At most this many questions a call, each cut to this length: a list of gaps, not a transcript. */
export const UNANSWERED_LIMITS = { perCall: 10, chars: 200 } as const;

/** "My name is …" in the four languages, and the words after it up to a comma, a stop or a question. */
const INTRODUCED_NAME = /(?<!\p{L})(?:my name is|меня зовут|мене звати|моє ім['’]я|nazywam się|mam na imię)\s+[^,.!?\n]{1,40}/giu;

/** A question as the vendor's list keeps it: no e-mail, phone number or name (said by the visitor or given to save_contact). */
export function withoutPersonalData(question: string, names: readonly string[] = []): string {
  let text = question
    .replace(INTRODUCED_NAME, '…')
    .replace(EMAIL_IN_TEXT, '…')
    .replace(PHONE_LIKE_IN_TEXT, (run) => (run.replace(/\P{Nd}/gu, '').length >= 7 ? '…' : run));
  for (const name of names) for (const part of name.split(/\s+/u).filter((word) => word.length > 1)) text = text.replaceAll(part, '…');
  return text.replace(/\s+/gu, ' ').trim().slice(0, UNANSWERED_LIMITS.chars);
}

/** The call's unanswered questions, one a line of the field, each without personal data; repeats and empty lines left out. */
export function unansweredQuestionsOf(dataCollection: Readonly<Record<string, unknown>>, names: readonly string[]): string[] {
  const value = dataCollection[DATA_COLLECTION_FIELDS.unanswered];
  if (typeof value !== 'string') return [];
  const questions = value
    .split(UNANSWERED_SEPARATOR)
    .map((line) => withoutPersonalData(line, names))
    // A line with nothing left but what was taken out says nothing of the content.
    .filter((line) => /\p{L}{2,}/u.test(line.replaceAll('…', '')));
  return [...new Set(questions)].slice(0, UNANSWERED_LIMITS.perCall);
}
