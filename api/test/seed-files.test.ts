/**
 * The demo's generated files are real files: PDFs a viewer opens (cross-reference offsets right,
 * Latvian text recoverable through the file's own /ToUnicode maps), PNGs with valid chunks, SVG
 * icons and CSV tables. The readers below are written independently of the writers.
 */
import { crc32, inflateSync } from 'node:zlib';
import { describe, expect, it } from 'vitest';
import { generateMaterialFile } from '../src/seed/files/documents';
import { classIcon, themeIcon, typeIcon } from '../src/seed/files/icons';
import { PdfDocument, wrapText } from '../src/seed/files/pdf';
import { encodePng } from '../src/seed/files/png';
import { renderPicture } from '../src/seed/files/pictures';
import { MATERIALS } from '../src/seed/content/materials';
import { CLASSES, TYPES, findTheme } from '../src/seed/content/tree';

/** Parses a PDF's xref table and checks that every offset points at "<n> 0 obj". */
function checkPdfStructure(pdf: Buffer): { objects: number; pages: number } {
  const text = pdf.toString('latin1');
  if (!text.startsWith('%PDF-1.')) throw new Error('no PDF header');
  if (!text.trimEnd().endsWith('%%EOF')) throw new Error('no %%EOF');
  const startxref = Number(/startxref\s+(\d+)\s+%%EOF\s*$/.exec(text)?.[1]);
  if (!text.startsWith('xref', startxref)) throw new Error('startxref does not point at the xref table');
  const header = /^xref\s+0\s+(\d+)\s+/.exec(text.slice(startxref));
  if (!header) throw new Error('bad xref header');
  const count = Number(header[1]);
  const entries = text
    .slice(startxref + header[0].length)
    .split('\n')
    .slice(0, count);
  entries.slice(1).forEach((entry, i) => {
    const offset = Number(entry.slice(0, 10));
    if (!text.startsWith(`${i + 1} 0 obj`, offset)) throw new Error(`xref entry ${i + 1} points at the wrong place`);
  });
  const pages = Number(/\/Type \/Pages \/Kids \[[^\]]*\] \/Count (\d+)/.exec(text)?.[1]);
  return { objects: count - 1, pages };
}

interface PdfObject {
  dict: string;
  stream?: Buffer;
}

function readObjects(pdf: Buffer): Map<number, PdfObject> {
  const text = pdf.toString('latin1');
  const objects = new Map<number, PdfObject>();
  const re = /(\d+) 0 obj\n/g;
  for (let m = re.exec(text); m; m = re.exec(text)) {
    const start = m.index + m[0].length;
    const end = text.indexOf('\nendobj', start);
    const body = text.slice(start, end);
    const streamAt = body.indexOf('stream\n');
    if (streamAt >= 0) {
      const length = Number(/\/Length (\d+)/.exec(body)?.[1]);
      const dataStart = start + streamAt + 'stream\n'.length;
      const raw = pdf.subarray(dataStart, dataStart + length);
      objects.set(Number(m[1]), {
        dict: body.slice(0, streamAt),
        stream: body.includes('/FlateDecode') ? inflateSync(raw) : raw,
      });
    } else {
      objects.set(Number(m[1]), { dict: body });
    }
  }
  return objects;
}

function parseCMap(cmap: string): Map<number, string> {
  const map = new Map<number, string>();
  for (const m of cmap.matchAll(/<([0-9a-fA-F]{2})> <([0-9a-fA-F]{4})>/g))
    map.set(Number.parseInt(m[1]!, 16), String.fromCharCode(Number.parseInt(m[2]!, 16)));
  return map;
}

function unescapeLiteral(literal: string): number[] {
  const codes: number[] = [];
  for (let i = 0; i < literal.length; i++) {
    const ch = literal[i]!;
    if (ch !== '\\') {
      codes.push(ch.charCodeAt(0));
      continue;
    }
    const octal = /^[0-7]{1,3}/.exec(literal.slice(i + 1))?.[0];
    if (octal) {
      codes.push(Number.parseInt(octal, 8));
      i += octal.length;
    } else {
      codes.push(literal.charCodeAt(++i));
    }
  }
  return codes;
}

/** The text of every page, decoded through each font's /ToUnicode map, one string per line. */
function extractPdfText(pdf: Buffer): string[] {
  const objects = readObjects(pdf);
  const fontMaps = new Map<string, Map<number, string>>();
  const lines: string[] = [];
  for (const obj of objects.values()) {
    if (!obj.dict.includes('/Type /Page ')) continue;
    for (const m of obj.dict.matchAll(/\/(F\d) (\d+) 0 R/g)) {
      const font = objects.get(Number(m[2]))!;
      const cmapRef = /\/ToUnicode (\d+) 0 R/.exec(font.dict)?.[1];
      if (cmapRef) fontMaps.set(m[1]!, parseCMap(objects.get(Number(cmapRef))!.stream!.toString('latin1')));
    }
    const contentRef = Number(/\/Contents (\d+) 0 R/.exec(obj.dict)?.[1]);
    const content = objects.get(contentRef)!.stream!.toString('latin1');
    for (const block of content.matchAll(/BT (.*?) ET/g)) {
      let font = 'F1';
      let line = '';
      for (const op of block[1]!.matchAll(/\/(F\d) [\d.]+ Tf|\(((?:\\.|[^\\)])*)\) Tj/g)) {
        if (op[1]) font = op[1];
        else
          line += unescapeLiteral(op[2]!)
            .map((code) => fontMaps.get(font)?.get(code) ?? '\ufffd')
            .join('');
      }
      lines.push(line);
    }
  }
  return lines;
}

/** Checks a PNG's signature, every chunk's CRC and that the image data inflates to the right size. */
function checkPng(png: Buffer): { width: number; height: number } {
  const signature = Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]);
  if (!png.subarray(0, 8).equals(signature)) throw new Error('no PNG signature');
  let offset = 8;
  let width = 0;
  let height = 0;
  const idat: Buffer[] = [];
  const types: string[] = [];
  while (offset < png.length) {
    const length = png.readUInt32BE(offset);
    const type = png.toString('latin1', offset + 4, offset + 8);
    const data = png.subarray(offset + 8, offset + 8 + length);
    const crc = png.readUInt32BE(offset + 8 + length);
    if (crc !== crc32(png.subarray(offset + 4, offset + 8 + length))) throw new Error(`bad CRC in ${type}`);
    types.push(type);
    if (type === 'IHDR') {
      width = data.readUInt32BE(0);
      height = data.readUInt32BE(4);
    }
    if (type === 'IDAT') idat.push(data);
    offset += 12 + length;
  }
  if (types[0] !== 'IHDR' || types.at(-1) !== 'IEND') throw new Error('chunks out of order');
  const raw = inflateSync(Buffer.concat(idat));
  if (raw.length !== height * (width * 3 + 1)) throw new Error('pixel data has the wrong size');
  return { width, height };
}

describe('PDF writer', () => {
  it('writes a valid PDF whose Latvian text, formulas and symbols read back exactly', () => {
    const doc = new PdfDocument({ title: 'Ūdens sildīšanas līkne', author: 'Līga Bērziņa' });
    doc.heading('Ūdens sildīšanas līkne');
    doc.paragraph(
      'Ģērbies siltāk: ķirbis, ļoti, ņem, čau, šķūnis, žāvēts, Āboliņš, Ēna, Īve, Ķekava, Ļaudona, Ņukši, Ūsiņš, Čiekurkalns, Šķirotava, Žagari.',
    );
    doc.paragraph('Blīvums ρ = m / V, periods T = 2π√(l/g), Δt ≈ 5 °C, V₂ − V₁.');
    doc.table(['U, V', 'I, A', 'R, Ω'], [['1', '0,1', '10']]);
    const pdf = doc.toBuffer();

    expect(checkPdfStructure(pdf).pages).toBe(1);
    const text = extractPdfText(pdf);
    expect(text).toContain('Ūdens sildīšanas līkne');
    expect(text.join(' ')).toContain(
      'Ģērbies siltāk: ķirbis, ļoti, ņem, čau, šķūnis, žāvēts, Āboliņš, Ēna, Īve, Ķekava, Ļaudona, Ņukši, Ūsiņš,',
    );
    expect(text.join(' ')).toContain('Blīvums ρ = m / V, periods T = 2π√(l/g), Δt ≈ 5 °C, V2 − V1.');
    expect(text).toContain('R, Ω');
    expect(text.join('')).not.toContain('\ufffd');
    // Document information is UTF-16 so the viewer's title bar shows the Latvian title.
    expect(pdf.toString('latin1')).toContain('/Title <FEFF016A');
  });

  it('wraps long paragraphs inside the margins and adds pages as the text grows', () => {
    const long = 'Vienmērīgi paātrinātā kustībā ātrums katrā laika vienībā mainās par vienādu lielumu. '.repeat(6);
    const lines = wrapText(long, 'regular', 11, 483);
    expect(lines.length).toBeGreaterThan(3);
    expect(lines.join(' ')).toBe(long.trim());

    const doc = new PdfDocument({ title: 'Garš dokuments' });
    for (let i = 0; i < 80; i++) doc.paragraph(`${i + 1}. rindkopa. ${long}`);
    const pdf = doc.toBuffer();
    const { pages } = checkPdfStructure(pdf);
    expect(pages).toBeGreaterThan(5);
    expect(extractPdfText(pdf)).toContain(`Garš dokuments — ${pages}/${pages}`);
  });
});

describe('PNG writer', () => {
  it('encodes pixels losslessly with valid chunk checksums', () => {
    const width = 7;
    const height = 5;
    const pixels = new Uint8Array(width * height * 3).map((_, i) => (i * 37) % 256);
    const png = encodePng(width, height, pixels);
    expect(checkPng(png)).toEqual({ width, height });
    // Undo the Sub filter and compare with the input.
    const raw = inflateSync(png.subarray(33 + 8, png.length - 12));
    const decoded: number[] = [];
    for (let y = 0; y < height; y++) {
      const row = raw.subarray(y * (width * 3 + 1), (y + 1) * (width * 3 + 1));
      expect(row[0]).toBe(1);
      for (let x = 0; x < width * 3; x++)
        decoded.push((row[x + 1]! + (x >= 3 ? decoded[y * width * 3 + x - 3]! : 0)) & 0xff);
    }
    expect(decoded).toEqual([...pixels]);
  });

  it('paints every picture motif as a valid image of the asked size', () => {
    for (const motif of [
      'motion',
      'electricity',
      'heat',
      'optics',
      'sound',
      'magnetism',
      'atom',
      'energy',
      'pressure',
      'measurement',
      'space',
    ] as const) {
      const png = renderPicture({ motif, width: 160, height: 90, from: '#1f5fa8', to: '#9e3039' });
      expect(checkPng(png), motif).toEqual({ width: 160, height: 90 });
    }
  });
});

describe('demo material files', () => {
  it('generates a readable file for every file material, signed as the material is signed', () => {
    const materials = MATERIALS.filter((m) => m.file);
    for (const material of materials) {
      const [classKey, themeKey, typeKey] = material.place;
      const { cls, theme } = findTheme(classKey, themeKey);
      const type = TYPES.find((t) => t.key === typeKey)!;
      const signature = material.signature === 'pseudonym' ? 'Fizikas Fans' : 'Anna Ozola';
      const file = generateMaterialFile(material.file!, {
        material,
        cls,
        theme,
        type,
        signature,
        createdAt: new Date('2025-01-15T10:00:00Z'),
      });
      expect(file.fileName).toMatch(/^[a-z0-9-]+\.(pdf|png|csv)$/);
      if (file.mimeType === 'application/pdf') {
        checkPdfStructure(file.data);
        const text = extractPdfText(file.data).join('\n');
        expect(text, material.key).toContain(material.title);
        expect(text, material.key).toContain(`Autors: ${signature}`);
        expect(text, material.key).not.toContain('\ufffd');
      } else if (file.mimeType === 'image/png') {
        expect(checkPng(file.data)).toEqual({ width: 1200, height: 800 });
      } else {
        expect(file.mimeType).toBe('text/csv');
        const csv = file.data.toString('utf8');
        expect(csv.startsWith('\ufeff')).toBe(true);
        const rows = csv
          .slice(1)
          .trim()
          .split('\r\n')
          .map((row) => row.split(';'));
        expect(rows.length).toBeGreaterThan(3);
        expect(new Set(rows.map((row) => row.length)).size).toBe(1);
      }
    }
  });

  it('draws a well-formed SVG icon for every class, theme and type', () => {
    const icons = [
      ...CLASSES.map((c) => classIcon(c.title, c.grade, c.color)),
      ...CLASSES.flatMap((c) => c.themes.map((t) => themeIcon(t.title, t.icon ?? t.motif))),
      ...TYPES.map((t) => typeIcon(t.title, t.icon)),
    ];
    for (const icon of icons) {
      const svg = icon.toString('utf8');
      expect(svg).toMatch(
        /^<svg xmlns="http:\/\/www\.w3\.org\/2000\/svg" viewBox="0 0 48 48"[^>]*><title>[^<]+<\/title>/,
      );
      expect(svg.trim().endsWith('</svg>')).toBe(true);
      expect(svg).not.toMatch(/<script|on\w+=/i);
    }
  });

  it('gives every theme a drawing of its own', () => {
    const themes = new Map(CLASSES.flatMap((c) => c.themes).map((t) => [t.title, t]));
    const drawings = [...themes.values()].map((t) =>
      themeIcon(t.title, t.icon ?? t.motif)
        .toString('utf8')
        .replace(/<title>.*<\/title>/, ''),
    );
    expect(new Set(drawings).size).toBe(themes.size);
  });
});
