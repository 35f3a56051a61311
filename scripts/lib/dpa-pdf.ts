import { readFileSync } from 'node:fs';
import { mkdir, writeFile } from 'node:fs/promises';
import { createRequire } from 'node:module';
import { dirname, join, resolve } from 'node:path';
import PDFDocument from 'pdfkit';
import subsetFont from 'subset-font';
import { productDefaultRows, SHELL_PAGES, subProcessorRows, type Dpa, type LegalPage, type TrustPage } from '@site/content';
import { collectionIn } from '@site/content/node';
import { COMPANY, EXAMPLE_RECORD_WORDS, LANGUAGES, SITE_NAME, TITLE_SEPARATOR, dpaPath, registryNumber, type Language } from '@site/model';
import { REPO_ROOT } from '../../repo-layout';
import { FONT_SUBSETS, WEIGHTS } from '../fonts';

/**
 * The DPA a buyer downloads from the trust page, one PDF per language, written at build time from
 * the DPA's text (`shell/src/content/trust/dpa.<lang>.ts`), the trust page's tables (its annexes
 * print the very rows the page shows) and the company's record. Set in the brand typeface: Onest's
 * variable files, pinned at two weights and cut to the scripts the text needs (Latin, the Polish
 * letters of the company's register entry, Cyrillic), since PDFKit embeds static TrueType faces.
 */

/** Each face's characters: the site's own cut of Latin, of the Polish letters (ł, ą, ę…, which the register's words write too) and of Cyrillic. */
const SCRIPTS = { latin: FONT_SUBSETS.latin, latinExt: FONT_SUBSETS['latin-ext'], cyrillic: FONT_SUBSETS.cyrillic } as const;
/** Every file has the spaces: a space stays in its word's face, so a line never starts with a piece of space. */
const SPACES = ' \u00a0';
type Script = keyof typeof SCRIPTS;
const FACE_WEIGHTS = { regular: WEIGHTS.min, bold: 700 } as const;
type Weight = keyof typeof FACE_WEIGHTS;

const SCRIPT_OF = new Map<string, Script>(
  (Object.keys(SCRIPTS) as Script[]).flatMap((script) => [...SCRIPTS[script].text].map((char) => [char, script] as const)),
);

/** The characters of `text` no face of the PDF has: a test keeps this empty for every document. */
export function charactersWithoutGlyph(text: string): string[] {
  return [...new Set([...text].filter((char) => !SPACES.includes(char) && !SCRIPT_OF.has(char)))];
}

type Faces = Readonly<Record<`${Script}-${Weight}`, Buffer>>;
let faces: Promise<Faces> | undefined;

/** The six faces (three scripts, two weights) as TrueType, made once per process. */
function loadFaces(): Promise<Faces> {
  const fontsource = createRequire(resolve(REPO_ROOT, 'packages/ui/package.json'));
  faces ??= Promise.all(
    (Object.keys(SCRIPTS) as Script[]).flatMap((script) =>
      (Object.keys(FACE_WEIGHTS) as Weight[]).map(async (weight) => {
        const source = readFileSync(fontsource.resolve(`@fontsource-variable/onest/files/${SCRIPTS[script].source}`));
        const face = await subsetFont(source, SCRIPTS[script].text + SPACES, { targetFormat: 'truetype', variationAxes: { wght: FACE_WEIGHTS[weight] } });
        return [`${script}-${weight}`, face] as const;
      }),
    ),
  ).then((entries) => Object.fromEntries(entries) as Faces);
  return faces;
}

/** A piece of running text and its weight. */
export interface Run {
  readonly text: string;
  readonly bold?: boolean;
}

const INK = '#0f172a';
const MUTED = '#475569';
const BRAND = '#3730a3';
const RULE = '#cbd5e1';

/** The trust page's, the DPA's and the legal notice's documents in `lang`, checked against their schemas. */
async function documentsIn(lang: Language): Promise<{ page: TrustPage; dpa: Dpa; legal: LegalPage }> {
  const pages = collectionIn(SHELL_PAGES, REPO_ROOT);
  const [page, dpa, legal] = await Promise.all([pages.load('trust', 'page', lang), pages.load('trust', 'dpa', lang), pages.load('legal', 'page', lang)]);
  return { page, dpa, legal };
}

/**
 * The processor's details as the register has them, labelled as the legal notice labels them in
 * the reader's language (never an English label in a Russian or Ukrainian contract).
 */
function processorLines(lang: Language, { details }: LegalPage): string[] {
  const { address, register } = COMPANY;
  const country = new Intl.DisplayNames([lang], { type: 'region' }).of(address.country) ?? address.country;
  return [
    `${COMPANY.legalName}, ${COMPANY.legalForm[lang]}`,
    `${address.street}, ${address.postalCode} ${address.city}, ${country}`,
    `${details.krs}: ${registryNumber(register.number, lang)}, ${register.court}`,
    `${details.vatId}: ${registryNumber(COMPANY.vatId, lang)} · ${details.regon}: ${registryNumber(COMPANY.regon, lang)}`,
    COMPANY.privacyEmail,
    ...(COMPANY.example ? [EXAMPLE_RECORD_WORDS[lang].note] : []),
  ];
}

/** Every text the PDF of `lang` prints, for the glyph check and the tests. */
export async function dpaTexts(lang: Language): Promise<string[]> {
  const { page, dpa, legal } = await documentsIn(lang);
  return [...textsOfDpa(dpa), ...processorLines(lang, legal), ...annexTexts(page, lang)];
}

function textsOfDpa(dpa: Dpa): string[] {
  const texts: string[] = [];
  const walk = (value: unknown) => {
    if (typeof value === 'string') texts.push(value);
    else if (value && typeof value === 'object') Object.values(value).forEach(walk);
  };
  walk(dpa);
  return texts;
}

function annexTexts(page: TrustPage, lang: Language): string[] {
  return [
    ...subProcessorRows(page).flatMap((row) => [row.name, row.what, ...row.where, row.usedBy.join(', ')]),
    ...Object.values(page.processors.columns),
    ...productDefaultRows(page, lang).flatMap((row) => [row.name, row.retention, row.environment, row.copyAtElevenLabs]),
    ...Object.values(page.products.columns),
    ...[...page.encryption.items, ...page.access.items].flatMap((item) => [item.title, item.text]),
  ];
}

/** A piece of text in one face. */
interface Piece {
  readonly text: string;
  readonly face: string;
}

const LINE_GAP = 2;
/** A heading's own line and the first two lines of its text, in points: a heading with less room left starts the next page, never ends one. */
const HEADING_WITH_NEXT = 60;
/** The signatures' heading, the space to sign and the two parties' lines beneath it, in points. */
const SIGNATURES_HEIGHT = 120;

/**
 * The runs as words (a line may break only at an ordinary space between them), each word as its
 * pieces, each piece in the face of its script and its run's weight. Punctuation and digits are in
 * the Latin file only; a non-breaking space goes on in the face before it, inside its word.
 */
export function wordsOf(runs: readonly Run[]): Piece[][] {
  const words: Piece[][] = [];
  let word: Piece[] = [];
  for (const run of runs) {
    for (const char of run.text) {
      if (char === ' ') {
        if (word.length) words.push(word);
        word = [];
        continue;
      }
      const script = SPACES.includes(char) ? (word.at(-1)?.face.split('-')[0] ?? 'latin') : (SCRIPT_OF.get(char) ?? 'latin');
      const face = `${script}-${run.bold ? 'bold' : 'regular'}`;
      const last = word.at(-1);
      if (last?.face === face) word[word.length - 1] = { text: last.text + char, face };
      else word.push({ text: char, face });
    }
  }
  if (word.length) words.push(word);
  return words;
}

/** The DPA of `lang` as a PDF. */
export async function renderDpa(lang: Language): Promise<Buffer> {
  const [{ page, dpa, legal }, faces] = await Promise.all([documentsIn(lang), loadFaces()]);
  const doc = new PDFDocument({
    size: 'A4',
    margins: { top: 64, bottom: 72, left: 64, right: 64 },
    bufferPages: true,
    lang,
    info: { Title: `${dpa.title}${TITLE_SEPARATOR}${COMPANY.legalName}`, Author: COMPANY.legalName, Subject: dpa.subtitle, Creator: SITE_NAME },
  });
  for (const [name, face] of Object.entries(faces)) doc.registerFont(name, face);
  const chunks: Buffer[] = [];
  doc.on('data', (chunk: Buffer) => chunks.push(chunk));
  const ended = new Promise<void>((done) => doc.on('end', () => done()));

  /**
   * Writes runs as one paragraph, each character in the face of its script, laid out here rather
   * than by PDFKit: PDFKit wraps each face's piece on its own, so a line could break between a
   * Cyrillic word and the comma after it (set in the Latin face) and start with the comma. Here a
   * line breaks only at an ordinary space; a word keeps its punctuation, and a non-breaking space
   * keeps its neighbours, on one line.
   */
  const write = (runs: readonly Run[], options: { size?: number; color?: string; gap?: number } = {}) => {
    const size = options.size ?? 10;
    const words = wordsOf(runs);
    doc.fontSize(size).fillColor(options.color ?? INK);
    const widthOf = (piece: Piece) => doc.font(piece.face).fontSize(size).widthOfString(piece.text);
    const left = doc.x;
    const width = doc.page.width - doc.page.margins.right - left;
    const lineHeight =
      doc
        .font(words[0]?.[0]?.face ?? 'latin-regular')
        .fontSize(size)
        .currentLineHeight(true) + LINE_GAP;
    const lines: Piece[][] = [];
    let line: Piece[] = [];
    let used = 0;
    for (const word of words) {
      const space: Piece = { text: ' ', face: line.at(-1)?.face ?? word[0]!.face };
      const wordWidth = word.reduce((sum, piece) => sum + widthOf(piece), 0);
      if (line.length && used + widthOf(space) + wordWidth > width) {
        lines.push(line);
        line = [];
        used = 0;
      }
      if (line.length) {
        line.push(space);
        used += widthOf(space);
      }
      line.push(...word);
      used += wordWidth;
    }
    if (line.length) lines.push(line);
    for (const pieces of lines) {
      if (doc.y + lineHeight > doc.page.height - doc.page.margins.bottom) doc.addPage();
      const top = doc.y;
      let x = left;
      for (const piece of pieces) {
        doc.font(piece.face).fontSize(size).text(piece.text, x, top, { lineBreak: false });
        x += widthOf(piece);
      }
      doc.x = left;
      doc.y = top + lineHeight;
    }
    doc.y += options.gap ?? 6;
  };
  const heading = (text: string, size = 13) => {
    doc.moveDown(0.6);
    if (doc.y + HEADING_WITH_NEXT > doc.page.height - doc.page.margins.bottom) doc.addPage();
    write([{ text, bold: true }], { size, color: BRAND, gap: 4 });
  };
  const rule = () => {
    doc.moveDown(0.3);
    doc
      .strokeColor(RULE)
      .lineWidth(0.5)
      .moveTo(doc.page.margins.left, doc.y)
      .lineTo(doc.page.width - doc.page.margins.right, doc.y)
      .stroke();
    doc.moveDown(0.5);
  };

  write([{ text: dpa.title, bold: true }], { size: 20, gap: 4 });
  write([{ text: dpa.subtitle }], { size: 10, color: MUTED, gap: 10 });
  rule();

  heading(dpa.parties.title);
  write([{ text: dpa.parties.processor, bold: true }], { gap: 2 });
  for (const line of processorLines(lang, legal)) write([{ text: line }], { gap: 1 });
  doc.moveDown(0.4);
  write([{ text: dpa.parties.controller, bold: true }], { gap: 2 });
  write([{ text: dpa.parties.controllerBlank }], { color: MUTED });

  dpa.clauses.forEach((clause, index) => {
    heading(`${index + 1}. ${clause.title}`, 11.5);
    for (const paragraph of clause.text) write([{ text: paragraph }]);
  });

  doc.addPage();
  heading(dpa.annexes.processors.title);
  write([{ text: dpa.annexes.processors.lead }], { color: MUTED, gap: 8 });
  const processors = page.processors.columns;
  for (const row of subProcessorRows(page)) {
    write([{ text: row.name, bold: true }], { size: 11, gap: 2 });
    write([{ text: `${processors.what}: `, bold: true }, { text: row.what }], { gap: 2 });
    write([{ text: `${processors.where}: `, bold: true }, { text: row.where.join('; ') }], { gap: 2 });
    write([{ text: `${processors.usedBy}: `, bold: true }, { text: row.usedBy.join(', ') }], { gap: 8 });
  }

  heading(dpa.annexes.products.title);
  write([{ text: dpa.annexes.products.lead }], { color: MUTED, gap: 8 });
  const products = page.products.columns;
  for (const row of productDefaultRows(page, lang)) {
    write([{ text: row.name, bold: true }], { size: 11, gap: 2 });
    write(
      [
        { text: `${products.retention}: `, bold: true },
        { text: `${row.retention}. ` },
        { text: `${products.environment}: `, bold: true },
        { text: `${row.environment}. ` },
        { text: `${products.zeroRetention}: `, bold: true },
        { text: row.copyAtElevenLabs },
      ],
      { gap: 8 },
    );
  }

  heading(dpa.annexes.security.title);
  write([{ text: dpa.annexes.security.lead }], { color: MUTED, gap: 8 });
  for (const item of [...page.encryption.items, ...page.access.items]) write([{ text: `${item.title}. `, bold: true }, { text: item.text }]);

  // The signatures stay together with their heading: a page of their own rather than a block split by a page's end.
  if (doc.y + SIGNATURES_HEIGHT > doc.page.height - doc.page.margins.bottom) doc.addPage();
  heading(dpa.signatures.title);
  const top = doc.y + 36;
  const width = (doc.page.width - doc.page.margins.left - doc.page.margins.right - 32) / 2;
  [dpa.signatures.processor, dpa.signatures.controller].forEach((party, index) => {
    const x = doc.page.margins.left + index * (width + 32);
    doc
      .strokeColor(INK)
      .lineWidth(0.5)
      .moveTo(x, top)
      .lineTo(x + width, top)
      .stroke();
    doc.x = x;
    doc.y = top + 4;
    write([{ text: party, bold: true }], { gap: 1 });
    doc.x = x;
    write([{ text: dpa.signatures.line }], { size: 8.5, color: MUTED });
  });

  const { start, count } = doc.bufferedPageRange();
  for (let index = start; index < start + count; index += 1) {
    doc.switchToPage(index);
    const bottom = doc.page.height - doc.page.margins.bottom + 24;
    doc.page.margins.bottom = 0;
    doc.x = doc.page.margins.left;
    doc.y = bottom;
    write([{ text: `${COMPANY.legalName} · ${dpa.title} · ${dpa.page.word} ${index + 1} ${dpa.page.of} ${count}` }], { size: 8, color: MUTED, gap: 0 });
  }
  doc.end();
  await ended;
  return Buffer.concat(chunks);
}

/** Writes the DPA of every language where the trust page links it (`dpaPath`), under the pages' build. */
export async function writeDpas(pagesDir: string): Promise<string[]> {
  return Promise.all(
    LANGUAGES.map(async (lang) => {
      const file = join(pagesDir, dpaPath(lang));
      await mkdir(dirname(file), { recursive: true });
      await writeFile(file, await renderDpa(lang));
      return file;
    }),
  );
}
