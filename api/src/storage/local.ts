/** Local-disk storage under `${dataDir}/files`; public files are served by the API at /files/<key>. */
import { createReadStream, createWriteStream, type Dirent } from 'node:fs';
import { copyFile, mkdir, readdir, rename, rm, stat, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { pipeline } from 'node:stream/promises';
import { randomBytes } from 'node:crypto';
import { isSafeStorageKey, type Storage, type StoredObject } from './storage';

export const FILES_ROUTE_PREFIX = '/files/';

export function createLocalStorage(dataDir: string): Storage {
  const root = path.join(dataDir, 'files');

  function resolve(key: string): string {
    if (!isSafeStorageKey(key)) throw new Error(`Unsafe storage key: ${key}`);
    return path.join(root, ...key.split('/'));
  }

  /** A name beside the target: a reader never sees half a file, and a rename onto it is atomic. */
  const partName = (target: string) => `${target}.${randomBytes(6).toString('hex')}.part`;
  const isPartName = (name: string) => /\.[0-9a-f]{12}\.part$/.test(name);

  /** The files under `dir` as keys, folder by folder (one folder's names in memory at a time). */
  async function* walk(dir: string): AsyncGenerator<string> {
    let entries: Dirent[];
    try {
      entries = await readdir(dir, { withFileTypes: true });
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code === 'ENOENT') return; // nothing stored there yet
      throw error;
    }
    entries.sort((a, b) => (a.name < b.name ? -1 : a.name > b.name ? 1 : 0));
    for (const entry of entries) {
      const full = path.join(dir, entry.name);
      if (entry.isDirectory()) yield* walk(full);
      else if (entry.isFile() && !isPartName(entry.name)) {
        const key = path.relative(root, full).split(path.sep).join('/');
        if (isSafeStorageKey(key)) yield key;
      }
    }
  }

  async function fileSize(key: string): Promise<number | null> {
    if (!isSafeStorageKey(key)) return null;
    try {
      const info = await stat(resolve(key));
      return info.isFile() ? info.size : null;
    } catch {
      return null;
    }
  }

  return {
    kind: 'local',
    async put(key, data) {
      const target = resolve(key);
      await mkdir(path.dirname(target), { recursive: true });
      const temp = partName(target);
      try {
        if (Buffer.isBuffer(data)) await writeFile(temp, data);
        else await pipeline(data, createWriteStream(temp));
        await rename(temp, target);
      } catch (error) {
        await rm(temp, { force: true });
        throw error;
      }
    },
    async putFile(key, sourcePath) {
      try {
        const target = resolve(key);
        await mkdir(path.dirname(target), { recursive: true });
        try {
          // Uploads are written under DATA_DIR, so this is one rename on the same disk.
          await rename(sourcePath, target);
        } catch (error) {
          if ((error as NodeJS.ErrnoException).code !== 'EXDEV') throw error;
          const temp = partName(target);
          try {
            await copyFile(sourcePath, temp);
            await rename(temp, target);
          } catch (copyError) {
            await rm(temp, { force: true });
            throw copyError;
          }
        }
      } finally {
        await rm(sourcePath, { force: true });
      }
    },
    async get(key, range): Promise<StoredObject | null> {
      const size = await fileSize(key);
      if (size === null) return null;
      const file = resolve(key);
      if (!range) return { stream: createReadStream(file), size };
      return {
        stream: createReadStream(file, { start: range.start, end: range.end }),
        size: range.end - range.start + 1,
      };
    },
    size: fileSize,
    async delete(key) {
      await rm(resolve(key), { force: true });
    },
    list(folder) {
      return walk(folder === undefined ? root : resolve(folder));
    },
    publicUrl(key) {
      return FILES_ROUTE_PREFIX + key.split('/').map(encodeURIComponent).join('/');
    },
    async signedUrl() {
      return null;
    },
  };
}
