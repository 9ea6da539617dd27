/** Path parameters: an id that is not a positive 32-bit integer names nothing, so it is a 404. */
import { notFound } from './errors';

/** A route whose path names one thing by its `{id}` (read it with parseId). */
export type IdRoute = { Params: { id: string } };

const MAX_INT4 = 2_147_483_647;

export function parseIdOrNull(value: unknown): number | null {
  if (typeof value !== 'string' || !/^[1-9]\d{0,9}$/.test(value)) return null;
  const id = Number(value);
  return id <= MAX_INT4 ? id : null;
}

export function parseId(value: unknown): number {
  const id = parseIdOrNull(value);
  if (id === null) throw notFound();
  return id;
}
