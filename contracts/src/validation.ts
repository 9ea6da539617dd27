/**
 * Runs a schema and turns its issues into the 422 `errors` map of ARCHITECTURE.md §4: field name
 * (dot path when nested) → Latvian messages, in the order the checks ran. The API answers with
 * it; the forms show `firstErrors(errors)[field]` under each field.
 */
import * as v from 'valibot';

/** The key of issues that belong to no field (the body is not an object at all). */
export const FORM_ERROR_KEY = 'form';

export type FieldErrors = Record<string, string[]>;

export type ValidationResult<TSchema extends v.GenericSchema> =
  { success: true; output: v.InferOutput<TSchema> } | { success: false; errors: FieldErrors };

export function issuesToErrors(issues: readonly v.BaseIssue<unknown>[]): FieldErrors {
  const errors: FieldErrors = {};
  for (const issue of issues) {
    const key = v.getDotPath(issue) ?? FORM_ERROR_KEY;
    const list = (errors[key] ??= []);
    if (!list.includes(issue.message)) list.push(issue.message);
  }
  return errors;
}

export function validate<TSchema extends v.GenericSchema>(schema: TSchema, input: unknown): ValidationResult<TSchema> {
  const result = v.safeParse(schema, input);
  if (result.success) return { success: true, output: result.output };
  return { success: false, errors: issuesToErrors(result.issues) };
}

/** The message each field shows: its first one. */
export function firstErrors(errors: FieldErrors): Record<string, string> {
  const first: Record<string, string> = {};
  for (const [key, messages] of Object.entries(errors)) {
    const message = messages[0];
    if (message !== undefined) first[key] = message;
  }
  return first;
}

/** Validates one field of a form as the user leaves it: the messages of that key only. */
export function fieldErrors<TSchema extends v.GenericSchema>(schema: TSchema, input: unknown, field: string): string[] {
  const result = validate(schema, input);
  return result.success ? [] : (result.errors[field] ?? []);
}
