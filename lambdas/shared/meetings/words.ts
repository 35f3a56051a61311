import type { Language } from '@site/model';
import en from '../../../packages/forms/src/meeting/locales/en.json' with { type: 'json' };
import ru from '../../../packages/forms/src/meeting/locales/ru.json' with { type: 'json' };
import uk from '../../../packages/forms/src/meeting/locales/uk.json' with { type: 'json' };
import pl from '../../../packages/forms/src/meeting/locales/pl.json' with { type: 'json' };

/**
 * The meeting's words, which the picker on the site's pages speaks too (`packages/forms/src/meeting/`):
 * for the functions' pages and the e-mails, every language, one text for each thing said.
 */
export type MeetingWords = typeof en;

const WORDS: Readonly<Record<Language, MeetingWords>> = { en, ru, uk, pl };

export function meetingWords(lang: Language): MeetingWords {
  return WORDS[lang];
}
