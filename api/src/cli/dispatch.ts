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
 */
import { Redis } from 'ioredis';
import { runAdminCommand, AdminError, type AdminCommandName } from '../admin/commands';
import { acquireLock, isAlive, type LockInfo } from '../admin/lock';
import { AdminUnavailableError, sendAdminRequest } from '../admin/socket';
import { openDatabase, type DatabaseHandle } from '../db/client';
import { postgresBus, redisBus } from '../http/invalidationBus';
import { migrate } from '../db/migrate';
import type { Config } from '../config/index';
import { createStorage } from '../storage/index';

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
  command: AdminCommandName,
  args: Record<string, unknown>,
  io: Output,
  options: DispatchOptions = {},
): Promise<number> {
  try {
    const lines = config.databaseUrl
      ? await runHere(config, command, args, io)
      : await runEmbedded(config, command, args, io, options.waitMs ?? 120_000);
    for (const line of lines) io.out(line);
    return 0;
  } catch (error) {
    io.err(describeError(error));
    return 1;
  }
}

function describeError(error: unknown): string {
  if (error instanceof AdminError) return error.message;
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

async function runEmbedded(
  config: Config,
  command: AdminCommandName,
  args: Record<string, unknown>,
  io: Output,
  waitMs: number,
): Promise<string[]> {
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
        return await runHere(config, command, args, io);
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
    io.err(`Portāls darbojas (process ${holder.pid}); komandu izpilda tas.`);
    const answer = await sendToPortal(config, holder, command, args, deadline);
    if (answer === 'gone') continue; // the portal stopped meanwhile: take the lock ourselves
    return answer;
  }
}

/**
 * Sends the command to the portal. The portal opens its socket right after taking the lock, so
 * "nothing listens" lasts only moments while it starts; if instead it exits, report 'gone'.
 */
async function sendToPortal(
  config: Config,
  holder: LockInfo,
  command: AdminCommandName,
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
