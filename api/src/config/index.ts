/**
 * All configuration comes from environment variables (optionally a `.env` file read by main),
 * checked by one valibot schema (envSchema below). Every name here is documented in the README with
 * its default; a value that is not valid stops the start with a line naming it and what it must be.
 */
import path from 'node:path';
import * as v from 'valibot';
import { PROVIDER_TITLES, type Provider } from '@portal/contracts/constants';

export type ProviderName = Provider;

/** How the portal authenticates itself at a provider's token endpoint (RFC 6749 §2.3.1). */
export type TokenAuthMethod = 'client_secret_basic' | 'client_secret_post';

/**
 * Where a provider's userinfo answer keeps what the portal needs: dotted paths into the JSON
 * (`user.email`), because the two platforms need not use OpenID's claim names.
 */
export interface ProviderFieldMap {
  subject: string;
  email: string;
  firstName: string;
  lastName: string;
}

/** One school platform's single sign-on (OAUTH_<MYKOOB|EKLASE>_*). */
export interface OAuthProviderConfig {
  name: ProviderName;
  /** What the sign-in buttons say. */
  title: string;
  /** OpenID issuer: its discovery document supplies the endpoints not set explicitly. */
  issuer?: string;
  authorizeUrl?: string;
  tokenUrl?: string;
  userinfoUrl?: string;
  clientId?: string;
  clientSecret?: string;
  scopes: string;
  fields: ProviderFieldMap;
  tokenAuth: TokenAuthMethod;
}

export interface Config {
  port: number;
  host: string;
  /** Folder for PGlite, uploaded files and mail when no SMTP server is set. */
  dataDir: string;
  /** PostgreSQL connection string; when empty, the embedded PGlite under dataDir is used. */
  databaseUrl?: string;
  /** PGlite's shared_buffers (PGLITE_SHARED_BUFFERS); unset, src/db/client.ts's PGLITE_SHARED_BUFFERS. */
  pgliteSharedBuffers?: string;
  /** The address people reach the portal at; used in e-mails and for the CSRF origin check. */
  publicUrl: string;
  /** Secret for signing CSRF tokens and other short-lived values; generated into dataDir when unset. */
  appKey?: string;
  smtpUrl?: string;
  mailFrom: string;
  contactEmail: string;
  /**
   * The mail outbox's sender (src/mail/outbox.ts): the first retry after MAIL_RETRY_BASE_MS, each
   * next one twice as late up to MAIL_RETRY_MAX_MS, given up after MAIL_MAX_ATTEMPTS; mail queued by
   * another process is looked for every MAIL_POLL_MS (0: only when this process queues one).
   */
  mail: { retryBaseMs: number; retryMaxMs: number; maxAttempts: number; pollMs: number };
  captchaProvider: 'altcha' | 'recaptcha';
  recaptchaSiteKey?: string;
  recaptchaSecret?: string;
  recaptchaVerifyUrl: string;
  /** Where uploaded files live: `local` (DATA_DIR/files) or `s3` (an S3-compatible bucket). */
  storage: 'local' | 's3';
  s3: {
    bucket?: string;
    region: string;
    endpoint?: string;
    accessKeyId?: string;
    secretAccessKey?: string;
    /** Bucket in the path instead of the host name; self-hosted servers usually need it. */
    forcePathStyle: boolean;
  };
  redisUrl?: string;
  /**
   * Anonymous catalogue answers kept in memory (http/readCache.ts): how long at most (READ_CACHE_TTL_MS,
   * 0 turns it off) and how many (READ_CACHE_ENTRIES). Every write through the API empties it at once.
   */
  readCache: { ttlMs: number; maxEntries: number };
  /** Where the built shell and remotes are (the repository root by default). */
  staticRoot: string;
  /** Per-remote manifest URL overrides: REMOTE_MF_CATALOG_URL=... */
  remoteUrls: Record<string, string>;
  providers: OAuthProviderConfig[];
  logLevel: (typeof LOG_LEVELS)[number];
  /** LOG_FORMAT: readable lines or JSON; unset, pretty when stdout is a terminal (src/log.ts). */
  logFormat?: 'pretty' | 'json';
  /** Seed demo data when the database has no users yet (never in production). */
  seedDemo: boolean;
  /**
   * NODE_ENV=production: the demo seed never runs, the portal refuses to start while a demo account
   * keeps its published password, and administrators must have a second factor (docs/decisions.md,
   * 'A safe first run').
   */
  production: boolean;
  /** Administrators must turn on TOTP before any other /api/admin call: always in production, or ADMIN_TOTP=required. */
  adminTotpRequired: boolean;
  /**
   * Fastify `trustProxy` (TRUST_PROXY): off by default so X-Forwarded-For cannot be forged to dodge
   * rate limits; `true`, a hop count or a comma-separated list of proxy addresses/CIDRs.
   */
  trustProxy: boolean | number | string[];
}

/**
 * Mykoob publishes standard endpoints, so they are its defaults; E-klase's come with a partner
 * agreement and have none. The defaults give way to an issuer: with OAUTH_MYKOOB_ISSUER set, its
 * discovery document decides, and only endpoints set explicitly override it.
 */
const DEFAULT_ENDPOINTS: Record<
  ProviderName,
  Partial<Record<'AUTHORIZE_URL' | 'TOKEN_URL' | 'USERINFO_URL', string>>
> = {
  mykoob: {
    AUTHORIZE_URL: 'https://www.mykoob.lv/oauth/authorize',
    TOKEN_URL: 'https://www.mykoob.lv/oauth/token',
    USERINFO_URL: 'https://www.mykoob.lv/oauth/userinfo',
  },
  eklase: {},
};

/**
 * A provider can be offered when the operator gave it a client id and a way to find its endpoints:
 * an issuer to discover them from, or all three explicitly.
 */
export function providerAvailable(p: OAuthProviderConfig): boolean {
  return Boolean(p.clientId && (p.issuer || (p.authorizeUrl && p.tokenUrl && p.userinfoUrl)));
}

// ---------------------------------------------------------------------------------------------
// The schema. Every variable is a string or unset; an empty one counts as unset (so `X=` in .env
// or a test's `DATABASE_URL: ''` means "the default"). Each rule's message says what the value
// must be; `describeProblem` puts the variable's name and value in front of it.

/** Values never repeated in an error: they may be secrets, or URLs carrying a password. */
const SECRET = /SECRET|APP_KEY|ACCESS_KEY|PASSWORD|DATABASE_URL|SMTP_URL|REDIS_URL/;

const text = v.string();

/** A count or a duration: a whole number from `min` (to `max`). */
function whole(min: number, max?: number) {
  const must = max === undefined ? `a whole number ${min} or more` : `a whole number from ${min} to ${max}`;
  return v.pipe(
    v.string(),
    v.regex(/^\d+$/, `is not ${must}`),
    v.transform(Number),
    v.minValue(min, `is not ${must}`),
    v.maxValue(max ?? Number.MAX_SAFE_INTEGER, `is not ${must}`),
  );
}

/** One of a few words; `first` is named as the default in the message. */
function oneOf<const T extends readonly [string, ...string[]]>(options: T) {
  const [first, ...others] = options;
  const rest = others.length > 1 ? `${others.slice(0, -1).join(', ')} or ${others.at(-1)}` : others[0];
  return v.picklist(options, `is unknown: use ${first} (the default) or ${rest}.`);
}

/** An address with one of the given schemes (`https:`…), as `new URL` reads it. */
function address(protocols: readonly string[], example: string) {
  return v.pipe(
    v.string(),
    v.check((value) => {
      try {
        return protocols.includes(new URL(value).protocol);
      } catch {
        return false;
      }
    }, `is not an address such as ${example}`),
  );
}

const SWITCH_ON = ['true', '1', 'on', 'yes'];
const SWITCH_OFF = ['false', '0', 'off', 'no'];
const onOff = v.pipe(
  v.string(),
  v.transform((value) => value.toLowerCase()),
  v.check((value) => SWITCH_ON.includes(value) || SWITCH_OFF.includes(value), 'is not true or false'),
  v.transform((value) => SWITCH_ON.includes(value)),
);

const web = address(['http:', 'https:'], 'https://materiali.skola.lv');

/** pino's levels (LOG_LEVEL). */
export const LOG_LEVELS = ['info', 'fatal', 'error', 'warn', 'debug', 'trace', 'silent'] as const;

const envSchema = v.pipe(
  v.object({
    PORT: v.optional(whole(0, 65_535), '3000'),
    HOST: v.optional(text, '0.0.0.0'),
    DATA_DIR: v.optional(text),
    DATABASE_URL: v.optional(address(['postgres:', 'postgresql:'], 'postgres://portal@db/portal')),
    PGLITE_SHARED_BUFFERS: v.optional(v.pipe(v.string(), v.regex(/^\d+(kB|MB|GB)$/, 'is not a size such as 16MB'))),
    PUBLIC_URL: v.optional(web),
    APP_KEY: v.optional(text),
    SMTP_URL: v.optional(address(['smtp:', 'smtps:'], 'smtp://user:pass@mail.example.lv:587')),
    MAIL_FROM: v.optional(text, 'Mācību materiālu portāls <noreply@localhost>'),
    CONTACT_EMAIL: v.optional(text, 'info@localhost'),
    MAIL_RETRY_BASE_MS: v.optional(whole(1), '5000'),
    MAIL_RETRY_MAX_MS: v.optional(whole(1), '600000'),
    MAIL_MAX_ATTEMPTS: v.optional(whole(1), '12'),
    MAIL_POLL_MS: v.optional(whole(0), '5000'),
    CAPTCHA_PROVIDER: v.optional(oneOf(['altcha', 'recaptcha']), 'altcha'),
    RECAPTCHA_SITE_KEY: v.optional(text),
    RECAPTCHA_SECRET: v.optional(text),
    RECAPTCHA_VERIFY_URL: v.optional(web, 'https://www.google.com/recaptcha/api/siteverify'),
    STORAGE: v.optional(oneOf(['local', 's3']), 'local'),
    S3_BUCKET: v.optional(text),
    S3_REGION: v.optional(text, 'us-east-1'),
    S3_ENDPOINT: v.optional(web),
    S3_ACCESS_KEY_ID: v.optional(text),
    S3_SECRET_ACCESS_KEY: v.optional(text),
    S3_FORCE_PATH_STYLE: v.optional(onOff),
    REDIS_URL: v.optional(address(['redis:', 'rediss:'], 'redis://cache:6379')),
    READ_CACHE_TTL_MS: v.optional(whole(0), '30000'),
    READ_CACHE_ENTRIES: v.optional(whole(0), '2000'),
    STATIC_ROOT: v.optional(text),
    LOG_LEVEL: v.optional(oneOf(LOG_LEVELS), 'info'),
    LOG_FORMAT: v.optional(
      v.picklist(
        ['pretty', 'json'],
        'is unknown: use pretty or json (the default: pretty on a terminal, json otherwise).',
      ),
    ),
    SEED_DEMO: v.optional(onOff, 'true'),
    NODE_ENV: v.optional(text),
    ADMIN_TOTP: v.optional(oneOf(['optional', 'required']), 'optional'),
    TRUST_PROXY: v.optional(
      v.pipe(
        v.string(),
        v.transform(trustProxy),
        v.check(
          (value) => value !== undefined,
          'is not true, false, a hop count or a comma-separated list of proxy addresses',
        ),
      ),
      'false',
    ),
  }),
  v.forward(
    v.partialCheck(
      [['STORAGE'], ['S3_BUCKET']],
      (input) => input.STORAGE !== 's3' || Boolean(input.S3_BUCKET),
      'needs S3_BUCKET (and usually S3_REGION, S3_ENDPOINT and keys).',
    ),
    ['STORAGE'],
  ),
);

/** OAUTH_<MYKOOB|EKLASE>_*: the same keys for both platforms, read without the prefix. */
const providerSchema = v.object({
  ISSUER: v.optional(web),
  AUTHORIZE_URL: v.optional(web),
  TOKEN_URL: v.optional(web),
  USERINFO_URL: v.optional(web),
  CLIENT_ID: v.optional(text),
  CLIENT_SECRET: v.optional(text),
  SCOPES: v.optional(text, 'openid profile email'),
  SUBJECT_FIELD: v.optional(text, 'sub'),
  EMAIL_FIELD: v.optional(text, 'email'),
  FIRST_NAME_FIELD: v.optional(text, 'given_name'),
  LAST_NAME_FIELD: v.optional(text, 'family_name'),
  TOKEN_AUTH: v.optional(oneOf(['client_secret_basic', 'client_secret_post']), 'client_secret_basic'),
});

/** `false`, `true`, a hop count or a list of proxy addresses/CIDRs (Fastify's `trustProxy`). */
function trustProxy(value: string): boolean | number | string[] | undefined {
  const v = value.toLowerCase();
  if (v === 'false' || v === '0' || v === 'off') return false;
  if (v === 'true' || v === 'on') return true;
  if (/^\d+$/.test(v)) return Number(v);
  const list = value
    .split(',')
    .map((s) => s.trim())
    .filter(Boolean);
  // An address, a CIDR or a name: no spaces and no characters no address has.
  return list.length > 0 && list.every((s) => /^[\w.:/-]+$/.test(s)) ? list : undefined;
}

/** Thrown by loadConfig: one line per bad variable, all of them, so one start shows every fix. */
export class ConfigError extends Error {
  constructor(readonly problems: string[]) {
    super(['The configuration has errors (README, "Configuration"):', ...problems.map((p) => `  ${p}`)].join('\n'));
    this.name = 'ConfigError';
  }
}

function describeProblems(issues: readonly v.BaseIssue<unknown>[], env: Env, prefix = ''): string[] {
  const lines = new Set<string>();
  for (const issue of issues) {
    const name = prefix + String(issue.path?.[0]?.key ?? '');
    const value = env[name];
    const shown = value === undefined ? ' (unset)' : SECRET.test(name) ? ' (value hidden)' : `=${value}`;
    lines.add(`${name}${shown} ${issue.message}`.replace(/\.?$/, '.'));
  }
  return [...lines];
}

type Env = Record<string, string | undefined>;

/** Trimmed, and without empty values: an empty variable means its default. */
function given(env: NodeJS.ProcessEnv): Env {
  const out: Env = {};
  for (const [key, value] of Object.entries(env)) {
    const trimmed = value?.trim();
    if (trimmed) out[key] = trimmed;
  }
  return out;
}

function provider(name: ProviderName, settings: v.InferOutput<typeof providerSchema>): OAuthProviderConfig {
  const issuer = settings.ISSUER?.replace(/\/+$/, '');
  const endpoint = (key: keyof (typeof DEFAULT_ENDPOINTS)['mykoob']) =>
    settings[key] ?? (issuer ? undefined : DEFAULT_ENDPOINTS[name][key]);
  return {
    name,
    title: PROVIDER_TITLES[name],
    issuer,
    authorizeUrl: endpoint('AUTHORIZE_URL'),
    tokenUrl: endpoint('TOKEN_URL'),
    userinfoUrl: endpoint('USERINFO_URL'),
    clientId: settings.CLIENT_ID,
    clientSecret: settings.CLIENT_SECRET,
    scopes: settings.SCOPES,
    fields: {
      subject: settings.SUBJECT_FIELD,
      email: settings.EMAIL_FIELD,
      firstName: settings.FIRST_NAME_FIELD,
      lastName: settings.LAST_NAME_FIELD,
    },
    tokenAuth: settings.TOKEN_AUTH,
  };
}

/**
 * The configuration from the environment. Throws a ConfigError naming every variable that is not
 * valid and what it must be; main prints it without a stack and exits 1.
 */
export function loadConfig(raw: NodeJS.ProcessEnv = process.env): Config {
  const env = given(raw);
  const problems: string[] = [];
  const parsed = v.safeParse(envSchema, env);
  if (!parsed.success) problems.push(...describeProblems(parsed.issues, env));
  const providers: Partial<Record<ProviderName, v.InferOutput<typeof providerSchema>>> = {};
  for (const name of ['mykoob', 'eklase'] as const) {
    const prefix = `OAUTH_${name.toUpperCase()}_`;
    const own = Object.fromEntries(
      Object.entries(env)
        .filter(([key]) => key.startsWith(prefix))
        .map(([key, value]) => [key.slice(prefix.length), value]),
    );
    const result = v.safeParse(providerSchema, own);
    if (result.success) providers[name] = result.output;
    else problems.push(...describeProblems(result.issues, env, prefix));
  }
  if (!parsed.success || !providers.mykoob || !providers.eklase) throw new ConfigError(problems);
  const e = parsed.output;

  const root = path.resolve(import.meta.dirname, '../../..');
  const remoteUrls: Record<string, string> = {};
  for (const [key, value] of Object.entries(env)) {
    const m = /^REMOTE_(MF_[A-Z]+)_URL$/.exec(key);
    if (m && value) remoteUrls[m[1]!.toLowerCase()] = value;
  }
  const production = e.NODE_ENV === 'production';
  return {
    port: e.PORT,
    host: e.HOST,
    dataDir: path.resolve(e.DATA_DIR ?? path.join(root, 'data')),
    databaseUrl: e.DATABASE_URL,
    pgliteSharedBuffers: e.PGLITE_SHARED_BUFFERS,
    publicUrl: (e.PUBLIC_URL ?? `http://localhost:${e.PORT}`).replace(/\/+$/, ''),
    appKey: e.APP_KEY,
    smtpUrl: e.SMTP_URL,
    mailFrom: e.MAIL_FROM,
    contactEmail: e.CONTACT_EMAIL,
    mail: {
      retryBaseMs: e.MAIL_RETRY_BASE_MS,
      retryMaxMs: e.MAIL_RETRY_MAX_MS,
      maxAttempts: e.MAIL_MAX_ATTEMPTS,
      pollMs: e.MAIL_POLL_MS,
    },
    captchaProvider: e.CAPTCHA_PROVIDER,
    recaptchaSiteKey: e.RECAPTCHA_SITE_KEY,
    recaptchaSecret: e.RECAPTCHA_SECRET,
    recaptchaVerifyUrl: e.RECAPTCHA_VERIFY_URL,
    storage: e.STORAGE,
    s3: {
      bucket: e.S3_BUCKET,
      region: e.S3_REGION,
      endpoint: e.S3_ENDPOINT,
      accessKeyId: e.S3_ACCESS_KEY_ID,
      secretAccessKey: e.S3_SECRET_ACCESS_KEY,
      // A custom endpoint is almost always a self-hosted server that wants the bucket in the path.
      forcePathStyle: e.S3_FORCE_PATH_STYLE ?? Boolean(e.S3_ENDPOINT),
    },
    redisUrl: e.REDIS_URL,
    readCache: { ttlMs: e.READ_CACHE_TTL_MS, maxEntries: e.READ_CACHE_ENTRIES },
    staticRoot: path.resolve(e.STATIC_ROOT ?? root),
    remoteUrls,
    providers: [provider('mykoob', providers.mykoob), provider('eklase', providers.eklase)],
    logLevel: e.LOG_LEVEL,
    logFormat: e.LOG_FORMAT,
    seedDemo: e.SEED_DEMO && !production,
    production,
    adminTotpRequired: production || e.ADMIN_TOTP === 'required',
    trustProxy: e.TRUST_PROXY!,
  };
}
