/**
 * 'Drošība': the signed-in administrator's second factor (modules/admin/security/totp.ts).
 *
 *   GET  /api/admin/totp                 the state: on, waiting for its first code, required, codes left
 *   POST /api/admin/totp/setup           a new key (QR code and text); while on, a code proves it is theirs
 *   POST /api/admin/totp/enable          the first code turns it on; answers ten recovery codes, once
 *   POST /api/admin/totp/disable         a code turns it off (refused where it is required)
 *   POST /api/admin/totp/recovery-codes  a code gives ten new recovery codes
 *
 * Where it is required (NODE_ENV=production or ADMIN_TOTP=required), an administrator without it
 * gets 403 from every other /api/admin call (the hook below), and mf-admin sends them here.
 */
import { eq } from 'drizzle-orm';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { totpRoutes } from '@portal/contracts/endpoints/routes/totp';
import { totpEndpoints as calls } from '@portal/contracts/endpoints/totp';
import { SECURITY_MESSAGES, type TotpProofForm } from '@portal/contracts/schemas/admin/security';
import { requireAdmin, type AuthUser } from '../../../auth/plugin';
import type { Database } from '../../../db/client';
import { users } from '../../../db/schema';
import { registerEndpoint } from '../../../http/endpoint';
import { HttpError, fieldError, forbidden, unauthorized } from '../../../http/errors';
import { messageForStatus } from '../../../http/messages';
import { auditActor, recordAudit, type AuditEntry } from '../../audit/record';
import {
  acceptTotpCode,
  deleteRecoveryCodes,
  newTotpKey,
  replaceRecoveryCodes,
  spendRecoveryCode,
  totpEnabled,
  totpStatus,
} from './totp';

/** The calls an administrator may make before the second factor is on (where it is required). */
export const TOTP_PATH = totpRoutes.status.path;

const conflict = (message: string) => new HttpError(409, message);

type UserRow = typeof users.$inferSelect;

/** The administrator as stored now (the request's user may come from the session cache). */
async function freshUser(db: Database, id: number): Promise<UserRow> {
  const [row] = await db.select().from(users).where(eq(users.id, id)).limit(1);
  if (!row) throw unauthorized();
  return row;
}

/**
 * A current code or an unused recovery code of the user, spent; otherwise a 422 on the field that
 * was given. Says which of the two proved it, for the audit row.
 */
async function proveSecondFactor(db: Database, user: UserRow, input: TotpProofForm): Promise<'code' | 'recovery_code'> {
  if (input.code) {
    if (await acceptTotpCode(db, user, input.code)) return 'code';
    throw fieldError('code', SECURITY_MESSAGES.codeWrong);
  }
  if (await spendRecoveryCode(db, user.id, input.recovery_code)) return 'recovery_code';
  throw fieldError('recovery_code', SECURITY_MESSAGES.recoveryWrong);
}

/**
 * 403 for an administrator without the second factor where it is required, on every /api/admin
 * call but the enrolment's own. Anyone else passes: the route itself answers 401/403 for them.
 */
export function requireSecondFactorWhereRequired(required: boolean) {
  return async (request: FastifyRequest): Promise<void> => {
    if (!required) return;
    const user = request.user;
    if (!user?.isAdmin || totpEnabled(user)) return;
    const path = request.url.split('?', 1)[0]!;
    if (!path.startsWith('/api/admin/') && path !== '/api/admin') return;
    if (path === TOTP_PATH || path.startsWith(`${TOTP_PATH}/`)) return;
    throw new HttpError(403, SECURITY_MESSAGES.required, { code: 'totp_required' });
  };
}

export async function registerAdminSecurityRoutes(app: FastifyInstance): Promise<void> {
  const { db, config } = app;
  const required = config.adminTotpRequired;
  app.addHook('preHandler', requireSecondFactorWhereRequired(required));

  const statusOf = async (id: number) => totpStatus(db, await freshUser(db, id), required);

  /** The administrator's own audit row about their second factor. */
  const auditSecondFactor = (tx: Database, admin: AuthUser, change: Pick<AuditEntry, 'action' | 'before' | 'after'>) =>
    recordAudit(tx, { actor: auditActor(admin), itemType: 'user', itemId: admin.id, ...change });

  /** The administrator as stored, whose second factor is on (409 while it is not). */
  async function factorOn(admin: AuthUser): Promise<UserRow> {
    const user = await freshUser(db, admin.id);
    if (!totpEnabled(user)) throw conflict(SECURITY_MESSAGES.notOn);
    return user;
  }

  // Anyone but an administrator is refused before the body is looked at, as when the handlers
  // called requireAdmin first: the routes' own preHandler runs before the validation error.
  const adminFirst = async (request: FastifyRequest) => {
    requireAdmin(request);
  };

  registerEndpoint(app, calls.status, { preHandler: adminFirst }, async (_input, request) => {
    const admin = requireAdmin(request);
    return { data: await statusOf(admin.id) };
  });

  registerEndpoint(app, calls.setup, { preHandler: adminFirst }, async ({ body: given }, request) => {
    const admin = requireAdmin(request);
    const user = await freshUser(db, admin.id);
    const wasOn = totpEnabled(user);
    // JSON (or a form): a multipart body would reach the handler empty and pass as "no proof".
    if (request.isMultipart()) throw new HttpError(415, messageForStatus(415));
    if (wasOn && !given.code && !given.recovery_code)
      throw fieldError('code', SECURITY_MESSAGES.codeOrRecoveryRequired);
    const proof = wasOn ? given : null;
    const key = await newTotpKey(user.email);
    await db.transaction(async (tx) => {
      const provedBy = proof ? await proveSecondFactor(tx, user, proof) : null;
      await tx
        .update(users)
        .set({ totpSecret: key.secret, totpEnabledAt: null, totpUsedStep: null })
        .where(eq(users.id, user.id));
      if (wasOn) {
        // New recovery codes come with the new key, when its first code confirms it.
        await deleteRecoveryCodes(tx, user.id);
        await auditSecondFactor(tx, admin, {
          action: 'user.totp_replace',
          before: { totp_enabled: true },
          after: { totp_enabled: false, proved_by: provedBy },
        });
      }
    });
    return { data: { secret: key.secret, uri: key.uri, qr_svg: key.qrSvg } };
  });

  registerEndpoint(app, calls.enable, { preHandler: adminFirst }, async ({ body: input }, request) => {
    const admin = requireAdmin(request);
    const user = await freshUser(db, admin.id);
    if (totpEnabled(user)) throw conflict(SECURITY_MESSAGES.alreadyOn);
    if (!user.totpSecret) throw conflict(SECURITY_MESSAGES.notPending);
    const codes = await db.transaction(async (tx) => {
      if (!(await acceptTotpCode(tx, user, input.code))) throw fieldError('code', SECURITY_MESSAGES.codeWrong);
      await tx.update(users).set({ totpEnabledAt: new Date() }).where(eq(users.id, user.id));
      const made = await replaceRecoveryCodes(tx, user.id);
      await auditSecondFactor(tx, admin, {
        action: 'user.totp_enable',
        before: { totp_enabled: false },
        after: { totp_enabled: true },
      });
      return made;
    });
    return { data: { recovery_codes: codes, status: await statusOf(user.id) } };
  });

  // Where the second factor is required it cannot be turned off, whatever the body says.
  const adminFirstThenNotRequired = async (request: FastifyRequest) => {
    requireAdmin(request);
    if (required) throw forbidden(SECURITY_MESSAGES.cannotDisable);
  };

  registerEndpoint(app, calls.disable, { preHandler: adminFirstThenNotRequired }, async ({ body }, request) => {
    const admin = requireAdmin(request);
    const user = await factorOn(admin);
    await db.transaction(async (tx) => {
      const provedBy = await proveSecondFactor(tx, user, body);
      await tx
        .update(users)
        .set({ totpSecret: null, totpEnabledAt: null, totpUsedStep: null })
        .where(eq(users.id, user.id));
      await deleteRecoveryCodes(tx, user.id);
      await auditSecondFactor(tx, admin, {
        action: 'user.totp_disable',
        before: { totp_enabled: true },
        after: { totp_enabled: false, proved_by: provedBy },
      });
    });
    return { data: await statusOf(user.id) };
  });

  registerEndpoint(app, calls.recoveryCodes, { preHandler: adminFirst }, async ({ body }, request) => {
    const admin = requireAdmin(request);
    const user = await factorOn(admin);
    const codes = await db.transaction(async (tx) => {
      const provedBy = await proveSecondFactor(tx, user, body);
      const made = await replaceRecoveryCodes(tx, user.id);
      await auditSecondFactor(tx, admin, {
        action: 'user.totp_recovery_codes',
        after: { recovery_codes: made.length, proved_by: provedBy },
      });
      return made;
    });
    return { data: { recovery_codes: codes, status: await statusOf(user.id) } };
  });
}
