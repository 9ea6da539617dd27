/** Database errors the API turns into answers instead of 500s. */

/** PostgreSQL's unique_violation, as both drivers report it (PGlite may wrap it in `cause`). */
export function isUniqueViolation(error: unknown): boolean {
  for (let e: unknown = error; e && typeof e === 'object'; e = (e as { cause?: unknown }).cause) {
    if ((e as { code?: unknown }).code === '23505') return true;
  }
  return false;
}
