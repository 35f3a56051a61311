import { describe, expect, it } from 'vitest';
import { extractText, getDocumentProxy, getMeta } from 'unpdf';
import {
  COMPANY,
  DATA_POLICY,
  DPA_TERMS,
  EXAMPLE_RECORD_WORDS,
  LANGUAGES,
  PRODUCT_NAMES,
  SUB_PROCESSORS,
  VOICE_AGENT_LLM,
  formatDays,
  registryNumber,
  type Language,
} from '@site/model';
import { charactersWithoutGlyph, dpaTexts, renderDpa, wordsOf } from './dpa-pdf';

/** The DPA as a reader's PDF viewer gets it: its text, each line's spaces as plain spaces, and its metadata. */
async function read(pdf: Buffer) {
  const document = await getDocumentProxy(new Uint8Array(pdf));
  const { text, totalPages } = await extractText(document, { mergePages: true });
  const { info } = await getMeta(document);
  return { text: text.replace(/\s+/g, ' '), totalPages, info: info as Record<string, unknown> };
}

const TITLES: Readonly<Record<Language, string>> = {
  en: 'Data Processing Agreement',
  ru: 'Договор об обработке персональных данных',
  uk: 'Договір про обробку персональних даних',
  pl: 'Umowa powierzenia przetwarzania danych osobowych',
};

/** "You", "this site": the words of a page for a visitor, which a contract between two companies has no use for. */
const SECOND_PERSON = {
  en: /\b(?:you|your|yours|this site)\b/i,
  ru: /(?<!\p{L})(?:вы|вас|вам|вами|ваш\p{L}*|эт\p{L}+\s+сайт\p{L}*)(?!\p{L})/iu,
  uk: /(?<!\p{L})(?:ви|вас|вам|вами|ваш\p{L}*|ц\p{L}+\s+сайт\p{L}*)(?!\p{L})/iu,
  pl: /(?<!\p{L})(?:ty|ciebie|cię|tobie|twój|twoj\p{L}*|twoi\p{L}*|tw[oó]\p{L}*|ten\s+serwis|tej\s+stronie)(?!\p{L})/iu,
} as const satisfies Record<Language, RegExp>;

/**
 * The Latin words a Russian or Ukrainian DPA may print: the names it quotes (the company's record,
 * its sub-processors, products and model, the TLS policy) and the standards' own abbreviations.
 * Anything else is an English label left untranslated («NIP / VAT ID»).
 */
const LATIN_NAMES = new Set(
  [
    JSON.stringify(COMPANY),
    JSON.stringify(SUB_PROCESSORS),
    Object.values(PRODUCT_NAMES).join(' '),
    VOICE_AGENT_LLM,
    JSON.stringify(DATA_POLICY.tls),
    'GDPR KRS NIP REGON API TLS HTTP HTTPS WebSocket CloudFront cloudfront.net AWS Amazon Web Services Key Management Service Secrets Manager',
  ]
    .join(' ')
    .match(/[A-Za-z][\w.@-]*/g)!
    .map((word) => word.replace(/[.-]+$/, '')),
);

describe('the DPA’s Russian and Ukrainian text', () => {
  it.each(['ru', 'uk'] as const)('prints no English word that is not a name, in %s', async (lang) => {
    const { text } = await read(await renderDpa(lang));
    const latin = [...new Set((text.match(/[A-Za-z][\w.@-]*/g) ?? []).map((word) => word.replace(/[.-]+$/, '')))];
    expect(latin.filter((word) => !LATIN_NAMES.has(word))).toEqual([]);
  });
});

describe('the DPA’s lines', () => {
  it('keep a word and the punctuation after it together, whichever faces they are set in', () => {
    const words = wordsOf([{ text: 'контролера, повертає\u00a0їх; (EU)' }]);
    expect(words.map((word) => word.map((piece) => piece.text).join(''))).toEqual(['контролера,', 'повертає\u00a0їх;', '(EU)']);
    expect(words[0]!.map((piece) => piece.face)).toEqual(['cyrillic-regular', 'latin-regular']);
  });
});

describe.each(LANGUAGES)('the DPA in %s', (lang) => {
  const pdf = renderDpa(lang);

  it('is a PDF that parses, titled and authored by the company', async () => {
    const bytes = await pdf;
    expect(bytes.subarray(0, 5).toString('latin1')).toBe('%PDF-');
    const { info, totalPages } = await read(bytes);
    expect(totalPages).toBeGreaterThan(1);
    expect(String(info.Title).replace(/\s+/g, ' ')).toBe(`${TITLES[lang]} | ${COMPANY.legalName}`);
    expect(info.Author).toBe(COMPANY.legalName);
  });

  it('names the company as its register does, and the periods of its clauses', async () => {
    const { text } = await read(await pdf);
    expect(text).toContain(TITLES[lang]);
    const numbers = [COMPANY.register.number, COMPANY.vatId, COMPANY.regon].map((value) => registryNumber(value, lang).replaceAll('\u00a0', ' '));
    for (const fact of [COMPANY.legalName, ...numbers, COMPANY.address.street, COMPANY.privacyEmail]) expect(text).toContain(fact);
    // The example record's party block says it is one, and shows none of its numbers.
    if (COMPANY.example) expect(text.replace(/\s+/g, ' ')).toContain(EXAMPLE_RECORD_WORDS[lang].note.replaceAll('\u00a0', ' '));
    if (COMPANY.example) expect(text).not.toContain(COMPANY.regon);
    expect(text).toContain(formatDays({ min: DPA_TERMS.deleteAfterContractDays, max: DPA_TERMS.deleteAfterContractDays }, lang).replace('\u00a0', ' '));
  });

  it('lists every sub-processor, the model the agent is defined with, and every product', async () => {
    const { text } = await read(await pdf);
    for (const processor of Object.values(SUB_PROCESSORS)) expect(text).toContain(processor.name);
    expect(text).toContain(VOICE_AGENT_LLM);
    for (const name of Object.values(PRODUCT_NAMES)) expect(text).toContain(name);
  });

  it('starts no line with a punctuation mark', async () => {
    const document = await getDocumentProxy(new Uint8Array(await pdf));
    const { text: pages } = await extractText(document, { mergePages: false });
    const lines = pages.flatMap((page) => page.split('\n'));
    expect(lines.length).toBeGreaterThan(50);
    expect(lines.filter((line) => /^\s*[,.;:!?)»]/u.test(line))).toEqual([]);
  });

  it('ends no page with a heading: each clause’s title stands on the page of its text', async () => {
    const document = await getDocumentProxy(new Uint8Array(await pdf));
    const { text: pages } = await extractText(document, { mergePages: false });
    // A page's last line is its footer; the one before it is the last of its content.
    const lastOfContent = pages.map(
      (page) =>
        page
          .split('\n')
          .filter((line) => line.trim())
          .at(-2)
          ?.trim() ?? '',
    );
    const { default: dpa } = (await import(`../../shell/src/content/trust/dpa.${lang}.ts`)) as { default: { clauses: readonly { title: string }[] } };
    const headings = dpa.clauses.map((clause, index) => `${index + 1}. ${clause.title}`);
    expect(lastOfContent.filter((line) => headings.includes(line))).toEqual([]);
  });

  it('speaks of the parties, never to a visitor of the site', async () => {
    const texts = await dpaTexts(lang);
    expect(texts.filter((text) => SECOND_PERSON[lang].test(text))).toEqual([]);
  });

  it('names the GDPR once, without a second “EU”', async () => {
    const { text } = await read(await pdf);
    expect(text).not.toMatch(/(?<![\p{L}])(?:EU|ЕС|ЄС)(?![\p{L}])[^.()]{0,60}\((?:EU|ЕС|ЄС)\)/u);
  });

  it('has a glyph for every character it prints', async () => {
    const missing = (await dpaTexts(lang)).flatMap(charactersWithoutGlyph);
    expect(missing).toEqual([]);
  });
});
