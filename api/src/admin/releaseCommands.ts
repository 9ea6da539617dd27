/**
 * The release registry's commands (issue 21, scope 3): `release:publish <folder>`,
 * `release:activate <name> <version>`, `release:rollback <name>` and `release:list [name]`. The
 * work is in releases/registry.ts, which the administrators' calls share; here the operator's
 * words go in and the lines to print come out. Each change writes its audit row with the command
 * line ('komandrinda') as the actor. A page load reads the live map from the tables, so nothing
 * needs to be told after a switch: every process's next page serves it.
 */
import path from 'node:path';
import * as v from 'valibot';
import {
  activateRelease,
  publishRelease,
  releaseHistory,
  rollbackRelease,
  type ActivationRecord,
  type AppHistory,
  type Switched,
} from '../releases/registry';
import type { AdminContext } from './context';
import { AdminError, parseOptions } from './errors';

const Required = (what: string) => v.pipe(v.string(), v.trim(), v.minLength(1, `Jānorāda ${what}.`));
const PublishInput = v.object({ folder: Required('laidiena mape') });
const ActivateInput = v.object({ name: Required('lietotne'), version: Required('versija') });
const RollbackInput = v.object({ name: Required('lietotne') });
const ListInput = v.object({ name: v.optional(v.string()) });

function staticRootOf(ctx: AdminContext): string {
  if (!ctx.staticRoot) throw new Error('the release commands need STATIC_ROOT (AdminContext.staticRoot)');
  return ctx.staticRoot;
}

/** A moment in the operator's local time zone, to the second (as mail:list prints it). */
function moment(value: Date): string {
  const pad = (n: number) => String(n).padStart(2, '0');
  return `${value.getFullYear()}-${pad(value.getMonth() + 1)}-${pad(value.getDate())} ${pad(value.getHours())}:${pad(value.getMinutes())}:${pad(value.getSeconds())}`;
}

const version = (value: string | null) => value ?? 'iebūvētā versija';

export async function releasePublish(ctx: AdminContext, args: Record<string, unknown>): Promise<string[]> {
  const { folder } = parseOptions(PublishInput, args);
  if (!path.isAbsolute(folder)) throw new AdminError('Laidiena mapei jānorāda absolūts ceļš.');
  const published = await publishRelease(ctx.handle.db, ctx.storage, staticRootOf(ctx), folder, 'cli');
  const { name, version: number, commit } = published.manifest;
  return [
    `Publicēts ${name} ${number} (${commit}): ${published.files} faili glabātuvē zem mf/${name}/${number}/.`,
    ...published.notes,
    `Vēl nav aktīvs. Aktivizēt: npm run portal -- release:activate ${name} ${number}`,
  ];
}

function describeSwitch(switched: Switched, verb: string): string[] {
  if (switched.from === switched.to) return switched.notes;
  return [
    `${switched.name}: ${verb} ${version(switched.to)} (iepriekš ${version(switched.from)}).`,
    ...switched.notes,
    'Katra portāla procesa nākamā lapas ielāde to rāda; jau atvērtās lapas strādā ar to, ko ielādēja.',
  ];
}

export async function releaseActivate(ctx: AdminContext, args: Record<string, unknown>): Promise<string[]> {
  const input = parseOptions(ActivateInput, args);
  const switched = await activateRelease(ctx.handle.db, staticRootOf(ctx), input.name, input.version, 'cli');
  return describeSwitch(switched, 'aktīvs ir');
}

export async function releaseRollback(ctx: AdminContext, args: Record<string, unknown>): Promise<string[]> {
  const input = parseOptions(RollbackInput, args);
  const switched = await rollbackRelease(ctx.handle.db, staticRootOf(ctx), input.name, 'cli');
  return describeSwitch(switched, 'atgriezts uz');
}

function describeActivation(activation: ActivationRecord): string {
  const what = activation.kind === 'activate' ? 'aktivizēts' : 'atgriezts (rollback)';
  return `      ${what} ${moment(activation.at)}, ${activation.by}`;
}

function describeApp(app: AppHistory): string[] {
  const live = (yes: boolean) => (yes ? '  ← aktīvs' : '');
  return [
    `${app.name}`,
    ...app.releases.flatMap((release) => [
      `  ${release.version} (${release.commit}), publicēts ${moment(release.publishedAt)}, ${release.publishedBy}${live(release.live)}`,
      ...release.activations.map(describeActivation),
    ]),
    `  iebūvētā versija${live(app.live === null)}`,
    ...app.bundledActivations.map(describeActivation),
  ];
}

export async function releaseList(ctx: AdminContext, args: Record<string, unknown>): Promise<string[]> {
  const { name } = parseOptions(ListInput, args);
  return (await releaseHistory(ctx.handle.db, name)).flatMap(describeApp);
}
