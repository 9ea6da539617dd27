/**
 * The tar stream of a backup, written and read as it goes, so that a file of any size passes
 * through in chunks. Headers are encoded and decoded by node-tar's own Header and Pax (POSIX
 * ustar, with a pax extended header for a long name or a size over 8 GB), so `tar` reads the
 * archive and the portal reads what `tar` writes. What is left here is the framing, kept small
 * and strict: every header's checksum is checked, and an archive that ends before its end blocks
 * is refused (the gzip layer around it checks its own CRC and length at the end).
 */
import { Header, Pax } from 'tar';

const BLOCK = 512;
/** A pax extended header is a few names and numbers; anything larger is not ours. */
const MAX_PAX_BYTES = 64 * 1024;

/** The archive is not a tar stream as written by `writeTar`/`tar`, or it ends early. */
export class TarFormatError extends Error {
  constructor(
    message: string,
    readonly truncated = false,
  ) {
    super(message);
  }
}

/** The blocks that go before an entry's bytes: its header, after a pax header when one is needed. */
export function entryHeader(name: string, size: number, mtime: Date): Buffer {
  const fields = { path: name, mode: 0o644, uid: 0, gid: 0, uname: '', gname: '', size, mtime, type: 'File' as const };
  const header = new Header(fields);
  header.encode();
  const block = header.block!;
  return header.needPax ? Buffer.concat([new Pax(fields).encode(), block]) : block;
}

/** Zeros that bring an entry of `size` bytes to a whole number of blocks. */
export function entryPadding(size: number): Buffer {
  return Buffer.alloc((BLOCK - (size % BLOCK)) % BLOCK);
}

/** Two zero blocks: the end of the archive. */
export const END_OF_ARCHIVE = Buffer.alloc(2 * BLOCK);

export interface TarEntry {
  path: string;
  /** node-tar's names: 'File', 'Directory', 'SymbolicLink', … */
  type: string;
  size: number;
  /**
   * The entry's bytes, exactly `size` of them. Read it (or not) before asking for the next entry;
   * what is left unread is skipped.
   */
  body(): AsyncGenerator<Buffer>;
}

/** Pulls exact amounts out of a stream of chunks. */
class Bytes {
  private buffer: Buffer = Buffer.alloc(0);
  private done = false;
  constructor(private readonly source: AsyncIterator<Buffer>) {}

  /** True when `n` bytes are buffered; false when the stream ended first. */
  async have(n: number): Promise<boolean> {
    while (this.buffer.length < n && !this.done) {
      const next = await this.source.next();
      if (next.done) this.done = true;
      else if (next.value.length > 0)
        this.buffer = this.buffer.length ? Buffer.concat([this.buffer, next.value]) : next.value;
    }
    return this.buffer.length >= n;
  }

  async take(n: number): Promise<Buffer> {
    if (!(await this.have(n))) throw new TarFormatError('the archive ends in the middle of an entry', true);
    const out = this.buffer.subarray(0, n);
    this.buffer = this.buffer.subarray(n);
    return out;
  }

  /** The next `n` bytes as they arrive, without gathering them. */
  async *chunks(n: number): AsyncGenerator<Buffer> {
    let left = n;
    while (left > 0) {
      if (this.buffer.length === 0 && !(await this.have(1)))
        throw new TarFormatError('the archive ends in the middle of an entry', true);
      const chunk = this.buffer.subarray(0, Math.min(left, this.buffer.length));
      this.buffer = this.buffer.subarray(chunk.length);
      left -= chunk.length;
      yield chunk;
    }
  }

  /** Reads to the end of the stream: only zeros may follow the end blocks. */
  async drain(): Promise<void> {
    for (;;) {
      if (this.buffer.some((byte) => byte !== 0)) throw new TarFormatError('data after the end of the archive');
      this.buffer = Buffer.alloc(0);
      if (!(await this.have(1))) return;
    }
  }
}

const isZeroBlock = (block: Buffer) => block.every((byte) => byte === 0);

/**
 * The entries of a tar stream, in order. Metadata entries (pax headers) are applied to the entry
 * they describe and not returned. Throws TarFormatError on a damaged header or an early end.
 */
export async function* readTar(source: AsyncIterable<Buffer>): AsyncGenerator<TarEntry> {
  const bytes = new Bytes(source[Symbol.asyncIterator]());
  let extended: Pax | undefined;
  let global: Pax | undefined;
  for (;;) {
    if (!(await bytes.have(BLOCK))) throw new TarFormatError('the archive has no end', true);
    const block = await bytes.take(BLOCK);
    if (isZeroBlock(block)) {
      // The second end block; a writer that stops after one is tolerated, as tar itself does.
      if (await bytes.have(BLOCK)) await bytes.take(BLOCK);
      await bytes.drain();
      return;
    }
    const header = new Header(block, 0, extended, global);
    if (!header.cksumValid) throw new TarFormatError('a damaged entry header (checksum)');
    const size = header.size ?? 0;
    const padded = size + ((BLOCK - (size % BLOCK)) % BLOCK);
    if (header.type === 'ExtendedHeader' || header.type === 'GlobalExtendedHeader') {
      if (size > MAX_PAX_BYTES) throw new TarFormatError('an oversized extended header');
      const body = (await bytes.take(padded)).subarray(0, size).toString('utf8');
      if (header.type === 'ExtendedHeader') extended = Pax.parse(body, extended, false);
      else global = Pax.parse(body, global, true);
      continue;
    }
    // Header joins a ustar prefix onto a pax path too; the pax path is the whole name (as in ReadEntry).
    const name = extended?.path ?? header.path ?? '';
    extended = undefined;
    let left = size;
    const entry: TarEntry = {
      path: name,
      type: header.type,
      size,
      async *body() {
        for await (const chunk of bytes.chunks(left)) {
          left -= chunk.length;
          yield chunk;
        }
      },
    };
    yield entry;
    // Whatever the reader left unread, then the padding.
    for await (const chunk of bytes.chunks(left)) left -= chunk.length;
    await bytes.take(padded - size);
  }
}
