/**
 * What an uploaded material file is, decided from its content (never from its name or the type
 * the browser declared), and whether it is one of the kinds the upload offers (spec §2.2, §9:
 * excel, pdf, word, powerpoint, image).
 *
 * `file-type` reads the signatures, and for zip containers the entries, so .docx/.xlsx/.pptx and
 * the OpenDocument files are told apart by what is inside. It reports every OLE compound file
 * (.doc, .xls, .ppt) alike as `cfb`; those are told apart here by the streams in the compound
 * file's directory ('WordDocument', 'Workbook', 'PowerPoint Document'), read by following the
 * file's own allocation table, a few sectors at a time, never the whole file.
 *
 * file-type 21 is the newest major that runs on Node 20 (22 needs Node 22).
 */
import { open, type FileHandle } from 'node:fs/promises';
import { fileTypeFromFile } from 'file-type';

export type FileKind = 'excel' | 'pdf' | 'word' | 'powerpoint' | 'image';

export interface DetectedFile {
  kind: FileKind;
  mimeType: string;
  /** without the dot */
  extension: string;
  /** A browser can show it inline (the preview call): PDF and the web's image formats. */
  previewable: boolean;
}

const ACCEPTED: Record<string, Omit<DetectedFile, 'mimeType'>> = {
  'application/pdf': { kind: 'pdf', extension: 'pdf', previewable: true },
  'application/vnd.openxmlformats-officedocument.wordprocessingml.document': {
    kind: 'word',
    extension: 'docx',
    previewable: false,
  },
  'application/vnd.oasis.opendocument.text': { kind: 'word', extension: 'odt', previewable: false },
  'application/rtf': { kind: 'word', extension: 'rtf', previewable: false },
  'application/msword': { kind: 'word', extension: 'doc', previewable: false },
  'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet': {
    kind: 'excel',
    extension: 'xlsx',
    previewable: false,
  },
  'application/vnd.oasis.opendocument.spreadsheet': { kind: 'excel', extension: 'ods', previewable: false },
  'application/vnd.ms-excel': { kind: 'excel', extension: 'xls', previewable: false },
  'application/vnd.openxmlformats-officedocument.presentationml.presentation': {
    kind: 'powerpoint',
    extension: 'pptx',
    previewable: false,
  },
  'application/vnd.openxmlformats-officedocument.presentationml.slideshow': {
    kind: 'powerpoint',
    extension: 'ppsx',
    previewable: false,
  },
  'application/vnd.oasis.opendocument.presentation': { kind: 'powerpoint', extension: 'odp', previewable: false },
  'application/vnd.ms-powerpoint': { kind: 'powerpoint', extension: 'ppt', previewable: false },
  'image/jpeg': { kind: 'image', extension: 'jpg', previewable: true },
  'image/png': { kind: 'image', extension: 'png', previewable: true },
  'image/gif': { kind: 'image', extension: 'gif', previewable: true },
  'image/webp': { kind: 'image', extension: 'webp', previewable: true },
  'image/avif': { kind: 'image', extension: 'avif', previewable: true },
  'image/bmp': { kind: 'image', extension: 'bmp', previewable: true },
  'image/tiff': { kind: 'image', extension: 'tif', previewable: false },
  'image/heic': { kind: 'image', extension: 'heic', previewable: false },
};

/** The stored type's facts (for a material stored earlier); null for types no upload accepts. */
export function acceptedType(mimeType: string | null | undefined): DetectedFile | null {
  if (!mimeType) return null;
  const known = ACCEPTED[mimeType];
  return known ? { mimeType, ...known } : null;
}

/**
 * The type a stored file is served with: its own when it is one the upload accepts (or a CSV
 * table, which the demo data has), otherwise a plain download. Whatever a row says, nothing is
 * ever served as a page or a script.
 */
export function servedType(mimeType: string | null | undefined): string {
  if (acceptedType(mimeType)) return mimeType!;
  if (mimeType === 'text/csv') return 'text/csv; charset=utf-8';
  return 'application/octet-stream';
}

/**
 * The accepted kind of the file at `filePath`, or null (an executable, a script, a macro-enabled
 * Office file, an SVG, a zip of anything else, a text file...).
 */
export async function detectMaterialFile(filePath: string): Promise<DetectedFile | null> {
  let found = await fileTypeFromFile(filePath);
  if (found?.mime === 'application/x-cfb') {
    const office = await compoundFileType(filePath);
    found = office ? { ext: found.ext, mime: office } : undefined;
  }
  return found ? acceptedType(found.mime) : null;
}

// ---------------------------------------------------------------------------------------------
// OLE compound files ([MS-CFB])
// ---------------------------------------------------------------------------------------------

const END_OF_CHAIN = 0xfffffffe;
const FREE_SECTOR = 0xffffffff;
/** More directory sectors than any real document has; stops a looping chain. */
const MAX_DIRECTORY_SECTORS = 4096;

const STREAM_TYPES: Array<[string, string]> = [
  ['WordDocument', 'application/msword'],
  ['Workbook', 'application/vnd.ms-excel'],
  ['Book', 'application/vnd.ms-excel'],
  ['PowerPoint Document', 'application/vnd.ms-powerpoint'],
];

async function readAt(handle: FileHandle, position: number, length: number): Promise<Buffer> {
  const buffer = Buffer.alloc(length);
  const { bytesRead } = await handle.read(buffer, 0, length, position);
  return buffer.subarray(0, bytesRead);
}

/** The Office type of a compound file by the streams its directory names; null if none. */
export async function compoundFileType(filePath: string): Promise<string | null> {
  const handle = await open(filePath, 'r');
  try {
    const header = await readAt(handle, 0, 512);
    if (header.length < 512) return null;
    const sectorShift = header.readUInt16LE(0x1e);
    if (sectorShift !== 9 && sectorShift !== 12) return null;
    const sectorSize = 1 << sectorShift;
    const sectorOffset = (sector: number) => (sector + 1) * sectorSize;
    const firstDirectorySector = header.readUInt32LE(0x30);

    // The FAT's own sectors: 109 listed in the header, the rest in a chain of DIFAT sectors.
    const fatSectors: number[] = [];
    for (let i = 0; i < 109; i++) {
      const sector = header.readUInt32LE(0x4c + i * 4);
      if (sector === FREE_SECTOR || sector === END_OF_CHAIN) break;
      fatSectors.push(sector);
    }
    let difat = header.readUInt32LE(0x44);
    for (let hops = 0; difat !== END_OF_CHAIN && difat !== FREE_SECTOR && hops < 4096; hops++) {
      const block = await readAt(handle, sectorOffset(difat), sectorSize);
      if (block.length < sectorSize) break;
      const perSector = sectorSize / 4 - 1;
      for (let i = 0; i < perSector; i++) {
        const sector = block.readUInt32LE(i * 4);
        if (sector !== FREE_SECTOR && sector !== END_OF_CHAIN) fatSectors.push(sector);
      }
      difat = block.readUInt32LE(perSector * 4);
    }

    const entriesPerFatSector = sectorSize / 4;
    const fatCache = new Map<number, Buffer>();
    const nextSector = async (sector: number): Promise<number> => {
      const index = Math.floor(sector / entriesPerFatSector);
      const fatSector = fatSectors[index];
      if (fatSector === undefined) return END_OF_CHAIN;
      let block = fatCache.get(index);
      if (!block) {
        block = await readAt(handle, sectorOffset(fatSector), sectorSize);
        fatCache.set(index, block);
      }
      const at = (sector % entriesPerFatSector) * 4;
      return at + 4 <= block.length ? block.readUInt32LE(at) : END_OF_CHAIN;
    };

    interface Entry {
      name: string;
      type: number;
      left: number;
      right: number;
      child: number;
    }
    const entries: Entry[] = [];
    let sector = firstDirectorySector;
    for (let hops = 0; sector < END_OF_CHAIN - 5 && hops < MAX_DIRECTORY_SECTORS; hops++) {
      const block = await readAt(handle, sectorOffset(sector), sectorSize);
      for (let at = 0; at + 128 <= block.length; at += 128) {
        const nameLength = Math.min(64, block.readUInt16LE(at + 0x40));
        entries.push({
          // UTF-16LE, the terminating zero counted in the length.
          name: nameLength >= 2 ? block.toString('utf16le', at, at + nameLength - 2) : '',
          type: block[at + 0x42] ?? 0,
          left: block.readUInt32LE(at + 0x44),
          right: block.readUInt32LE(at + 0x48),
          child: block.readUInt32LE(at + 0x4c),
        });
      }
      sector = await nextSector(sector);
    }

    // Only the root storage's own streams say what the document is: an embedded object (a Word
    // document inside a presentation) lives in a storage of its own further down.
    const rootNames = new Set<string>();
    const pending = [entries[0]?.child ?? FREE_SECTOR];
    const visited = new Set<number>();
    while (pending.length) {
      const id = pending.pop()!;
      const entry = entries[id];
      if (!entry || visited.has(id)) continue;
      visited.add(id);
      if (entry.type === 2) rootNames.add(entry.name);
      pending.push(entry.left, entry.right);
    }
    for (const [stream, mime] of STREAM_TYPES) if (rootNames.has(stream)) return mime;
    return null;
  } finally {
    await handle.close();
  }
}
