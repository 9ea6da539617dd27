/**
 * The person as the portal needs them, read from a platform's userinfo answer through the
 * operator's field map (OAUTH_<P>_*_FIELD, dotted paths such as `user.email`).
 */
import { normaliseEmail } from '../../auth/email';
import type { ProviderFieldMap, ProviderName } from '../../config/index';
import type { ProviderProfile } from '../../auth/providerSignIns';
import { SSO_MESSAGES } from './messages';
import { isRecord, ProviderError } from './platform';

/** The longest name or e-mail the portal keeps (spec §9). */
const MAX_TEXT = 255;

export type MappedProfile = ProviderProfile & {
  /** The platform vouches for the e-mail address (only a literal `true` counts). */
  emailVerified: boolean;
};

/** The value at a dotted path; only the answer's own keys are followed. */
export function valueAt(claims: unknown, path: string): unknown {
  let value: unknown = claims;
  for (const key of path.split('.')) {
    if (!isRecord(value) || !Object.hasOwn(value, key)) return undefined;
    value = value[key];
  }
  return value;
}

function text(value: unknown): string | null {
  if (typeof value !== 'string') return null;
  const trimmed = value.trim();
  return trimmed ? trimmed.slice(0, MAX_TEXT) : null;
}

function email(value: unknown): string | null {
  const given = text(value);
  const address = given ? normaliseEmail(given) : null;
  return address && /^[^\s@]+@[^\s@]+$/.test(address) ? address : null;
}

/** "Anna Marija Ozola" → "Anna Marija" + "Ozola": Latvian names put the family name last. */
export function splitName(name: string): { first: string; last: string | null } {
  const at = name.lastIndexOf(' ');
  return at < 0 ? { first: name, last: null } : { first: name.slice(0, at).trim(), last: name.slice(at + 1) };
}

/**
 * `email_verified` is looked for next to the e-mail first (`user.email_verified` for
 * `user.email`), then at the top as OpenID puts it.
 */
function emailVerified(claims: Record<string, unknown>, emailPath: string): boolean {
  const dot = emailPath.lastIndexOf('.');
  if (dot >= 0) {
    const sibling = valueAt(claims, `${emailPath.slice(0, dot)}.email_verified`);
    if (sibling !== undefined) return sibling === true;
  }
  return claims.email_verified === true;
}

export function mapProfile(
  provider: ProviderName,
  fields: ProviderFieldMap,
  claims: Record<string, unknown>,
): MappedProfile {
  const rawSubject = valueAt(claims, fields.subject);
  const subject = typeof rawSubject === 'number' && Number.isFinite(rawSubject) ? String(rawSubject) : text(rawSubject);
  if (!subject) throw new ProviderError(SSO_MESSAGES.noSubject, `${provider} userinfo has no ${fields.subject}`);

  let firstName = text(valueAt(claims, fields.firstName));
  let lastName = text(valueAt(claims, fields.lastName));
  const fullName = text(claims.name);
  if ((!firstName || !lastName) && fullName) {
    const split = splitName(fullName);
    firstName ??= split.first || null;
    lastName ??= split.last;
  }

  const address = email(valueAt(claims, fields.email));
  return {
    provider,
    subject,
    email: address,
    firstName,
    lastName,
    emailVerified: address !== null && emailVerified(claims, fields.email),
  };
}
