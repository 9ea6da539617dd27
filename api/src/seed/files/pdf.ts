/**
 * A small PDF 1.4 writer for the demo materials: A4 pages, headings, wrapped paragraphs, bullet
 * lists, answer lines and coloured rules, in Helvetica.
 *
 * Latvian letters are not in any of PDF's predefined encodings, so each font gets an encoding that
 * starts from WinAnsi (which already has Š š Ž ž, dashes and the „ “ quotes) and, through a
 * /Differences array, puts the macron and cedilla letters on codes 0xC0–0xD3 (À–Ó, letters
 * Latvian never uses). The glyph names are those of Adobe's standard Latin set, which every
 * viewer's Helvetica substitute carries. Greek letters and mathematical signs (ρ, π, Δ, √, −, ≈)
 * come from the standard Symbol font; subscript and superscript digits are written as plain digits.
 * /ToUnicode maps keep the text searchable and copyable.
 */
import { deflateSync } from 'node:zlib';

type Rgb = readonly [number, number, number];

const LATVIAN_GLYPHS: ReadonlyArray<readonly [char: string, glyph: string]> = [
  ['Ā', 'Amacron'],
  ['ā', 'amacron'],
  ['Č', 'Ccaron'],
  ['č', 'ccaron'],
  ['Ē', 'Emacron'],
  ['ē', 'emacron'],
  ['Ģ', 'Gcommaaccent'],
  ['ģ', 'gcommaaccent'],
  ['Ī', 'Imacron'],
  ['ī', 'imacron'],
  ['Ķ', 'Kcommaaccent'],
  ['ķ', 'kcommaaccent'],
  ['Ļ', 'Lcommaaccent'],
  ['ļ', 'lcommaaccent'],
  ['Ņ', 'Ncommaaccent'],
  ['ņ', 'ncommaaccent'],
  ['Ū', 'Umacron'],
  ['ū', 'umacron'],
  ['Ō', 'Omacron'],
  ['ō', 'omacron'],
];
const LATVIAN_FIRST_CODE = 0xc0;

/** WinAnsi codes above 0x7F for the non-ASCII characters the demo texts use. */
const WIN_ANSI: Record<string, number> = {
  Š: 0x8a,
  š: 0x9a,
  Ž: 0x8e,
  ž: 0x9e,
  '„': 0x84,
  '“': 0x93,
  '”': 0x94,
  '‘': 0x91,
  '’': 0x92,
  '–': 0x96,
  '—': 0x97,
  '•': 0x95,
  '…': 0x85,
  '€': 0x80,
  '°': 0xb0,
  '±': 0xb1,
  '²': 0xb2,
  '³': 0xb3,
  µ: 0xb5,
  '·': 0xb7,
  '×': 0xd7,
  '÷': 0xf7,
  '½': 0xbd,
  '¼': 0xbc,
  '¾': 0xbe,
  '«': 0xab,
  '»': 0xbb,
  '\u00a0': 0xa0,
};

/** Unicode → byte in our font encoding. */
const ENCODE = new Map<string, number>();
for (let c = 0x20; c < 0x7f; c++) ENCODE.set(String.fromCharCode(c), c);
for (const [ch, code] of Object.entries(WIN_ANSI)) ENCODE.set(ch, code);
LATVIAN_GLYPHS.forEach(([ch], i) => ENCODE.set(ch, LATVIAN_FIRST_CODE + i));
const DECODE = new Map<number, string>([...ENCODE].map(([ch, code]) => [code, ch]));

/** Characters taken from the Symbol font: code in its built-in encoding and advance width. */
const SYMBOL: Record<string, readonly [code: number, width: number]> = {
  α: [0x61, 631],
  β: [0x62, 549],
  γ: [0x67, 411],
  Δ: [0x44, 612],
  ε: [0x65, 439],
  η: [0x68, 603],
  θ: [0x71, 521],
  λ: [0x6c, 549],
  μ: [0x6d, 576],
  ν: [0x6e, 521],
  π: [0x70, 549],
  ρ: [0x72, 549],
  σ: [0x73, 603],
  τ: [0x74, 439],
  φ: [0x6a, 603],
  ω: [0x77, 686],
  Ω: [0x57, 768],
  '−': [0x2d, 549],
  '√': [0xd6, 549],
  '≈': [0xbb, 549],
  '≤': [0xa3, 549],
  '≥': [0xb3, 549],
  '≠': [0xb9, 549],
  '→': [0xae, 987],
  '∞': [0xa5, 713],
};
const SYMBOL_DECODE = new Map<number, string>(Object.entries(SYMBOL).map(([ch, [code]]) => [code, ch]));

/** Stand-ins for characters neither font has. */
const FALLBACK: Record<string, string> = {
  '₀': '0',
  '₁': '1',
  '₂': '2',
  '₃': '3',
  '₄': '4',
  '₅': '5',
  '₆': '6',
  '₇': '7',
  '₈': '8',
  '₉': '9',
  '⁰': '0',
  '¹': '1',
  '⁴': '4',
  '⁵': '5',
  '⁶': '6',
  '⁷': '7',
  '⁸': '8',
  '⁹': '9',
  ℰ: 'ε',
  '\u2009': ' ',
  '\u202f': ' ',
};

// Advance widths (1/1000 em) of Helvetica and Helvetica-Bold for ASCII 0x20–0x7E, from Adobe's AFMs.
// prettier-ignore
const HELVETICA = [
  278, 278, 355, 556, 556, 889, 667, 191, 333, 333, 389, 584, 278, 333, 278, 278,
  556, 556, 556, 556, 556, 556, 556, 556, 556, 556, 278, 278, 584, 584, 584, 556,
  1015, 667, 667, 722, 722, 667, 611, 778, 722, 278, 500, 667, 556, 833, 722, 778,
  667, 778, 722, 667, 611, 722, 667, 944, 667, 667, 611, 278, 278, 278, 469, 556,
  333, 556, 556, 500, 556, 556, 278, 556, 556, 222, 222, 500, 222, 833, 556, 556,
  556, 556, 333, 500, 278, 556, 500, 722, 500, 500, 500, 334, 260, 334, 584,
];
// prettier-ignore
const HELVETICA_BOLD = [
  278, 333, 474, 556, 556, 889, 722, 238, 333, 333, 389, 584, 278, 333, 278, 278,
  556, 556, 556, 556, 556, 556, 556, 556, 556, 556, 333, 333, 584, 584, 584, 611,
  975, 722, 722, 722, 722, 667, 611, 778, 722, 278, 556, 722, 611, 833, 722, 778,
  667, 778, 722, 667, 611, 722, 667, 944, 667, 667, 611, 333, 278, 333, 584, 556,
  333, 556, 611, 556, 611, 556, 333, 611, 611, 278, 278, 556, 278, 889, 611, 611,
  611, 611, 389, 556, 333, 611, 556, 778, 556, 556, 500, 389, 280, 389, 584,
];

type FontName = 'regular' | 'bold';
const FONT_RESOURCE: Record<FontName, string> = { regular: 'F1', bold: 'F2' };
const SYMBOL_RESOURCE = 'F3';

/** A piece of text in one font, already encoded. */
interface Run {
  symbol: boolean;
  codes: number[];
}

/** Splits text into runs of the text font and of the Symbol font. */
function toRuns(text: string): Run[] {
  const runs: Run[] = [];
  for (const original of text) {
    const ch = FALLBACK[original] ?? original;
    const symbol = SYMBOL[ch];
    const isSymbol = symbol !== undefined && !ENCODE.has(ch);
    const code = isSymbol ? symbol[0] : (ENCODE.get(ch) ?? 0x3f);
    const last = runs[runs.length - 1];
    if (last && last.symbol === isSymbol) last.codes.push(code);
    else runs.push({ symbol: isSymbol, codes: [code] });
  }
  return runs;
}

/** The base letter of an accented character, for its width (accents don't change advance). */
function baseLetter(ch: string): string {
  const base = ch.normalize('NFD')[0] ?? ch;
  return base.charCodeAt(0) < 0x7f ? base : 'o';
}

function charWidth(ch: string, font: FontName): number {
  const table = font === 'bold' ? HELVETICA_BOLD : HELVETICA;
  const code = ch.charCodeAt(0);
  if (code >= 0x20 && code < 0x7f) return table[code - 0x20]!;
  if (ch === '—') return 1000;
  if (ch === '…') return 1000;
  if ('–•°·'.includes(ch)) return font === 'bold' ? 556 : 556;
  if ('„“”‘’'.includes(ch)) return 333;
  if ('²³'.includes(ch)) return 333;
  if ('×±÷'.includes(ch)) return 584;
  return table[baseLetter(ch).charCodeAt(0) - 0x20] ?? 556;
}

export function textWidth(text: string, font: FontName, size: number): number {
  let units = 0;
  for (const original of text) {
    const ch = FALLBACK[original] ?? original;
    const symbol = SYMBOL[ch];
    units += symbol && !ENCODE.has(ch) ? symbol[1] : charWidth(ch, font);
  }
  return (units * size) / 1000;
}

/** Writes encoded bytes as a PDF literal string. */
function pdfString(codes: readonly number[]): string {
  let out = '(';
  for (const code of codes) {
    if (code === 0x28 || code === 0x29 || code === 0x5c) out += '\\' + String.fromCharCode(code);
    else if (code < 0x7f) out += String.fromCharCode(code);
    else out += '\\' + code.toString(8).padStart(3, '0');
  }
  return out + ')';
}

/** A text string for the document information dictionary: UTF-16BE with a byte-order mark. */
function infoString(text: string): string {
  let hex = 'FEFF';
  for (let i = 0; i < text.length; i++) hex += text.charCodeAt(i).toString(16).padStart(4, '0').toUpperCase();
  return `<${hex}>`;
}

/** Splits a paragraph into lines that fit `maxWidth` points, breaking at spaces. */
export function wrapText(text: string, font: FontName, size: number, maxWidth: number): string[] {
  const lines: string[] = [];
  let line = '';
  for (const word of text.split(/\s+/).filter(Boolean)) {
    const candidate = line ? `${line} ${word}` : word;
    if (line && textWidth(candidate, font, size) > maxWidth) {
      lines.push(line);
      line = word;
    } else {
      line = candidate;
    }
  }
  if (line) lines.push(line);
  return lines;
}

const PAGE_WIDTH = 595.28;
const PAGE_HEIGHT = 841.89;
const MARGIN = 56;
const CONTENT_WIDTH = PAGE_WIDTH - 2 * MARGIN;
const TEXT: Rgb = [0.114, 0.141, 0.188];
const MUTED: Rgb = [0.357, 0.396, 0.451];
const ACCENT: Rgb = [0.62, 0.188, 0.224];

const num = (n: number) => (Math.round(n * 100) / 100).toString();
const rgb = (c: Rgb, op: 'rg' | 'RG') => `${c.map(num).join(' ')} ${op}`;

export interface PdfMeta {
  title: string;
  author?: string;
  subject?: string;
  /** Fixed creation date, so that the same input gives the same bytes. */
  createdAt?: Date;
}

/** Lays out a document top to bottom and adds pages as it fills them. */
export class PdfDocument {
  private readonly pages: string[][] = [];
  private ops: string[] = [];
  private y = 0;

  constructor(private readonly meta: PdfMeta) {
    this.newPage();
  }

  private newPage(): void {
    this.ops = [];
    this.pages.push(this.ops);
    this.y = PAGE_HEIGHT - MARGIN;
  }

  private ensureSpace(height: number): void {
    if (this.y - height < MARGIN + 24) this.newPage();
  }

  private textLine(text: string, x: number, font: FontName, size: number, color: Rgb): void {
    this.ops.push(textOps(text, x, this.y, font, size, color));
  }

  heading(text: string, level: 1 | 2 = 1): this {
    const size = level === 1 ? 20 : 14;
    const lines = wrapText(text, 'bold', size, CONTENT_WIDTH);
    this.ensureSpace(lines.length * size * 1.3 + (level === 1 ? 16 : 8));
    this.y -= level === 1 ? 0 : 8;
    for (const line of lines) {
      this.y -= size;
      this.textLine(line, MARGIN, 'bold', size, level === 1 ? ACCENT : TEXT);
      this.y -= size * 0.3;
    }
    if (level === 1) {
      this.y -= 6;
      this.ops.push(
        `${rgb(ACCENT, 'RG')} 1.5 w ${num(MARGIN)} ${num(this.y)} m ${num(MARGIN + CONTENT_WIDTH)} ${num(this.y)} l S`,
      );
      this.y -= 14;
    } else {
      this.y -= 4;
    }
    return this;
  }

  paragraph(text: string, options: { muted?: boolean; size?: number; bold?: boolean } = {}): this {
    const size = options.size ?? 11;
    const font: FontName = options.bold ? 'bold' : 'regular';
    for (const line of wrapText(text, font, size, CONTENT_WIDTH)) {
      this.ensureSpace(size * 1.45);
      this.y -= size * 1.45;
      this.textLine(line, MARGIN, font, size, options.muted ? MUTED : TEXT);
    }
    this.y -= size * 0.6;
    return this;
  }

  /** A numbered or bulleted list; `numbered` starts at 1. */
  list(items: readonly string[], numbered = false): this {
    const size = 11;
    const indent = 20;
    items.forEach((item, index) => {
      const marker = numbered ? `${index + 1}.` : '•';
      wrapText(item, 'regular', size, CONTENT_WIDTH - indent).forEach((line, i) => {
        this.ensureSpace(size * 1.45);
        this.y -= size * 1.45;
        if (i === 0) this.textLine(marker, MARGIN + 4, numbered ? 'bold' : 'regular', size, numbered ? ACCENT : TEXT);
        this.textLine(line, MARGIN + indent, 'regular', size, TEXT);
      });
      this.y -= 3;
    });
    this.y -= size * 0.4;
    return this;
  }

  /** Empty ruled lines for a pupil's written answer. */
  answerLines(count: number): this {
    for (let i = 0; i < count; i++) {
      this.ensureSpace(22);
      this.y -= 22;
      this.ops.push(
        `${rgb([0.8, 0.82, 0.85], 'RG')} 0.6 w ${num(MARGIN + 20)} ${num(this.y)} m ${num(MARGIN + CONTENT_WIDTH)} ${num(this.y)} l S`,
      );
    }
    this.y -= 10;
    return this;
  }

  /** A simple grid table with a bold header row, columns of equal width. */
  table(header: readonly string[], rows: readonly (readonly string[])[]): this {
    const size = 10;
    const rowHeight = 20;
    const colWidth = CONTENT_WIDTH / header.length;
    const drawRow = (cells: readonly string[], bold: boolean) => {
      this.ensureSpace(rowHeight);
      const top = this.y;
      this.y -= rowHeight;
      if (bold)
        this.ops.push(
          `${rgb([0.96, 0.965, 0.973], 'rg')} ${num(MARGIN)} ${num(this.y)} ${num(CONTENT_WIDTH)} ${rowHeight} re f`,
        );
      this.ops.push(
        `${rgb([0.867, 0.882, 0.902], 'RG')} 0.6 w ${num(MARGIN)} ${num(this.y)} ${num(CONTENT_WIDTH)} ${num(top - this.y)} re S`,
      );
      cells.forEach((cell, i) => {
        const x = MARGIN + i * colWidth;
        if (i > 0) this.ops.push(`${num(x)} ${num(this.y)} m ${num(x)} ${num(top)} l S`);
        const saved = this.y;
        this.y += 6.5;
        this.textLine(cell, x + 6, bold ? 'bold' : 'regular', size, TEXT);
        this.y = saved;
      });
    };
    drawRow(header, true);
    for (const row of rows) drawRow(row, false);
    this.y -= 14;
    return this;
  }

  /** Serialises the document; every object's byte offset goes into the cross-reference table. */
  toBuffer(): Buffer {
    const objects: Buffer[] = [];
    const add = (body: string | Buffer): number => {
      objects.push(typeof body === 'string' ? Buffer.from(body, 'latin1') : body);
      return objects.length;
    };
    const stream = (dict: string, data: Buffer): Buffer =>
      Buffer.concat([
        Buffer.from(`<< ${dict} /Length ${data.length} >>\nstream\n`, 'latin1'),
        data,
        Buffer.from('\nendstream', 'latin1'),
      ]);

    const differences = LATVIAN_GLYPHS.map(([, glyph]) => `/${glyph}`).join(' ');
    const encodingId = add(
      `<< /Type /Encoding /BaseEncoding /WinAnsiEncoding /Differences [${LATVIAN_FIRST_CODE} ${differences}] >>`,
    );
    const cmapId = add(stream('/Filter /FlateDecode', deflateSync(toUnicodeCMap(DECODE))));
    const fontIds = (['Helvetica', 'Helvetica-Bold'] as const).map((base) =>
      add(`<< /Type /Font /Subtype /Type1 /BaseFont /${base} /Encoding ${encodingId} 0 R /ToUnicode ${cmapId} 0 R >>`),
    );
    const symbolCmapId = add(stream('/Filter /FlateDecode', deflateSync(toUnicodeCMap(SYMBOL_DECODE))));
    const symbolId = add(`<< /Type /Font /Subtype /Type1 /BaseFont /Symbol /ToUnicode ${symbolCmapId} 0 R >>`);
    const pagesId = objects.length + 1 + this.pages.length * 2;
    const pageIds: number[] = [];
    this.pages.forEach((ops, index) => {
      const footer = textOps(`${this.meta.title} — ${index + 1}/${this.pages.length}`, MARGIN, 30, 'regular', 9, MUTED);
      const contentId = add(
        stream('/Filter /FlateDecode', deflateSync(Buffer.from([...ops, footer].join('\n'), 'latin1'))),
      );
      pageIds.push(
        add(
          `<< /Type /Page /Parent ${pagesId} 0 R /MediaBox [0 0 ${PAGE_WIDTH} ${PAGE_HEIGHT}] ` +
            `/Resources << /Font << /F1 ${fontIds[0]} 0 R /F2 ${fontIds[1]} 0 R /${SYMBOL_RESOURCE} ${symbolId} 0 R >> >> /Contents ${contentId} 0 R >>`,
        ),
      );
    });
    add(`<< /Type /Pages /Kids [${pageIds.map((id) => `${id} 0 R`).join(' ')}] /Count ${pageIds.length} >>`);
    const catalogId = add(`<< /Type /Catalog /Pages ${pagesId} 0 R /Lang ${infoString('lv')} >>`);
    const date = pdfDate(this.meta.createdAt ?? new Date(0));
    const info = [
      `/Title ${infoString(this.meta.title)}`,
      this.meta.author ? `/Author ${infoString(this.meta.author)}` : '',
      this.meta.subject ? `/Subject ${infoString(this.meta.subject)}` : '',
      `/Producer ${infoString('Mācību materiālu portāls')}`,
      `/CreationDate (${date})`,
    ].filter(Boolean);
    const infoId = add(`<< ${info.join(' ')} >>`);

    const chunks: Buffer[] = [Buffer.from('%PDF-1.4\n%\xe2\xe3\xcf\xd3\n', 'latin1')];
    let offset = chunks[0]!.length;
    const offsets: number[] = [];
    objects.forEach((body, i) => {
      offsets.push(offset);
      const chunk = Buffer.concat([
        Buffer.from(`${i + 1} 0 obj\n`, 'latin1'),
        body,
        Buffer.from('\nendobj\n', 'latin1'),
      ]);
      chunks.push(chunk);
      offset += chunk.length;
    });
    const xref =
      `xref\n0 ${objects.length + 1}\n0000000000 65535 f \n` +
      offsets.map((o) => `${String(o).padStart(10, '0')} 00000 n \n`).join('') +
      `trailer\n<< /Size ${objects.length + 1} /Root ${catalogId} 0 R /Info ${infoId} 0 R >>\nstartxref\n${offset}\n%%EOF\n`;
    chunks.push(Buffer.from(xref, 'latin1'));
    return Buffer.concat(chunks);
  }
}

function pdfDate(d: Date): string {
  const p = (n: number) => String(n).padStart(2, '0');
  return `D:${d.getUTCFullYear()}${p(d.getUTCMonth() + 1)}${p(d.getUTCDate())}${p(d.getUTCHours())}${p(d.getUTCMinutes())}${p(d.getUTCSeconds())}Z`;
}

/** Draws one line of text; Tj advances the pen, so runs in different fonts simply follow each other. */
function textOps(text: string, x: number, y: number, font: FontName, size: number, color: Rgb): string {
  const shows = toRuns(text).map(
    (run) => `/${run.symbol ? SYMBOL_RESOURCE : FONT_RESOURCE[font]} ${num(size)} Tf ${pdfString(run.codes)} Tj`,
  );
  return `BT ${rgb(color, 'rg')} ${num(x)} ${num(y)} Td ${shows.join(' ')} ET`;
}

/** Maps every code of a font's encoding back to Unicode (for search, copy and screen readers). */
function toUnicodeCMap(decode: ReadonlyMap<number, string>): Buffer {
  const entries = [...decode].sort(([a], [b]) => a - b);
  const blocks: string[] = [];
  for (let i = 0; i < entries.length; i += 100) {
    const part = entries.slice(i, i + 100);
    blocks.push(
      `${part.length} beginbfchar\n` +
        part
          .map(
            ([code, ch]) =>
              `<${code.toString(16).padStart(2, '0')}> <${ch.charCodeAt(0).toString(16).padStart(4, '0')}>`,
          )
          .join('\n') +
        '\nendbfchar',
    );
  }
  const text =
    '/CIDInit /ProcSet findresource begin\n12 dict begin\nbegincmap\n' +
    '/CIDSystemInfo << /Registry (Adobe) /Ordering (UCS) /Supplement 0 >> def\n' +
    '/CMapName /Adobe-Identity-UCS def\n/CMapType 2 def\n' +
    '1 begincodespacerange\n<00> <FF>\nendcodespacerange\n' +
    blocks.join('\n') +
    '\nendcmap\nCMapName currentdict /CMap defineresource pop\nend\nend\n';
  return Buffer.from(text, 'latin1');
}
