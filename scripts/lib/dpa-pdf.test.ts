import { describe, expect, it } from 'vitest';
import { extractText, getDocumentProxy, getMeta } from 'unpdf';
import { COMPANY, DPA_TERMS, EXAMPLE_RECORD_WORDS, LANGUAGES, PRODUCT_NAMES, SUB_PROCESSORS, VOICE_AGENT_LLM, formatDays, registryNumber } from '@site/model';
import { charactersWithoutGlyph, dpaTexts, renderDpa } from './dpa-pdf';

/** The DPA as a reader's PDF viewer gets it: its text, each line's spaces as plain spaces, and its metadata. */
async function read(pdf: Buffer) {
  const document = await getDocumentProxy(new Uint8Array(pdf));
  const { text, totalPages } = await extractText(document, { mergePages: true });
  const { info } = await getMeta(document);
  return { text: text.replace(/\s+/g, ' '), totalPages, info: info as Record<string, unknown> };
}

const TITLES = { en: 'Data Processing Agreement', ru: 'Договор об обработке персональных данных', uk: 'Договір про обробку персональних даних' } as const;

describe.each(LANGUAGES)('the DPA in %s', (lang) => {
  const pdf = renderDpa(lang);

  it('is a PDF that parses, titled and authored by the company', async () => {
    const bytes = await pdf;
    expect(bytes.subarray(0, 5).toString('latin1')).toBe('%PDF-');
    const { info, totalPages } = await read(bytes);
    expect(totalPages).toBeGreaterThan(1);
    expect(String(info.Title).replace(/\s+/g, ' ')).toBe(`${TITLES[lang]} — ${COMPANY.legalName}`);
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

  it('has a glyph for every character it prints', async () => {
    const missing = (await dpaTexts(lang)).flatMap(charactersWithoutGlyph);
    expect(missing).toEqual([]);
  });
});
