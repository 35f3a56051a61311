import type { Collection } from '@site/content';
import { LANGUAGES, type Language } from '@site/model';

/** One part of every entry of a collection in every language, loaded through the one loader, for a test to read synchronously. */
export async function byLanguage<Parts, K extends keyof Parts & string>(
  documents: Collection<Parts>,
  part: K,
): Promise<(id: string, lang: Language) => Parts[K]> {
  const sets = new Map(await Promise.all(LANGUAGES.map(async (lang) => [lang, await documents.loadEvery(part, lang)] as const)));
  return (id, lang) => {
    const document = sets.get(lang)?.get(id);
    if (document === undefined) throw new Error(`No ${part} for "${id}" in "${lang}"`);
    return document;
  };
}
