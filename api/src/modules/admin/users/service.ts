/**
 * What an administrator may do to an account (issue 19, 'Lietotāji'), one implementation for the
 * portal's calls (routes.ts) and the operator's command line (admin/commands.ts).
 *
 * Each action is one transaction: the account's row is locked, the rule is checked on what the row
 * holds then, the change is made, and its audit row is written (who, what, the changed fields
 * before and after). A refused action changes nothing and leaves no row. The rules:
 *  - approve: a request not approved yet (accounts/approval.ts; approving again changes nothing);
 *  - refuse: only a request not approved yet; the reason is mailed to the person and the request
 *    is deleted (with its avatar), so the address may register again; the audit row keeps who
 *    asked, what they wrote and why they were refused;
 *  - disable: ends every session at once and refuses every sign-in; enable undoes it;
 *  - admin / unadmin: only an approved account with a confirmed address, not disabled, is made
 *    an administrator;
 *  - nobody disables or unmakes themselves, and nothing leaves the portal without an administrator
 *    who can sign in: disable and unadmin lock every such administrator's row first (see
 *    lockActiveAdmins), so two administrators removing each other at once cannot both succeed;
 *  - reset: a new password-reset link to an approved account that is not disabled.
 */
import type { AdminUserAction } from '@portal/contracts/schemas/admin/users';
import { revokeAllUserTokens } from '../../../auth/tokens';
import type { Database } from '../../../db/client';
import { HttpError, notFound } from '../../../http/errors';
import { enqueueMail, wakeMailSenders } from '../../../mail/outbox';
import type { Storage } from '../../../storage/storage';
import { approveAccount, type Approval } from '../../accounts/approval';
import { accountRefusedMail } from '../../accounts/mail';
import { queuePasswordResetLink } from '../../accounts/passwordReset';
import { recordAudit, type AuditActor } from '../../audit/record';
import { avatarKey, deleteFileRow, deleteUser, lockActiveAdmins, lockUser, updateUser, type UserRow } from './repo';

/** Why an action is refused, in Latvian (a 409: the account's state does not allow it now). */
export const ACTION_REFUSALS = {
  alreadyApproved: 'Konts jau ir apstiprināts.',
  refuseApproved: 'Noraidīt var tikai reģistrācijas pieprasījumu, kas vēl nav apstiprināts.',
  disableSelf: 'Savu kontu atslēgt nevar: to var izdarīt cits administrators.',
  alreadyDisabled: 'Konts jau ir atslēgts.',
  notDisabled: 'Konts nav atslēgts.',
  lastAdmin:
    'Šis ir vienīgais administrators, kas var pierakstīties: portāls nevar palikt bez administratora. Vispirms iecel citu administratoru.',
  alreadyAdmin: 'Šis lietotājs jau ir administrators.',
  adminDisabled: 'Atslēgtu kontu nevar iecelt par administratoru: vispirms to iespējo.',
  adminPending: 'Par administratoru var iecelt tikai apstiprinātu kontu ar apstiprinātu e-pasta adresi.',
  unadminSelf: 'Sev administratora tiesības atņemt nevar: to var izdarīt cits administrators.',
  notAdmin: 'Šis lietotājs nav administrators.',
  resetDisabled: 'Atslēgtam kontam paroles atjaunošanas saiti nesūta: vispirms to iespējo.',
  resetPending: 'Paroles atjaunošanas saiti sūta tikai apstiprinātiem kontiem.',
} as const;

export const conflict = (message: string) => new HttpError(409, message);

/** Who acts, by account id (null: the command line, which is nobody's account). */
function actorIdOf(actor: AuditActor): number | null {
  return actor === 'cli' ? null : actor.id;
}

/** Would removing this account's administrator role (or disabling it) leave no administrator who can act? */
function isLastAdmin(user: UserRow, activeAdmins: readonly number[]): boolean {
  return activeAdmins.includes(user.id) && activeAdmins.every((id) => id === user.id);
}

/**
 * Why `action` may not be done to `user` by `actorId` now, or null when it may. `activeAdmins`:
 * the administrators who can act (only disable and unadmin look at them).
 */
export function refusalOf(
  action: AdminUserAction,
  user: UserRow,
  actorId: number | null,
  activeAdmins: readonly number[],
): string | null {
  switch (action) {
    case 'approve':
      return user.approvedAt ? ACTION_REFUSALS.alreadyApproved : null;
    case 'refuse':
      return user.approvedAt ? ACTION_REFUSALS.refuseApproved : null;
    case 'disable':
      if (user.id === actorId) return ACTION_REFUSALS.disableSelf;
      if (user.disabledAt) return ACTION_REFUSALS.alreadyDisabled;
      return isLastAdmin(user, activeAdmins) ? ACTION_REFUSALS.lastAdmin : null;
    case 'enable':
      return user.disabledAt ? null : ACTION_REFUSALS.notDisabled;
    case 'admin':
      if (user.isAdmin) return ACTION_REFUSALS.alreadyAdmin;
      if (user.disabledAt) return ACTION_REFUSALS.adminDisabled;
      return user.approvedAt && user.emailVerifiedAt ? null : ACTION_REFUSALS.adminPending;
    case 'unadmin':
      if (user.id === actorId) return ACTION_REFUSALS.unadminSelf;
      if (!user.isAdmin) return ACTION_REFUSALS.notAdmin;
      return isLastAdmin(user, activeAdmins) ? ACTION_REFUSALS.lastAdmin : null;
    case 'reset':
      if (user.disabledAt) return ACTION_REFUSALS.resetDisabled;
      return user.approvedAt ? null : ACTION_REFUSALS.resetPending;
  }
}

/** What the asking administrator may do to the account now: the buttons the screen offers. */
export function allowedActions(user: UserRow, actorId: number | null, activeAdmins: readonly number[]) {
  const all: AdminUserAction[] = ['approve', 'refuse', 'disable', 'enable', 'admin', 'unadmin', 'reset'];
  return all.filter((action) => refusalOf(action, user, actorId, activeAdmins) === null);
}

const iso = (date: Date | null) => (date ? date.toISOString() : null);

interface Change {
  user: UserRow;
  before: Record<string, unknown> | null;
  after: Record<string, unknown> | null;
}

/** One action on one account: lock, check, change, audit — one transaction. */
async function act(
  db: Database,
  actor: AuditActor,
  id: number,
  action: Exclude<AdminUserAction, 'approve'>,
  change: (tx: Database, user: UserRow) => Promise<Change>,
): Promise<UserRow> {
  return db.transaction(async (tx) => {
    // Before the account's own row, in every action that needs them: one lock order for all.
    const admins = action === 'disable' || action === 'unadmin' ? await lockActiveAdmins(tx) : [];
    const user = await lockUser(tx, id);
    if (!user) throw notFound();
    const refusal = refusalOf(action, user, actorIdOf(actor), admins);
    if (refusal) throw conflict(refusal);
    const done = await change(tx, user);
    await recordAudit(tx, {
      actor,
      action: `user.${action}`,
      itemType: 'user',
      itemId: id,
      before: done.before,
      after: done.after,
    });
    return done.user;
  });
}

/** Approves a request (its teacher is mailed once); null when there is no such account. */
export function approveUser(db: Database, publicUrl: string, actor: AuditActor, id: number): Promise<Approval | null> {
  return approveAccount(db, publicUrl, id, actor);
}

/** The account as the audit row of its refusal keeps it. */
function refusedRecord(user: UserRow) {
  return {
    email: user.email,
    first_name: user.firstName,
    last_name: user.lastName,
    school_id: user.schoolId,
    note: user.note,
    email_verified_at: iso(user.emailVerifiedAt),
    created_at: iso(user.createdAt),
  };
}

/** Refuses a request: mails the reason, deletes the account (and its avatar). Returns what it was. */
export async function refuseUser(
  deps: { db: Database; storage: Storage; publicUrl: string },
  actor: AuditActor,
  id: number,
  reason: string,
): Promise<UserRow> {
  const avatar: { key: string | null } = { key: null };
  const user = await act(deps.db, actor, id, 'refuse', async (tx, user) => {
    avatar.key = await avatarKey(tx, user.avatarFileId);
    await deleteUser(tx, user.id);
    if (user.avatarFileId !== null) await deleteFileRow(tx, user.avatarFileId);
    await enqueueMail(tx, accountRefusedMail(deps.publicUrl, user, reason));
    return { user, before: refusedRecord(user), after: { reason } };
  });
  wakeMailSenders();
  // After the commit: a crash in between leaves a file without a row, which the start-up sweep removes.
  if (avatar.key) await deps.storage.delete(avatar.key).catch(() => {});
  return user;
}

/** Disables the account: every session ends at once, signing in is refused until it is enabled. */
export function disableUser(db: Database, actor: AuditActor, id: number, reason: string): Promise<UserRow> {
  return act(db, actor, id, 'disable', async (tx, user) => {
    const now = new Date();
    const changed = await updateUser(tx, user.id, { disabledAt: now, disabledReason: reason || null });
    await revokeAllUserTokens(tx, user.id, now);
    return {
      user: changed,
      before: { disabled_at: null, disabled_reason: null },
      after: { disabled_at: iso(now), disabled_reason: reason || null },
    };
  });
}

export function enableUser(db: Database, actor: AuditActor, id: number): Promise<UserRow> {
  return act(db, actor, id, 'enable', async (tx, user) => ({
    user: await updateUser(tx, user.id, { disabledAt: null, disabledReason: null }),
    before: { disabled_at: iso(user.disabledAt), disabled_reason: user.disabledReason },
    after: { disabled_at: null, disabled_reason: null },
  }));
}

export function makeAdmin(db: Database, actor: AuditActor, id: number): Promise<UserRow> {
  return act(db, actor, id, 'admin', async (tx, user) => ({
    user: await updateUser(tx, user.id, { isAdmin: true }),
    before: { is_admin: false },
    after: { is_admin: true },
  }));
}

export function unmakeAdmin(db: Database, actor: AuditActor, id: number): Promise<UserRow> {
  return act(db, actor, id, 'unadmin', async (tx, user) => ({
    user: await updateUser(tx, user.id, { isAdmin: false }),
    before: { is_admin: true },
    after: { is_admin: false },
  }));
}

/** Mails the account a new password-reset link (the teacher's own 'Aizmirsi paroli?' mail). */
export async function sendPasswordReset(
  db: Database,
  publicUrl: string,
  actor: AuditActor,
  id: number,
): Promise<UserRow> {
  const user = await act(db, actor, id, 'reset', async (tx, user) => {
    await queuePasswordResetLink(tx, publicUrl, user);
    return { user, before: null, after: { password_reset_link_to: user.email } };
  });
  wakeMailSenders();
  return user;
}
