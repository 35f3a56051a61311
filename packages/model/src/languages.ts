/**
 * The site's languages, the one list every other derives from. Ukrainian is `uk` everywhere (html
 * lang, hreflang, i18next, plural rules) except the URL prefix, which the product keeps as `/ua`.
 */
export const LANGUAGES = ['en', 'ru', 'uk', 'pl'] as const;
export type Language = (typeof LANGUAGES)[number];

export const DEFAULT_LANGUAGE: Language = 'en';

/** URL prefix per language; English has none. */
export const URL_PREFIXES: Readonly<Record<Language, string>> = { en: '', ru: 'ru', uk: 'ua', pl: 'pl' };

/** Names as a native speaker writes them, for the language switcher. */
export const LANGUAGE_NATIVE_NAMES: Readonly<Record<Language, string>> = {
  en: 'English',
  ru: 'Русский',
  uk: 'Українська',
  pl: 'Polski',
};

/** Short labels shown in the switcher; they match the URL prefixes users see. */
export const LANGUAGE_SHORT_LABELS: Readonly<Record<Language, string>> = { en: 'EN', ru: 'RU', uk: 'UA', pl: 'PL' };

/**
 * The country whose national numbers a page's visitors write when the page does not know where they
 * are: the language's first market, never a country the site does not sell in. A Russian page's
 * `8 (777) …` is Kazakhstan's, the market that speaks it (a Russian `8 (912) …` shares +7 and the trunk
 * 8, and comes out right too), a Ukrainian page's `050 …` Ukraine's, a Polish page's `512 345 678`
 * Poland's. English is every market's second language, not one market's first: no default. Here, not
 * with the phone rules, so a form can start its country without loading them.
 */
export const LANGUAGE_PHONE_COUNTRY = { en: undefined, ru: 'KZ', uk: 'UA', pl: 'PL' } as const satisfies Readonly<Record<Language, string | undefined>>;

/** Open Graph locales. */
export const OG_LOCALES: Readonly<Record<Language, string>> = { en: 'en_US', ru: 'ru_RU', uk: 'uk_UA', pl: 'pl_PL' };

export function isLanguage(value: unknown): value is Language {
  return typeof value === 'string' && (LANGUAGES as readonly string[]).includes(value);
}

/** A word's forms by the language's plural rule (Russian, Ukrainian and Polish have four: one, few, many, other); `other` is the fallback, as in i18next. */
export type PluralForms = Partial<Record<Intl.LDMLPluralRule, string>> & { readonly other: string };

/** The form of `forms` a count takes in `lang`: "1 country", "2 страны", "5 країн". */
export function pluralOf(count: number, lang: Language, forms: PluralForms): string {
  return forms[new Intl.PluralRules(lang).select(count)] ?? forms.other;
}
