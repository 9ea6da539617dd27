/**
 * The provider data of a school-platform sign-in that has no portal user yet (spec §4): the
 * callback screen stores it, the registration screen reads it (prefill, provider token) and
 * clears it once the registration went through. sessionStorage: it belongs to this tab only and
 * is gone when the browser closes, like the short-lived provider token itself.
 */
import { PROVIDERS } from '@portal/contracts/constants';
import type { ProviderData } from '@portal/contracts/schemas/entities';

export const PROVIDER_DATA_KEY = 'portal.oauth.provider-data';

function storage(): Storage | null {
  try {
    return typeof window === 'undefined' ? null : window.sessionStorage;
  } catch {
    // Storage switched off by the browser's settings.
    return null;
  }
}

function isNullableString(value: unknown): value is string | null {
  return value === null || typeof value === 'string';
}

function isProviderData(value: unknown): value is ProviderData {
  if (typeof value !== 'object' || value === null) return false;
  const data = value as Partial<ProviderData>;
  const user = data.user as Partial<ProviderData['user']> | undefined;
  return (
    typeof data.token === 'string' &&
    data.token !== '' &&
    (PROVIDERS as readonly unknown[]).includes(data.name) &&
    typeof user === 'object' &&
    user !== null &&
    isNullableString(user.email ?? null) &&
    isNullableString(user.first_name ?? null) &&
    isNullableString(user.last_name ?? null)
  );
}

export function storeProviderData(data: ProviderData): void {
  try {
    storage()?.setItem(PROVIDER_DATA_KEY, JSON.stringify(data));
  } catch {
    // Full or switched off: the registration then starts without the prefill.
  }
}

/** The stored provider data, or null when there is none (or it is not ours). */
export function readProviderData(): ProviderData | null {
  const raw = storage()?.getItem(PROVIDER_DATA_KEY);
  if (!raw) return null;
  try {
    const parsed: unknown = JSON.parse(raw);
    return isProviderData(parsed) ? parsed : null;
  } catch {
    return null;
  }
}

export function clearProviderData(): void {
  storage()?.removeItem(PROVIDER_DATA_KEY);
}
