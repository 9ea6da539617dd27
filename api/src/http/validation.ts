/**
 * NUL characters in any part of a request: a 422 under each field that holds one (docs/decisions.md
 * "A NUL character is a 422"). The rest of a request is validated from its endpoint entry
 * (http/endpoint.ts).
 */
import type { FastifyRequest } from 'fastify';
import { ValidationError } from './errors';
import { API_MESSAGES } from './messages';

/** A 422 under each field of `part` whose name or value holds a NUL character (a multipart form's fields). */
export function rejectNulIn(part: unknown): void {
  throwOnNul([part]);
}

function holdsNul(value: unknown, depth = 0): boolean {
  if (typeof value === 'string') return value.includes('\u0000');
  if (depth > 32 || value === null || typeof value !== 'object') return false;
  return Object.entries(value).some(([key, inner]) => key.includes('\u0000') || holdsNul(inner, depth + 1));
}

/** A 422 under every top-level field of the parts whose name or value holds a NUL character. */
function throwOnNul(parts: unknown[]): void {
  const errors: Record<string, string[]> = {};
  for (const part of parts) {
    if (part === null || typeof part !== 'object') continue;
    for (const [field, value] of Object.entries(part)) {
      if (field.includes('\u0000') || holdsNul(value))
        errors[field.replaceAll('\u0000', '')] = [API_MESSAGES.invalidCharacter];
    }
  }
  if (Object.keys(errors).length > 0) throw new ValidationError(errors);
}

/**
 * A `preValidation` hook for every route: a NUL character in the path parameters, the query string
 * or a parsed body is a 422 under the field that holds it, before any handler runs. PostgreSQL
 * refuses NUL in text (an error that would surface as a 500), and no form has a reason to send one.
 */
export async function rejectNulCharacters(request: FastifyRequest): Promise<void> {
  throwOnNul([request.params, request.query, request.body]);
}
