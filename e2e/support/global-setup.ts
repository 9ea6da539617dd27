// Starts, once for the whole browser suite and once per test worker (a "world", so two test files
// running at once never see each other's data): a real SMTP server (the portal's mails land there
// and the tests read them through a small mailbox endpoint), a real OpenID provider standing in for
// the Mykoob school platform, mf-catalog's own static server, and the portal itself (fresh data
// directory, demo data seeded on first start) wired to all three.
import { spawn, type ChildProcess } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { createServer, type Server } from 'node:http';
import os from 'node:os';
import path from 'node:path';
import type { TestProject } from 'vitest/node';
import { startOidcProvider, type RunningOidcProvider } from '../../api/test/support/oidcProvider';
import { startSmtpServer, type SmtpTestServer } from '../../api/test/support/smtpServer';
import { PLATFORM_ACCOUNTS, PLATFORM_CLIENT } from './platform';
import { freePort, root, SERVER_ENTRY, startCatalogServer, stop, waitForHttp } from './processes';

/** One portal with its own servers; each test worker gets one, so files never share data (world.ts). */
export interface World {
  baseUrl: string;
  catalogPort: number;
  catalogPid: number;
  /** GET it for every mail this world's portal has sent so far (JSON, oldest first). */
  mailboxUrl: string;
  /** The portal's DATA_DIR, for the administration command line. */
  dataDir: string;
}

declare module 'vitest' {
  export interface ProvidedContext {
    /** One per test worker, in the order of their VITEST_POOL_ID. */
    worlds: World[];
    /** The test run's main process: what a server started by one test file may outlive the file for. */
    runnerPid: number;
  }
}

interface Running {
  portal: ChildProcess;
  catalog: ChildProcess;
  smtp: SmtpTestServer;
  mailbox: Server;
  platform: RunningOidcProvider;
  dataDir: string;
}

const running: Running[] = [];

/** The test files run in workers: they read the received mails over HTTP. */
async function serveMailbox(server: SmtpTestServer): Promise<{ http: Server; url: string }> {
  const http = createServer((_request, response) => {
    response.writeHead(200, { 'content-type': 'application/json; charset=utf-8' });
    response.end(JSON.stringify(server.mails.map(({ to, subject, text }) => ({ to, subject, text }))));
  });
  const port = await freePort();
  await new Promise<void>((resolve) => http.listen(port, '127.0.0.1', resolve));
  return { http, url: `http://127.0.0.1:${port}/` };
}

async function startWorld(): Promise<World> {
  const port = await freePort();
  const catalogPort = await freePort();
  const baseUrl = `http://127.0.0.1:${port}`;
  const dataDir = mkdtempSync(path.join(os.tmpdir(), 'portal-e2e-'));
  const smtp = await startSmtpServer();
  const box = await serveMailbox(smtp);
  const platform = await startOidcProvider({
    accounts: PLATFORM_ACCOUNTS,
    client: { ...PLATFORM_CLIENT, redirect_uris: [`${baseUrl}/oauth/callback/mykoob`] },
  });
  const catalog = startCatalogServer(catalogPort);
  const portal = spawn(process.execPath, [SERVER_ENTRY], {
    cwd: root,
    env: {
      ...process.env,
      PORT: String(port),
      HOST: '127.0.0.1',
      DATA_DIR: dataDir,
      DATABASE_URL: '',
      REDIS_URL: '',
      PUBLIC_URL: baseUrl,
      REMOTE_MF_CATALOG_URL: `http://127.0.0.1:${catalogPort}/mf-manifest.json`,
      SMTP_URL: smtp.url,
      CAPTCHA_PROVIDER: 'altcha',
      // Mykoob is the platform under test; E-klase stays unconfigured (shown as unavailable).
      OAUTH_MYKOOB_ISSUER: platform.issuer,
      OAUTH_MYKOOB_CLIENT_ID: PLATFORM_CLIENT.client_id,
      OAUTH_MYKOOB_CLIENT_SECRET: PLATFORM_CLIENT.client_secret,
      OAUTH_EKLASE_CLIENT_ID: '',
      LOG_LEVEL: 'warn',
    },
    stdio: ['ignore', 'inherit', 'inherit'],
  });
  running.push({ portal, catalog, smtp, mailbox: box.http, platform, dataDir });
  await waitForHttp(`${baseUrl}/api/settings`, 180_000, portal);
  await waitForHttp(`http://127.0.0.1:${catalogPort}/mf-manifest.json`);
  return { baseUrl, catalogPort, catalogPid: catalog.pid!, mailboxUrl: box.url, dataDir };
}

export async function setup(project: TestProject) {
  // Started side by side: each seeds its demo data on its first start.
  const worlds = await Promise.all(Array.from({ length: Math.max(1, project.config.maxWorkers) }, startWorld));
  project.provide('worlds', worlds);
  project.provide('runnerPid', process.pid);
}

export async function teardown() {
  await Promise.all(running.flatMap(({ portal, catalog }) => [stop(portal), stop(catalog)]));
  await Promise.all(
    running.flatMap(({ smtp, platform, mailbox }) => [
      smtp.close(),
      platform.close(),
      new Promise<void>((resolve) => mailbox.close(() => resolve())),
    ]),
  );
  for (const { dataDir } of running) rmSync(dataDir, { recursive: true, force: true });
}
