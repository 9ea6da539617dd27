import { readErrorBody } from '@portal/contracts/api/client';

// The screens that show a failure outside a form (OAuth callback, e-mail verification) read it
// with the same mapper as every form.
export { describeFailure } from '@portal/shared-ui/lib/failure';

/** The body of a failed call when it has the shape of a successful one (verification answers 4xx with status, message, code). */
export async function failureBody<T>(error: unknown, check: (body: unknown) => body is T): Promise<T | null> {
  const body = await readErrorBody<unknown>(error);
  return check(body) ? body : null;
}
