import { DEFAULT_LANGUAGE, isLanguage, type Language } from '@site/model';
import { releasePreview as en } from '../i18n/locales/en.json';
import { releasePreview as ru } from '../i18n/locales/ru.json';
import { releasePreview as uk } from '../i18n/locales/uk.json';
import { releasePreview as pl } from '../i18n/locales/pl.json';

const WORDS: Readonly<Record<Language, typeof en>> = { en, ru, uk, pl };

/**
 * The mark of a previewed release: which release, until when the link shows it, and a plain link
 * back to what visitors get (`?release=stable`, which makes the edge forget the preview). Outside
 * the app's root, so the app's takeover and its navigations leave it in place.
 */
export function showReleasePreview(release: string, until: Date, doc: Document = document): HTMLElement {
  const lang = isLanguage(doc.documentElement.lang) ? doc.documentElement.lang : DEFAULT_LANGUAGE;
  const words = WORDS[lang];
  const mark = doc.createElement('div');
  mark.className = 'sh-release-mark';
  mark.setAttribute('role', 'status');
  mark.dataset.releasePreview = release;
  const when = new Intl.DateTimeFormat(lang, { dateStyle: 'medium', timeStyle: 'short' }).format(until);
  mark.append(words.mark.replace('{{id}}', release).replace('{{until}}', when), ' ');
  const leave = doc.createElement('a');
  leave.href = `${doc.location.pathname}?release=stable`;
  leave.textContent = words.leave;
  mark.append(leave);
  doc.body.append(mark);
  return mark;
}
