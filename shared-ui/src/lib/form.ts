/**
 * The portal's one form layer: react-hook-form with a contracts valibot schema as the resolver,
 * and the server's answers mapped the same way for every form (ARCHITECTURE.md §2, STYLE.md).
 *
 *   const form = useSchemaForm({
 *     schema: PasswordResetRequestForm,
 *     defaultValues: { email: '' },
 *     onSubmit: async ({ email }) => { await requestPasswordReset(email); setSent(true); },
 *   });
 *   <Form form={form}>
 *     <FormError />
 *     <FormField label="E-pasts" error={form.errors.email} required>
 *       <TextInput type="email" {...form.register('email')} />
 *     </FormField>
 *     <Button type="submit" loading={form.submitting}>Sūtīt</Button>
 *   </Form>
 *
 * When a field is checked: when it is left after being edited (an untouched field stays quiet, so
 * tabbing through an empty form shows nothing), again on every change while it shows an error (so
 * the error goes away as soon as the value is right), and every field on submit. A change also
 * re-checks every other field that shows an error of ours: a repeated password depends on the
 * password. A server message stays until its own field is edited.
 *
 * `onSubmit` gets the schema's output and runs the call; whatever it throws is shown: a 422 map on
 * the fields (first message per field, focus on the first), a key the form has no field for and
 * any other failure as the generic form error (spec §8), which clears on any keypress (spec §4).
 * A second submit while one is running is ignored (spec §4).
 */
import { useEffect, useEffectEvent, useMemo, useRef, useState, type FormEvent } from 'react';
import { valibotResolver } from '@hookform/resolvers/valibot';
import {
  useForm,
  type DefaultValues,
  type FieldErrors as FormFieldErrors,
  type FieldValues,
  type Path,
  type PathValue,
  type Resolver,
  type UseFormRegister,
  type UseFormReset,
  type UseFormReturn,
} from 'react-hook-form';
import type { GenericSchema, InferOutput } from 'valibot';
import { firstErrors, type FieldErrors } from '@portal/contracts/validation';
import { describeFailure, type DescribeFailureOptions } from '@portal/shared-ui/lib/failure';

export interface SchemaFormOptions<
  TSchema extends GenericSchema,
  TValues extends FieldValues,
> extends DescribeFailureOptions {
  /** The contracts schema of the form (the same one the API checks the request with). */
  schema: TSchema;
  /** Every value the schema reads, fields and hidden ones (a token from the link) alike. */
  defaultValues: TValues;
  /** Sends the checked values (the schema's output); a rejection is shown on the form. */
  onSubmit: (values: InferOutput<TSchema>) => unknown;
  /** Server error keys shown on a field of another name, e.g. the token endpoint's `username` on `email`. */
  serverFields?: Readonly<Record<string, Path<TValues>>>;
  /** Shows a failure without field errors on this field instead of as the generic form error. */
  failureField?: Path<TValues>;
  /**
   * Values a submission uses up (a captcha response is single-use): emptied after every call that
   * reached `onSubmit`, and `sent` counts up so the widget can ask for a fresh one.
   */
  singleUse?: readonly Path<TValues>[];
  /**
   * Fields shown only once another one is filled in (the material form's theme after its class):
   * while one is not on screen its error is left unsaid, since the field before it says what is
   * missing; other values without a field still become the generic form error.
   */
  conditional?: readonly Path<TValues>[];
}

/** What `Form` needs of a form. */
export interface FormController {
  submit: (event?: FormEvent) => Promise<void>;
  submitting: boolean;
  formError: string | null;
  setFormError: (message: string | null) => void;
}

export interface SchemaForm<TValues extends FieldValues, TOutput>
  extends UseFormReturn<TValues, unknown, TOutput>, FormController {
  /** The errors shown now (`form.errors.email` goes straight into FormField's `error`). */
  errors: FormFieldErrors<TValues>;
  /** Any field shows an error (the forms whose submit is disabled meanwhile, spec §5). */
  hasErrors: boolean;
  /** Shows an error map of the server's shape on the fields, as after a 422 answer. */
  showServerErrors: (errors: FieldErrors, fallback?: string) => void;
  /** How many submissions reached `onSubmit` (the resetKey of a single-use captcha). */
  sent: number;
}

/** The dot paths of the errors react-hook-form holds (nested for `categories.class`). */
function errorPaths(errors: object, prefix = ''): string[] {
  const paths: string[] = [];
  for (const [key, value] of Object.entries(errors)) {
    if (key === 'ref' || typeof value !== 'object' || value === null) continue;
    const path = prefix ? `${prefix}.${key}` : key;
    if (typeof (value as { type?: unknown }).type === 'string') paths.push(path);
    else paths.push(...errorPaths(value, path));
  }
  return paths;
}

function messageAt(errors: object, path: string): string | undefined {
  let node: unknown = errors;
  for (const key of path.split('.')) node = (node as Record<string, unknown> | undefined)?.[key];
  const message = (node as { message?: unknown } | undefined)?.message;
  return typeof message === 'string' && message ? message : undefined;
}

export function useSchemaForm<TSchema extends GenericSchema, TValues extends FieldValues>(
  options: SchemaFormOptions<TSchema, TValues>,
): SchemaForm<TValues, InferOutput<TSchema>> {
  type Output = InferOutput<TSchema>;
  const { schema, defaultValues } = options;
  const resolver = useMemo(
    // The resolver's own generics cannot see that the schema reads these values; the schema checks them at run time.
    () => valibotResolver(schema as never) as unknown as Resolver<TValues, unknown, Output>,
    [schema],
  );
  const form = useForm<TValues, unknown, Output>({
    resolver,
    defaultValues: defaultValues as DefaultValues<TValues>,
    // Checks run when this hook says (see the top of the file), not on react-hook-form's own events.
    mode: 'onSubmit',
    reValidateMode: 'onSubmit',
    // valibot then runs the whole-form checks (the repeated password) while other fields are still
    // wrong; each field's own rules still stop at their first failure (contracts' `strict`).
    criteriaMode: 'all',
  });
  const { control, trigger, getFieldState, setError, clearErrors, setValue, setFocus } = form;
  const errors = form.formState.errors;

  const [formError, setFormError] = useState<string | null>(null);
  const [submitting, setSubmitting] = useState(false);
  const [sent, setSent] = useState(0);
  const inFlight = useRef(false);
  /** Fields the user has changed: leaving one of them checks it. */
  const edited = useRef(new Set<string>());

  /** The fields on screen, in the order they were rendered (react-hook-form keeps it; it has no public getter). */
  const fieldNames = () => [...control._names.mount];
  const hasField = (name: string) => control._names.mount.has(name);
  const focusFirst = (names: readonly string[]) => {
    const first = fieldNames().find((name) => names.includes(name));
    if (first) setFocus(first as Path<TValues>);
  };

  const onUserChange = useEffectEvent((name: string) => {
    setFormError(null);
    edited.current.add(name);
    const again = fieldNames().filter((field) => {
      const error = getFieldState(field as Path<TValues>).error;
      return error !== undefined && (field === name || error.type !== 'server');
    });
    if (again.length > 0) void trigger(again as Path<TValues>[]);
  });

  useEffect(() => {
    // Only the user's changes (an input's or a Controller's onChange); setValue and reset pass no type.
    const subscription = form.watch((_values, { name, type }) => {
      if (type === 'change' && name) onUserChange(name);
    });
    return () => subscription.unsubscribe();
  }, [form]);

  const register: UseFormRegister<TValues> = (name, registerOptions) => {
    const registered = form.register(name, registerOptions);
    return {
      ...registered,
      onBlur: async (event) => {
        await registered.onBlur(event);
        // A server message stays until the field is edited: the focus comes to it after a 422.
        if (edited.current.has(name) && getFieldState(name).error?.type !== 'server') await trigger(name);
      },
    };
  };

  const reset: UseFormReset<TValues> = (values, resetOptions) => {
    edited.current.clear();
    setFormError(null);
    form.reset(values, resetOptions);
  };

  const showServerErrors = (serverErrors: FieldErrors, fallback?: string) => {
    const onFields = new Map<string, string>();
    let other: string | null = null;
    for (const [key, message] of Object.entries(firstErrors(serverErrors))) {
      const name = options.serverFields?.[key] ?? key;
      if (!hasField(name)) other ??= message;
      else if (!onFields.has(name)) onFields.set(name, message);
    }
    clearErrors();
    for (const [name, message] of onFields) setError(name as Path<TValues>, { type: 'server', message });
    setFormError(other ?? (onFields.size === 0 ? (fallback ?? null) : null));
    focusFirst([...onFields.keys()]);
  };

  const showFailure = async (error: unknown) => {
    const failure = await describeFailure(error, { oauth: options.oauth, unexplained: options.unexplained });
    if (failure.fields && Object.keys(failure.fields).length > 0) showServerErrors(failure.fields, failure.message);
    else if (options.failureField) showServerErrors({ [options.failureField]: [failure.message] }, failure.message);
    else setFormError(failure.message);
  };

  const spend = () => {
    if (!options.singleUse?.length) return;
    for (const name of options.singleUse) setValue(name, '' as PathValue<TValues, typeof name>);
    setSent((count) => count + 1);
  };

  const send = async (values: Output) => {
    setSubmitting(true);
    try {
      await options.onSubmit(values);
    } catch (error) {
      spend();
      await showFailure(error);
      return;
    }
    spend();
  };

  /** Client-side errors of values the form shows no field for (a hidden token) become the form error. */
  const showHiddenErrors = (invalid: FormFieldErrors<TValues>) => {
    const hidden = errorPaths(invalid).filter((path) => !hasField(path));
    if (hidden.length === 0) return;
    const said = hidden.filter((path) => !(options.conditional as readonly string[] | undefined)?.includes(path));
    if (said.length > 0) setFormError(messageAt(invalid, said[0] ?? '') ?? null);
    clearErrors(hidden as Path<TValues>[]);
  };

  const submit = async (event?: FormEvent) => {
    event?.preventDefault();
    if (inFlight.current) return;
    inFlight.current = true;
    setFormError(null);
    try {
      await form.handleSubmit(send, showHiddenErrors)();
    } finally {
      inFlight.current = false;
      setSubmitting(false);
    }
  };

  return {
    ...form,
    register,
    reset,
    errors,
    hasErrors: errorPaths(errors).length > 0,
    formError,
    setFormError,
    showServerErrors,
    submit,
    submitting,
    sent,
  };
}
