import type { PersonThread } from '../records/person-thread';
import { threadMarkText, type ManagerWords } from './manager-words';

/** When something came, as the managers' notices write it: Warsaw time, day and month, hours and minutes. */
function when(at: string, words: ManagerWords): string {
  const date = new Date(at);
  if (Number.isNaN(date.getTime())) return '';
  return new Intl.DateTimeFormat(words.locale, { timeZone: 'Europe/Warsaw', day: '2-digit', month: '2-digit', hour: '2-digit', minute: '2-digit' }).format(
    date,
  );
}

/** The rows a notice shows of its thread, in the notice's language: who, and what came before, or that nothing did. */
export function threadRows(thread: PersonThread | undefined, words: ManagerWords): [label: string, value: string | undefined, kind: 'fact'][] {
  if (!thread) return [];
  const before = thread.before.map((entry) => [threadMarkText(words, entry.what), when(entry.at, words)].filter(Boolean).join(', '));
  return [
    [words.labels.person, `#${thread.person}`, 'fact'],
    [words.labels.before, before.length ? before.join('; ') : words.thread.nothingBefore, 'fact'],
  ];
}
