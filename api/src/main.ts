/**
 * The portal process (`npm start`): configuration, database and migrations, demo data on the
 * first run, the HTTP server, and, with the embedded database, the lock and admin socket that let
 * the command line work while the portal runs (see src/cli/dispatch.ts). With WORKERS=N (and
 * PostgreSQL) this process starts N such processes instead (src/cluster.ts).
 */
import { inArray, sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { buildApp } from './app';
import { isClusterPrimary, runWorkers, workerCount, workerNumber } from './cluster';
import { AdminError, runAdminCommand } from './admin/commands';
import {
  accountsWithDemoPasswords,
  BASE_SEED_HINT,
  categoryTreeEmpty,
  createSetupLink,
  demoPasswordRefusal,
  hasAdministrator,
  setupLinkLines,
} from './admin/firstRun';
import { loadDotEnv } from './admin/env';
import { acquireLock, type HeldLock } from './admin/lock';
import { startAdminServer, type AdminServer } from './admin/socket';
import { ConfigError, loadConfig, type Config } from './config/index';
import { createLogger, type Logger } from './log';
import { openDatabase, type Database, type DatabaseHandle } from './db/client';
import { keepStatisticsCurrent } from './db/analyze';
import { migrate } from './migrate';
import { logPseudonymClashes } from './modules/pseudonyms/service';
import { joinPortalProcesses, type Presence } from './db/presence';
import { users } from './db/schema';
import { createMailer, type Mailer } from './mail/mailer';
import { DEMO_USERS, demoLoginLines } from './seed/content/people';
import { hasNoUsers, seedDemo } from './seed/demo';
import { createStorage } from './storage/index';
import type { Storage } from './storage/storage';
import { sweepStorage } from './storage/sweep';

/** How long a starting portal waits for an admin command that holds the embedded database. */
const LOCK_WAIT_MS = 5 * 60 * 1000;
/** After a stop signal, give open requests this long before exiting anyway. */
const SHUTDOWN_GRACE_MS = 10_000;

/**
 * What the operator reads, not logs: the start-up banner (address, log-ins, first-run notes, the
 * demo seed's progress), why the start waits (a command holds the database) and why it failed. They stay plain text whatever LOG_FORMAT and
 * LOG_LEVEL say, as a command line's answers do. Everything else goes to `log` (src/log.ts).
 */
const say = (line: string) => process.stdout.write(line + '\n');
const complain = (line: string) => process.stderr.write(line + '\n');

/** The process's one logger, made as soon as the configuration is read (main). */
let log: Logger;

interface Running {
  /** One mailer for the API and the admin commands it runs (user:approve mails the teacher). */
  mailer?: Mailer;
  lock?: HeldLock;
  admin?: AdminServer;
  handle?: DatabaseHandle;
  app?: FastifyInstance;
  stopAnalyze?: () => void;
  presence?: Presence;
  /** Stopping: answers close their connections. */
  draining?: boolean;
}

/** Resolves once the database is ready for admin commands; rejects if start-up failed. */
function deferred<T>() {
  let resolve!: (value: T) => void;
  let reject!: (error: unknown) => void;
  const promise = new Promise<T>((res, rej) => {
    resolve = res;
    reject = rej;
  });
  promise.catch(() => {}); // a failed start is reported by start() itself
  return { promise, resolve, reject };
}

async function takeEmbeddedDatabase(
  config: Config,
  running: Running,
  ready: Promise<{ handle: DatabaseHandle; storage: Storage }>,
): Promise<void> {
  const result = await acquireLock(config.dataDir, 'portal', {
    timeoutMs: LOCK_WAIT_MS,
    stopWhen: (holder) => holder.role === 'portal',
    onWait: (holder) =>
      say(`Datu bāzi izmanto administrēšanas komanda (process ${holder.pid}); gaidu, kamēr tā beigsies…`),
  });
  if (!result.acquired) {
    const { holder } = result;
    throw new Error(
      holder.role === 'portal'
        ? `Portāls ar šo datu mapi jau darbojas (process ${holder.pid}, DATA_DIR=${config.dataDir}). Aptur to vai norādi citu DATA_DIR.`
        : `Administrēšanas komanda (process ${holder.pid}) joprojām izmanto datu bāzi. Mēģini vēlreiz, kad tā beigsies.`,
    );
  }
  running.lock = result.lock;
  // Listen at once, before migrations and seeding: a command that arrives meanwhile waits for
  // `ready` instead of finding nobody there.
  running.admin = await startAdminServer(config.dataDir, async (request) => {
    try {
      const { handle, storage } = await ready;
      const progress = (line: string) => log.info(line);
      const context = {
        handle,
        storage,
        mailer: mailerOf(running),
        publicUrl: config.publicUrl,
        progress,
        production: config.production,
        staticRoot: config.staticRoot,
      };
      const lines = await runAdminCommand(context, request.command, request.args);
      // A command may change what visitors see (an approved teacher's materials, a category).
      running.app?.announceWrite();
      return { ok: true, lines };
    } catch (error) {
      if (!(error instanceof AdminError)) log.error({ err: error }, 'admin command failed');
      return { ok: false, error: error instanceof Error ? error.message : String(error) };
    }
  });
}

function mailerOf(running: Running): Mailer {
  if (!running.mailer) throw new Error('mailer not ready');
  return running.mailer;
}

async function demoAccountsPresent(db: Database): Promise<boolean> {
  const rows = await db
    .select({ id: users.id })
    .from(users)
    .where(
      inArray(
        users.email,
        DEMO_USERS.map((u) => u.email),
      ),
    );
  return rows.length > 0;
}

/** Any fixed number; the same in every portal process sharing one PostgreSQL database. */
const SEED_LOCK_ID = 7_311_205;

/**
 * Loads the demo data when the portal has no accounts yet. Several processes may start at once
 * against one PostgreSQL: a transaction-scoped advisory lock lets one seed while the others wait
 * and then find the users there. PGlite has one process by construction (the lock file).
 */
async function seedFirstRun(handle: DatabaseHandle, storage: Storage): Promise<void> {
  const seedIfEmpty = async (db: Database) => {
    if (!(await hasNoUsers(db))) return;
    say('Pirmā palaišana: ielādēju demo datus…');
    await seedDemo({ db, storage, log: (line) => say(`  ${line}`) });
  };
  const db: Database = handle.db;
  if (handle.kind === 'pglite') return seedIfEmpty(db);
  await db.transaction(async (tx) => {
    await tx.execute(sql`select pg_advisory_xact_lock(${SEED_LOCK_ID})`);
    await seedIfEmpty(tx);
  });
}

/**
 * Production (NODE_ENV=production) refuses to start while a demo account keeps the password the
 * README publishes; the reason names each account and the command that changes its password.
 */
async function refuseDemoPasswords(db: Database): Promise<void> {
  const published = await accountsWithDemoPasswords(db);
  if (published.length > 0) throw new Error(demoPasswordRefusal(published).join('\n'));
}

/**
 * After the address: while no administrator exists, a new one-time set-up link (and the command
 * that does the same); with an empty category tree, how to load the base data.
 */
async function firstRunNotes(db: Database, config: Config, port: number): Promise<string[]> {
  const lines: string[] = [];
  if (!(await hasAdministrator(db))) {
    // Without PUBLIC_URL the link uses the port actually listened on (PORT=0 picks one).
    const base = process.env.PUBLIC_URL ? config.publicUrl : `http://localhost:${port}`;
    lines.push(...setupLinkLines(await createSetupLink(db, base)));
  }
  if (await categoryTreeEmpty(db)) lines.push(BASE_SEED_HINT);
  return lines;
}

/**
 * What a process killed mid-write left behind (storage/sweep.ts): temporary uploads, stored files
 * without a row. Everything when no other portal process runs on this database; with company only
 * what is too old to be another process's upload in flight.
 */
async function sweepAfterCrash(config: Config, handle: DatabaseHandle, storage: Storage, running: Running) {
  const presence = await joinPortalProcesses(handle, config.databaseUrl, log);
  running.presence = presence;
  try {
    const report = await sweepStorage({ db: handle.db, storage, dataDir: config.dataDir, alone: presence.alone });
    if (report.tempUploads || report.orphans.length) {
      // A warning: it means the last run ended mid-write (a crash, a kill), worth an operator's look.
      log.warn(
        `Sakopts pēc pārtrauktas darbības: ${report.tempUploads} pagaidu augšupielādes, ${report.orphans.length} faili bez ieraksta datu bāzē.`,
      );
    }
  } catch (error) {
    // Debris costs disk space, not correctness: the portal starts anyway, the next start tries again.
    log.error({ err: error }, 'Sakopšana pēc pārtrauktas darbības neizdevās');
  }
  await presence.serving();
}

async function start(running: Running, config: Config): Promise<void> {
  const storage = createStorage(config);
  running.mailer = createMailer(config, log);
  const ready = deferred<{ handle: DatabaseHandle; storage: Storage }>();
  try {
    if (!config.databaseUrl) await takeEmbeddedDatabase(config, running, ready.promise);

    const handle = await openDatabase(config, { log });
    running.handle = handle;
    const migration = await migrate(handle);
    const db: Database = handle.db;
    // Never in production (config.seedDemo is false there), which also refuses published demo passwords.
    if (config.seedDemo) await seedFirstRun(handle, storage);
    if (config.production) await refuseDemoPasswords(db);
    await sweepAfterCrash(config, handle, storage, running);
    running.stopAnalyze = await keepStatisticsCurrent(handle, log);
    ready.resolve({ handle, storage });

    const app = buildApp({ config, db, storage, mailer: running.mailer, loggerInstance: log });
    running.app = app;
    logPseudonymClashes(app.log, migration.pseudonymClashes);
    // Once stopping, an answer ends its connection (see stop()).
    app.addHook('onSend', async (_request, reply, payload) => {
      if (running.draining) reply.header('connection', 'close');
      return payload;
    });
    await app.listen({ host: config.host, port: config.port });
    const address = app.server.address();
    const port = typeof address === 'object' && address ? address.port : config.port;
    // With WORKERS=N, the first worker speaks for all of them.
    if (workerNumber() > 1) return;
    say('');
    const processes = Number(process.env.WORKERS ?? 1) > 1 ? ` (${process.env.WORKERS} procesi)` : '';
    say(`Portāls darbojas: http://localhost:${port}${processes}`);
    if (!config.production && (await demoAccountsPresent(db))) for (const line of demoLoginLines()) say(line);
    for (const line of await firstRunNotes(db, config, port)) say(line);
    say('Apturēt: Ctrl+C');
  } catch (error) {
    ready.reject(error);
    throw error;
  }
}

/** How often a stopping portal closes the connections that have become idle. */
const DRAIN_POLL_MS = 100;

/**
 * Closes the HTTP server and waits for the requests in flight. Closing stops new connections and
 * ends the idle ones, but a connection whose request was still running stays open after its answer
 * (keep-alive: a browser or fetch keeps it for the next request), and the server's close waited for
 * those until the grace period ran out. So, while stopping, every answer says `Connection: close`,
 * and connections that fall idle anyway (an answer that had started before) are closed as they do.
 */
async function drainHttp(running: Running): Promise<void> {
  const app = running.app;
  if (!app) return;
  running.draining = true;
  const reaper = setInterval(() => app.server.closeIdleConnections(), DRAIN_POLL_MS);
  try {
    await app.close();
  } finally {
    clearInterval(reaper);
  }
}

async function stop(running: Running): Promise<void> {
  // Reverse order of start: stop taking requests, then close the database, then let go of it.
  await running.admin?.close().catch(() => {});
  await drainHttp(running).catch(() => {});
  running.stopAnalyze?.();
  await running.presence?.leave();
  await running.handle?.close().catch(() => {});
  running.mailer?.close();
  running.lock?.release();
}

function describeStartError(error: unknown): string {
  const code = (error as { code?: string }).code;
  const message = error instanceof Error ? error.message : String(error);
  if (code === 'EADDRINUSE') return `Ports jau ir aizņemts (${message}). Norādi citu ar PORT=…`;
  if (code === 'EACCES') return `Nav atļaujas (${message}).`;
  return message;
}

const running: Running = {};
let stopping = false;

function onSignal(signal: NodeJS.Signals): void {
  if (stopping) {
    log.warn('Apturu nekavējoties.');
    process.exit(1); // the lock is released by its exit handler
  }
  stopping = true;
  log.info(`Saņemts ${signal}: apturu portālu…`);
  const force = setTimeout(() => {
    log.error('Portāls neapstājās laikā; beidzu darbu.');
    process.exit(1);
  }, SHUTDOWN_GRACE_MS);
  force.unref();
  stop(running).then(
    () => process.exit(0),
    () => process.exit(1),
  );
}

/**
 * The configuration and WORKERS, every problem of both at once (an operator fixing .env should not
 * have to start the portal once per mistake), or undefined after saying what is wrong.
 */
function configuration(): { config: Config; workers: number } | undefined {
  const problems: string[] = [];
  let config: Config | undefined;
  let workers = 1;
  try {
    config = loadConfig();
  } catch (error) {
    if (!(error instanceof ConfigError)) throw error;
    problems.push(...error.problems);
  }
  try {
    workers = workerCount(process.env.WORKERS, process.env.DATABASE_URL || undefined);
  } catch (error) {
    problems.push((error as Error).message);
  }
  if (config && problems.length === 0) return { config, workers };
  complain(`Portālu neizdevās palaist: ${new ConfigError(problems).message}`);
  return undefined;
}

function main(): void {
  loadDotEnv();
  const settings = configuration();
  if (!settings) {
    process.exitCode = 1;
    return;
  }
  log = createLogger(settings.config);
  if (isClusterPrimary(settings.workers)) {
    runWorkers(settings.workers, SHUTDOWN_GRACE_MS, log);
    return;
  }
  process.on('SIGINT', onSignal);
  process.on('SIGTERM', onSignal);
  start(running, settings.config).catch(async (error: unknown) => {
    complain(`Portālu neizdevās palaist: ${describeStartError(error)}`);
    await stop(running);
    process.exit(1);
  });
}

main();
