/**
 * The operator's account commands beside `user:add` and `user:approve` (issue 19), so that a school
 * without a browser at hand can do what 'Lietotāji' does: `user:list`, `user:refuse`,
 * `user:disable`, `user:enable`. They run the same functions as the portal's calls
 * (modules/admin/users/service.ts), with the same rules, and each writes its audit row with the
 * command line ('komandrinda') as the actor.
 */
import * as v from 'valibot';
import { ADMIN_USER_STATUSES, DisableAccountForm, RefuseAccountForm } from '@portal/contracts/schemas/admin/users';
import type { AdminUserStatus } from '@portal/contracts/schemas/admin/users';
import { normaliseEmail } from '../auth/email';
import type { Database, DatabaseHandle } from '../db/client';
import { HttpError } from '../http/errors';
import { adminUserPage, findUserByEmail, type ListedUser } from '../modules/admin/users/repo';
import { disableUser, enableUser, refuseUser } from '../modules/admin/users/service';
import type { Storage } from '../storage/storage';
import { AdminError, parseOptions } from './errors';

/** What these commands need of the admin command context (admin/commands.ts). */
interface AdminContext {
  handle: DatabaseHandle;
  storage: Storage;
  publicUrl: string;
}

/** `<email|id>`: the account an operator names, by its address or its number (as user:list prints it). */
async function findAccount(db: Database, who: unknown): Promise<{ id: number; label: string }> {
  const text = typeof who === 'string' ? who.trim() : '';
  if (!text) throw new AdminError('Jānorāda lietotāja e-pasts vai numurs (to rāda user:list).');
  if (/^\d{1,10}$/.test(text)) {
    const id = Number(text);
    if (id >= 1 && id <= 2_147_483_647) return { id, label: `#${id}` };
    throw new AdminError(`Lietotājs #${text} nav atrasts.`);
  }
  const address = normaliseEmail(text);
  const user = await findUserByEmail(db, address);
  if (!user) throw new AdminError(`Lietotājs ar e-pastu ${address} nav atrasts.`);
  return { id: user.id, label: address };
}

/** The service's refusals (404, 409) are the operator's to read, in Latvian. */
async function asCommand<T>(label: string, run: () => Promise<T>): Promise<T> {
  try {
    return await run();
  } catch (error) {
    if (error instanceof HttpError && error.statusCode === 404) throw new AdminError(`Lietotājs ${label} nav atrasts.`);
    if (error instanceof HttpError && error.statusCode < 500) throw new AdminError(error.message);
    throw error;
  }
}

const STATUS_MESSAGE = `--status: jābūt vienam no: ${ADMIN_USER_STATUSES.filter((s) => s !== 'all').join(', ')}.`;
const UserListInput = v.object({
  status: v.optional(v.picklist(ADMIN_USER_STATUSES, STATUS_MESSAGE), 'pending'),
});

const HEADINGS: Record<AdminUserStatus, string> = {
  pending: 'Gaida apstiprinājumu (vecākie pieprasījumi vispirms)',
  active: 'Aktīvie konti (pēc uzvārda)',
  disabled: 'Atslēgtie konti (pēdējie atslēgtie vispirms)',
  admin: 'Administratori (pēc uzvārda)',
  all: 'Visi konti (vecākie vispirms)',
};

/** A moment in the operator's local time zone, to the minute. */
function moment(value: Date): string {
  const pad = (n: number) => String(n).padStart(2, '0');
  return `${value.getFullYear()}-${pad(value.getMonth() + 1)}-${pad(value.getDate())} ${pad(value.getHours())}:${pad(value.getMinutes())}`;
}

const oneLine = (text: string) => text.replace(/\s+/g, ' ').trim();

function describeAccount({ user, schoolTitle }: ListedUser): string[] {
  const marks = [user.isAdmin ? 'administrators' : null, user.emailVerifiedAt ? null : 'e-pasts nav apstiprināts']
    .filter(Boolean)
    .join(', ');
  const lines = [
    `#${user.id}  ${user.firstName} ${user.lastName} <${user.email}>${marks ? `  (${marks})` : ''}`,
    `    skola: ${schoolTitle ?? '(nav norādīta)'}; reģistrējies ${moment(user.createdAt)}`,
  ];
  if (!user.approvedAt) lines.push(`    pamatojums: ${user.note ? oneLine(user.note) : '(nav)'}`);
  if (user.disabledAt)
    lines.push(
      `    atslēgts ${moment(user.disabledAt)}${user.disabledReason ? `: ${oneLine(user.disabledReason)}` : ''}`,
    );
  return lines;
}

/** `user:list [--status pending|active|disabled|admin]`: every account of that tab (pending by default). */
export async function userList(ctx: AdminContext, args: Record<string, unknown>): Promise<string[]> {
  const { status } = parseOptions(UserListInput, args);
  const lines: string[] = [];
  const pageSize = 500;
  let total = 0;
  for (let offset = 0; ; offset += pageSize) {
    const page = await adminUserPage(ctx.handle.db, { status, q: '', limit: pageSize, offset });
    total = page.total;
    lines.push(...page.rows.flatMap(describeAccount));
    if (page.rows.length < pageSize) break;
  }
  if (total === 0)
    return [status === 'pending' ? 'Neviens konts negaida apstiprinājumu.' : `${HEADINGS[status]}: nav neviena.`];
  const hints =
    status === 'pending'
      ? [
          'Apstiprināt: npm run portal -- user:approve --email E',
          'Noraidīt: npm run portal -- user:refuse <e-pasts|numurs> --reason "iemesls"',
        ]
      : [];
  return [`${HEADINGS[status]}: ${total}.`, ...lines, ...hints];
}

/** `user:refuse <email|id> --reason "…"`: the reason is mailed and the request deleted. */
export async function userRefuse(ctx: AdminContext, args: Record<string, unknown>): Promise<string[]> {
  const { reason } = parseOptions(RefuseAccountForm, { reason: args.reason });
  const account = await findAccount(ctx.handle.db, args.user);
  const user = await asCommand(account.label, () =>
    refuseUser({ db: ctx.handle.db, storage: ctx.storage, publicUrl: ctx.publicUrl }, 'cli', account.id, reason),
  );
  return [
    `Reģistrācijas pieprasījums noraidīts un dzēsts: ${user.firstName} ${user.lastName} <${user.email}>.`,
    `Iemesls nosūtāmo vēstuļu rindā uz ${user.email}; to nosūta portāls, un mail:list rāda, ja tā vēl gaida.`,
  ];
}

/** `user:disable <email|id> [--reason "…"]`: every session ends at once, signing in is refused. */
export async function userDisable(ctx: AdminContext, args: Record<string, unknown>): Promise<string[]> {
  const { reason } = parseOptions(DisableAccountForm, { reason: args.reason });
  const account = await findAccount(ctx.handle.db, args.user);
  const user = await asCommand(account.label, () => disableUser(ctx.handle.db, 'cli', account.id, reason));
  return [
    `Konts atslēgts: ${user.firstName} ${user.lastName} <${user.email}>.`,
    'Visas tā sesijas ir beigtas, un pierakstīties tas nevar, kamēr to neiespējo (user:enable).',
  ];
}

/** `user:enable <email|id>`: a disabled account may sign in again. */
export async function userEnable(ctx: AdminContext, args: Record<string, unknown>): Promise<string[]> {
  const account = await findAccount(ctx.handle.db, args.user);
  const user = await asCommand(account.label, () => enableUser(ctx.handle.db, 'cli', account.id));
  return [`Konts atkal iespējots: ${user.firstName} ${user.lastName} <${user.email}>. Tas var pierakstīties.`];
}
