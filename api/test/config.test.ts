/** Configuration read from the environment (README's table). */
import { afterAll, describe, expect, it } from 'vitest';
import { ConfigError, loadConfig } from '../src/config/index';
import { contentSecurityPolicy } from '../src/http/security';
import { collect, envFor, freshPlace, PROCESS_TIMEOUT_MS, runNode, stopEverything } from './support/portalProcess';

describe('STORAGE', () => {
  it('is local by default and when set so', () => {
    expect(loadConfig({}).storage).toBe('local');
    expect(loadConfig({ STORAGE: 'local' }).storage).toBe('local');
  });

  it('takes s3 with its S3_* settings; a custom endpoint puts the bucket in the path unless told otherwise', () => {
    const config = loadConfig({
      STORAGE: 's3',
      S3_BUCKET: 'materiali',
      S3_REGION: 'eu-north-1',
      S3_ENDPOINT: 'http://127.0.0.1:9000',
      S3_ACCESS_KEY_ID: 'key',
      S3_SECRET_ACCESS_KEY: 'secret',
    });
    expect(config.storage).toBe('s3');
    expect(config.s3).toEqual({
      bucket: 'materiali',
      region: 'eu-north-1',
      endpoint: 'http://127.0.0.1:9000',
      accessKeyId: 'key',
      secretAccessKey: 'secret',
      forcePathStyle: true,
    });
    expect(loadConfig({ STORAGE: 's3', S3_BUCKET: 'b' }).s3).toMatchObject({
      region: 'us-east-1',
      forcePathStyle: false,
    });
    expect(
      loadConfig({ STORAGE: 's3', S3_BUCKET: 'b', S3_ENDPOINT: 'https://s3.example.lv', S3_FORCE_PATH_STYLE: 'false' })
        .s3.forcePathStyle,
    ).toBe(false);
  });

  it('stops the start with a clear reason for s3 without a bucket and for unknown values', () => {
    expect(() => loadConfig({ STORAGE: 's3' })).toThrow(/STORAGE=s3 needs S3_BUCKET/);
    expect(() => loadConfig({ STORAGE: 'ftp' })).toThrow(/STORAGE=ftp is unknown/);
  });
});

describe('Content-Security-Policy with S3 storage', () => {
  it('lets the material page show a preview from the bucket (iframe for a PDF, img for a picture)', () => {
    const local = contentSecurityPolicy(loadConfig({}));
    expect(local['frame-src']).toEqual(["'self'"]);

    const selfHosted = contentSecurityPolicy(
      loadConfig({ STORAGE: 's3', S3_BUCKET: 'materiali', S3_ENDPOINT: 'https://faili.skola.lv:9000' }),
    );
    expect(selfHosted['frame-src']).toContain('https://faili.skola.lv:9000');
    expect(selfHosted['img-src']).toContain('https://faili.skola.lv:9000');

    const aws = contentSecurityPolicy(loadConfig({ STORAGE: 's3', S3_BUCKET: 'materiali', S3_REGION: 'eu-north-1' }));
    expect(aws['frame-src']).toContain('https://materiali.s3.eu-north-1.amazonaws.com');
  });
});

describe('the environment schema', () => {
  it('gives the README defaults when nothing is set, and treats an empty variable as unset', () => {
    const config = loadConfig({ PORT: '', DATABASE_URL: '', LOG_LEVEL: '  ' });
    expect(config).toMatchObject({
      port: 3000,
      host: '0.0.0.0',
      databaseUrl: undefined,
      publicUrl: 'http://localhost:3000',
      mailFrom: 'Mācību materiālu portāls <noreply@localhost>',
      contactEmail: 'info@localhost',
      mail: { retryBaseMs: 5_000, retryMaxMs: 600_000, maxAttempts: 12, pollMs: 5_000 },
      captchaProvider: 'altcha',
      recaptchaVerifyUrl: 'https://www.google.com/recaptcha/api/siteverify',
      storage: 'local',
      readCache: { ttlMs: 30_000, maxEntries: 2_000 },
      logLevel: 'info',
      logFormat: undefined,
      seedDemo: true,
      production: false,
      adminTotpRequired: false,
      trustProxy: false,
    });
  });

  it('reads every kind of value: numbers, switches, addresses, lists', () => {
    const config = loadConfig({
      PORT: '8080',
      PUBLIC_URL: 'https://materiali.skola.lv/',
      DATABASE_URL: 'postgres://portal@db/portal',
      REDIS_URL: 'redis://cache:6379',
      SMTP_URL: 'smtps://user:pass@mail.skola.lv:465',
      MAIL_POLL_MS: '0',
      READ_CACHE_TTL_MS: '0',
      SEED_DEMO: 'false',
      LOG_LEVEL: 'warn',
      LOG_FORMAT: 'json',
      PGLITE_SHARED_BUFFERS: '32MB',
      TRUST_PROXY: '10.0.0.0/8, 192.168.1.1',
      REMOTE_MF_CATALOG_URL: 'https://cdn.skola.lv/catalog/mf-manifest.json',
      OAUTH_EKLASE_ISSUER: 'https://id.e-klase.lv/',
      OAUTH_EKLASE_TOKEN_AUTH: 'client_secret_post',
    });
    expect(config).toMatchObject({
      port: 8080,
      publicUrl: 'https://materiali.skola.lv',
      databaseUrl: 'postgres://portal@db/portal',
      redisUrl: 'redis://cache:6379',
      mail: { pollMs: 0 },
      readCache: { ttlMs: 0 },
      seedDemo: false,
      logLevel: 'warn',
      logFormat: 'json',
      pgliteSharedBuffers: '32MB',
      trustProxy: ['10.0.0.0/8', '192.168.1.1'],
      remoteUrls: { mf_catalog: 'https://cdn.skola.lv/catalog/mf-manifest.json' },
    });
    expect(config.providers[1]).toMatchObject({
      issuer: 'https://id.e-klase.lv',
      authorizeUrl: undefined,
      tokenAuth: 'client_secret_post',
    });
    expect(loadConfig({ TRUST_PROXY: 'true' }).trustProxy).toBe(true);
    expect(loadConfig({ TRUST_PROXY: '2' }).trustProxy).toBe(2);
  });

  it('names every bad variable at once, with what it must be, and hides secrets', () => {
    let error: unknown;
    try {
      loadConfig({
        PORT: 'abc',
        MAIL_MAX_ATTEMPTS: '0',
        READ_CACHE_ENTRIES: '-5',
        DATABASE_URL: 'mysql://root:hunter2@db/portal',
        PUBLIC_URL: 'materiali.skola.lv',
        PGLITE_SHARED_BUFFERS: 'lots',
        LOG_LEVEL: 'loud',
        LOG_FORMAT: 'xml',
        SEED_DEMO: 'maybe',
        CAPTCHA_PROVIDER: 'hcaptcha',
        STORAGE: 's3',
        OAUTH_MYKOOB_ISSUER: 'not an address',
        OAUTH_EKLASE_TOKEN_AUTH: 'private_key_jwt',
      });
    } catch (caught) {
      error = caught;
    }
    expect(error).toBeInstanceOf(ConfigError);
    expect((error as ConfigError).problems).toEqual([
      'PORT=abc is not a whole number from 0 to 65535.',
      'DATABASE_URL (value hidden) is not an address such as postgres://portal@db/portal.',
      'PGLITE_SHARED_BUFFERS=lots is not a size such as 16MB.',
      'PUBLIC_URL=materiali.skola.lv is not an address such as https://materiali.skola.lv.',
      'MAIL_MAX_ATTEMPTS=0 is not a whole number 1 or more.',
      'CAPTCHA_PROVIDER=hcaptcha is unknown: use altcha (the default) or recaptcha.',
      'READ_CACHE_ENTRIES=-5 is not a whole number 0 or more.',
      'LOG_LEVEL=loud is unknown: use info (the default) or fatal, error, warn, debug, trace or silent.',
      'LOG_FORMAT=xml is unknown: use pretty or json (the default: pretty on a terminal, json otherwise).',
      'SEED_DEMO=maybe is not true or false.',
      'STORAGE=s3 needs S3_BUCKET (and usually S3_REGION, S3_ENDPOINT and keys).',
      'OAUTH_MYKOOB_ISSUER=not an address is not an address such as https://materiali.skola.lv.',
      'OAUTH_EKLASE_TOKEN_AUTH=private_key_jwt is unknown: use client_secret_basic (the default) or client_secret_post.',
    ]);
    expect((error as Error).message).not.toContain('hunter2');
    expect((error as Error).message.split('\n')[0]).toBe('The configuration has errors (README, "Configuration"):');
  });
});

describe('a start with a bad configuration', () => {
  it(
    'exits 1 naming every bad variable, WORKERS included, without a stack trace or a start',
    async () => {
      const place = await freshPlace('embedded');
      const result = await collect(
        runNode(
          'src/main.ts',
          [],
          envFor(place, { PORT: 'abc', LOG_LEVEL: 'loud', WORKERS: '0', SMTP_URL: 'mail.skola.lv' }),
        ),
      );
      expect(result.code).toBe(1);
      expect(result.stderr).toContain('Portālu neizdevās palaist: The configuration has errors');
      expect(result.stderr).toContain('PORT=abc is not a whole number from 0 to 65535.');
      expect(result.stderr).toContain('LOG_LEVEL=loud is unknown');
      expect(result.stderr).toContain('SMTP_URL (value hidden) is not an address such as smtp://');
      expect(result.stderr).toContain('WORKERS jābūt veselam skaitlim no 1 līdz 64 (ir "0").');
      expect(result.stderr).not.toMatch(/^\s+at /m);
      expect(result.stdout).toBe('');
    },
    PROCESS_TIMEOUT_MS,
  );
});

afterAll(stopEverything);
