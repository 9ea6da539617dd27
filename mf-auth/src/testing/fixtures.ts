/** Sample answers of the API for mf-auth's component tests. */
import type { ProviderData, SignInProvider } from '@portal/contracts/schemas/entities';

export const PROVIDERS_BOTH: SignInProvider[] = [
  { name: 'mykoob', title: 'Mykoob', available: true },
  { name: 'eklase', title: 'E-klase', available: true },
];

export const PROVIDERS_MYKOOB_ONLY: SignInProvider[] = [
  { name: 'mykoob', title: 'Mykoob', available: true },
  { name: 'eklase', title: 'E-klase', available: false },
];

export function makeProviderData(overrides: Partial<ProviderData> = {}): ProviderData {
  return {
    token: 'provider-token-1',
    name: 'mykoob',
    user: { email: 'janis.berzins@skola.lv', first_name: 'Jānis', last_name: 'Bērziņš' },
    ...overrides,
  };
}

/** A promise the test settles itself, to look at a screen while its call is still running. */
export function deferred<T>() {
  let resolve!: (value: T) => void;
  let reject!: (error: unknown) => void;
  const promise = new Promise<T>((res, rej) => {
    resolve = res;
    reject = rej;
  });
  return { promise, resolve, reject };
}
