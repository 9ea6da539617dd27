/**
 * HTTP errors of the API and the one error handler that turns anything thrown into a Latvian JSON
 * answer: `{ message }`, plus `errors` for validation failures (422, ARCHITECTURE.md §4). Bad input
 * of any kind is a 4xx; the database out of reach is a 503 with Retry-After; only a real fault is a
 * 500, and no answer ever carries a stack trace.
 */
import type { FastifyError, FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { isDatabaseUnavailable } from '../db/errors';
import { API_MESSAGES, messageForStatus } from './messages';

/** Seconds a client is asked to wait before trying again while the database is unavailable. */
export const UNAVAILABLE_RETRY_AFTER_SECONDS = 5;

export type FieldErrors = Record<string, string[]>;

export class HttpError extends Error {
  constructor(
    readonly statusCode: number,
    message: string,
    /** Extra top-level fields of the JSON answer. */
    readonly body: Record<string, unknown> = {},
    readonly headers: Record<string, string> = {},
  ) {
    super(message);
    this.name = 'HttpError';
  }
}

export class ValidationError extends HttpError {
  constructor(
    readonly errors: FieldErrors,
    message: string = API_MESSAGES.validation,
  ) {
    super(422, message, { errors });
    this.name = 'ValidationError';
  }
}

export const unauthorized = () => new HttpError(401, API_MESSAGES.unauthenticated);
export const forbidden = (message: string = API_MESSAGES.forbidden) => new HttpError(403, message);
export const notFound = (message: string = API_MESSAGES.notFound) => new HttpError(404, message);
export const fieldError = (field: string, message: string) => new ValidationError({ [field]: [message] });

/** Hook for routes that answer errors in another shape (OAuth's token endpoint). */
export type ErrorShaper = (
  status: number,
  message: string,
  request: FastifyRequest,
  body: Record<string, unknown>,
) => Record<string, unknown> | null;

/** Fastify's own errors for unparseable input, mapped to the status a client can act on. */
function statusOfFrameworkError(error: FastifyError): number | null {
  switch (error.code) {
    case 'FST_ERR_CTP_BODY_TOO_LARGE':
      return 413;
    case 'FST_ERR_CTP_INVALID_MEDIA_TYPE':
      return 415;
    case 'FST_ERR_CTP_EMPTY_JSON_BODY':
    case 'FST_ERR_CTP_INVALID_JSON_BODY':
    case 'FST_ERR_CTP_INVALID_CONTENT_LENGTH':
    case 'FST_ERR_VALIDATION':
      return 400;
    default:
      break;
  }
  if (error instanceof SyntaxError) return 400;
  const status = error.statusCode;
  return typeof status === 'number' && status >= 400 && status < 500 ? status : null;
}

export function registerErrorHandler(app: FastifyInstance, shapers: ErrorShaper[] = []): void {
  const send = (
    request: FastifyRequest,
    reply: FastifyReply,
    status: number,
    message: string,
    body: Record<string, unknown> = {},
  ) => {
    for (const shape of shapers) {
      const shaped = shape(status, message, request, body);
      if (shaped) return reply.code(status).type('application/json; charset=utf-8').send(shaped);
    }
    return reply
      .code(status)
      .type('application/json; charset=utf-8')
      .send({ message, ...body });
  };

  app.setErrorHandler((error: FastifyError | HttpError | Error, request, reply) => {
    if (error instanceof HttpError) {
      reply.headers(error.headers);
      return send(request, reply, error.statusCode, error.message, error.body);
    }
    const status = statusOfFrameworkError(error as FastifyError);
    if (status !== null) {
      if (status === 429) {
        const retryAfter = reply.getHeader('retry-after');
        if (retryAfter !== undefined) reply.header('retry-after', retryAfter);
      }
      return send(request, reply, status, messageForStatus(status));
    }
    // The database restarting or out of reach is not the request's fault, and may pass in a moment.
    if (isDatabaseUnavailable(error)) {
      request.log.warn({ err: error }, 'database unavailable');
      reply.header('retry-after', String(UNAVAILABLE_RETRY_AFTER_SECONDS));
      return send(request, reply, 503, API_MESSAGES.unavailable);
    }
    request.log.error({ err: error }, 'request failed');
    return send(request, reply, 500, API_MESSAGES.serverError);
  });
}
