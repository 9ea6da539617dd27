/**
 * The release registry (issue 21, scope 3 and 4): which releases of each feature app are published
 * (`app_releases`, their files in storage under `mf/<name>/<version>/`), which one is live (the
 * latest row of `app_release_activations`; none: the bundled build), and the compatibility gate
 * every change passes first. The tables are the one truth every process and host reads: a page
 * load reads the live map with one indexed query (liveReleases), so the next page of every process
 * follows an activation without any message between processes.
 *
 * Publishing, activating and rolling back run under one advisory lock, with the gate inside the
 * same transaction: two operators switching two apps at once cannot each pass the gate against the
 * other's old release.
 */
import { readdir, readFile } from 'node:fs/promises';
import path from 'node:path';
import { and, asc, desc, eq, sql } from 'drizzle-orm';
import { compatibilityProblems, type ReleaseManifest } from '@portal/contracts/releases';
import { REMOTE_DIRS, type RemoteName } from '@portal/contracts/routes';
import { AdminError } from '../admin/errors';
import type { Database } from '../db/client';
import { isUniqueViolation } from '../db/errors';
import { appReleaseActivations, appReleases } from '../db/schema';
import { recordAudit, type AuditActor } from '../modules/audit/record';
import { isSafeStorageKey, type Storage } from '../storage/storage';
import { bundledManifest, isReleaseManifest, manifestProblem, remoteDist, remoteName, shellDist } from './manifest';

/** Serialises every change of the registry (publish, activate, rollback): the gate sees one state. */
const RELEASES_LOCK = 21_003;

/** What the command line records as its actor; the portal's administrators by name and e-mail. */
export type ReleaseActor = AuditActor | 'cli';

/** The live release of one app; version null: the bundled build, whose manifest may be unknown. */
export interface LiveRelease {
  name: RemoteName;
  version: string | null;
  manifest: ReleaseManifest | null;
}

/** Where a published release's files are kept: `mf/<name>/<version>/`. */
export const releaseFolder = (name: string, version: string) => `mf/${name}/${version}/`;

/**
 * The live release of every remote, in REMOTE_DIRS' order. One query (the latest activation per
 * app, off app_release_activations_name_idx, joined to its release) plus a stat per bundled
 * manifest, which is read again only when it changes.
 */
export async function liveReleases(db: Database, staticRoot: string): Promise<LiveRelease[]> {
  const rows = await db
    .selectDistinctOn([appReleaseActivations.name], {
      name: appReleaseActivations.name,
      version: appReleaseActivations.version,
      manifest: appReleases.manifest,
    })
    .from(appReleaseActivations)
    .leftJoin(
      appReleases,
      and(eq(appReleases.name, appReleaseActivations.name), eq(appReleases.version, appReleaseActivations.version)),
    )
    .orderBy(appReleaseActivations.name, desc(appReleaseActivations.id));
  const active = new Map(rows.map((row) => [row.name, row]));
  return Promise.all(
    (Object.keys(REMOTE_DIRS) as RemoteName[]).map(async (name): Promise<LiveRelease> => {
      const row = active.get(name);
      if (row?.version && isReleaseManifest(row.manifest))
        return { name, version: row.version, manifest: row.manifest };
      return { name, version: null, manifest: await bundledManifest(remoteDist(staticRoot, name)) };
    }),
  );
}

/** A published release's manifest; null when that version of that app was never published. */
export async function publishedManifest(db: Database, name: string, version: string): Promise<ReleaseManifest | null> {
  const [row] = await db
    .select({ manifest: appReleases.manifest })
    .from(appReleases)
    .where(and(eq(appReleases.name, name), eq(appReleases.version, version)))
    .limit(1);
  return row && isReleaseManifest(row.manifest) ? row.manifest : null;
}

/**
 * The gate (contracts' compatibilityProblems) against the live shell and the other apps' live
 * releases. A bundled build without a manifest cannot be checked: the shell's unknown manifest
 * skips the shared singletons' lines (`notes` says so), another app's skips its routes.
 */
export async function gate(
  db: Database,
  staticRoot: string,
  candidate: ReleaseManifest,
): Promise<{ problems: string[]; notes: string[] }> {
  const [shell, live] = await Promise.all([bundledManifest(shellDist(staticRoot)), liveReleases(db, staticRoot)]);
  const others = live.flatMap((release) =>
    release.name !== candidate.name && release.manifest ? [release.manifest] : [],
  );
  if (shell) return { problems: compatibilityProblems(candidate, { shell, others }), notes: [] };
  return {
    problems: compatibilityProblems({ ...candidate, shared: {} }, { shell: { ...candidate, name: 'shell' }, others }),
    notes: ['shell/dist/release.json is missing: the shared singletons were not checked.'],
  };
}

const refused = (problems: string[], what: string) =>
  new AdminError([...problems, `${what}; nekas netika mainīts.`].join('\n'));

const actorLabel = (actor: ReleaseActor) => (actor === 'cli' ? 'komandrinda' : actor.label);

/** The files of a release folder's `files/`, as paths relative to it with `/`. */
async function filesOf(dir: string): Promise<string[]> {
  const entries = await readdir(dir, { recursive: true, withFileTypes: true });
  return entries
    .filter((entry) => entry.isFile())
    .map((entry) => path.relative(dir, path.join(entry.parentPath, entry.name)).split(path.sep).join('/'))
    .sort();
}

/** The types the builds' files are served with (S3 keeps them with the object). */
const TYPES: Record<string, string> = {
  '.js': 'text/javascript; charset=utf-8',
  '.mjs': 'text/javascript; charset=utf-8',
  '.css': 'text/css; charset=utf-8',
  '.json': 'application/json; charset=utf-8',
  '.map': 'application/json; charset=utf-8',
  '.html': 'text/html; charset=utf-8',
  '.txt': 'text/plain; charset=utf-8',
  '.svg': 'image/svg+xml',
  '.png': 'image/png',
  '.jpg': 'image/jpeg',
  '.webp': 'image/webp',
  '.ico': 'image/x-icon',
  '.woff': 'font/woff',
  '.woff2': 'font/woff2',
};

/** A file's type by its name; a precompressed copy (`x.js.br`) is of the type of what it holds. */
export function releaseFileType(file: string): string {
  const plain = file.replace(/\.(br|gz)$/, '');
  return TYPES[path.extname(plain).toLowerCase()] ?? 'application/octet-stream';
}

export interface Published {
  manifest: ReleaseManifest;
  files: number;
  notes: string[];
}

/**
 * `release:publish <folder>`: a folder build/release.ts wrote (`release.json` and `files/`) into
 * the registry. Refused, with nothing stored, for a manifest that is not a ReleaseManifest, an app
 * that is not one of the portal's remotes, a version of it that is published already, a file whose
 * name cannot be an address, and anything the gate finds.
 */
export async function publishRelease(
  db: Database,
  storage: Storage,
  staticRoot: string,
  folder: string,
  actor: ReleaseActor,
): Promise<Published> {
  let value: unknown;
  try {
    value = JSON.parse(await readFile(path.join(folder, 'release.json'), 'utf8'));
  } catch (error) {
    throw new AdminError(`${folder}: nav nolasāms release.json (${(error as Error).message}). Nekas netika mainīts.`);
  }
  const problem = manifestProblem(value);
  if (problem) throw new AdminError(`${folder}/release.json nav laidiena manifests: ${problem}. Nekas netika mainīts.`);
  const manifest = value as ReleaseManifest;
  const name = remoteName(manifest.name);
  if (name !== manifest.name)
    throw new AdminError(
      `${manifest.name} nav neviena portāla lietotnes nosaukums (${Object.keys(REMOTE_DIRS).join(', ')}). Nekas netika mainīts.`,
    );
  const filesDir = path.join(folder, 'files');
  const files = await filesOf(filesDir).catch(() => [] as string[]);
  if (!files.includes('mf-manifest.json'))
    throw new AdminError(`${filesDir}: nav mf-manifest.json (laidiena faili). Nekas netika mainīts.`);
  const prefix = releaseFolder(name, manifest.version);
  const unsafe = files.find((file) => !isSafeStorageKey(prefix + file));
  if (unsafe) throw new AdminError(`${filesDir}/${unsafe}: faila nosaukums nav derīgs adresē. Nekas netika mainīts.`);

  const who = `${name} ${manifest.version}`;
  const stored: string[] = [];
  try {
    const notes = await db.transaction(async (tx) => {
      await tx.execute(sql`select pg_advisory_xact_lock(${RELEASES_LOCK})`);
      if (await publishedManifest(tx, name, manifest.version))
        throw new AdminError(`${who} jau ir publicēts: laidienu nepublicē otrreiz. Nekas netika mainīts.`);
      const checked = await gate(tx, staticRoot, manifest);
      if (checked.problems.length > 0) throw refused(checked.problems, `${who} netika publicēts`);
      // The row first: a second publisher of this version waits on its unique index, and finds it.
      await tx.insert(appReleases).values({
        name,
        version: manifest.version,
        commit: manifest.commit,
        manifest,
        publishedBy: actorLabel(actor),
      });
      for (const file of files) {
        const key = prefix + file;
        // Before the copy: a half-written object is deleted with the rest if this fails.
        stored.push(key);
        await storage.put(key, await readFile(path.join(filesDir, file)), { contentType: releaseFileType(file) });
      }
      await recordAudit(tx, {
        actor,
        action: 'release.publish',
        itemType: 'release',
        itemId: `${name}@${manifest.version}`,
        after: { name, version: manifest.version, commit: manifest.commit, files: files.length },
      });
      return checked.notes;
    });
    return { manifest, files: files.length, notes };
  } catch (error) {
    await Promise.all(stored.map((key) => storage.delete(key).catch(() => undefined)));
    if (isUniqueViolation(error))
      throw new AdminError(`${who} jau ir publicēts: laidienu nepublicē otrreiz. Nekas netika mainīts.`);
    throw error;
  }
}

/** One app's activations, oldest first. */
async function activationsOf(db: Database, name: string) {
  return db
    .select()
    .from(appReleaseActivations)
    .where(eq(appReleaseActivations.name, name))
    .orderBy(asc(appReleaseActivations.id));
}

/**
 * The versions an app's history has made live, as a stack: an activation puts a version on it, a
 * rollback takes the top one off. Its top is the live version (none: the bundled build), the one
 * below is where a rollback goes; a second rollback goes further back instead of returning to the
 * release the first one took off.
 */
function liveStack(rows: Array<{ version: string | null; kind: 'activate' | 'rollback' }>): Array<string | null> {
  const stack: Array<string | null> = [];
  for (const row of rows) {
    if (row.kind === 'activate') stack.push(row.version);
    else stack.pop();
  }
  return stack;
}

export interface Switched {
  name: RemoteName;
  /** The version live before; null: the bundled build. */
  from: string | null;
  /** The version live now; null: the bundled build. */
  to: string | null;
  notes: string[];
}

/** Inserts the activation row (the atomic switch) and its audit row; the gate has run before. */
async function switchTo(
  tx: Database,
  name: RemoteName,
  version: string | null,
  kind: 'activate' | 'rollback',
  actor: ReleaseActor,
  from: string | null,
): Promise<void> {
  await tx.insert(appReleaseActivations).values({ name, version, kind, activatedBy: actorLabel(actor) });
  await recordAudit(tx, {
    actor,
    action: `release.${kind}`,
    itemType: 'release',
    itemId: `${name}@${version ?? 'bundled'}`,
    before: { version: from },
    after: { version },
  });
}

function knownRemote(name: string): RemoteName {
  const remote = remoteName(name);
  if (!remote) throw new AdminError(`Nezināma lietotne: ${name} (${Object.keys(REMOTE_DIRS).join(', ')}).`);
  return remote;
}

/** `release:activate <name> <version>`: a published release made live, if the gate lets it. */
export async function activateRelease(
  db: Database,
  staticRoot: string,
  rawName: string,
  version: string,
  actor: ReleaseActor,
): Promise<Switched> {
  const name = knownRemote(rawName);
  return db.transaction(async (tx) => {
    await tx.execute(sql`select pg_advisory_xact_lock(${RELEASES_LOCK})`);
    const manifest = await publishedManifest(tx, name, version);
    if (!manifest) throw new AdminError(`${name} ${version} nav publicēts (publicētos rāda release:list ${name}).`);
    const from = liveStack(await activationsOf(tx, name)).at(-1) ?? null;
    if (from === version) return { name, from, to: version, notes: [`${name} ${version} jau ir aktīvs; nekas netika mainīts.`] };
    const checked = await gate(tx, staticRoot, manifest);
    if (checked.problems.length > 0) throw refused(checked.problems, `${name} ${version} netika aktivizēts`);
    await switchTo(tx, name, version, 'activate', actor, from);
    return { name, from, to: version, notes: checked.notes };
  });
}

/**
 * `release:rollback <name>`: back to the version that was live before the current one, or to the
 * bundled build. Through the gate too: the release it goes back to must still fit the others.
 */
export async function rollbackRelease(
  db: Database,
  staticRoot: string,
  rawName: string,
  actor: ReleaseActor,
): Promise<Switched> {
  const name = knownRemote(rawName);
  return db.transaction(async (tx) => {
    await tx.execute(sql`select pg_advisory_xact_lock(${RELEASES_LOCK})`);
    const stack = liveStack(await activationsOf(tx, name));
    if (stack.length === 0)
      throw new AdminError(`${name}: aktīva ir iebūvētā versija, atpakaļ nav uz ko pāriet. Nekas netika mainīts.`);
    const from = stack.at(-1) ?? null;
    const to = stack.at(-2) ?? null;
    const manifest = to === null ? await bundledManifest(remoteDist(staticRoot, name)) : await publishedManifest(tx, name, to);
    const checked = manifest ? await gate(tx, staticRoot, manifest) : { problems: [], notes: [] };
    if (checked.problems.length > 0) throw refused(checked.problems, `${name} netika atgriezts`);
    await switchTo(tx, name, to, 'rollback', actor, from);
    return { name, from, to, notes: checked.notes };
  });
}

export interface ActivationRecord {
  kind: 'activate' | 'rollback';
  at: Date;
  by: string;
}

export interface ReleaseRecord {
  version: string;
  commit: string;
  publishedAt: Date;
  publishedBy: string;
  live: boolean;
  /** The times this version was made live, oldest first. */
  activations: ActivationRecord[];
}

export interface AppHistory {
  name: RemoteName;
  /** The live version; null: the bundled build. */
  live: string | null;
  /** The times the bundled build was made live again (rollbacks to it). */
  bundledActivations: ActivationRecord[];
  /** Newest first. */
  releases: ReleaseRecord[];
}

/** `release:list [name]` and GET /api/admin/releases: every app's (or one's) releases and activations. */
export async function releaseHistory(db: Database, rawName?: string): Promise<AppHistory[]> {
  const names = rawName === undefined ? (Object.keys(REMOTE_DIRS) as RemoteName[]) : [knownRemote(rawName)];
  const [releases, activations] = await Promise.all([
    db.select().from(appReleases).orderBy(desc(appReleases.id)),
    db.select().from(appReleaseActivations).orderBy(asc(appReleaseActivations.id)),
  ]);
  return names.map((name) => {
    const own = activations.filter((row) => row.name === name);
    const live = liveStack(own).at(-1) ?? null;
    const record = (row: (typeof own)[number]): ActivationRecord => ({
      kind: row.kind,
      at: row.activatedAt,
      by: row.activatedBy,
    });
    return {
      name,
      live,
      bundledActivations: own.filter((row) => row.version === null).map(record),
      releases: releases
        .filter((row) => row.name === name)
        .map((row) => ({
          version: row.version,
          commit: row.commit,
          publishedAt: row.publishedAt,
          publishedBy: row.publishedBy,
          live: row.version === live,
          activations: own.filter((a) => a.version === row.version).map(record),
        })),
    };
  });
}

