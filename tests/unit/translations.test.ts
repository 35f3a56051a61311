import { dirname } from 'node:path';
import { describe, expect, it } from 'vitest';
import { DEFAULT_LANGUAGE, LANGUAGES, type Language } from '@site/model';
import { listFiles, readText } from './source-files';

/**
 * Every app's translations: the same keys in every language, each language with every plural form
 * its plural rule has wherever English has a plural (Russian, Ukrainian and Polish: one, few, many,
 * other), no empty strings, the same interpolation variables, and no text left in English.
 */
type Tree = { [key: string]: string | Tree };
const LANGS = LANGUAGES;
const TRANSLATED = LANGUAGES.filter((lang) => lang !== DEFAULT_LANGUAGE);
const PLURAL = /_(zero|one|two|few|many|other)$/;
/** The plural forms i18next looks up in a language: the categories of its plural rule. */
const pluralForms = (lang: Language) => new Intl.PluralRules(lang).resolvedOptions().pluralCategories;

/** Strings that are the same in every language: names of brands and products, handles, codes, examples. */
const SAME_IN_EVERY_LANGUAGE =
  /^(Synthra|B2B|SaaS|E-commerce|AI [A-Za-z /0-9]+|Lumi AI|MediFlow AI|AgentLab AI|Email|Telegram(: \{\{handle\}\})?|YouTube|Instagram|EN|RU|UA|PL|Online|Menu|Blog|Problem|Marketing|[^\s@]+@[^\s@]+\.[a-z]+|[^A-Za-zА-Яа-яЁёІіЇїЄєҐґ]+)$/;

function flatten(tree: Tree, prefix = ''): Map<string, string> {
  const out = new Map<string, string>();
  for (const [key, value] of Object.entries(tree)) {
    const path = prefix ? `${prefix}.${key}` : key;
    if (typeof value === 'string') out.set(path, value);
    else for (const [k, v] of flatten(value, path)) out.set(k, v);
  }
  return out;
}

const variables = (text: string) => [...text.matchAll(/\{\{\s*(\w+)/g)].map((m) => m[1]).sort();

const localeDirs = [
  ...new Set(
    listFiles('.', (name) => name === 'en.json')
      .filter((f) => f.includes('/locales/'))
      .map(dirname),
  ),
];

describe('translations', () => {
  it('are found for every app that has strings', () => {
    expect(localeDirs.length).toBeGreaterThanOrEqual(4);
  });

  describe.each(localeDirs)('%s', (dir) => {
    const catalogs = Object.fromEntries(LANGS.map((lang) => [lang, flatten(JSON.parse(readText(`${dir}/${lang}.json`)) as Tree)]));
    const base = (key: string) => key.replace(PLURAL, '');

    it.each(TRANSLATED)('%s has exactly the English keys, with every plural form', (lang) => {
      const english = new Set([...catalogs.en!.keys()].map(base));
      const target = catalogs[lang]!;
      const missing: string[] = [];
      for (const key of english) {
        const plural = [...catalogs.en!.keys()].some((k) => k !== key && base(k) === key);
        const needed = plural ? pluralForms(lang).map((form) => `${key}_${form}`) : [key];
        for (const k of needed) if (!target.has(k)) missing.push(k);
      }
      const extra = [...target.keys()].filter((key) => !english.has(base(key)));
      expect({ missing, extra }).toEqual({ missing: [], extra: [] });
    });

    it('has no empty strings and the same variables everywhere', () => {
      const problems: string[] = [];
      for (const lang of LANGS) {
        for (const [key, value] of catalogs[lang]!) {
          if (!value.trim()) problems.push(`${lang}:${key} is empty`);
          const english = catalogs.en!.get(key) ?? catalogs.en!.get(`${base(key)}_other`);
          if (english !== undefined && variables(english).join() !== variables(value).join()) {
            problems.push(`${lang}:${key} has variables ${variables(value)} instead of ${variables(english)}`);
          }
        }
      }
      expect(problems).toEqual([]);
    });

    it('translates every English string into every other language', () => {
      const untranslated: string[] = [];
      for (const lang of TRANSLATED) {
        for (const [key, value] of catalogs[lang]!) {
          if (value === catalogs.en!.get(key) && !SAME_IN_EVERY_LANGUAGE.test(value)) untranslated.push(`${lang}:${key} = ${value}`);
        }
      }
      expect(untranslated).toEqual([]);
    });
  });
});
