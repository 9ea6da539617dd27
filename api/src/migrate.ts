/**
 * Bringing a database up to date: the SQL migrations (db/migrate.ts), then the steps that need the
 * modules' own code: pseudonyms set before they had to be unique get their claims
 * (modules/pseudonyms), and the ones that clash are answered for the caller to report. It sits
 * above db/ because the shared layers import no module (build/boundaries.mjs).
 */
import type { DatabaseHandle } from './db/client';
import { migrateSchema } from './db/migrate';
import { reconcilePseudonymClaims, type PseudonymClash } from './modules/pseudonyms/service';

export interface MigrationReport {
  /** Users whose pseudonym another (earlier) user holds; the server logs them, the CLI lists them. */
  pseudonymClashes: PseudonymClash[];
}

export async function migrate(handle: DatabaseHandle): Promise<MigrationReport> {
  await migrateSchema(handle);
  // Idempotent, safe beside another process doing the same (the claims' primary key decides), and
  // one query once every pseudonym is claimed: cheap enough for every start and every command.
  return { pseudonymClashes: await reconcilePseudonymClaims(handle.db) };
}
