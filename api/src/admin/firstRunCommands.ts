/**
 * The operator's commands of a safe first run (issue 19), run by admin/commands.ts like the others:
 *   seed:base                          schools, category tree, rules and about pages (no demo data)
 *   user:password --email E --password P   a new password (ends every session of the account)
 *   setup:link                         a new one-time set-up link while no administrator exists
 *   user:totp-reset --email E          removes an account's second factor (a lost phone and codes)
 * Each change is recorded in the audit log with the command line as its actor.
 */
import * as v from 'valibot';
import { eq } from 'drizzle-orm';
import { email, password } from '@portal/contracts/schemas/forms';
import { normaliseEmail } from '../auth/email';
import { hashPassword } from '../auth/password';
import { revokeAllUserTokens } from '../auth/tokens';
import type { Database } from '../db/client';
import { recoveryCodes, users } from '../db/schema';
import { recordAudit } from '../modules/audit/record';
import { seedBase, type BaseSeedReport } from '../seed/base';
import type { AdminContext } from './context';
import { AdminError, parseOptions } from './errors';
import { createSetupLink, hasAdministrator, isPublishedDemoPassword, setupLinkLines } from './firstRun';

/** `seed:base`: what a portal needs without demo people or materials; a repeated run changes nothing. */
export async function seedBaseCommand(ctx: AdminContext): Promise<string[]> {
  const db: Database = ctx.handle.db;
  const report = await seedBase({ db, storage: ctx.storage, log: ctx.progress });
  const created = Object.values(report).some((n) => n > 0);
  if (!created)
    return ['Pamatdati (skolas, kategorijas, noteikumu un „Par portālu” lapas) jau ir ielādēti; nekas netika mainīts.'];
  await recordAudit(db, {
    actor: 'cli',
    action: 'portal.seed_base',
    itemType: 'portal',
    after: report satisfies BaseSeedReport,
  });
  return [
    'Pamatdati ielādēti:',
    `  skolas ${report.schools}, kategorijas ${report.categories}, kategoriju mezgli ${report.nodes}, ikonu faili ${report.files}, lapas ${report.pages}`,
    'Demo lietotāji, materiāli, jaunumi un baneri netiek veidoti.',
  ];
}

const UserPasswordInput = v.object({ email: email(), password: password() });

/** `user:password`: sets a new password and ends every session of the account. */
export async function userPasswordCommand(ctx: AdminContext, args: Record<string, unknown>): Promise<string[]> {
  const options = parseOptions(UserPasswordInput, args);
  const address = normaliseEmail(options.email);
  if (ctx.production && isPublishedDemoPassword(options.password))
    throw new AdminError('--password: Šī ir README publicētā demo parole. Izvēlies citu paroli.');
  const db: Database = ctx.handle.db;
  const [user] = await db.select({ id: users.id }).from(users).where(eq(users.email, address)).limit(1);
  if (!user) throw new AdminError(`Lietotājs ar e-pastu ${address} nav atrasts.`);
  const passwordHash = await hashPassword(options.password);
  await db.transaction(async (tx) => {
    await tx.update(users).set({ passwordHash, updatedAt: new Date() }).where(eq(users.id, user.id));
    await revokeAllUserTokens(tx, user.id);
    await recordAudit(tx, {
      actor: 'cli',
      action: 'user.password',
      itemType: 'user',
      itemId: user.id,
      // Never the password or its hash: only that it changed.
      after: { password: 'nomainīta' },
    });
  });
  return [`Lietotāja ${address} parole nomainīta; visas viņa sesijas ir beigtas.`];
}

/** `setup:link`: a new one-time link for the first administrator (the earlier unused ones stop working). */
export async function setupLinkCommand(ctx: AdminContext): Promise<string[]> {
  const db: Database = ctx.handle.db;
  if (await hasAdministrator(db))
    throw new AdminError(
      'Portālam jau ir administrators, tāpēc iestatīšanas saite nav vajadzīga. Jaunu administratoru var izveidot ar user:add --admin.',
    );
  const link = await db.transaction(async (tx) => {
    const made = await createSetupLink(tx, ctx.publicUrl);
    await recordAudit(tx, {
      actor: 'cli',
      action: 'setup.link',
      itemType: 'setup_token',
      itemId: made.id,
      after: { expires_at: made.expiresAt.toISOString() },
    });
    return made;
  });
  return setupLinkLines(link);
}

const UserTotpResetInput = v.object({ email: email() });

/**
 * `user:totp-reset`: an administrator who lost both the phone and the recovery codes gets back in
 * with the password alone (where it is required, they set it up again at once). Their sessions end.
 */
export async function userTotpResetCommand(ctx: AdminContext, args: Record<string, unknown>): Promise<string[]> {
  const options = parseOptions(UserTotpResetInput, args);
  const address = normaliseEmail(options.email);
  const db: Database = ctx.handle.db;
  const [user] = await db
    .select({ id: users.id, totpSecret: users.totpSecret, totpEnabledAt: users.totpEnabledAt })
    .from(users)
    .where(eq(users.email, address))
    .limit(1);
  if (!user) throw new AdminError(`Lietotājs ar e-pastu ${address} nav atrasts.`);
  if (!user.totpSecret && !user.totpEnabledAt)
    return [`Lietotājam ${address} divpakāpju pārbaude nav iestatīta; nekas netika mainīts.`];
  await db.transaction(async (tx) => {
    await tx
      .update(users)
      .set({ totpSecret: null, totpEnabledAt: null, totpUsedStep: null, updatedAt: new Date() })
      .where(eq(users.id, user.id));
    await tx.delete(recoveryCodes).where(eq(recoveryCodes.userId, user.id));
    await revokeAllUserTokens(tx, user.id);
    await recordAudit(tx, {
      actor: 'cli',
      action: 'user.totp_reset',
      itemType: 'user',
      itemId: user.id,
      before: { totp_enabled: user.totpEnabledAt !== null },
      after: { totp_enabled: false },
    });
  });
  return [
    `Lietotāja ${address} divpakāpju pārbaude noņemta, rezerves kodi dzēsti un visas sesijas beigtas.`,
    ctx.production
      ? 'Pēc pierakstīšanās ar paroli administratoram tā jāiestata no jauna sadaļā „Drošība”.'
      : 'Pierakstīties var ar paroli; divpakāpju pārbaudi var atkal ieslēgt sadaļā „Drošība”.',
  ];
}
