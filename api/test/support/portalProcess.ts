/**
 * The portal as an operator runs it, for tests: `src/main.ts` and the command line as their own
 * processes on a fresh DATA_DIR and, in project `api-postgres`, a fresh PostgreSQL database.
 * Call `stopEverything()` in an afterAll: it kills what a failed test left running and removes
 * the places.
 */
import { spawn, type ChildProcess } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import pg from 'pg';
import { BROWSER_CLIENT } from '@portal/contracts/constants';
import { tryAcquireLock } from '../../src/admin/lock';
import { openDatabase, type Database } from '../../src/db/client';
import { migrate } from '../../src/migrate';
import { usesPostgres } from '../helpers/database';

const API_DIR = path.resolve(import.meta.dirname, '../..');
export const PROCESS_TIMEOUT_MS = 90_000;

export interface Result {
  code: number | null;
  stdout: string;
  stderr: string;
}

export interface Place {
  dataDir: string;
  databaseUrl: string;
}

/** Every process started and not yet exited, newest last. */
export const started = new Set<ChildProcess>();
const cleanups: Array<() => Promise<void>> = [];

/** A fresh DATA_DIR, and with PostgreSQL a fresh database on TEST_DATABASE_URL's server. */
export async function freshPlace(database: 'project' | 'embedded' = 'project'): Promise<Place> {
  const dataDir = await mkdtemp(path.join(tmpdir(), 'portal-cli-'));
  cleanups.push(() => rm(dataDir, { recursive: true, force: true }));
  if (database === 'embedded' || !usesPostgres()) return { dataDir, databaseUrl: '' };
  const server = process.env.TEST_DATABASE_URL!;
  const name = `portal_cli_${randomBytes(6).toString('hex')}`;
  const admin = new pg.Client({ connectionString: server });
  await admin.connect();
  await admin.query(`CREATE DATABASE ${name}`);
  await admin.end();
  cleanups.push(async () => {
    const dropper = new pg.Client({ connectionString: server });
    await dropper.connect();
    await dropper.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
    await dropper.end();
  });
  const url = new URL(server);
  url.pathname = `/${name}`;
  return { dataDir, databaseUrl: url.toString() };
}

export function envFor(place: Place, extra: NodeJS.ProcessEnv = {}): NodeJS.ProcessEnv {
  return {
    ...process.env,
    DATA_DIR: place.dataDir,
    // Set (even empty) so that a DATABASE_URL in the repository's .env cannot take over.
    DATABASE_URL: place.databaseUrl,
    STATIC_ROOT: place.dataDir,
    SEED_DEMO: 'false',
    LOG_LEVEL: 'warn',
    ...extra,
  };
}

/**
 * The portal and its command line run as `npm start` and `npm run portal` run them: the bundles of
 * api/build.mjs (test/support/bundle.ts builds them once before the suite, when the sources are
 * newer). Each start is then a plain `node` start, not tsx transpiling the whole API again — the
 * larger part of what the files that start processes spent.
 */
const BUNDLED: Record<string, string> = { 'src/main.ts': 'dist/server/main.js', 'src/cli/main.ts': 'dist/server/cli.js' };

export function runNode(script: string, args: string[], env: NodeJS.ProcessEnv): ChildProcess {
  const bundle = BUNDLED[script];
  const child = spawn(process.execPath, bundle ? [bundle, ...args] : ['--import', 'tsx', script, ...args], {
    cwd: API_DIR,
    env,
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  started.add(child);
  child.on('exit', () => started.delete(child));
  return child;
}

export function collect(child: ChildProcess): Promise<Result> {
  let stdout = '';
  let stderr = '';
  child.stdout!.setEncoding('utf8').on('data', (chunk: string) => (stdout += chunk));
  child.stderr!.setEncoding('utf8').on('data', (chunk: string) => (stderr += chunk));
  return new Promise((resolve, reject) => {
    const timer = setTimeout(
      () => reject(new Error(`process did not finish\n${stdout}\n${stderr}`)),
      PROCESS_TIMEOUT_MS,
    );
    child.on('exit', (code) => {
      clearTimeout(timer);
      resolve({ code, stdout, stderr });
    });
  });
}

/** `npm run portal -- <args>` in its own process. */
export function cli(place: Place, ...args: string[]): Promise<Result> {
  return collect(runNode('src/cli/main.ts', args, envFor(place)));
}

export interface Portal {
  child: ChildProcess;
  url: string;
  output(): string;
  /** SIGTERM and wait for the exit code. */
  stop(): Promise<number | null>;
}

/** `npm start` in its own process; resolves once it has printed its start-up banner. */
export function startPortal(place: Place, extraEnv: NodeJS.ProcessEnv = {}): Promise<Portal> {
  const child = runNode('src/main.ts', [], envFor(place, { PORT: '0', HOST: '127.0.0.1', ...extraEnv }));
  let output = '';
  const exited = new Promise<number | null>((resolve) => child.on('exit', (code) => resolve(code)));
  return new Promise((resolve, reject) => {
    const timer = setTimeout(() => reject(new Error(`portal did not start:\n${output}`)), PROCESS_TIMEOUT_MS);
    const onData = (chunk: Buffer) => {
      output += chunk.toString('utf8');
      const match = /Portāls darbojas: http:\/\/localhost:(\d+)/.exec(output);
      // The start-up banner ends with how to stop; by then the log-ins are printed too.
      if (match && output.includes('Apturēt: Ctrl+C')) {
        clearTimeout(timer);
        resolve({
          child,
          url: `http://127.0.0.1:${match[1]}`,
          output: () => output,
          stop: () => {
            child.kill('SIGTERM');
            return exited;
          },
        });
      }
    };
    child.stdout!.on('data', onData);
    child.stderr!.on('data', onData);
    void exited.then((code) => {
      clearTimeout(timer);
      reject(new Error(`portal exited with ${code} before starting:\n${output}`));
    });
  });
}

/** Opens the place's database from the test, the way a third process would (holding the lock). */
export async function withDatabase<T>(place: Place, fn: (db: Database) => Promise<T>): Promise<T> {
  const lock = place.databaseUrl ? undefined : tryAcquireLock(place.dataDir, 'cli');
  if (lock && !lock.acquired) throw new Error(`database busy (pid ${lock.holder.pid})`);
  const handle = await openDatabase({ dataDir: place.dataDir, databaseUrl: place.databaseUrl || undefined });
  try {
    await migrate(handle);
    return await fn(handle.db);
  } finally {
    await handle.close();
    if (lock?.acquired) lock.lock.release();
  }
}

export async function requestToken(
  portal: Portal,
  email: string,
  password: string,
): Promise<{ status: number; body: Record<string, unknown> }> {
  const response = await fetch(`${portal.url}/oauth/token`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({
      grant_type: 'password',
      client_id: BROWSER_CLIENT.id,
      client_secret: BROWSER_CLIENT.secret,
      scope: '',
      username: email,
      password,
    }),
  });
  return { status: response.status, body: (await response.json()) as Record<string, unknown> };
}

/** Kills whatever is still running and removes every place made. */
export async function stopEverything(): Promise<void> {
  for (const child of started) child.kill('SIGKILL');
  for (const cleanup of cleanups.reverse()) await cleanup();
  cleanups.length = 0;
}
