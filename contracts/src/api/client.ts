/**
 * The one HTTP client of the browser apps (spec §7): same origin, absolute paths ('/api/...').
 * Every request carries the bearer token when signed in and the CSRF token of the page's meta tag,
 * reports start and end to the progress bar, and is never retried. A 401 on a signed-in session
 * calls `onUnauthorized` (the shell signs out and goes to the login screen). Failed responses
 * reject with ky's HTTPError, whose `response` holds the answer (see `readErrorBody`).
 */
import ky, { HTTPError, type KyInstance } from 'ky';
import type { CallInput, EndpointGroup, Route, SuccessOf } from '@portal/contracts/endpoints/endpoint';
import { urlOf, type UrlInput } from '@portal/contracts/endpoints/routes/url';
import type { FieldErrors } from '@portal/contracts/validation';

export interface ApiClientHooks {
  /** the signed-in user's access token, or nothing */
  getToken?: () => string | null | undefined;
  /** a request sent with a token was answered 401: the session is dead */
  onUnauthorized?: () => void;
  onRequestStart?: () => void;
  /** called once per started request, also when it failed */
  onRequestEnd?: () => void;
}

type Transport = (input: Request | URL | string, init?: RequestInit) => Promise<Response>;

let configured: ApiClientHooks = {};

/** Set once by the shell at start-up; every remote's calls go through the same hooks. */
export function configureApiClient(hooks: ApiClientHooks): void {
  configured = { ...hooks };
}

let csrfMissingReported = false;

/** The token of `<meta name="csrf-token">`; spec §8: a missing tag is a console error, nothing more. */
function csrfToken(): string | null {
  if (typeof document === 'undefined') return null;
  const token = document.querySelector('meta[name="csrf-token"]')?.getAttribute('content');
  if (token) return token;
  if (!csrfMissingReported) {
    csrfMissingReported = true;
    console.error('CSRF token not found: the page has no <meta name="csrf-token">.');
  }
  return null;
}

/** Wraps a transport so the progress bar hears about every request, failed ones included. */
function tracked(transport: () => Transport, hooks: () => ApiClientHooks): Transport {
  return async (input, init) => {
    const current = hooks();
    current.onRequestStart?.();
    try {
      return await transport()(input, init);
    } finally {
      current.onRequestEnd?.();
    }
  };
}

export interface CreateApiClientOptions {
  /** the transport (default: the global fetch, looked up per request) */
  fetch?: Transport;
  /** where the hooks come from (default: what `configureApiClient` set) */
  hooks?: () => ApiClientHooks;
}

const DEFAULT_TIMEOUT_MS = 30_000;

export function createApiClient(options: CreateApiClientOptions = {}): KyInstance {
  const hooks = options.hooks ?? (() => configured);
  const transport = (): Transport => options.fetch ?? ((input, init) => globalThis.fetch(input, init));
  return ky.create({
    retry: 0,
    timeout: DEFAULT_TIMEOUT_MS,
    fetch: tracked(transport, hooks),
    hooks: {
      beforeRequest: [
        (request) => {
          const token = hooks().getToken?.();
          if (token) request.headers.set('Authorization', `Bearer ${token}`);
          const csrf = csrfToken();
          if (csrf) request.headers.set('X-CSRF-TOKEN', csrf);
        },
      ],
      afterResponse: [
        (request, _options, response) => {
          // Only a request that was sent with a token, while that session still exists, means
          // "your session is over"; a 401 for a wrong password at sign-in does not.
          if (response.status === 401 && request.headers.has('Authorization') && hooks().getToken?.()) {
            hooks().onUnauthorized?.();
          }
        },
      ],
    },
  });
}

/** The client every domain module uses. */
export const api: KyInstance = createApiClient();

export interface UploadOptions {
  /** 0–100 while the body is sent */
  onProgress?: (percent: number) => void;
  /** POST unless said otherwise */
  method?: string;
  /** Aborts the call: a search typed further makes the answer to the older one useless. */
  signal?: AbortSignal;
}

/**
 * Sends a multipart body with upload progress. Browsers can only report upload progress of a
 * streamed fetch body over HTTP/2, so in the browser the bytes travel by XMLHttpRequest; ky still
 * builds the request and runs every hook, so headers, progress bar, 401 handling and HTTPError are
 * the same as for any call. Outside browsers it is a plain fetch.
 */
export function upload(path: string, body: FormData, { onProgress, method = 'post', signal }: UploadOptions = {}) {
  const transport = xhrTransport(body, onProgress);
  return api(path, {
    method,
    body,
    signal,
    timeout: false,
    fetch: tracked(
      () => transport,
      () => configured,
    ),
  });
}

function xhrTransport(body: FormData, onProgress?: (percent: number) => void): Transport {
  return (input, init) => {
    if (typeof XMLHttpRequest === 'undefined') {
      return globalThis.fetch(input, init).then((response) => {
        onProgress?.(100);
        return response;
      });
    }
    const request = input instanceof Request ? input : new Request(input, init);
    return new Promise<Response>((resolve, reject) => {
      const xhr = new XMLHttpRequest();
      xhr.open(request.method, request.url);
      // The browser writes its own multipart boundary for the FormData, so the request's
      // Content-Type (with ky's boundary) must not be copied.
      request.headers.forEach((value, key) => {
        if (key.toLowerCase() !== 'content-type') xhr.setRequestHeader(key, value);
      });
      xhr.responseType = 'blob';
      xhr.upload.onprogress = (event) => {
        if (event.lengthComputable && event.total > 0) onProgress?.(Math.round((event.loaded / event.total) * 100));
      };
      xhr.onload = () => {
        const headers = new Headers();
        for (const line of xhr
          .getAllResponseHeaders()
          .trim()
          .split(/[\r\n]+/)) {
          const at = line.indexOf(':');
          if (at > 0) headers.append(line.slice(0, at).trim(), line.slice(at + 1).trim());
        }
        const bodyless = [101, 204, 205, 304].includes(xhr.status);
        resolve(
          new Response(bodyless ? null : (xhr.response as Blob), {
            status: xhr.status,
            statusText: xhr.statusText,
            headers,
          }),
        );
      };
      xhr.onerror = () => reject(new TypeError('Failed to fetch'));
      xhr.onabort = () => reject(new DOMException('The request was aborted.', 'AbortError'));
      request.signal.addEventListener('abort', () => xhr.abort(), { once: true });
      xhr.send(body);
    });
  };
}

/**
 * A failed answer of this client. Checked by shape too: a remote that ended up with its own copy
 * of ky must still be understood.
 */
export function isHttpError(error: unknown): error is HTTPError {
  if (error instanceof HTTPError) return true;
  if (typeof error !== 'object' || error === null) return false;
  const candidate = error as { name?: unknown; response?: unknown };
  return candidate.name === 'HTTPError' && typeof Response !== 'undefined' && candidate.response instanceof Response;
}

/** The JSON body of a failed call (HTTPError), or null when there is none. */
export async function readErrorBody<T = Record<string, unknown>>(error: unknown): Promise<T | null> {
  if (!isHttpError(error)) return null;
  try {
    return (await error.response.clone().json()) as T;
  } catch {
    return null;
  }
}

/** The HTTP status of a failed call, or undefined for network errors and the like. */
export function errorStatus(error: unknown): number | undefined {
  return isHttpError(error) ? error.response.status : undefined;
}

/** The field errors of a 422 answer, or null for any other failure. */
export async function readValidationErrors(error: unknown): Promise<FieldErrors | null> {
  if (errorStatus(error) !== 422) return null;
  const body = await readErrorBody<{ errors?: unknown }>(error);
  const errors = body?.errors;
  return typeof errors === 'object' && errors !== null ? (errors as FieldErrors) : null;
}

export { HTTPError };

interface AnyCallInput extends UrlInput {
  body?: unknown;
}

/**
 * Sends one call of the endpoint table (contracts/src/endpoints) to its address (`urlOf`: the path
 * filled in from `params`, `query` as the search string), `body` as JSON, form-encoded when it is
 * URLSearchParams (OAuth 2's token call), or as multipart with upload progress when it is a
 * FormData (a file travels). Resolves with the JSON of the answer (undefined for 204); a failed
 * answer rejects with ky's HTTPError as every call does.
 */
export async function call(route: Route, input: AnyCallInput = {}, options: UploadOptions = {}): Promise<unknown> {
  const url = urlOf(route, input);
  const { method } = route;
  const response =
    input.body instanceof FormData
      ? await upload(url, input.body, { ...options, method })
      : input.body instanceof URLSearchParams
        ? await api(url, { method, body: input.body, signal: options.signal })
        : await api(url, { method, json: input.body, signal: options.signal });
  return response.status === 204 ? undefined : response.json();
}

type CallArguments<TEntry> = object extends CallInput<TEntry>
  ? [input?: CallInput<TEntry>, options?: UploadOptions]
  : [input: CallInput<TEntry>, options?: UploadOptions];

/** One function per entry of a module, typed from the entry's schemas: `materials.list({ query })`. */
export type EndpointClient<TGroup extends EndpointGroup> = {
  readonly [K in keyof TGroup]: (...args: CallArguments<TGroup[K]>) => Promise<SuccessOf<TGroup[K]>>;
};

/**
 * The client of one module: its routes (endpoints/routes/<module>.ts) at run time, its entries' types from
 * `typeof <module>Endpoints` (a type-only import, so no schema is loaded by the page).
 */
export function clientFor<TGroup extends EndpointGroup>(routes: { readonly [K in keyof TGroup]: Route }): EndpointClient<TGroup> {
  const client: Record<string, (input?: AnyCallInput, options?: UploadOptions) => Promise<unknown>> = {};
  for (const [name, route] of Object.entries<Route>(routes)) client[name] = (input, options) => call(route, input, options);
  return client as unknown as EndpointClient<TGroup>;
}

/** Turns a plain object into multipart fields; arrays repeat the key, booleans become 1/0, null ''. */
export function toFormData(
  fields: Record<string, unknown>,
  files: Record<string, Blob | null | undefined> = {},
): FormData {
  const data = new FormData();
  for (const [key, value] of Object.entries(fields)) {
    if (value === undefined) continue;
    if (Array.isArray(value)) {
      for (const item of value) data.append(key, String(item));
    } else if (typeof value === 'boolean') {
      data.append(key, value ? '1' : '0');
    } else {
      data.append(key, value === null ? '' : String(value));
    }
  }
  for (const [key, file] of Object.entries(files)) {
    if (file) data.append(key, file);
  }
  return data;
}
