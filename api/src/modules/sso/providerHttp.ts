/**
 * Calls from the portal to a school platform: every one with a time limit, no redirects followed
 * and the answer read as JSON. Whatever goes wrong on the platform's side is a ProviderError (502
 * with a Latvian text); the technical reason goes to the log for the operator, never to the browser.
 */
import { HttpError } from '../../http/errors';
import { SSO_MESSAGES } from './messages';

/** A platform that has not answered in this time is treated as down. */
export const PROVIDER_TIMEOUT_MS = 10_000;

/** Bounds what a platform can make us hold in memory. */
const MAX_ANSWER_BYTES = 256 * 1024;

export class ProviderError extends HttpError {
  constructor(
    message: string,
    /** For the log only. */
    readonly reason: string,
    status = 502,
  ) {
    super(status, message);
    this.name = 'ProviderError';
  }
}

export interface ProviderAnswer {
  status: number;
  /** The parsed JSON body, or undefined when the body was not JSON. */
  body: unknown;
}

export async function callProvider(
  url: string,
  init: RequestInit,
  timeoutMs: number = PROVIDER_TIMEOUT_MS,
): Promise<ProviderAnswer> {
  let response: Response;
  let text: string;
  try {
    response = await fetch(url, {
      ...init,
      headers: { accept: 'application/json', ...init.headers },
      // A platform's endpoint answers in place; following a redirect could take the client
      // secret or a token somewhere else.
      redirect: 'manual',
      signal: AbortSignal.timeout(timeoutMs),
    });
    const length = Number(response.headers.get('content-length') ?? 0);
    if (length > MAX_ANSWER_BYTES) {
      await response.body?.cancel();
      throw new ProviderError(SSO_MESSAGES.providerAnswer, `${url} answered ${length} bytes`);
    }
    text = await response.text();
  } catch (error) {
    if (error instanceof ProviderError) throw error;
    const reason = error instanceof Error ? `${error.name}: ${error.message}` : String(error);
    throw new ProviderError(SSO_MESSAGES.providerFailed, `${url} unreachable (${reason})`);
  }
  if (text.length > MAX_ANSWER_BYTES) {
    throw new ProviderError(SSO_MESSAGES.providerAnswer, `${url} answered ${text.length} characters`);
  }
  let body: unknown;
  try {
    body = text ? (JSON.parse(text) as unknown) : undefined;
  } catch {
    body = undefined;
  }
  return { status: response.status, body };
}

export function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}
