/**
 * Tools for the content documents' tests: whether the languages of a document agree in structure,
 * how long its text is, and which of its sentences another document repeats.
 */

/**
 * The structure of a document: its keys, the length of every list and every number, with each text
 * (and each text written as a function of names) replaced by a mark. Two languages of one page must have the same structure.
 */
export function structureOf(value: unknown): unknown {
  if (typeof value === 'string') return 'text';
  // A text the page completes with names only it knows (the thank-you page's offers).
  if (typeof value === 'function') return 'text of names';
  if (Array.isArray(value)) return value.map(structureOf);
  if (value && typeof value === 'object') {
    return Object.fromEntries(
      Object.keys(value)
        .sort()
        .map((key) => [key, structureOf((value as Record<string, unknown>)[key])]),
    );
  }
  return value;
}

/** Every text of a document, depth first, leaving out the subtrees under `skip` keys. */
export function textsOf(value: unknown, skip: readonly string[] = []): string[] {
  if (typeof value === 'string') return [value];
  if (Array.isArray(value)) return value.flatMap((item) => textsOf(item, skip));
  if (value && typeof value === 'object') {
    return Object.entries(value).flatMap(([key, item]) => (skip.includes(key) ? [] : textsOf(item, skip)));
  }
  return [];
}

/** Words as a reader counts them: runs of letters or digits, in any script. */
export function countWords(texts: readonly string[]): number {
  return texts.reduce((sum, text) => sum + (text.match(/[\p{L}\p{N}][\p{L}\p{N}'’-]*/gu)?.length ?? 0), 0);
}

/** The sentences of running text long enough that a repeat is a copy, not a coincidence. */
export function sentencesOf(texts: readonly string[], minLength = 40): string[] {
  return texts
    .flatMap((text) => text.split(/(?<=[.!?…])\s+/u))
    .map((sentence) => sentence.trim())
    .filter((sentence) => sentence.length >= minLength);
}
