/**
 * What the benchmarks (bench.ts, soak.ts) share about the processes they start: settings read from
 * the environment, a clean-up list run once in reverse (also on Ctrl+C), and starting and stopping
 * the portal and the bare Fastify baseline as their own Node processes.
 */
import { spawn, type ChildProcess } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { readFile, writeFile } from 'node:fs/promises';
import path from 'node:path';
import pg from 'pg';

export const ROOT = path.resolve(import.meta.dirname, '../..');

export const say = (line = '') => process.stdout.write(`${line}\n`);

/** A number ≥ 0 from the environment, or `fallback` when unset. */
export function setting(name: string, fallback: number): number {
  const raw = process.env[name]?.trim();
  if (!raw) return fallback;
  const value = Number(raw);
  if (!Number.isFinite(value) || value < 0) throw new Error(`${name}=${raw}: expected a number ≥ 0`);
  return value;
}

// ---------------------------------------------------------------------------------------------
// Clean-up: everything started registers how to stop it; run in reverse, once, also on Ctrl+C
// ---------------------------------------------------------------------------------------------

const cleanups: Array<{ label: string; run: () => Promise<unknown> }> = [];

export function onCleanup(label: string, run: () => Promise<unknown>): () => Promise<void> {
  const entry = { label, run };
  cleanups.push(entry);
  return async () => {
    const at = cleanups.indexOf(entry);
    if (at === -1) return;
    cleanups.splice(at, 1);
    await run().catch((error: unknown) => say(`  (${label}: ${String(error)})`));
  };
}

export async function cleanUpAll(): Promise<void> {
  while (cleanups.length) {
    const { label, run } = cleanups.pop()!;
    await run().catch((error: unknown) => say(`  (${label}: ${String(error)})`));
  }
}

let interrupted = false;
/** True once Ctrl+C (or SIGTERM) asked the benchmark to stop. */
export const isInterrupted = () => interrupted;
let interruptedAt = 0;
for (const signal of ['SIGINT', 'SIGTERM'] as const) {
  process.on(signal, () => {
    // Ctrl+C reaches this process from the terminal and from bench/run.mjs: one stop. Another
    // signal later means "now".
    if (interrupted) {
      if (Date.now() - interruptedAt > 2_000) process.exit(130);
      return;
    }
    interrupted = true;
    interruptedAt = Date.now();
    say(`\n${signal}: stopping what the benchmark started…`);
    void cleanUpAll().finally(() => process.exit(130));
  });
}

/** Starts a Node process and resolves with the URL its stdout announces (matched by `banner`). */
export async function startProcess(
  label: string,
  args: string[],
  env: NodeJS.ProcessEnv,
  banner: RegExp,
  timeoutMs: number,
): Promise<{ url: string; child: ChildProcess; stop: () => Promise<void> }> {
  const child = spawn(process.execPath, args, { cwd: ROOT, env, stdio: ['ignore', 'pipe', 'pipe'] });
  const stop = onCleanup(label, () => stopChild(child));
  let output = '';
  const url = await new Promise<string>((resolve, reject) => {
    const timer = setTimeout(
      () => reject(new Error(`${label} did not start in ${timeoutMs / 1000} s:\n${output}`)),
      timeoutMs,
    );
    const onData = (chunk: Buffer) => {
      output = (output + chunk.toString()).slice(-20_000);
      const match = banner.exec(output);
      if (match) {
        clearTimeout(timer);
        resolve(match[1]!);
      }
    };
    child.stdout!.on('data', onData);
    child.stderr!.on('data', (chunk: Buffer) => (output = (output + chunk.toString()).slice(-20_000)));
    child.on('exit', (code, signal) => {
      clearTimeout(timer);
      reject(new Error(`${label} exited (${code ?? signal}) before it was ready:\n${output}`));
    });
  });
  // Keep draining its output (a full pipe would stall it); show what it complains about.
  child.stdout!.removeAllListeners('data');
  child.stdout!.resume();
  child.stderr!.removeAllListeners('data');
  child.stderr!.on('data', (chunk: Buffer) => process.stderr.write(`  [${label}] ${chunk.toString()}`));
  return { url, child, stop };
}

export function stopChild(child: ChildProcess): Promise<void> {
  if (child.exitCode !== null || child.signalCode !== null) return Promise.resolve();
  return new Promise((resolve) => {
    const force = setTimeout(() => child.kill('SIGKILL'), 15_000);
    child.once('exit', () => {
      clearTimeout(force);
      resolve();
    });
    child.kill('SIGTERM');
  });
}

/** The portal as `npm start` runs it: compiled JavaScript (api/build.mjs; bench/launch.mjs builds it). */
export const SERVER_ENTRY = 'api/dist/server/main.js';

export async function startPortal(dataDir: string, databaseUrl: string | undefined, extraEnv: NodeJS.ProcessEnv = {}) {
  say(`  starting the portal (${SERVER_ENTRY})…`);
  const env: NodeJS.ProcessEnv = {
    ...process.env,
    DATA_DIR: dataDir,
    DATABASE_URL: databaseUrl ?? '',
    PORT: '0',
    HOST: '127.0.0.1',
    SEED_DEMO: 'true',
    STORAGE: 'local',
    // One line per request to a pipe would measure the logger; warnings and errors still show.
    LOG_LEVEL: process.env.BENCH_LOG_LEVEL || 'warn',
    WORKERS: '',
    ...extraEnv,
  };
  // BENCH_CPU_PROFILE=<folder>: the portal writes a V8 CPU profile there when it stops (open it in
  // Chrome's DevTools or speedscope), to see where a load's time goes.
  const profile = process.env.BENCH_CPU_PROFILE
    ? ['--cpu-prof', `--cpu-prof-dir=${process.env.BENCH_CPU_PROFILE}`]
    : [];
  const started = await startProcess(
    'portal',
    [...profile, SERVER_ENTRY],
    env,
    /Portāls darbojas: http:\/\/[^:\s]+:(\d+)/,
    5 * 60_000,
  );
  return { ...started, url: `http://127.0.0.1:${started.url}` };
}

export interface Memory {
  /** Resident now (VmRSS), MB. */
  rssMb: number;
  /** The most resident since start or since resetPeakMemory (VmHWM), MB. */
  peakMb: number;
}

/** A process's resident memory from /proc (Linux); undefined elsewhere or once it has exited. */
export async function memoryOf(pid: number | undefined): Promise<Memory | undefined> {
  if (!pid) return undefined;
  try {
    const status = await readFile(`/proc/${pid}/status`, 'utf8');
    const kb = (field: string) => Number(new RegExp(`^${field}:\\s+(\\d+) kB`, 'm').exec(status)?.[1] ?? NaN);
    return { rssMb: Math.round(kb('VmRSS') / 1024), peakMb: Math.round(kb('VmHWM') / 1024) };
  } catch {
    return undefined;
  }
}

/** Starts VmHWM again from the current RSS (Linux ≥ 4.0), so a peak measures the load, not the start. */
export async function resetPeakMemory(pid: number | undefined): Promise<void> {
  if (pid) await writeFile(`/proc/${pid}/clear_refs`, '5').catch(() => {});
}

/** `pageFile`: a file whose text the bare server answers at /page (see hello.mjs). */
export async function startHello(pageFile?: string) {
  const started = await startProcess(
    'bare Fastify',
    ['api/bench/hello.mjs'],
    { ...process.env, ...(pageFile ? { HELLO_PAGE_FILE: pageFile } : {}) },
    /listening on (http:\/\/\S+)/,
    60_000,
  );
  return started;
}

/**
 * Runs a benchmark's main: a failure is printed (unless Ctrl+C stopped it) and makes the exit code 1;
 * everything started is stopped either way, and open handles of a failed run (a socket, a timer) do
 * not keep the command alive.
 */
export function runMain(main: () => Promise<void>): void {
  main()
    .catch((error: unknown) => {
      if (!isInterrupted())
        process.stderr.write(`${error instanceof Error ? (error.stack ?? error.message) : String(error)}\n`);
      process.exitCode = 1;
    })
    .finally(async () => {
      await cleanUpAll();
      process.exit(process.exitCode ?? 0);
    });
}

/** A scratch database next to the one DATABASE_URL names, dropped by the clean-up. */
export async function scratchDatabase(databaseUrl: string): Promise<string> {
  const name = `bench_${randomBytes(4).toString('hex')}`;
  const admin = new pg.Client({ connectionString: databaseUrl });
  await admin.connect();
  await admin.query(`create database ${name}`);
  onCleanup(`drop database ${name}`, async () => {
    try {
      await admin.query(`drop database if exists ${name} with (force)`);
    } finally {
      await admin.end();
    }
  });
  const url = new URL(databaseUrl);
  url.pathname = `/${name}`;
  return url.toString();
}

/** The resident memory of a process and every process it started (WORKERS), MB; NaN once gone. */
export async function treeResidentMb(pid: number): Promise<number> {
  let total = 0;
  const pending = [pid];
  while (pending.length) {
    const next = pending.pop()!;
    const memory = await memoryOf(next);
    if (!memory) continue;
    total += memory.rssMb;
    const children = await readFile(`/proc/${next}/task/${next}/children`, 'utf8').catch(() => '');
    for (const child of children.split(' ').filter(Boolean)) pending.push(Number(child));
  }
  return total || NaN;
}
