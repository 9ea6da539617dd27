/**
 * Whether an answer's body has the shape a contracts schema gives it: one line per difference,
 * so a failing test names the field (`data.0.author: Invalid type…`) instead of just "false".
 */
import { expect } from 'vitest';
import * as v from 'valibot';

/** `path: message` for each issue of `body` against `schema`; none when it fits. */
export function shapeIssues(schema: v.GenericSchema, body: unknown): string[] {
  const result = v.safeParse(schema, body);
  return result.issues?.map((issue) => `${v.getDotPath(issue) ?? '(root)'}: ${issue.message}`) ?? [];
}

export function expectShape(schema: v.GenericSchema, body: unknown): void {
  expect(shapeIssues(schema, body)).toEqual([]);
}
