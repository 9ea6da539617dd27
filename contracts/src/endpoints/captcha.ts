/** The captcha of the contact and registration forms (ARCHITECTURE.md §2). */
import * as v from 'valibot';
import { CaptchaConfig, ErrorBody, single } from '@portal/contracts/schemas/entities';
import { endpoints } from '@portal/contracts/endpoints/endpoint';
import { captchaRoutes } from '@portal/contracts/endpoints/routes/captcha';

const tags = ['captcha'];

/**
 * An altcha challenge as altcha-lib (v2) makes it, for the widget to solve; every field it can
 * carry is named, since a field the schema leaves out is not sent.
 */
export const AltchaChallenge = v.object({
  parameters: v.object({
    algorithm: v.string(),
    nonce: v.string(),
    salt: v.string(),
    cost: v.number(),
    keyLength: v.number(),
    keyPrefix: v.string(),
    keySignature: v.optional(v.string()),
    memoryCost: v.optional(v.number()),
    parallelism: v.optional(v.number()),
    /** Unix seconds */
    expiresAt: v.optional(v.number()),
    data: v.optional(v.record(v.string(), v.nullable(v.union([v.string(), v.number(), v.boolean()])))),
  }),
  codeChallenge: v.optional(v.object({ image: v.string(), audio: v.optional(v.string()), length: v.optional(v.number()) })),
  signature: v.optional(v.string()),
});

export const captchaEndpoints = endpoints(captchaRoutes, {
  config: {
    tags,
    summary: 'Captcha provider of the forms',
    signIn: 'none',
    responses: { 200: single(CaptchaConfig) },
  },
  challenge: {
    tags,
    summary: 'A new altcha challenge (never cached)',
    description: '404 while the forms use reCAPTCHA.',
    signIn: 'none',
    responses: { 200: AltchaChallenge, 404: ErrorBody },
  },
});

export type CaptchaEndpoints = typeof captchaEndpoints;
