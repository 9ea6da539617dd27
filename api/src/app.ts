/**
 * Builds the portal's HTTP application (not listening): security headers, CSRF and error handling,
 * bearer authentication, the calls of spec §7, the OpenAPI document, public files and the static
 * host of the shell and remotes. `main.ts` (process start) and the tests both use it.
 */
import { constants as zlibConstants } from 'node:zlib';
import compress from '@fastify/compress';
import cookie from '@fastify/cookie';
import formbody from '@fastify/formbody';
import multipart from '@fastify/multipart';
import { MAX_UPLOAD_BYTES } from '@portal/contracts/constants';
import Fastify, {
  type FastifyBaseLogger,
  type FastifyInstance,
  type FastifyReply,
  type FastifyServerOptions,
} from 'fastify';
import { Redis } from 'ioredis';
import type pg from 'pg';
import { registerAuth } from './auth/plugin';
import type { KeptToken } from './auth/tokens';
import type { Config } from './config/index';
import { resolveAppKey } from './config/appKey';
import type { Database } from './db/client';
import { registerCsrf } from './http/csrf';
import { registerBackgroundTasks } from './http/background';
import { decorateShared, type AppDeps } from './http/deps';
import { registerErrorHandler } from './http/errors';
import { rejectNulCharacters } from './http/validation';
import { API_MESSAGES } from './http/messages';
import { localBus, postgresBus, redisBus, type InvalidationBus } from './http/invalidationBus';
import { registerRateLimit } from './http/rateLimit';
import { ReadCache, registerReadCache } from './http/readCache';
import { registerSecurityHeaders } from './http/security';
import { createMailer, type Mailer } from './mail/mailer';
import { createLogger } from './log';
import { registerMailOutbox } from './mail/outbox';
import { memoryReplayStore, redisReplayStore } from './captcha/replayStore';
import {
  createAltchaService,
  createRecaptchaService,
  type AltchaSettings,
  type CaptchaService,
} from './captcha/service';
import { registerModules } from './modules/index';
import { oauthErrorShape } from './modules/oauth/errors';
import { createStorage } from './storage/index';
import { registerFileRoutes } from './storage/routes';
import type { Storage } from './storage/storage';
import { registerOpenApi } from './web/openapi';
import { registerStaticHost } from './web/static';

/** JSON bodies are small forms; files travel as multipart with their own limit (250 MB). */
export const JSON_BODY_LIMIT = 1024 * 1024;

export interface BuildAppOptions {
  config: Config;
  db: Database;
  /** Defaults to SMTP_URL or .eml files under DATA_DIR/mail. */
  mailer?: Mailer;
  /** Defaults to the configured storage (STORAGE: local disk under DATA_DIR/files, or S3). */
  storage?: Storage;
  /** Overrides the captcha (tests use an easy altcha challenge or a fake verifier at the edge). */
  captcha?: CaptchaService | { altcha: AltchaSettings };
  /** Fastify logger option (tests: false, or a stream to read); unset, the logger of src/log.ts. */
  logger?: FastifyServerOptions['logger'];
  /** The process's one logger (src/main.ts makes it before the app); wins over `logger`. */
  loggerInstance?: FastifyBaseLogger;
}

/** How this process hears of other processes' writes: Redis when configured, else PostgreSQL, else no one. */
function invalidationBus(
  config: Config,
  db: Database,
  redis: Redis | undefined,
  log: { warn(message: string): void },
): InvalidationBus {
  if (redis) return redisBus(redis, log);
  if (config.databaseUrl) return postgresBus((db as unknown as { $client: pg.Pool }).$client, log);
  return localBus();
}

function createCaptcha(
  config: Config,
  appKey: string,
  redis: Redis | undefined,
  option: BuildAppOptions['captcha'],
): CaptchaService {
  if (option && 'verify' in option) return option;
  if (config.captchaProvider === 'recaptcha') return createRecaptchaService(config);
  const store = redis ? redisReplayStore(redis) : memoryReplayStore();
  return createAltchaService(appKey, store, option?.altcha);
}

/** TRUST_PROXY=<n>: trust the n proxies nearest to us. */
function hopsTrusted(hops: number): (address: string, hop: number) => boolean {
  return (_address, hop) => hop < hops;
}

export function buildApp(options: BuildAppOptions): FastifyInstance {
  const { config, db } = options;
  const app = Fastify({
    ...(options.logger !== undefined && !options.loggerInstance
      ? { logger: options.logger }
      : { loggerInstance: options.loggerInstance ?? (createLogger(config) as FastifyBaseLogger) }),
    bodyLimit: JSON_BODY_LIMIT,
    trustProxy: typeof config.trustProxy === 'number' ? hopsTrusted(config.trustProxy) : config.trustProxy,
    routerOptions: { ignoreTrailingSlash: true, maxParamLength: 200 },
    // Unparseable URLs are the client's fault: answer 400 in Latvian, like every other error.
    frameworkErrors: (_error, _request, reply) => {
      void (reply as FastifyReply)
        .code(400)
        .type('application/json; charset=utf-8')
        .send({ message: API_MESSAGES.badRequest });
    },
  });

  // The routes of the endpoint table bring their own compilers (http/endpoint.ts: validation by
  // their valibot schemas, fast serialisation of the success answer). The others' schemas only
  // document the API until they move: their handlers validate through contracts `validate` for the
  // Latvian 422 shape, and their answers are serialised exactly as built.
  app.setValidatorCompiler(() => () => true);
  app.setSerializerCompiler(() => (data) => JSON.stringify(data));

  const appKey = resolveAppKey(config);
  const redis = config.redisUrl
    ? new Redis(config.redisUrl, {
        lazyConnect: false,
        maxRetriesPerRequest: 2,
        // While Redis is away a command fails at once instead of waiting in a queue, so a request
        // falls back to this process's counters without delay (http/rateLimit.ts).
        enableOfflineQueue: false,
      })
    : undefined;
  // Commands fail at once while Redis is not connected (enableOfflineQueue off): the app is ready
  // once Redis is, so the first requests count in Redis too; if Redis does not answer within 2 s,
  // the app starts without it and each process counts for itself until it is back.
  if (redis)
    app.addHook('onReady', async () => {
      if (redis.status === 'ready') return;
      await new Promise<void>((resolve) => {
        const done = () => {
          clearTimeout(timer);
          redis.off('ready', done);
          resolve();
        };
        const timer = setTimeout(done, 2000);
        redis.once('ready', done);
      });
    });
  // Without a listener ioredis prints every failed reconnection; one line a minute says it all.
  let redisWarned = 0;
  redis?.on('error', (error: Error) => {
    if (Date.now() - redisWarned < 60_000) return;
    redisWarned = Date.now();
    app.log.warn(
      `Redis: ${error.message} (rate limits, captcha solutions and cache invalidations kept per process meanwhile)`,
    );
  });
  const mailer = options.mailer ?? createMailer(config, { info: (msg) => app.log.info(msg) });
  const storage = options.storage ?? createStorage(config);
  const captcha = createCaptcha(config, appKey, redis, options.captcha);
  const deps: AppDeps = { config, db, mailer, storage, captcha, appKey };
  decorateShared(app, deps);
  const readCache = new ReadCache(config.readCache);
  // Live sessions, so a signed-in read costs no query for its token; emptied with the read cache.
  const keptTokens = new ReadCache<KeptToken>(config.readCache);
  const bus = invalidationBus(config, db, redis, app.log);

  registerErrorHandler(app, [oauthErrorShape]);

  // Registered without encapsulation (Fastify's skip-override switch, as fastify-plugin sets it):
  // the hooks and decorators below then also apply to routes the caller adds to the returned app.
  const core = async (root: FastifyInstance) => {
    await registerSecurityHeaders(root, config);
    // Before the read cache: its preHandler serves a signed-in viewer's kept answers once
    // authentication's preHandler has said who the viewer is.
    registerAuth(root, db, keptTokens);
    // Before compression: the cache keeps answers as serialised, and each is compressed per request.
    registerReadCache(root, readCache, bus, [keptTokens]);
    // Answers (JSON, the page) compressed when the browser accepts it; built files come
    // precompressed and pass through untouched. Brotli at quality 4: cheap enough per request.
    await root.register(compress, {
      threshold: 1024,
      encodings: ['br', 'gzip'],
      brotliOptions: { params: { [zlibConstants.BROTLI_PARAM_QUALITY]: 4 } },
    });
    await root.register(cookie);
    await root.register(formbody, { bodyLimit: JSON_BODY_LIMIT });
    root.addHook('preValidation', rejectNulCharacters);
    // Forms with a file (registration's avatar, later materials): read by each route through
    // modules/shared/uploads.ts, which sets the per-field sizes; this is the outer bound.
    await root.register(multipart, {
      limits: { fileSize: MAX_UPLOAD_BYTES, fields: 50, parts: 60, fieldSize: 64 * 1024 },
    });
    registerBackgroundTasks(root);
    // Sends the mail the modules queue in their transactions (src/mail/outbox.ts).
    registerMailOutbox(root, deps);
    await registerRateLimit(root, redis);
    registerCsrf(root, appKey, config);
    await registerOpenApi(root, config);

    await registerModules(root);
    registerFileRoutes(root, db, storage);
    registerStaticHost(root, config, appKey);
  };
  Object.assign(core, { [Symbol.for('skip-override')]: true });
  app.register(core);

  app.addHook('onClose', async () => {
    if (!options.mailer) mailer.close();
    await bus.close();
    if (redis) await redis.quit().catch(() => redis.disconnect());
  });

  return app;
}
