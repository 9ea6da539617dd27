/**
 * All configuration comes from environment variables (optionally a `.env` file read by main).
 * Every name here is documented in the README with its default.
 */
import path from 'node:path';
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
  logLevel: string;
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

function trustProxy(value: string | undefined): boolean | number | string[] {
  const v = (value ?? '').trim();
  if (!v || v === 'false' || v === '0' || v === 'off') return false;
  if (v === 'true' || v === 'on') return true;
  if (/^\d+$/.test(v)) return Number(v);
  return v
    .split(',')
    .map((s) => s.trim())
    .filter(Boolean);
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

function provider(env: NodeJS.ProcessEnv, name: ProviderName): OAuthProviderConfig {
  const p = `OAUTH_${name.toUpperCase()}_`;
  const get = (key: string) => env[p + key]?.trim() || undefined;
  const issuer = get('ISSUER')?.replace(/\/+$/, '');
  const endpoint = (key: keyof (typeof DEFAULT_ENDPOINTS)['mykoob']) =>
    get(key) ?? (issuer ? undefined : DEFAULT_ENDPOINTS[name][key]);
  return {
    name,
    title: PROVIDER_TITLES[name],
    issuer,
    authorizeUrl: endpoint('AUTHORIZE_URL'),
    tokenUrl: endpoint('TOKEN_URL'),
    userinfoUrl: endpoint('USERINFO_URL'),
    clientId: get('CLIENT_ID'),
    clientSecret: get('CLIENT_SECRET'),
    scopes: get('SCOPES') ?? 'openid profile email',
    fields: {
      subject: get('SUBJECT_FIELD') ?? 'sub',
      email: get('EMAIL_FIELD') ?? 'email',
      firstName: get('FIRST_NAME_FIELD') ?? 'given_name',
      lastName: get('LAST_NAME_FIELD') ?? 'family_name',
    },
    tokenAuth: get('TOKEN_AUTH') === 'client_secret_post' ? 'client_secret_post' : 'client_secret_basic',
  };
}

/**
 * A provider can be offered when the operator gave it a client id and a way to find its endpoints:
 * an issuer to discover them from, or all three explicitly.
 */
export function providerAvailable(p: OAuthProviderConfig): boolean {
  return Boolean(p.clientId && (p.issuer || (p.authorizeUrl && p.tokenUrl && p.userinfoUrl)));
}

/** `local` (default) or `s3`; s3 without a bucket must not quietly keep files on one machine's disk. */
function storage(env: NodeJS.ProcessEnv): 'local' | 's3' {
  const value = env.STORAGE?.trim();
  if (!value || value === 'local') return 'local';
  if (value === 's3') {
    if (!env.S3_BUCKET?.trim())
      throw new Error('STORAGE=s3 needs S3_BUCKET (and usually S3_REGION, S3_ENDPOINT and keys).');
    return 's3';
  }
  throw new Error(`STORAGE=${value} is unknown: use local (the default) or s3.`);
}

function switchedOn(value: string | undefined, fallback: boolean): boolean {
  const v = (value ?? '').trim().toLowerCase();
  if (!v) return fallback;
  return v === 'true' || v === '1' || v === 'on' || v === 'yes';
}

export function loadConfig(env: NodeJS.ProcessEnv = process.env): Config {
  const root = path.resolve(import.meta.dirname, '../../..');
  const port = Number(env.PORT || 3000);
  const remoteUrls: Record<string, string> = {};
  for (const [key, value] of Object.entries(env)) {
    const m = /^REMOTE_(MF_[A-Z]+)_URL$/.exec(key);
    if (m && value) remoteUrls[m[1]!.toLowerCase()] = value;
  }
  return {
    port,
    host: env.HOST || '0.0.0.0',
    dataDir: path.resolve(env.DATA_DIR || path.join(root, 'data')),
    databaseUrl: env.DATABASE_URL || undefined,
    publicUrl: (env.PUBLIC_URL || `http://localhost:${port}`).replace(/\/+$/, ''),
    appKey: env.APP_KEY || undefined,
    smtpUrl: env.SMTP_URL || undefined,
    mailFrom: env.MAIL_FROM || 'Mācību materiālu portāls <noreply@localhost>',
    contactEmail: env.CONTACT_EMAIL || 'info@localhost',
    mail: {
      retryBaseMs: Math.max(1, wholeNumber(env.MAIL_RETRY_BASE_MS, 5_000)),
      retryMaxMs: Math.max(1, wholeNumber(env.MAIL_RETRY_MAX_MS, 10 * 60_000)),
      maxAttempts: Math.max(1, wholeNumber(env.MAIL_MAX_ATTEMPTS, 12)),
      pollMs: wholeNumber(env.MAIL_POLL_MS, 5_000),
    },
    captchaProvider: env.CAPTCHA_PROVIDER === 'recaptcha' ? 'recaptcha' : 'altcha',
    recaptchaSiteKey: env.RECAPTCHA_SITE_KEY || undefined,
    recaptchaSecret: env.RECAPTCHA_SECRET || undefined,
    recaptchaVerifyUrl: env.RECAPTCHA_VERIFY_URL || 'https://www.google.com/recaptcha/api/siteverify',
    storage: storage(env),
    s3: {
      bucket: env.S3_BUCKET?.trim() || undefined,
      region: env.S3_REGION?.trim() || 'us-east-1',
      endpoint: env.S3_ENDPOINT?.trim() || undefined,
      accessKeyId: env.S3_ACCESS_KEY_ID || undefined,
      secretAccessKey: env.S3_SECRET_ACCESS_KEY || undefined,
      // A custom endpoint is almost always a self-hosted server that wants the bucket in the path.
      forcePathStyle: switchedOn(env.S3_FORCE_PATH_STYLE, Boolean(env.S3_ENDPOINT?.trim())),
    },
    redisUrl: env.REDIS_URL || undefined,
    readCache: {
      ttlMs: wholeNumber(env.READ_CACHE_TTL_MS, 30_000),
      maxEntries: wholeNumber(env.READ_CACHE_ENTRIES, 2_000),
    },
    staticRoot: path.resolve(env.STATIC_ROOT || root),
    remoteUrls,
    providers: [provider(env, 'mykoob'), provider(env, 'eklase')],
    logLevel: env.LOG_LEVEL || 'info',
    seedDemo: env.SEED_DEMO !== 'false' && env.NODE_ENV !== 'production',
    production: env.NODE_ENV === 'production',
    adminTotpRequired: env.NODE_ENV === 'production' || env.ADMIN_TOTP?.trim() === 'required',
    trustProxy: trustProxy(env.TRUST_PROXY),
  };
}

/** A setting that is a count or a duration: a whole number ≥ 0, else the default. */
function wholeNumber(value: string | undefined, fallback: number): number {
  const n = Number(value?.trim() || NaN);
  return Number.isInteger(n) && n >= 0 ? n : fallback;
}
