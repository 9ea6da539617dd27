/**
 * What every answer to a corpus request must be: never a 5xx; a refusal (4xx) for a request with a
 * fatal defect; a 4xx in the portal's error shape (ARCHITECTURE.md §4, http/errors.ts):
 * `{ message, errors? }` with Latvian texts, `errors` mapping fields to lists of Latvian messages
 * (always there on a 422), and the token endpoint's OAuth2 `error` code beside the message.
 */
import type { LightMyRequestResponse } from 'fastify';
import { isNavigation, OAUTH_SHAPED } from './knowledge';
import type { Operation } from './openapi';
import type { CorpusRequest } from './requests';

const LATVIAN_LETTER = /[āčēģīķļņšūžĀČĒĢĪĶĻŅŠŪŽ]/;
/** A whole word: letters of any script around it end it (\b knows only ASCII letters). */
const word = (alternatives: string) => new RegExp(`(?<![\\p{L}\\p{N}_])(${alternatives})(?![\\p{L}\\p{N}_])`, 'iu');
const LATVIAN_WORD = word('nav|ir|un|vai|ar|uz|no|tev|lūdzu');
/** Words of Fastify's, ajv's, busboy's and Node's own (English) messages. */
const ENGLISH = word(
  'the|must|should|have|has|property|required|invalid|unexpected|error|failed|found|bad|unsupported|large|' +
    'forbidden|unauthori[sz]ed|internal|request|body|querystring|params|headers|is|are|of|not|cannot|with|end|' +
    'form|field|part|boundary|media|type',
);

/** A text a person can read in Latvian: not empty, no English words, Latvian letters or words. */
export function isLatvianMessage(text: unknown): boolean {
  if (typeof text !== 'string' || text.trim() === '') return false;
  if (ENGLISH.test(text)) return false;
  return LATVIAN_LETTER.test(text) || LATVIAN_WORD.test(text);
}

const STACK_TRACE = /\bat .+:\d+:\d+|node_modules|\.[cm]?[jt]s:\d+/;

/**
 * The longest a corpus request may take: far above any answer of the small test database (tens of
 * milliseconds), so only work that grows with a bad input (a denial of service) exceeds it.
 */
export const ANSWER_BUDGET_MS = 10_000;

/** Everything wrong with one answer; empty when it is what the portal promises. */
export function problemsOf(
  operation: Operation,
  request: CorpusRequest,
  response: LightMyRequestResponse,
  elapsedMs = 0,
): string[] {
  const problems: string[] = [];
  const status = response.statusCode;
  if (elapsedMs > ANSWER_BUDGET_MS) problems.push(`answered after ${Math.round(elapsedMs / 1000)} s`);
  if (status >= 500) problems.push(`answered ${status}`);
  if (request.fatal.length > 0 && status < 400 && !(isNavigation(operation) && status >= 300 && status < 400)) {
    problems.push(`answered ${status} to a request that must be refused`);
  }
  if (status >= 300 && status < 400) {
    if (!isNavigation(operation)) problems.push(`answered a redirect (${status})`);
    else if (!response.headers.location) problems.push('a redirect without Location');
  }
  if (STACK_TRACE.test(response.body)) problems.push('the answer carries a stack trace or a source path');
  if (status >= 400) problems.push(...shapeProblems(operation, status, response));
  return problems;
}

function shapeProblems(operation: Operation, status: number, response: LightMyRequestResponse): string[] {
  const problems: string[] = [];
  const type = String(response.headers['content-type'] ?? '');
  if (!type.startsWith('application/json'))
    return [`a ${status} of type '${type}' instead of JSON: ${response.body.slice(0, 120)}`];
  let body: unknown;
  try {
    body = JSON.parse(response.body);
  } catch {
    return [`a ${status} whose body is not JSON: ${response.body.slice(0, 120)}`];
  }
  if (typeof body !== 'object' || body === null || Array.isArray(body))
    return [`a ${status} whose body is not an object`];
  const { message, errors, error } = body as Record<string, unknown>;
  if (!isLatvianMessage(message)) problems.push(`a ${status} whose message is not Latvian: ${JSON.stringify(message)}`);
  // The token endpoint's OAuth2 shape has a code instead of field errors, whatever the status.
  if (status === 422 && errors === undefined && !OAUTH_SHAPED.has(operation.id)) problems.push('a 422 without errors');
  if (errors !== undefined) {
    if (typeof errors !== 'object' || errors === null || Array.isArray(errors))
      problems.push('errors is not an object');
    else
      for (const [field, list] of Object.entries(errors)) {
        if (!Array.isArray(list) || list.length === 0) problems.push(`errors.${field} is not a list of messages`);
        else
          for (const text of list)
            if (!isLatvianMessage(text))
              problems.push(`errors.${field} has a message that is not Latvian: ${JSON.stringify(text)}`);
      }
  }
  if (OAUTH_SHAPED.has(operation.id) && typeof error !== 'string')
    problems.push('an OAuth error without its error code');
  return problems;
}
