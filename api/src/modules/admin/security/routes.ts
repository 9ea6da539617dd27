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
import {
  RecoveryCodes,
  SECURITY_MESSAGES,
  TotpConfirmForm,
  TotpProofForm,
  TotpSetup,
  TotpSetupForm,
  TotpStatus,
} from '@portal/contracts/schemas/admin/security';
import { ErrorBody, ValidationErrorBody, single } from '@portal/contracts/schemas/entities';
import { requireAdmin, type AuthUser } from '../../../auth/plugin';
import type { Database } from '../../../db/client';
import { users } from '../../../db/schema';
import type { AppDeps } from '../../../http/deps';
import { HttpError, fieldError, forbidden, unauthorized } from '../../../http/errors';
import { messageForStatus } from '../../../http/messages';
import { parseInput } from '../../../http/validation';
import { jsonSchema, responses } from '../../../web/schemas';
import { auditActor, recordAudit, type AuditEntry } from '../../audit/record';
import { adminSchema } from '../http';
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
export const TOTP_PATH = '/api/admin/totp';

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

const proofBody = {
  type: 'object',
  properties: {
    code: { type: 'string', description: 'a current code of the authenticator app (6 digits)' },
    recovery_code: { type: 'string', description: 'instead of code: one unused recovery code' },
  },
};

export function registerAdminSecurityRoutes(app: FastifyInstance, { db, config }: AppDeps): void {
  const required = config.adminTotpRequired;
  app.addHook('preHandler', requireSecondFactorWhereRequired(required));

  const statusOf = async (id: number) => totpStatus(db, await freshUser(db, id), required);

  /** The administrator's own audit row about their second factor. */
  const auditSecondFactor = (tx: Database, admin: AuthUser, change: Pick<AuditEntry, 'action' | 'before' | 'after'>) =>
    recordAudit(tx, { actor: auditActor(admin), itemType: 'user', itemId: admin.id, ...change });

  /** The proof sent to change a second factor that is on (409 while it is not). */
  async function proofForFactorOn(admin: AuthUser, body: unknown): Promise<{ user: UserRow; input: TotpProofForm }> {
    const input = parseInput(TotpProofForm, body);
    const user = await freshUser(db, admin.id);
    if (!totpEnabled(user)) throw conflict(SECURITY_MESSAGES.notOn);
    return { user, input };
  }

  app.get(
    TOTP_PATH,
    {
      schema: adminSchema({
        summary: "The signed-in administrator's second factor (TOTP): on, waiting for its first code, required",
        response: responses(single(TotpStatus)),
      }),
    },
    async (request) => {
      const admin = requireAdmin(request);
      return { data: await statusOf(admin.id) };
    },
  );

  app.post(
    `${TOTP_PATH}/setup`,
    {
      schema: adminSchema({
        summary: 'A new TOTP key for the authenticator app: the QR code (SVG) and the key as text',
        description:
          'Not yet on: any earlier unconfirmed key is replaced, and POST /api/admin/totp/enable with its first code turns it on. ' +
          'Already on (replacing the app): `code` or `recovery_code` must prove the current factor (422 on the field otherwise); ' +
          'the old key and recovery codes stop working at once and sign-in asks no code until the new key is confirmed.',
        body: jsonSchema(TotpSetupForm),
        response: responses(single(TotpSetup), { 415: ErrorBody, 422: ValidationErrorBody }),
      }),
    },
    async (request) => {
      const admin = requireAdmin(request);
      const user = await freshUser(db, admin.id);
      const wasOn = totpEnabled(user);
      // JSON (or a form): a multipart body would reach the handler empty and pass as "no proof".
      if (request.isMultipart()) throw new HttpError(415, messageForStatus(415));
      const given = parseInput(TotpSetupForm, request.body);
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
    },
  );

  app.post(
    `${TOTP_PATH}/enable`,
    {
      schema: adminSchema({
        summary: 'Turn the second factor on with the first code of the new key; answers ten recovery codes, shown once',
        body: jsonSchema(TotpConfirmForm),
        response: responses(single(RecoveryCodes), { 409: ErrorBody, 422: ValidationErrorBody }),
      }),
    },
    async (request) => {
      const admin = requireAdmin(request);
      const input = parseInput(TotpConfirmForm, request.body);
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
    },
  );

  app.post(
    `${TOTP_PATH}/disable`,
    {
      schema: adminSchema({
        summary: 'Turn the second factor off with a current code or a recovery code (403 where it is required)',
        body: proofBody,
        response: responses(single(TotpStatus), { 409: ErrorBody, 422: ValidationErrorBody }),
      }),
    },
    async (request) => {
      const admin = requireAdmin(request);
      if (required) throw forbidden(SECURITY_MESSAGES.cannotDisable);
      const { user, input } = await proofForFactorOn(admin, request.body);
      await db.transaction(async (tx) => {
        const provedBy = await proveSecondFactor(tx, user, input);
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
    },
  );

  app.post(
    `${TOTP_PATH}/recovery-codes`,
    {
      schema: adminSchema({
        summary: 'Ten new recovery codes (the old ones stop working), with a current code or a recovery code',
        body: proofBody,
        response: responses(single(RecoveryCodes), { 409: ErrorBody, 422: ValidationErrorBody }),
      }),
    },
    async (request) => {
      const admin = requireAdmin(request);
      const { user, input } = await proofForFactorOn(admin, request.body);
      const codes = await db.transaction(async (tx) => {
        const provedBy = await proveSecondFactor(tx, user, input);
        const made = await replaceRecoveryCodes(tx, user.id);
        await auditSecondFactor(tx, admin, {
          action: 'user.totp_recovery_codes',
          after: { recovery_codes: made.length, proved_by: provedBy },
        });
        return made;
      });
      return { data: { recovery_codes: codes, status: await statusOf(user.id) } };
    },
  );
}
