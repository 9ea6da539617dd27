/**
 * The portal and its command line read the same environment: variables already set win, then
 * the repository's `.env` file if there is one.
 */
import { existsSync } from 'node:fs';
import path from 'node:path';

export const REPO_ROOT = path.resolve(import.meta.dirname, '../../..');

export function loadDotEnv(file = path.join(REPO_ROOT, '.env')): boolean {
  if (!existsSync(file)) return false;
  // Node's loader keeps variables that are already set, so the shell can override the file.
  process.loadEnvFile(file);
  return true;
}
