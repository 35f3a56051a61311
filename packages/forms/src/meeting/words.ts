import type { Language } from '@site/model';
import type en from './locales/en.json';

/** The meeting's words (`locales/`), the same the functions' pages and e-mails speak. */
export type MeetingWords = typeof en;

const LOADERS: Readonly<Record<Language, () => Promise<{ default: MeetingWords }>>> = {
  en: () => import('./locales/en.json'),
  ru: () => import('./locales/ru.json'),
  uk: () => import('./locales/uk.json'),
  pl: () => import('./locales/pl.json'),
};

/** The words of one language, a chunk of its own: a page loads only its language's. */
export async function meetingWordsIn(lang: Language): Promise<MeetingWords> {
  return (await LOADERS[lang]()).default;
}
