/**
 * The application secret (APP_KEY) signs CSRF tokens and captcha challenges. When it is not set, a
 * random key is generated once into `${dataDir}/app.key` (owner-only) so that tokens survive a
 * restart; several processes must share APP_KEY explicitly.
 */
import { randomBytes } from 'node:crypto';
import { mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import type { Config } from './index';

export function appKeyPath(dataDir: string): string {
  return path.join(dataDir, 'app.key');
}

export function resolveAppKey(config: Pick<Config, 'appKey' | 'dataDir'>): string {
  if (config.appKey) return config.appKey;
  const file = appKeyPath(config.dataDir);
  try {
    return readFileSync(file, 'utf8').trim();
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code !== 'ENOENT') throw error;
  }
  mkdirSync(config.dataDir, { recursive: true });
  const key = randomBytes(32).toString('base64url');
  try {
    // 'wx': if another process created the file meanwhile, keep its key instead of overwriting it.
    writeFileSync(file, key + '\n', { mode: 0o600, flag: 'wx' });
    return key;
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === 'EEXIST') return readFileSync(file, 'utf8').trim();
    throw error;
  }
}
