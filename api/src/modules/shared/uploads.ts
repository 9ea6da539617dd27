/**
 * Reading multipart/form-data requests (a form with a file) and checking uploaded images.
 *
 * Text fields arrive as strings, as the browser's FormData sends them ('12', '1', ''), and are
 * validated afterwards by the same contracts schemas as a JSON body. Files are taken only from the
 * fields the caller names, each up to its own size; a file over its size or of the wrong kind is
 * not an exception but a field error, so the caller can answer it in the one 422 together with
 * the other fields' messages. The content decides what a file is: the browser's declared type
 * and the file name are whatever the sender says.
 */
import { createHash, randomBytes } from 'node:crypto';
import { createWriteStream } from 'node:fs';
import { mkdir, readdir, rm, stat } from 'node:fs/promises';
import path from 'node:path';
import { pipeline } from 'node:stream/promises';
import type { FastifyRequest } from 'fastify';
import { API_ERRORS, fieldMessage, FORM_MESSAGES } from '@portal/contracts/messages';
import type { Database } from '../../db/client';
import { files as filesTable } from '../../db/schema';
import { HttpError, type FieldErrors } from '../../http/errors';
import { sanitiseFileName } from '../../storage/serve';
import type { Storage } from '../../storage/storage';

export interface UploadedFile {
  /** The file name the browser gave, without any path; for display and downloads only. */
  originalName: string;
  /** The type found in the content when the rule checks it, otherwise the declared type. */
  mimeType: string;
  /** File name extension for storage keys, without the dot ('png'); '' when unknown. */
  extension: string;
  data: Buffer;
}

export interface FileRule {
  maxBytes: number;
  /** Message when the file is larger than maxBytes (default: FORM_MESSAGES.fileTooLarge). */
  tooLarge?: string;
  /** Checks the content; null refuses the file with `invalid`. */
  detect?: (data: Buffer) => { mimeType: string; extension: string } | null;
  invalid?: string;
}

export interface MultipartBody {
  /** Text fields; a field sent more than once becomes an array (e.g. repeated ids). */
  fields: Record<string, unknown>;
  files: Record<string, UploadedFile>;
  /** Field errors of the files (too large, not an accepted kind). */
  errors: FieldErrors;
}

/** A form has a few dozen fields at most; anything bigger is not one of ours. */
export const MULTIPART_LIMITS = { fields: 50, parts: 60, fieldSize: 64 * 1024 } as const;

/** Keys that would reach Object.prototype if copied onto a plain object. */
const FORBIDDEN_KEYS = new Set(['__proto__', 'constructor', 'prototype']);

function baseName(name: string): string {
  const parts = name.split(/[\\/]/);
  return (parts[parts.length - 1] ?? '').slice(0, 255) || 'fails';
}

function extensionOf(name: string): string {
  const match = /\.([A-Za-z0-9]{1,10})$/.exec(name);
  return match ? match[1]!.toLowerCase() : '';
}

/**
 * Reads the whole multipart body: text fields, and the files named in `rules` (buffered, each up to
 * its maxBytes; the rest of an oversized file is skipped, not kept). Files under other names are
 * read past and dropped. Buffering suits images and documents of a few megabytes; a call taking
 * files of hundreds of megabytes should stream them to storage instead.
 */
export async function readMultipart(request: FastifyRequest, rules: Record<string, FileRule>): Promise<MultipartBody> {
  try {
    return await collectParts(request, rules);
  } catch (error) {
    // The plugin's own limits carry their 4xx status; busboy's complaints about a malformed body
    // ("Unexpected end of form") carry none, and are the sender's fault all the same.
    const status = (error as { statusCode?: unknown }).statusCode;
    if (error instanceof HttpError || (typeof status === 'number' && status >= 400 && status < 500)) throw error;
    throw new HttpError(400, API_ERRORS.badRequest);
  }
}

async function collectParts(request: FastifyRequest, rules: Record<string, FileRule>): Promise<MultipartBody> {
  const fields: Record<string, unknown> = Object.create(null) as Record<string, unknown>;
  const files: Record<string, UploadedFile> = {};
  const errors: FieldErrors = {};
  const largest = Math.max(0, ...Object.values(rules).map((rule) => rule.maxBytes));

  // busboy stops passing a file's bytes on one past the largest size we accept (the part is then
  // marked truncated), so an oversized upload costs reading the request, not keeping it.
  const options = {
    limits: { ...MULTIPART_LIMITS, files: Object.keys(rules).length + 2, fileSize: largest + 1 },
    throwFileSizeLimit: false,
  };
  for await (const part of request.parts(options as Parameters<FastifyRequest['parts']>[0])) {
    if (FORBIDDEN_KEYS.has(part.fieldname)) {
      if (part.type === 'file') part.file.resume();
      continue;
    }
    if (part.type === 'field') {
      const previous = fields[part.fieldname];
      if (previous === undefined) fields[part.fieldname] = part.value;
      else fields[part.fieldname] = [...(Array.isArray(previous) ? previous : [previous]), part.value];
      continue;
    }

    const rule = Object.hasOwn(rules, part.fieldname) ? rules[part.fieldname] : undefined;
    if (!rule || files[part.fieldname] || errors[part.fieldname]) {
      part.file.resume();
      continue;
    }
    const chunks: Buffer[] = [];
    let size = 0;
    for await (const chunk of part.file as AsyncIterable<Buffer>) {
      size += chunk.length;
      if (size <= rule.maxBytes) chunks.push(chunk);
    }
    // An empty file input sends a part without a name or bytes: no file was chosen.
    if (size === 0 && !part.filename) continue;
    if (size > rule.maxBytes || part.file.truncated) {
      errors[part.fieldname] = [rule.tooLarge ?? FORM_MESSAGES.fileTooLarge];
      continue;
    }
    const data = Buffer.concat(chunks, size);
    const originalName = baseName(part.filename);
    if (rule.detect) {
      const kind = rule.detect(data);
      if (!kind) {
        errors[part.fieldname] = [rule.invalid ?? fieldMessage('one_of', part.fieldname)];
        continue;
      }
      files[part.fieldname] = { originalName, data, ...kind };
    } else {
      files[part.fieldname] = {
        originalName,
        data,
        mimeType: part.mimetype || 'application/octet-stream',
        extension: extensionOf(originalName),
      };
    }
  }
  return { fields, files, errors };
}

/** JSON, form-urlencoded or multipart alike: the fields and files of a form request. */
export async function readForm(request: FastifyRequest, rules: Record<string, FileRule>): Promise<MultipartBody> {
  if (request.isMultipart()) return readMultipart(request, rules);
  return { fields: (request.body ?? {}) as Record<string, unknown>, files: {}, errors: {} };
}

// ---------------------------------------------------------------------------------------------
// Images
// ---------------------------------------------------------------------------------------------

export const IMAGE_KINDS = ['jpeg', 'png', 'gif', 'webp'] as const;

const startsWith = (data: Buffer, bytes: number[], at = 0) =>
  data.length >= at + bytes.length && bytes.every((byte, i) => data[at + i] === byte);

const ascii = (text: string) => [...text].map((c) => c.charCodeAt(0));

/**
 * JPEG, PNG, GIF or WebP by their signatures; anything else (SVG, which can carry scripts,
 * included) is null. The bytes are stored as they came: an image that only starts like one is
 * still served with `nosniff` and a sandboxing CSP (storage/routes.ts), so it cannot run.
 */
export function detectImage(data: Buffer): { mimeType: string; extension: string } | null {
  if (startsWith(data, [0xff, 0xd8, 0xff])) return { mimeType: 'image/jpeg', extension: 'jpg' };
  if (startsWith(data, [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]))
    return { mimeType: 'image/png', extension: 'png' };
  if (startsWith(data, ascii('GIF87a')) || startsWith(data, ascii('GIF89a')))
    return { mimeType: 'image/gif', extension: 'gif' };
  if (startsWith(data, ascii('RIFF')) && startsWith(data, ascii('WEBP'), 8))
    return { mimeType: 'image/webp', extension: 'webp' };
  return null;
}

/** Profile pictures (registration now, profile edit later). */
export const AVATAR_MAX_BYTES = 5 * 1024 * 1024;

export const AVATAR_MESSAGES = {
  tooLarge: 'Profila bilde nedrīkst būt lielāka par 5 MB.',
  invalid: 'Profila bildei jābūt JPEG, PNG, GIF vai WebP attēlam.',
} as const;

export const AVATAR_RULE: FileRule = {
  maxBytes: AVATAR_MAX_BYTES,
  tooLarge: AVATAR_MESSAGES.tooLarge,
  detect: detectImage,
  invalid: AVATAR_MESSAGES.invalid,
};

// ---------------------------------------------------------------------------------------------
// Keeping an upload
// ---------------------------------------------------------------------------------------------

/**
 * Puts the bytes in storage under a new random key in `folder` (keys are never reused, so a
 * public file's address can be cached forever). The `files` row is the caller's, inside its
 * transaction: when that fails, `storage.delete(key)` takes the orphan away again.
 */
export async function storeUpload(storage: Storage, folder: string, file: UploadedFile): Promise<string> {
  const key = `${folder}/${randomBytes(16).toString('hex')}${file.extension ? `.${file.extension}` : ''}`;
  await storage.put(key, file.data);
  return key;
}

/** The `files` row of a stored upload; public files are served at /files/<key>. */
export async function insertFileRow(
  db: Database,
  key: string,
  file: UploadedFile,
  { isPublic }: { isPublic: boolean },
): Promise<number> {
  const [row] = await db
    .insert(filesTable)
    .values({
      storageKey: key,
      originalName: file.originalName,
      mimeType: file.mimeType,
      size: file.data.length,
      isPublic,
    })
    .returning({ id: filesTable.id });
  return row!.id;
}

// ---------------------------------------------------------------------------------------------
// Large files: streamed to a temporary file, never held in memory
// ---------------------------------------------------------------------------------------------

/** A file received completely into a temporary file (the caller moves it into storage). */
export interface StreamedUpload {
  /** The browser's file name, sanitised (see storage/serve.ts): for display and downloads only. */
  originalName: string;
  /** The temporary file; gone after `discard()` or after storage took it (Storage.putFile). */
  path: string;
  size: number;
  /** Hex sha256 of the content, computed while it streamed in. */
  sha256: string;
}

export interface StreamedForm {
  /** Text fields; a field sent more than once becomes an array (e.g. repeated ids). */
  fields: Record<string, unknown>;
  /** The file of the named field, when one was sent and it was not too large. */
  file: StreamedUpload | null;
  /** Removes the temporary file if it is still there; call it on every way out. */
  discard(): Promise<void>;
}

export interface StreamedFileRule {
  /** The file field's name. */
  field: string;
  maxBytes: number;
  /** Where temporary files are written: on the same disk as local storage, so moving is a rename. */
  tempDir: string;
  /** The 413's message, also given as the file field's error. */
  tooLarge: string;
}

/** Room for the text fields and part headers of a form next to its file. */
const FORM_OVERHEAD_BYTES = 1024 * 1024;

/** 413 with the message on the file field too (spec §8); the rest of the body is not read. */
export function fileTooLargeError(rule: Pick<StreamedFileRule, 'field' | 'tooLarge'>): HttpError {
  return new HttpError(413, rule.tooLarge, { errors: { [rule.field]: [rule.tooLarge] } }, { connection: 'close' });
}

/**
 * Reads a form whose file may be hundreds of megabytes: JSON or form-urlencoded bodies as they
 * are, multipart ones part by part with the file of `rule.field` streamed to a temporary file
 * under `rule.tempDir` (memory does not grow with its size) while its size and sha256 are taken.
 * A file over `rule.maxBytes`, or a request announcing more than that, is a 413 and leaves no
 * file behind; so does a request that breaks off half-way (the error is rethrown after cleaning
 * up). Other files in the form are read past and dropped.
 */
export async function readStreamedForm(request: FastifyRequest, rule: StreamedFileRule): Promise<StreamedForm> {
  if (!request.isMultipart()) {
    return { fields: (request.body ?? {}) as Record<string, unknown>, file: null, discard: async () => {} };
  }
  const declared = Number(request.headers['content-length']);
  if (Number.isFinite(declared) && declared > rule.maxBytes + FORM_OVERHEAD_BYTES) throw fileTooLargeError(rule);

  const fields: Record<string, unknown> = Object.create(null) as Record<string, unknown>;
  let tempPath: string | null = null;
  let file: StreamedUpload | null = null;
  let tooLarge = false;
  const discard = async () => {
    if (tempPath) await rm(tempPath, { force: true });
  };

  const options = {
    limits: { ...MULTIPART_LIMITS, files: 3, fileSize: rule.maxBytes + 1 },
    throwFileSizeLimit: false,
  };
  try {
    for await (const part of request.parts(options as Parameters<FastifyRequest['parts']>[0])) {
      if (FORBIDDEN_KEYS.has(part.fieldname)) {
        if (part.type === 'file') part.file.resume();
        continue;
      }
      if (part.type === 'field') {
        const previous = fields[part.fieldname];
        if (previous === undefined) fields[part.fieldname] = part.value;
        else fields[part.fieldname] = [...(Array.isArray(previous) ? previous : [previous]), part.value];
        continue;
      }
      if (part.fieldname !== rule.field || tempPath || tooLarge) {
        part.file.resume();
        continue;
      }
      await mkdir(rule.tempDir, { recursive: true });
      tempPath = path.join(rule.tempDir, `${randomBytes(16).toString('hex')}.upload`);
      // Size and sha256 are taken as the bytes pass on their way to the disk (no extra stream stage).
      const hash = createHash('sha256');
      const meter = { size: 0 };
      part.file.on('data', (chunk: Buffer) => {
        hash.update(chunk);
        meter.size += chunk.length;
      });
      await pipeline(part.file, createWriteStream(tempPath));
      if (part.file.truncated || meter.size > rule.maxBytes) {
        tooLarge = true;
        await discard();
        continue;
      }
      // An empty file input sends a part without a name or bytes: no file was chosen.
      if (meter.size === 0 && !part.filename) {
        await discard();
        tempPath = null;
        continue;
      }
      file = {
        originalName: sanitiseFileName(part.filename),
        path: tempPath,
        size: meter.size,
        sha256: hash.digest('hex'),
      };
    }
  } catch (error) {
    await discard();
    const status = (error as { statusCode?: unknown }).statusCode;
    if (error instanceof HttpError || (typeof status === 'number' && status >= 400 && status < 500)) throw error;
    throw new HttpError(400, API_ERRORS.badRequest);
  }
  if (tooLarge) throw fileTooLargeError(rule);
  return { fields, file, discard };
}

/**
 * Removes temporary upload files older than `maxAgeMs` from `tempDir`: what a process that died
 * mid-upload left behind (a live upload never lasts that long). Returns how many went.
 */
export async function sweepStaleUploads(tempDir: string, maxAgeMs: number, now = Date.now()): Promise<number> {
  let names: string[];
  try {
    names = await readdir(tempDir);
  } catch {
    return 0;
  }
  let removed = 0;
  for (const name of names) {
    if (!name.endsWith('.upload')) continue;
    const file = path.join(tempDir, name);
    try {
      if (now - (await stat(file)).mtimeMs > maxAgeMs) {
        await rm(file, { force: true });
        removed++;
      }
    } catch {
      // Gone already (another process swept it, or its upload finished).
    }
  }
  return removed;
}
