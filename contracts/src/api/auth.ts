/** Signing in and out, registration, e-mail verification, password reset, newsletter (spec §7). */
import { BROWSER_CLIENT, type Provider } from '@portal/contracts/constants';
import type { AccountEndpoints } from '@portal/contracts/endpoints/accounts';
import type { AuthEndpoints } from '@portal/contracts/endpoints/auth';
import { accountRoutes } from '@portal/contracts/endpoints/routes/accounts';
import { authRoutes } from '@portal/contracts/endpoints/routes/auth';
import type {
  OAuthTokenResponse,
  PasswordStatus,
  ProviderData,
  RegistrationResult,
  ResendResult,
  SignInProvider,
  VerificationResult,
} from '@portal/contracts/schemas/entities';
import type { PasswordResetForm, ProviderRegistrationForm, RegistrationForm } from '@portal/contracts/schemas/forms';
import { clientFor, toFormData } from '@portal/contracts/api/client';

const accounts = clientFor<AccountEndpoints>(accountRoutes);
const auth = clientFor<AuthEndpoints>(authRoutes);

/** Form-encoded, as OAuth 2 clients send it. */
function tokenRequest(fields: Record<string, string>): Promise<OAuthTokenResponse> {
  const body = new URLSearchParams({
    client_id: BROWSER_CLIENT.id,
    client_secret: BROWSER_CLIENT.secret,
    scope: '',
    ...fields,
  });
  return auth.token({ body });
}

export interface PasswordLogin {
  email: string;
  password: string;
  /** 'Atcerēties mani': the server keeps the token 365 days, else 12 hours after its last use. */
  remember?: boolean;
  /** The captcha's answer, once a refusal `captcha_required` asked for it. */
  captcha?: string;
  /** An administrator's code from the authenticator app, once a refusal `totp_required` asked for it. */
  totp?: string;
  /** Instead of `totp`: one of the administrator's recovery codes (each works once). */
  recoveryCode?: string;
}

/**
 * The password grant. A failure rejects with an HTTPError whose body is an OAuthErrorBody:
 * show `loginErrorMessage(body.error, body.message)`; `captcha_required` and `captcha_invalid` ask
 * for the captcha (after failed sign-ins); `totp_required` and `totp_invalid` for an administrator's
 * code from the authenticator app (or a recovery code).
 */
export function passwordLogin({
  email,
  password,
  remember = false,
  captcha,
  totp,
  recoveryCode,
}: PasswordLogin): Promise<OAuthTokenResponse> {
  return tokenRequest({
    grant_type: 'password',
    username: email,
    password,
    remember: remember ? '1' : '0',
    ...(captcha ? { g_recaptcha_response: captcha } : {}),
    ...(totp ? { totp } : {}),
    ...(recoveryCode ? { recovery_code: recoveryCode } : {}),
  });
}

/** The social grant: signs in with a provider token (after a registration with a provider). */
export function socialLogin({
  network,
  access_token,
}: {
  network: Provider;
  access_token: string;
}): Promise<OAuthTokenResponse> {
  return tokenRequest({ grant_type: 'social', network, access_token });
}

/** Revokes the current token on the server. */
export async function logout(): Promise<void> {
  await auth.logout();
}

/** 'Izrakstīties visur': revokes every token of the signed-in user, this one included. */
export async function logoutEverywhere(): Promise<void> {
  await auth.logoutEverywhere();
}

export type RegistrationInput = (RegistrationForm | ProviderRegistrationForm) & { file?: Blob | null };

/** Multipart when an avatar is chosen, JSON otherwise. */
export async function register(input: RegistrationInput): Promise<RegistrationResult> {
  const { file, ...fields } = input;
  return (await accounts.register({ body: file ? toFormData(fields, { file }) : fields })).data;
}

/** Confirms an e-mail address; a failed check answers 4xx with the same body shape. */
export function verify(token: string): Promise<VerificationResult> {
  return accounts.verify({ params: { token } });
}

export function resendVerification(email: string): Promise<ResendResult> {
  return accounts.resendVerification({ body: { email } });
}

/** Sends the reset link; `status` is the text to show. */
export function requestPasswordReset(email: string): Promise<PasswordStatus> {
  return accounts.requestPasswordReset({ body: { email } });
}

export function resetPassword(form: PasswordResetForm): Promise<PasswordStatus> {
  return accounts.resetPassword({ body: form });
}

/** The two school platforms, in the order the dialogs show them, and whether each is configured. */
export async function signInProviders(): Promise<SignInProvider[]> {
  return (await auth.providers()).data;
}

/** The address of the provider's sign-in page, where the browser goes next. */
export async function providerRedirect(provider: Provider): Promise<string> {
  return (await auth.providerUrl({ params: { provider } })).url;
}

/**
 * Completes a provider sign-in: `search` is the callback page's query string, passed through.
 * The answer is a token (an existing user) or the provider data for registration.
 */
export function oauthCallback(provider: Provider, search: string): Promise<OAuthTokenResponse | ProviderData> {
  const given = new URLSearchParams(search);
  // A value the platform repeated is passed on as absent, as the server reads it.
  const once = (key: string) => {
    const values = given.getAll(key);
    return values.length === 1 ? values[0] : undefined;
  };
  return auth.providerCallback({
    params: { provider },
    query: { code: once('code'), state: once('state'), iss: once('iss'), error: once('error') },
  });
}

export function isTokenResponse(answer: OAuthTokenResponse | ProviderData): answer is OAuthTokenResponse {
  return typeof (answer as Partial<OAuthTokenResponse>).access_token === 'string';
}

/** The newsletter dialog's answers are calls of the user's entries (endpoints/user.ts). */
export { subscribeNewsletter, unsubscribeNewsletter } from '@portal/contracts/api/users';
