import { useMemo, useRef, useState, type FormEvent } from 'react';
import { useNavigate } from 'react-router-dom';
import { passwordLogin } from '@portal/contracts/api/auth';
import { errorStatus, readErrorBody } from '@portal/contracts/api/client';
import { loginErrorMessage } from '@portal/contracts/messages';
import { LoginForm } from '@portal/contracts/schemas/forms';
import { firstErrors, validate, type FieldErrors } from '@portal/contracts/validation';
import { useSession } from '@portal/shared-ui/stores/session';
import { safeRedirect } from './safeRedirect';

export type LoginField = 'email' | 'password';

export interface LoginValues {
  email: string;
  password: string;
  remember: boolean;
}

export interface UseLoginFormOptions {
  /** The intended path (spec §2.1); home when missing. */
  redirect?: string | null;
  /** Runs after a successful sign-in, before navigating (the dialog closes itself here). */
  onSignedIn?: () => void;
}

interface ErrorBody {
  error?: unknown;
  message?: unknown;
  error_description?: unknown;
  errors?: unknown;
}

function asText(value: unknown): string | null {
  return typeof value === 'string' && value.trim() ? value : null;
}

/** Turns a failed token request into field errors (422) or the form-level text of spec §8. */
async function describeFailure(error: unknown): Promise<{ fields: FieldErrors; form: string | null }> {
  const status = errorStatus(error);
  const body = await readErrorBody<ErrorBody>(error);
  if (status === 422 && body && typeof body.errors === 'object' && body.errors) {
    const fields = body.errors as FieldErrors;
    const known = Object.keys(fields).some((key) => key === 'email' || key === 'password' || key === 'username');
    if (known) {
      return { fields: { email: fields.email ?? fields.username ?? [], password: fields.password ?? [] }, form: null };
    }
  }
  const code = asText(body?.error);
  return { fields: {}, form: loginErrorMessage(code, asText(body?.message) ?? asText(body?.error_description)) };
}

/**
 * The credentials form of spec §2.2/§5: e-mail required and valid, password required. A field is
 * checked once it has been edited and left (and on every change after that), all of them on
 * submit; submit stays disabled while any shown error exists. On success the token is stored
 * (`remember` decides the cookie's life) and the user goes to the intended path.
 */
export function useLoginForm({ redirect, onSignedIn }: UseLoginFormOptions = {}) {
  const navigate = useNavigate();
  const signIn = useSession((s) => s.signIn);
  const [values, setValues] = useState<LoginValues>({ email: '', password: '', remember: false });
  const [touched, setTouched] = useState<Record<LoginField, boolean>>({ email: false, password: false });
  const [serverErrors, setServerErrors] = useState<FieldErrors>({});
  const [formError, setFormError] = useState<string | null>(null);
  const [submitting, setSubmitting] = useState(false);
  const dirty = useRef<Record<LoginField, boolean>>({ email: false, password: false });

  const clientErrors = useMemo(() => {
    const result = validate(LoginForm, values);
    return result.success ? {} : firstErrors(result.errors);
  }, [values]);

  const errorOf = (field: LoginField): string | undefined =>
    (touched[field] ? clientErrors[field] : undefined) ?? serverErrors[field]?.[0];
  const errors: Record<LoginField, string | undefined> = { email: errorOf('email'), password: errorOf('password') };
  const hasErrors = Boolean(errors.email || errors.password);

  function change<K extends keyof LoginValues>(field: K, value: LoginValues[K]) {
    setValues((previous) => ({ ...previous, [field]: value }));
    // Spec §4: a generic form error clears on any keypress (every key that edits the form).
    setFormError(null);
    if (field === 'remember') return;
    dirty.current[field as LoginField] = true;
    setServerErrors((previous) => ({ ...previous, [field]: [] }));
  }

  /**
   * Leaving a field the user has typed in shows its errors from then on. Leaving an untouched
   * one does not: the e-mail field has focus when the dialog opens, and an error appearing
   * under it would shift the links below just as the user clicks one.
   */
  function blur(field: LoginField) {
    if (!dirty.current[field]) return;
    setTouched((previous) => (previous[field] ? previous : { ...previous, [field]: true }));
  }

  async function submit(event?: FormEvent) {
    event?.preventDefault();
    if (submitting) return;
    setTouched({ email: true, password: true });
    setFormError(null);
    const checked = validate(LoginForm, values);
    if (!checked.success) return;
    setSubmitting(true);
    let token: string;
    try {
      ({ access_token: token } = await passwordLogin({
        email: checked.output.email,
        password: checked.output.password,
      }));
    } catch (error) {
      const failure = await describeFailure(error);
      setServerErrors(failure.fields);
      setFormError(failure.form);
      setSubmitting(false);
      return;
    }
    try {
      await signIn(token, values.remember);
    } catch {
      setFormError(loginErrorMessage('server_error'));
      setSubmitting(false);
      return;
    }
    setSubmitting(false);
    onSignedIn?.();
    await navigate(safeRedirect(redirect));
  }

  return { values, errors, formError, hasErrors, submitting, change, blur, submit };
}
