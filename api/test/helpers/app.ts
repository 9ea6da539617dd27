/**
 * One portal app per test file on a fresh database with the fixtures, a mailer that keeps what it
 * sends, an easy altcha challenge, a static root with a built-looking shell, and helpers to sign in.
 */
import { mkdtemp, mkdir, readdir, readFile, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import type { FastifyInstance, LightMyRequestResponse } from 'fastify';
import { afterAll, beforeAll } from 'vitest';
import type { ReleaseManifest, ReleaseRoute } from '@portal/contracts/releases';
import { buildApp, type BuildAppOptions } from '../../src/app';
import { issueAccessToken } from '../../src/auth/tokens';
import { loadConfig, type Config } from '../../src/config/index';
import type { Database } from '../../src/db/client';
import type { Mailer, MailMessage } from '../../src/mail/mailer';
import { checkAnswersAgainstTable } from '../support/answerCheck';
import { openTestDatabase, type TestDatabase } from './database';
import { insertFixtures, type Fixtures } from './fixtures';

export const SHELL_INDEX = `<!doctype html><html lang="lv"><head><meta name="csrf-token" content="__CSRF_TOKEN__"><title>Portāls</title></head><body><div id="root"></div></body></html>`;

/** Cheap enough to solve in a test in milliseconds, same protocol as the browser widget. */
export const EASY_ALTCHA = {
  algorithm: 'SHA-256',
  cost: 1,
  counterMin: 1,
  counterMax: 40,
  expiresInSeconds: 600,
} as const;

export interface TestContext {
  app: FastifyInstance;
  db: Database;
  database: TestDatabase;
  config: Config;
  fixtures: Fixtures;
  mails: MailMessage[];
  /**
   * Waits for the work after the answers (background tasks, which may queue mail) and then for the
   * outbox to send everything due: afterwards `mails` (or the SMTP server) has what was sent.
   */
  deliverMail(): Promise<void>;
  /** A live access token of a fixture user. */
  /** Bearer tokens of the three fixture teachers, for tests that act as several of them. */
  teacherTokens(): Promise<{ anna: string; janis: string; liga: string }>;
  tokenFor(userId: number): Promise<string>;
  auth(token: string): { authorization: string };
  close(): Promise<void>;
}

export interface TestContextOptions {
  env?: NodeJS.ProcessEnv;
  captcha?: BuildAppOptions['captcha'];
  /** Skip inserting the fixtures (an empty database). */
  empty?: boolean;
  /**
   * Send mail the way the portal does (SMTP_URL in `env`, else .eml files) instead of keeping it
   * in `mails`, which then stays empty.
   */
  realMailer?: boolean;
  /** Fastify's logger (default: none), e.g. to collect what a request logs as an error. */
  logger?: BuildAppOptions['logger'];
  /** Called with the app before it is ready: hooks that must see every route (onRoute). */
  beforeReady?: (app: FastifyInstance) => void;
}

const REPO = path.resolve(import.meta.dirname, '../../..');

/**
 * Each app's bundled build says which routes it owns (`dist/release.json`, as every build writes
 * it): the portal's pages and links follow the live routes, here the apps' own routes.json.
 */
async function writeBundledManifests(staticRoot: string): Promise<void> {
  for (const dir of (await readdir(REPO)).filter((name) => name.startsWith('mf-'))) {
    const routes = JSON.parse(await readFile(path.join(REPO, dir, 'routes.json'), 'utf8')) as ReleaseRoute[];
    const manifest: ReleaseManifest = {
      name: `mf_${dir.slice('mf-'.length)}`,
      package: `@portal/${dir}`,
      version: '1.0.0',
      commit: 'unknown',
      builtAt: new Date(0).toISOString(),
      exposes: [...new Set(routes.map((route) => route.module))].sort(),
      routes: routes.map((route) => ({ ...route, admin: route.admin === true })),
      shared: {},
    };
    await mkdir(path.join(staticRoot, dir, 'dist'), { recursive: true });
    await writeFile(path.join(staticRoot, dir, 'dist', 'release.json'), JSON.stringify(manifest));
  }
}

export async function createTestContext(options: TestContextOptions = {}): Promise<TestContext> {
  const dataDir = await mkdtemp(path.join(tmpdir(), 'portal-api-test-'));
  const staticRoot = path.join(dataDir, 'static');
  await mkdir(path.join(staticRoot, 'shell', 'dist', 'assets'), { recursive: true });
  await writeFile(path.join(staticRoot, 'shell', 'dist', 'index.html'), SHELL_INDEX);
  await writeFile(path.join(staticRoot, 'shell', 'dist', 'main.1a2b3c4d.js'), 'console.info("shell");');
  await mkdir(path.join(staticRoot, 'mf-catalog', 'dist'), { recursive: true });
  await writeFile(path.join(staticRoot, 'mf-catalog', 'dist', 'mf-manifest.json'), '{"name":"mf_catalog"}');
  await writeFile(path.join(staticRoot, 'mf-catalog', 'dist', 'remoteEntry.js'), 'var mf_catalog;');
  await writeFile(path.join(staticRoot, 'mf-catalog', 'dist', '123.0f9e8d7c.js'), 'chunk');
  await writeBundledManifests(staticRoot);

  const config = loadConfig({
    DATA_DIR: dataDir,
    STATIC_ROOT: staticRoot,
    APP_KEY: 'test-app-key',
    PUBLIC_URL: 'http://portal.test',
    CONTACT_EMAIL: 'info@portal.test',
    LOG_LEVEL: 'silent',
    // The outbox sender looks at the queue only when woken (mail queued here, a retry due), not
    // every few seconds: tests that count a request's SQL queries see no sender's among them.
    MAIL_POLL_MS: '0',
    ...options.env,
  });
  const database = await openTestDatabase();
  const db = database.handle.db;
  const fixtures = options.empty ? ({} as Fixtures) : await insertFixtures(db);
  database.queries.length = 0;

  const mails: MailMessage[] = [];
  const mailer: Mailer = {
    async send(message) {
      mails.push(message);
      return { messageId: `<${mails.length}@portal.test>` };
    },
    close() {},
  };
  const app = buildApp({
    config,
    db,
    mailer: options.realMailer ? undefined : mailer,
    logger: options.logger ?? false,
    captcha: options.captcha ?? { altcha: { ...EASY_ALTCHA } },
  });
  const answers = checkAnswersAgainstTable(app);
  options.beforeReady?.(app);
  await app.ready();
  // The sender's first look at the queue (mail left from before) is over before any test runs.
  await app.mailOutbox.wake();

  return {
    app,
    db,
    database,
    config,
    fixtures,
    mails,
    async deliverMail() {
      await app.background.idle();
      await app.mailOutbox.wake();
    },
    async tokenFor(userId) {
      return (await issueAccessToken(db, userId, '2')).accessToken;
    },
    async teacherTokens() {
      const { anna, janis, liga } = fixtures.users;
      const token = async (id: number) => (await issueAccessToken(db, id, '2')).accessToken;
      return { anna: await token(anna.id), janis: await token(janis.id), liga: await token(liga.id) };
    },
    auth: (token) => ({ authorization: `Bearer ${token}` }),
    async close() {
      await app.close();
      await database.close();
      await rm(dataDir, { recursive: true, force: true });
      if (answers.mismatches.length > 0)
        throw new Error(
          `answers that do not match their entry of the endpoint table (contracts/src/endpoints):\n${answers.mismatches.join('\n')}`,
        );
    },
  };
}

/**
 * The test file's context: created before its first test, closed after its last (and with it the
 * check of every answer against the endpoint table). Call it at the top of the file, where
 * `let t` + beforeAll + afterAll used to be written by hand; hooks and tests registered after it
 * see the live context. What `options` needs from an earlier hook (a server started there) can be
 * given as a function, which runs inside the hook.
 */
export function useTestContext(options: TestContextOptions | (() => TestContextOptions) = {}): TestContext {
  let current: TestContext | undefined;
  beforeAll(async () => {
    current = await createTestContext(typeof options === 'function' ? options() : options);
  });
  afterAll(async () => {
    await current?.close();
  });
  // The file names the context before it exists, so it gets a stand-in that forwards every read to
  // the live one and says so when read too early (at the file's top level, outside a hook or test).
  return new Proxy({} as TestContext, {
    get(_target, property) {
      if (!current) throw new Error('the test context is made in beforeAll: read it inside a hook or a test');
      return Reflect.get(current, property, current);
    },
  });
}

export function json<T = Record<string, unknown>>(response: LightMyRequestResponse): T {
  return JSON.parse(response.body) as T;
}
