/**
 * The planner's statistics on the embedded database. PostgreSQL's autovacuum keeps them current by
 * itself; PGlite has no autovacuum, so without ANALYZE it plans every query at 100,000 materials as
 * if the tables were empty (the list sorts then scan instead of using their indexes). The portal
 * runs ANALYZE once it has migrated and seeded, and again every day.
 */
import type { DatabaseHandle } from './client';

export const ANALYZE_EVERY_MS = 24 * 60 * 60 * 1000;

/** Refreshes the statistics of every table; a no-op on PostgreSQL (autovacuum's job there). */
export async function analyzeEmbedded(handle: DatabaseHandle): Promise<void> {
  if (handle.kind === 'pglite') await handle.client.exec('ANALYZE');
}

/** ANALYZE now and then daily; returns the function that stops the schedule. */
export async function keepStatisticsCurrent(
  handle: DatabaseHandle,
  log: { info(line: string): void; error(line: string): void },
): Promise<() => void> {
  if (handle.kind !== 'pglite') return () => {};
  const run = async () => {
    const started = performance.now();
    try {
      await analyzeEmbedded(handle);
      log.info(`ANALYZE: ${Math.round(performance.now() - started)} ms`);
    } catch (error) {
      log.error(`ANALYZE failed: ${(error as Error).message}`);
    }
  };
  await run();
  const timer = setInterval(() => void run(), ANALYZE_EVERY_MS);
  timer.unref();
  return () => clearInterval(timer);
}
