import type * as v from 'valibot';
import { validate } from '@portal/contracts/validation';

/** A failure of an admin command the operator can act on; its message is shown as it is, in Latvian. */
export class AdminError extends Error {}

/** Problems with a command's options: a line `--<option>: <its first message>` each. */
export function optionErrors(errors: Record<string, string[]>): AdminError {
  return new AdminError(
    Object.entries(errors)
      .map(([key, messages]) => `--${key}: ${messages[0] ?? ''}`)
      .join('\n'),
  );
}

/** A command's options checked by `schema` (optionErrors when they do not pass). */
export function parseOptions<TSchema extends v.GenericSchema>(
  schema: TSchema,
  options: unknown,
): v.InferOutput<TSchema> {
  const result = validate(schema, options);
  if (!result.success) throw optionErrors(result.errors);
  return result.output;
}
