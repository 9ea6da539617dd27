/** Sample answers of the API for mf-auth's component tests. */
import type { CurrentUser, ProviderData, SignInProvider } from '@portal/contracts/schemas/entities';

export function makeUser(overrides: Partial<CurrentUser> = {}): CurrentUser {
  return {
    id: 5,
    name: 'Anna Ozola',
    first_name: 'Anna',
    last_name: 'Ozola',
    school: null,
    school_id: null,
    description: null,
    avatar: null,
    avatar_id: null,
    pseudonym: null,
    email: 'anna.ozola@skola.lv',
    newsletter: null,
    verified: true,
    enabled: true,
    ...overrides,
  };
}

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

/** A failed call as the contracts client rejects it (ky's HTTPError: name and response). */
export function httpError(status: number, body: unknown = {}): Error {
  const error = new Error(`Request failed with status code ${status}`);
  return Object.assign(error, {
    name: 'HTTPError',
    response: new Response(JSON.stringify(body), { status, headers: { 'Content-Type': 'application/json' } }),
  });
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
