/** Database errors the API turns into answers instead of 500s. */

/** PostgreSQL's unique_violation, as both drivers report it (PGlite may wrap it in `cause`). */
export function isUniqueViolation(error: unknown): boolean {
  for (let e: unknown = error; e && typeof e === 'object'; e = (e as { cause?: unknown }).cause) {
    if ((e as { code?: unknown }).code === '23505') return true;
  }
  return false;
}

/**
 * SQLSTATEs of a database that is going away, starting up, or not reachable: the server shutting
 * down (57P01 admin_shutdown, 57P02 crash_shutdown), starting up (57P03 cannot_connect_now), the
 * connection failing (class 08), no connection slots left (53300).
 */
const UNAVAILABLE_CODES = new Set(['57P01', '57P02', '57P03', '53300']);
/** How node-postgres and Node report a connection that failed or ended without a SQLSTATE. */
const UNAVAILABLE_NODE_CODES = new Set([
  'ECONNREFUSED',
  'ECONNRESET',
  'EPIPE',
  'ETIMEDOUT',
  'EHOSTUNREACH',
  'ENOTFOUND',
]);
const UNAVAILABLE_MESSAGES = [
  'Connection terminated',
  'not queryable',
  'timeout exceeded when trying to connect',
  'is not currently accepting connections',
  'the database system is',
];

/**
 * The database could not be reached or ended the connection (a restart, an outage): the request may
 * succeed when tried again, so it is answered 503, not 500. Looks through `cause` as drizzle wraps.
 */
export function isDatabaseUnavailable(error: unknown): boolean {
  for (let e: unknown = error; e && typeof e === 'object'; e = (e as { cause?: unknown }).cause) {
    const code = (e as { code?: unknown }).code;
    if (
      typeof code === 'string' &&
      (UNAVAILABLE_CODES.has(code) || code.startsWith('08') || UNAVAILABLE_NODE_CODES.has(code))
    )
      return true;
    const message = (e as { message?: unknown }).message;
    if (typeof message === 'string' && UNAVAILABLE_MESSAGES.some((text) => message.includes(text))) return true;
  }
  return false;
}

/** SQLSTATEs and Node codes of a connection that was there and is gone (not one that could not be made). */
const LOST_CODES = new Set(['57P01', '57P02', '08003', '08006', 'ECONNRESET', 'EPIPE']);
const LOST_MESSAGES = ['Connection terminated', 'not queryable'];

/**
 * The connection a query ran on was ended under it (the server restarting, a connection killed):
 * a new connection may well work at once, unlike when the server refuses connections.
 */
export function isConnectionLost(error: unknown): boolean {
  for (let e: unknown = error; e && typeof e === 'object'; e = (e as { cause?: unknown }).cause) {
    const code = (e as { code?: unknown }).code;
    if (typeof code === 'string' && LOST_CODES.has(code)) return true;
    const message = (e as { message?: unknown }).message;
    if (typeof message === 'string' && LOST_MESSAGES.some((text) => message.includes(text))) return true;
  }
  return false;
}
