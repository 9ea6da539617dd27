/**
 * The second step of an administrator's password sign-in (POST /oauth/token, grant_type=password):
 * with TOTP on, the password alone answers `totp_required`, and the sign-in goes through only with
 * a current code (`totp`) or an unused recovery code (`recovery_code`, spent, with an audit row).
 * A wrong one answers `totp_invalid`, which the sign-in throttle counts as a failed attempt.
 *
 * Platform sign-ins (Mykoob, E-klase) are for teachers: an account with TOTP on is refused there
 * and signs in with its e-mail, password and code (docs/decisions.md, 'Second factor').
 */
import { SECURITY_MESSAGES } from '@portal/contracts/schemas/admin/security';
import type { Database } from '../../../db/client';
import type { users } from '../../../db/schema';
import { auditActor, recordAudit } from '../../audit/record';
import { OAuthError } from '../../oauth/errors';
import { acceptTotpCode, spendRecoveryCode, totpEnabled } from './totp';

type SignInUser = Pick<
  typeof users.$inferSelect,
  'id' | 'firstName' | 'lastName' | 'email' | 'totpSecret' | 'totpEnabledAt' | 'totpUsedStep'
>;

export async function requireSecondFactor(
  db: Database,
  user: SignInUser,
  params: Record<string, string | undefined>,
): Promise<void> {
  if (!totpEnabled(user)) return;
  const recovery = params.recovery_code?.trim();
  const code = params.totp?.replace(/\s+/g, '');
  if (recovery) {
    const spent = await db.transaction(async (tx) => {
      if (!(await spendRecoveryCode(tx, user.id, recovery))) return false;
      await recordAudit(tx, {
        actor: auditActor(user),
        action: 'user.totp_recovery_use',
        itemType: 'user',
        itemId: user.id,
        after: { signed_in_with: 'recovery_code' },
      });
      return true;
    });
    if (spent) return;
    throw new OAuthError('totp_invalid', 400);
  }
  if (code) {
    if (await acceptTotpCode(db, user, code)) return;
    throw new OAuthError('totp_invalid', 400);
  }
  throw new OAuthError('totp_required', 400);
}

/** For the platform sign-ins: an account with TOTP on signs in with its password and code instead. */
export function refusesPlatformSignIn(user: Pick<typeof users.$inferSelect, 'totpSecret' | 'totpEnabledAt'>): boolean {
  return totpEnabled(user);
}

export const PLATFORM_SIGN_IN_REFUSED = SECURITY_MESSAGES.ssoRefused;
