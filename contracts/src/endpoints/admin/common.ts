/**
 * What every administrators' call of the endpoint table shares (issue 19): tagged `admin`, needs the
 * access token (401), and answers 403 to anyone but an administrator, and to an administrator who
 * has not yet turned on a second factor where one is required (`code: 'totp_required'`). The server
 * registers these entries through modules/admin/http.ts, which checks both before the request is
 * looked at.
 */
import { ErrorBody } from '@portal/contracts/schemas/entities';
import * as v from 'valibot';

export const ADMIN = { tags: ['admin'], signIn: 'required' } as const;

/** 403: not an administrator, or one without the second factor that is required. */
export const NOT_ADMIN = { 403: ErrorBody } as const;

/** A static page's address in the path: any text, a page of that address or none (404). */
export const SlugParams = v.object({
  slug: v.pipe(
    v.string(),
    v.minLength(1),
    v.metadata({ jsonSchema: { type: 'string', minLength: 1, description: "a page's address (slug)" } }),
  ),
});
