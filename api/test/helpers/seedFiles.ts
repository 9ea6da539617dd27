/**
 * Independent readers for the files the demo generator writes, so the tests check the bytes the
 * way a viewer would: PDF cross-reference offsets and text through the file's own /ToUnicode maps,
 * PNG chunk checksums and pixel data size.
 */
import { inflateSync } from 'node:zlib';

/** Parses a PDF's xref table and checks that every offset points at "<n> 0 obj". */
export function checkPdfStructure(pdf: Buffer): { objects: number; pages: number } {
  const text = pdf.toString('latin1');
  if (!text.startsWith('%PDF-1.')) throw new Error('no PDF header');
  if (!text.trimEnd().endsWith('%%EOF')) throw new Error('no %%EOF');
  const startxref = Number(/startxref\s+(\d+)\s+%%EOF\s*$/.exec(text)?.[1]);
  if (!text.startsWith('xref', startxref)) throw new Error('startxref does not point at the xref table');
  const header = /^xref\s+0\s+(\d+)\s+/.exec(text.slice(startxref));
  if (!header) throw new Error('bad xref header');
  const count = Number(header[1]);
  const entries = text.slice(startxref + header[0].length).split('\n').slice(0, count);
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
      objects.set(Number(m[1]), { dict: body.slice(0, streamAt), stream: body.includes('/FlateDecode') ? inflateSync(raw) : raw });
    } else {
      objects.set(Number(m[1]), { dict: body });
    }
  }
  return objects;
}

function parseCMap(cmap: string): Map<number, string> {
  const map = new Map<number, string>();
  for (const m of cmap.matchAll(/<([0-9a-fA-F]{2})> <([0-9a-fA-F]{4})>/g)) map.set(Number.parseInt(m[1]!, 16), String.fromCharCode(Number.parseInt(m[2]!, 16)));
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
export function extractPdfText(pdf: Buffer): string[] {
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
        else line += unescapeLiteral(op[2]!).map((code) => fontMaps.get(font)?.get(code) ?? '\ufffd').join('');
      }
      lines.push(line);
    }
  }
  return lines;
}

/** Checks a PNG's signature, every chunk's CRC and that the image data inflates to the right size. */
export function checkPng(png: Buffer, crc32: (data: Uint8Array) => number): { width: number; height: number } {
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
