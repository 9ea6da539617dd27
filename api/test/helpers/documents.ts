/**
 * Small real files of every kind the upload offers, made in the test: a PDF, Office Open XML and
 * OpenDocument zips (the entries that say what they are), OLE compound files with the stream that
 * names a .doc, .xls or .ppt, and things that are none of these.
 */
import { crc32 } from '../../src/seed/files/png';
import { PNG } from './accounts';

export { PNG };

export function pdf(text = 'Mācību materiāls'): Buffer {
  return Buffer.from(`%PDF-1.4\n1 0 obj << /Type /Catalog >> endobj\n% ${text}\ntrailer << /Root 1 0 R >>\n%%EOF\n`);
}

/** A zip of stored (uncompressed) entries. */
export function zip(entries: Record<string, string | Buffer>): Buffer {
  const locals: Buffer[] = [];
  const centrals: Buffer[] = [];
  let offset = 0;
  for (const [name, content] of Object.entries(entries)) {
    const data = Buffer.isBuffer(content) ? content : Buffer.from(content);
    const nameBytes = Buffer.from(name);
    const crc = crc32(data);
    const local = Buffer.alloc(30);
    local.writeUInt32LE(0x04034b50, 0);
    local.writeUInt16LE(20, 4);
    local.writeUInt32LE(crc, 14);
    local.writeUInt32LE(data.length, 18);
    local.writeUInt32LE(data.length, 22);
    local.writeUInt16LE(nameBytes.length, 26);
    locals.push(local, nameBytes, data);
    const central = Buffer.alloc(46);
    central.writeUInt32LE(0x02014b50, 0);
    central.writeUInt16LE(20, 4);
    central.writeUInt16LE(20, 6);
    central.writeUInt32LE(crc, 16);
    central.writeUInt32LE(data.length, 20);
    central.writeUInt32LE(data.length, 24);
    central.writeUInt16LE(nameBytes.length, 28);
    central.writeUInt32LE(offset, 42);
    centrals.push(central, nameBytes);
    offset += 30 + nameBytes.length + data.length;
  }
  const directory = Buffer.concat(centrals);
  const end = Buffer.alloc(22);
  end.writeUInt32LE(0x06054b50, 0);
  end.writeUInt16LE(Object.keys(entries).length, 8);
  end.writeUInt16LE(Object.keys(entries).length, 10);
  end.writeUInt32LE(directory.length, 12);
  end.writeUInt32LE(offset, 16);
  return Buffer.concat([...locals, directory, end]);
}

const OOXML = {
  docx: ['word/document.xml', 'application/vnd.openxmlformats-officedocument.wordprocessingml.document.main+xml'],
  xlsx: ['xl/workbook.xml', 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet.main+xml'],
  pptx: ['ppt/presentation.xml', 'application/vnd.openxmlformats-officedocument.presentationml.presentation.main+xml'],
  docm: ['word/document.xml', 'application/vnd.ms-word.document.macroEnabled.main+xml'],
} as const;

export function officeOpenXml(kind: keyof typeof OOXML): Buffer {
  const [part, contentType] = OOXML[kind];
  return zip({
    '[Content_Types].xml': `<?xml version="1.0" encoding="UTF-8"?><Types xmlns="http://schemas.openxmlformats.org/package/2006/content-types"><Default Extension="xml" ContentType="application/xml"/><Override PartName="/${part}" ContentType="${contentType}"/></Types>`,
    [part]: '<?xml version="1.0"?><document/>',
  });
}

export function openDocument(mime: string): Buffer {
  return zip({ mimetype: mime, 'content.xml': '<?xml version="1.0"?><office:document-content/>' });
}

const FREE = 0xffffffff;
const END_OF_CHAIN = 0xfffffffe;
const FAT_SECTOR = 0xfffffffd;

/**
 * An OLE compound file (512-byte sectors: FAT in sector 0, directory in sector 1) whose root
 * storage holds streams of the given names, and optionally one sub-storage holding more.
 */
export function compoundFile(streams: string[], embedded: string[] = []): Buffer {
  interface Entry {
    name: string;
    type: number;
    left: number;
    right: number;
    child: number;
  }
  const entries: Entry[] = [{ name: 'Root Entry', type: 5, left: FREE, right: FREE, child: FREE }];
  const chain = (names: string[], type = 2): number => {
    // A degenerate tree: each entry's right sibling is the next.
    let first = FREE;
    let previous: Entry | null = null;
    for (const name of names) {
      const entry: Entry = { name, type, left: FREE, right: FREE, child: FREE };
      entries.push(entry);
      const id = entries.length - 1;
      if (previous) previous.right = id;
      else first = id;
      previous = entry;
    }
    return first;
  };
  const rootChild = chain(streams);
  if (embedded.length) {
    const storage: Entry = { name: 'ObjectPool', type: 1, left: FREE, right: FREE, child: FREE };
    entries.push(storage);
    const storageId = entries.length - 1;
    storage.child = chain(embedded);
    if (rootChild === FREE) entries[0]!.child = storageId;
    else {
      let last = entries[rootChild]!;
      while (last.right !== FREE) last = entries[last.right]!;
      last.right = storageId;
    }
  }
  if (rootChild !== FREE) entries[0]!.child = rootChild;
  while (entries.length % 4) entries.push({ name: '', type: 0, left: FREE, right: FREE, child: FREE });
  const directorySectors = entries.length / 4;

  const header = Buffer.alloc(512);
  Buffer.from([0xd0, 0xcf, 0x11, 0xe0, 0xa1, 0xb1, 0x1a, 0xe1]).copy(header, 0);
  header.writeUInt16LE(0x3e, 0x18);
  header.writeUInt16LE(3, 0x1a);
  header.writeUInt16LE(0xfffe, 0x1c);
  header.writeUInt16LE(9, 0x1e);
  header.writeUInt16LE(6, 0x20);
  header.writeUInt32LE(1, 0x2c);
  header.writeUInt32LE(1, 0x30);
  header.writeUInt32LE(4096, 0x38);
  header.writeUInt32LE(END_OF_CHAIN, 0x3c);
  header.writeUInt32LE(END_OF_CHAIN, 0x44);
  for (let i = 0; i < 109; i++) header.writeUInt32LE(i === 0 ? 0 : FREE, 0x4c + i * 4);

  const fat = Buffer.alloc(512, 0xff);
  fat.writeUInt32LE(FAT_SECTOR, 0);
  for (let i = 0; i < directorySectors; i++)
    fat.writeUInt32LE(i === directorySectors - 1 ? END_OF_CHAIN : i + 2, (i + 1) * 4);

  const directory = Buffer.alloc(directorySectors * 512);
  entries.forEach((entry, i) => {
    const at = i * 128;
    const name = Buffer.from(`${entry.name}\0`, 'utf16le');
    if (entry.name) {
      name.copy(directory, at);
      directory.writeUInt16LE(name.length, at + 0x40);
    }
    directory[at + 0x42] = entry.type;
    directory.writeUInt32LE(entry.left, at + 0x44);
    directory.writeUInt32LE(entry.right, at + 0x48);
    directory.writeUInt32LE(entry.child, at + 0x4c);
    directory.writeUInt32LE(END_OF_CHAIN, at + 0x74);
  });
  return Buffer.concat([header, fat, directory]);
}

/** A Windows executable's first bytes. */
export const EXE = Buffer.concat([Buffer.from('MZ'), Buffer.alloc(200)]);
