/** Local-disk storage under `${dataDir}/files`; public files are served by the API at /files/<key>. */
import { createReadStream, createWriteStream } from 'node:fs';
import { mkdir, rename, rm, stat, writeFile } from 'node:fs/promises';
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

  return {
    kind: 'local',
    async put(key, data) {
      const target = resolve(key);
      await mkdir(path.dirname(target), { recursive: true });
      // Write to a temporary name first so a reader never sees half a file.
      const temp = `${target}.${randomBytes(6).toString('hex')}.part`;
      try {
        if (Buffer.isBuffer(data)) await writeFile(temp, data);
        else await pipeline(data, createWriteStream(temp));
        await rename(temp, target);
      } catch (error) {
        await rm(temp, { force: true });
        throw error;
      }
    },
    async get(key): Promise<StoredObject | null> {
      if (!isSafeStorageKey(key)) return null;
      const file = resolve(key);
      try {
        const info = await stat(file);
        if (!info.isFile()) return null;
        return { stream: createReadStream(file), size: info.size };
      } catch {
        return null;
      }
    },
    async delete(key) {
      await rm(resolve(key), { force: true });
    },
    publicUrl(key) {
      return FILES_ROUTE_PREFIX + key.split('/').map(encodeURIComponent).join('/');
    },
  };
}
