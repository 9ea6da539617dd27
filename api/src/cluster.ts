/**
 * `WORKERS=N`: the portal as N processes sharing one port (Node's cluster module hands the
 * connections round). Each worker is a whole portal process (src/main.ts); what they must share
 * already lives outside them: the PostgreSQL database (DATABASE_URL), rate-limit counters and
 * read-cache invalidations in Redis (REDIS_URL) or PostgreSQL, files in S3 or one DATA_DIR, and
 * APP_KEY. The embedded database belongs to one process, so WORKERS > 1 needs DATABASE_URL.
 *
 * This primary process only starts the workers, starts a worker again when one dies, and passes
 * a stop signal on to all of them.
 */
import cluster, { type Worker } from 'node:cluster';

/** The worker's number (1…N), or 0 when the portal runs as one process. */
export const WORKER_ENV = 'PORTAL_WORKER';

export function workerNumber(): number {
  return Number(process.env[WORKER_ENV] ?? 0);
}

/** WORKERS as a count: a whole number from 1 to 64, else an error in Latvian. */
export function workerCount(value: string | undefined, databaseUrl: string | undefined): number {
  if (value === undefined || value.trim() === '') return 1;
  const n = Number(value.trim());
  if (!Number.isInteger(n) || n < 1 || n > 64)
    throw new Error(`WORKERS jābūt veselam skaitlim no 1 līdz 64 (ir "${value}").`);
  if (n > 1 && !databaseUrl)
    throw new Error(
      'WORKERS > 1 vajag DATABASE_URL: iebūvēto datu bāzi (PGlite) var atvērt tikai viens process. Norādi PostgreSQL vai WORKERS=1.',
    );
  return n;
}

export function isClusterPrimary(count: number): boolean {
  return count > 1 && cluster.isPrimary;
}

/** The process's logger (src/log.ts). */
interface Log {
  info(line: string): void;
  error(line: string): void;
}

/** Runs in the primary: N workers, each started again a second after an unexpected exit. */
export function runWorkers(count: number, graceMs: number, log: Log): void {
  let stopping = false;
  const workers = new Set<Worker>();

  const start = (index: number) => {
    const worker = cluster.fork({ [WORKER_ENV]: String(index), WORKERS: String(count) });
    workers.add(worker);
    worker.on('exit', (code, signal) => {
      workers.delete(worker);
      if (stopping) {
        if (workers.size === 0) process.exit(0);
        return;
      }
      log.error(`Portāla process ${worker.process.pid} beidza darbu (${signal ?? code}); palaižu to no jauna…`);
      setTimeout(() => start(index), 1000).unref();
    });
  };

  const stop = (signal: NodeJS.Signals) => {
    if (stopping) return;
    stopping = true;
    log.info(`Saņemts ${signal}: apturu ${workers.size} portāla procesus…`);
    for (const worker of workers) worker.process.kill('SIGTERM');
    // Each worker finishes its requests within the grace period and then exits by itself.
    setTimeout(() => {
      log.error('Portāla procesi neapstājās laikā; beidzu darbu.');
      for (const worker of workers) worker.process.kill('SIGKILL');
      process.exit(1);
    }, graceMs + 2000).unref();
  };

  process.on('SIGINT', stop);
  process.on('SIGTERM', stop);
  for (let index = 1; index <= count; index++) start(index);
}
