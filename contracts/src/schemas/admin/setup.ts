/**
 * The one-time set-up link of a new portal (`/sakotne/<token>`, printed at the first start while no
 * administrator exists): whoever opens it creates the first administrator and is signed in.
 */
import * as v from 'valibot';
import { LIMITS } from '@portal/contracts/constants';
import { API_ERRORS } from '@portal/contracts/messages';
import { email, password, passwordConfirmed, text } from '@portal/contracts/schemas/forms';

export const SETUP_MESSAGES = {
  unknown: 'Šī iestatīšanas saite nav derīga. Pārbaudi, vai nokopēji visu saiti no portāla palaišanas izvades.',
  expired:
    'Iestatīšanas saite vairs nav derīga (tā derīga 24 stundas un tikai vienu reizi). Jaunu saiti portāls izdrukā nākamajā palaišanā vai ar komandu npm run portal -- setup:link.',
  adminExists: 'Portālam jau ir administrators, tāpēc šī saite vairs nav derīga. Piesakies ar savu kontu.',
  demoPassword: 'Šī ir publicēta demo parole. Izvēlies citu paroli.',
} as const;

/** POST /api/setup/{token}: the first administrator's name, address and password. */
export const SetupForm = v.pipe(
  v.object(
    {
      first_name: text('first_name', { required: true, max: LIMITS.name }),
      last_name: text('last_name', { required: true, max: LIMITS.name }),
      email: email(),
      password: password(),
      password_confirmation: text('password_confirmation', { required: true, trim: false }),
    },
    API_ERRORS.badRequest,
  ),
  passwordConfirmed('password_confirmation'),
);
export type SetupForm = v.InferOutput<typeof SetupForm>;

/** GET /api/setup/{token}: the link works until this moment. */
export const SetupLink = v.object({ expires_at: v.string() });
export type SetupLink = v.InferOutput<typeof SetupLink>;
