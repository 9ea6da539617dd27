/**
 * Decides where an admin command runs.
 *
 * - DATABASE_URL set: PostgreSQL takes many connections, so the command connects directly.
 * - Embedded PGlite and a live portal holds `${dataDir}/portal.lock`: the command is sent over the
 *   admin socket and the portal runs it on its own connection.
 * - Embedded PGlite and nobody holds the lock: this process takes the lock (so a portal started
 *   meanwhile waits instead of opening the same files), opens the database, runs the command and
 *   lets go.
 * - Another command holds the lock: wait for it, up to a limit.
 *
 * `backup` and `restore` (src/backup/) are the command line's own: the archive is written and read
 * here. For `backup` only the database's dump is taken where the database is (pg_dump here; with
 * the embedded database, by the running portal over the socket, or here under the lock). `restore`
 * refuses while a portal runs on the embedded database, and holds the lock until it is done.
 */
import { mkdir } from 'node:fs/promises';
import path from 'node:path';
import { Redis } from 'ioredis';
import { runAdminCommand, AdminError, type AdminCommandName } from '../admin/commands';
import { acquireLock, isAlive, type LockInfo } from '../admin/lock';
import { createBackup } from '../backup/backup';
import { BackupError } from '../backup/errors';
import { snapshotPglite } from '../backup/pglite';
import { dumpPostgres } from '../backup/postgres';
import { restoreBackup } from '../backup/restore';
import { AdminUnavailableError, sendAdminRequest } from '../admin/socket';
import { openDatabase, type DatabaseHandle } from '../db/client';
import { postgresBus, redisBus } from '../http/invalidationBus';
import { migrate } from '../migrate';
import type { Config } from '../config/index';
import { createStorage } from '../storage/index';
import type { CommandName } from './args';

export interface Output {
  out(line: string): void;
  err(line: string): void;
}

export interface DispatchOptions {
  /** How long to wait for another command (or a starting portal) before giving up. */
  waitMs?: number;
}

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/** Runs the command where it belongs; resolves to the process exit code. */
export async function dispatch(
  config: Config,
  command: CommandName,
  args: Record<string, unknown>,
  io: Output,
  options: DispatchOptions = {},
): Promise<number> {
  const waitMs = options.waitMs ?? 120_000;
  // The folder as the operator meant it; the running portal that may run the command has another cwd.
  if (command === 'release:publish' && typeof args.folder === 'string')
    args = { ...args, folder: operatorPath(args.folder) };
  try {
    let lines: string[];
    if (command === 'backup') lines = await backup(config, String(args.file), io, waitMs);
    else if (command === 'restore') lines = await restore(config, String(args.file), io, waitMs);
    else
      lines = config.databaseUrl
        ? await runHere(config, command, args, io)
        : await runEmbedded(config, io, waitMs, {
            here: () => runHere(config, command, args, io),
            there: (holder, deadline) => {
              io.err(`Portāls darbojas (process ${holder.pid}); komandu izpilda tas.`);
              return sendToPortal(config, holder, command, args, deadline);
            },
          });
    for (const line of lines) io.out(line);
    return 0;
  } catch (error) {
    io.err(describeError(error));
    return 1;
  }
}

function describeError(error: unknown): string {
  if (error instanceof AdminError || error instanceof BackupError) return error.message;
  const message = error instanceof Error ? error.message : String(error);
  const code = (error as { code?: string }).code;
  if (code === 'ECONNREFUSED' || code === 'ENOTFOUND')
    return `Neizdevās savienoties ar datu bāzi (${message}). Pārbaudi DATABASE_URL.`;
  return `Kļūda: ${message}`;
}

/** Opens the database in this process, brings the schema up to date and runs the command. */
async function runHere(
  config: Config,
  command: AdminCommandName,
  args: Record<string, unknown>,
  io: Output,
): Promise<string[]> {
  let handle: DatabaseHandle | undefined;
  // Mail a command causes is queued in the outbox (src/mail/outbox.ts); the portal sends it.
  try {
    handle = await openDatabase(config);
    // Every command needs the current schema; `migrate` is then just the explicit form of this step.
    if (command !== 'migrate') await migrate(handle);
    const lines = await runAdminCommand(
      {
        handle,
        storage: createStorage(config),
        publicUrl: config.publicUrl,
        progress: (line) => io.err(line),
        production: config.production,
        staticRoot: config.staticRoot,
      },
      command,
      args,
    );
    await announceWrite(config, handle, io);
    return lines;
  } finally {
    await handle?.close();
  }
}

/** Tells the running portal processes to drop the answers they keep in memory (http/readCache.ts). */
async function announceWrite(config: Config, handle: DatabaseHandle, io: Output): Promise<void> {
  const log = { warn: (line: string) => io.err(line) };
  if (config.redisUrl) {
    const redis = new Redis(config.redisUrl, { maxRetriesPerRequest: 2 });
    try {
      await redisBus(redis, log).publish();
    } finally {
      redis.disconnect();
    }
  } else if (handle.kind === 'postgres') {
    await postgresBus(handle.client, log).publish();
  }
}

interface EmbeddedWays<T> {
  /** Run in this process, which holds the lock meanwhile. */
  here(): Promise<T>;
  /** Hand over to the running portal; 'gone' when it stopped meanwhile. */
  there(holder: LockInfo, deadline: number): Promise<T | 'gone'>;
}

async function runEmbedded<T>(config: Config, io: Output, waitMs: number, ways: EmbeddedWays<T>): Promise<T> {
  const deadline = Date.now() + waitMs;
  let toldAboutWaiting = false;
  for (;;) {
    const result = await acquireLock(config.dataDir, 'cli', {
      timeoutMs: Math.max(0, deadline - Date.now()),
      // A running portal answers on its socket: no reason to wait for it to stop.
      stopWhen: (holder) => holder.role === 'portal',
      onWait: (holder) => {
        if (!toldAboutWaiting)
          io.err(
            `Datu bāzi pašlaik izmanto cita administrēšanas komanda (process ${holder.pid}); gaidu, kamēr tā beigsies…`,
          );
        toldAboutWaiting = true;
      },
    });
    if (result.acquired) {
      try {
        return await ways.here();
      } finally {
        result.lock.release();
      }
    }
    const holder = result.holder;
    if (holder.role !== 'portal') {
      throw new AdminError(
        `Datu bāzi joprojām izmanto cita administrēšanas komanda (process ${holder.pid}). Mēģini vēlreiz pēc brīža.`,
      );
    }
    const answer = await ways.there(holder, deadline);
    if (answer === 'gone') continue; // the portal stopped meanwhile: take the lock ourselves
    return answer;
  }
}

/** FILE as the operator meant it: relative to where they ran `npm run portal` (npm's INIT_CWD). */
function operatorPath(file: string): string {
  return path.resolve(process.env.INIT_CWD || process.cwd(), file);
}

async function backup(config: Config, file: string, io: Output, waitMs: number): Promise<string[]> {
  const target = operatorPath(file);
  const storage = createStorage(config);
  const progress = (line: string) => io.err(line);
  const databaseUrl = config.databaseUrl;
  if (databaseUrl) {
    return createBackup({
      target,
      kind: 'postgres',
      dumpDatabase: (dumpFile) => dumpPostgres(databaseUrl, dumpFile),
      workParent: path.dirname(target),
      storage,
      progress,
    });
  }
  await mkdir(config.dataDir, { recursive: true });
  let toldAboutPortal = false;
  return createBackup({
    target,
    kind: 'pglite',
    // The dump is taken under the lock (or by the portal that holds it); the files need no lock.
    dumpDatabase: (dumpFile) =>
      runEmbedded(config, io, waitMs, {
        here: async () => {
          const handle = await openDatabase(config);
          try {
            if (handle.kind !== 'pglite') throw new Error('expected the embedded database');
            return await snapshotPglite(handle.client, dumpFile);
          } finally {
            await handle.close();
          }
        },
        there: async (holder, deadline) => {
          if (!toldAboutPortal) io.err(`Portāls darbojas (process ${holder.pid}); datu bāzes kopiju izveido tas.`);
          toldAboutPortal = true;
          const answer = await sendToPortal(config, holder, 'backup:database', { file: dumpFile }, deadline);
          return answer === 'gone' ? answer : (JSON.parse(answer[0] ?? '{}') as Record<string, number>);
        },
      }),
    // The portal writes the dump there: DATA_DIR is its own.
    workParent: config.dataDir,
    storage,
    progress,
  });
}

async function restore(config: Config, file: string, io: Output, waitMs: number): Promise<string[]> {
  const source = operatorPath(file);
  const storage = createStorage(config);
  const progress = (line: string) => io.err(line);
  const databaseUrl = config.databaseUrl;
  if (databaseUrl) {
    return restoreBackup({
      file: source,
      dataDir: config.dataDir,
      database: { kind: 'postgres', databaseUrl },
      storage,
      progress,
    });
  }
  return runEmbedded(config, io, waitMs, {
    here: () =>
      restoreBackup({
        file: source,
        dataDir: config.dataDir,
        database: { kind: 'pglite' },
        storage,
        progress,
      }),
    there: async (holder) => {
      throw new BackupError(
        `Portāls darbojas (process ${holder.pid}). Aptur to (Ctrl+C vai SIGTERM) un palaid atjaunošanu vēlreiz: datus nevar aizstāt zem strādājoša portāla. Nekas netika mainīts.`,
      );
    },
  });
}

/**
 * Sends the command to the portal. The portal opens its socket right after taking the lock, so
 * "nothing listens" lasts only moments while it starts; if instead it exits, report 'gone'.
 */
async function sendToPortal(
  config: Config,
  holder: LockInfo,
  command: string,
  args: Record<string, unknown>,
  deadline: number,
): Promise<string[] | 'gone'> {
  for (;;) {
    try {
      const response = await sendAdminRequest(config.dataDir, { command, args });
      if (response.ok) return response.lines;
      throw new AdminError(response.error);
    } catch (error) {
      if (!(error instanceof AdminUnavailableError)) throw error;
      if (!isAlive(holder)) return 'gone';
      if (Date.now() >= deadline) {
        throw new AdminError(
          `Portāls (process ${holder.pid}) darbojas, bet neatbild uz administrēšanas ligzdas (${error.code}). Pārbaudi, vai tas nav iestrēdzis, vai apturi to un mēģini vēlreiz.`,
        );
      }
      await sleep(250);
    }
  }
}
