import { useRef, useState } from 'react';
import { fieldErrors, firstErrors, validate, type FieldErrors } from '@portal/contracts/validation';

type Values = Record<string, unknown>;
type Schema = Parameters<typeof validate>[0];

/** A shown message and whether it came from the server (those stay until their own field is edited). */
interface Shown {
  message: string;
  server: boolean;
}

export interface SchemaFormOptions<V extends Values> {
  /** The contracts schema, or a function choosing it by the values (registration with or without a provider token). */
  schema: Schema | ((values: V) => Schema);
  initial: V;
  /** Fields in the order they appear: the first invalid one takes the focus after a refused submit. */
  order: readonly (keyof V & string)[];
  /** Prefix of the controls' ids: `${idPrefix}-${field}`. */
  idPrefix: string;
}

/**
 * The state of a form checked by a contracts schema, shared by the mf-auth forms (after the
 * contact form of mf-catalog): a field is checked when it is left after being edited, a shown
 * error is checked again on every change (so it goes away as soon as the value is right), every
 * field is checked on submit, and the server's 422 map is shown the same way, first message per
 * field. A generic form error clears on any edit (spec §4).
 */
export function useSchemaForm<V extends Values>({ schema, initial, order, idPrefix }: SchemaFormOptions<V>) {
  const [values, setValues] = useState<V>(initial);
  // The latest values, also for a change made after an await (a submit's failure renews the captcha).
  const latest = useRef<V>(initial);
  const [shown, setShown] = useState<Record<string, Shown>>({});
  const [dirty, setDirty] = useState<ReadonlySet<string>>(new Set());
  const [formError, setFormError] = useState<string | null>(null);

  const schemaFor = (next: V) => (typeof schema === 'function' ? schema(next) : schema);

  /** Re-checks `fields` for `next` values; keeps server messages of fields not listed. */
  const recheck = (next: V, fields: readonly string[]) => {
    const current = schemaFor(next);
    setShown((previous) => {
      const updated = { ...previous };
      for (const field of fields) {
        const [message] = fieldErrors(current, next, field);
        if (message) updated[field] = { message, server: false };
        else delete updated[field];
      }
      return updated;
    });
  };

  const change = <K extends keyof V & string>(field: K, value: V[K]) => {
    const next = { ...latest.current, [field]: value };
    latest.current = next;
    setValues(next);
    setFormError(null);
    setDirty((previous) => (previous.has(field) ? previous : new Set(previous).add(field)));
    // The edited field, and every other field showing a message of ours (a repeated password
    // depends on the password), are checked again.
    const again = Object.entries(shown)
      .filter(([key, entry]) => key === field || !entry.server)
      .map(([key]) => key);
    if (again.length > 0) recheck(next, again);
  };

  /** Leaving a field that was edited checks it; an untouched field stays quiet. */
  const blur = (field: keyof V & string) => {
    if (dirty.has(field)) recheck(latest.current, [field]);
  };

  const focusFirst = (fields: readonly string[]) => {
    const first = order.find((field) => fields.includes(field)) ?? fields[0];
    if (first) document.getElementById(`${idPrefix}-${first}`)?.focus();
  };

  /** Checks every field; returns the schema's output, or null after showing the errors and focusing the first. */
  const validateAll = <TOutput = unknown>(): TOutput | null => {
    setFormError(null);
    const current = latest.current;
    const result = validate(schemaFor(current), current);
    if (result.success) {
      setShown({});
      return result.output as TOutput;
    }
    const first = firstErrors(result.errors);
    setShown(Object.fromEntries(Object.entries(first).map(([key, message]) => [key, { message, server: false }])));
    focusFirst(Object.keys(first));
    return null;
  };

  /**
   * Shows the server's 422 map, first message per field, and focuses the first field it names.
   * A message for a key the form has no field for (a hidden token) becomes the form error.
   */
  const showServerErrors = (errors: FieldErrors) => {
    const first = Object.entries(firstErrors(errors));
    const known = first.filter(([key]) => (order as readonly string[]).includes(key));
    const other = first.find(([key]) => !(order as readonly string[]).includes(key));
    setShown(Object.fromEntries(known.map(([key, message]) => [key, { message, server: true }])));
    setFormError(other ? other[1] : null);
    focusFirst(known.map(([key]) => key));
  };

  const errors: Record<string, string | undefined> = Object.fromEntries(
    Object.entries(shown).map(([key, entry]) => [key, entry.message]),
  );

  const reset = (next: V = initial) => {
    latest.current = next;
    setValues(next);
    setShown({});
    setDirty(new Set());
    setFormError(null);
  };

  return {
    values,
    errors,
    hasErrors: Object.keys(shown).length > 0,
    formError,
    setFormError,
    change,
    blur,
    validateAll,
    showServerErrors,
    reset,
    fieldId: (field: string) => `${idPrefix}-${field}`,
  };
}

export type SchemaForm<V extends Values> = ReturnType<typeof useSchemaForm<V>>;
