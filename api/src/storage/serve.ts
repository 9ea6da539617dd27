/**
 * Serving stored files to a browser: the stored type, never sniffed, a Content-Disposition built
 * from a sanitised original name (Latvian letters kept through RFC 5987 `filename*`, an ASCII
 * fallback in `filename`), single byte ranges for large files (resumed downloads, PDF viewers),
 * and a policy under which nothing served can run as a page of the portal's origin.
 */
import type { FastifyReply } from 'fastify';
import { HttpError } from '../http/errors';
import { API_MESSAGES } from '../http/messages';
import type { ByteRange, Storage } from './storage';

/** Characters no file system or header should see in a name; control characters included. */
// eslint-disable-next-line no-control-regex
const UNSAFE_NAME_CHARACTERS = /[\u0000-\u001f\u007f-\u009f"*/:<>?\\|\u2028\u2029\u202a-\u202e\u2066-\u2069]/g;

/**
 * The name a file is offered under: the last path segment of what the browser sent, without
 * control, bidirectional-override or reserved characters and without leading dots, at most 200
 * characters; Latvian (and any other) letters are kept. Never empty.
 */
export function sanitiseFileName(name: string, fallback = 'fails'): string {
  const last = name.split(/[\\/]/).pop() ?? '';
  const cleaned = last
    .normalize('NFC')
    .replace(UNSAFE_NAME_CHARACTERS, '_')
    .replace(/\s+/g, ' ')
    .replace(/^[\s.]+/, '')
    .replace(/[\s.]+$/, '')
    .trim();
  const limited = [...cleaned].slice(0, 200).join('');
  return limited || fallback;
}

/** 'Kustība.pdf' → 'Kustiba.pdf': letters without their diacritics, anything else non-ASCII as '_'. */
function asciiFallback(name: string): string {
  return name
    .normalize('NFD')
    .replace(/[\u0300-\u036f]/g, '')
    .replace(/[^\x20-\x7e]/g, '_')
    .replace(/["\\%;]/g, '_');
}

/** RFC 5987 / RFC 8187 value: UTF-8, percent-encoded beyond the attr-chars. */
function extendedValue(name: string): string {
  return `UTF-8''${encodeURIComponent(name).replace(/['()*]/g, (c) => `%${c.charCodeAt(0).toString(16).toUpperCase()}`)}`;
}

export type Disposition = 'attachment' | 'inline';

export function contentDisposition(disposition: Disposition, fileName: string): string {
  const name = sanitiseFileName(fileName);
  return `${disposition}; filename="${asciiFallback(name)}"; filename*=${extendedValue(name)}`;
}

/**
 * One `bytes=` range of a file of `size` bytes: null when there is no usable Range header (serve
 * the whole file: several ranges are answered whole too), 'unsatisfiable' for a range outside it.
 */
export function parseRange(header: string | undefined, size: number): ByteRange | null | 'unsatisfiable' {
  if (!header) return null;
  const match = /^bytes=(\d*)-(\d*)$/.exec(header.trim());
  if (!match) return null;
  const [, first = '', last = ''] = match;
  if (first === '' && last === '') return null;
  if (first === '') {
    // The last N bytes.
    const length = Number(last);
    if (length === 0) return 'unsatisfiable';
    return size === 0 ? 'unsatisfiable' : { start: Math.max(0, size - length), end: size - 1 };
  }
  const start = Number(first);
  const end = last === '' ? size - 1 : Math.min(Number(last), size - 1);
  if (start >= size || end < start) return 'unsatisfiable';
  return { start, end };
}

/**
 * The policy of an uploaded file's answer. Images and anything downloaded are sandboxed (no
 * script, no plugin, an opaque origin); a PDF shown inline is left to the browser's PDF viewer,
 * which a sandbox would block, and is only allowed inside the portal's own pages.
 */
function securityPolicy(contentType: string, disposition: Disposition): string {
  if (disposition === 'inline' && contentType === 'application/pdf') return "frame-ancestors 'self'";
  return "default-src 'none'; img-src 'self' data:; style-src 'unsafe-inline'; frame-ancestors 'self'; sandbox";
}

export interface ServeOptions {
  contentType: string;
  fileName: string;
  disposition: Disposition;
  /** The request's Range header. */
  range?: string;
}

/**
 * Answers a stored private file (200 or 206) and says true; the route handler then returns
 * `reply`. False, with nothing sent, when nothing is stored under the key. A range outside the
 * file is a 416 thrown as an HttpError: the error shape with a Latvian message, and the
 * unsatisfied-range Content-Range a range client needs; not an empty answer of the file's type.
 */
export async function sendStoredFile(
  reply: FastifyReply,
  storage: Storage,
  key: string,
  options: ServeOptions,
): Promise<boolean> {
  const size = await storage.size(key);
  if (size === null) return false;
  const range = parseRange(options.range, size);
  if (range === 'unsatisfiable') {
    throw new HttpError(416, API_MESSAGES.rangeNotSatisfiable, {}, { 'content-range': `bytes */${size}` });
  }
  reply
    .header('content-type', options.contentType)
    .header('x-content-type-options', 'nosniff')
    .header('content-disposition', contentDisposition(options.disposition, options.fileName))
    .header('content-security-policy', securityPolicy(options.contentType, options.disposition))
    .header('cache-control', 'private, no-store')
    .header('accept-ranges', 'bytes');

  if (range) reply.code(206).header('content-range', `bytes ${range.start}-${range.end}/${size}`);
  const length = range ? range.end - range.start + 1 : size;
  reply.header('content-length', String(length));
  const stored = await storage.get(key, range ?? undefined);
  if (!stored) return false;
  // Not `return reply.send(…)`: a reply is thenable, so an async caller awaiting it would wait for
  // the whole stream and get `undefined` back (and take the file for missing).
  reply.send(stored.stream);
  return true;
}
