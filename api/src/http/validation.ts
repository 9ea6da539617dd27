/**
 * Request validation through the contracts schemas (the same ones the browser forms use), so a bad
 * body or query string is one 422 `{ message, errors: { field: [Latvian message] } }`.
 */
import type * as v from 'valibot';
import { validate } from '@portal/contracts/validation';
import { ValidationError } from './errors';

export function parseInput<TSchema extends v.GenericSchema>(schema: TSchema, input: unknown): v.InferOutput<TSchema> {
  const result = validate(schema, input ?? {});
  if (!result.success) throw new ValidationError(result.errors);
  return result.output;
}
