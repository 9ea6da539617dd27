// Starts the portal (fresh data directory, demo data seeded on first start) and mf-catalog's own
// static server once for the whole browser suite.
import { spawn, type ChildProcess } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import type { TestProject } from 'vitest/node';
import { freePort, root, startCatalogServer, stop, waitForHttp } from './processes';

declare module 'vitest' {
  export interface ProvidedContext {
    baseUrl: string;
    catalogPort: number;
    catalogPid: number;
  }
}

let portal: ChildProcess | undefined;
let catalog: ChildProcess | undefined;
let dataDir: string | undefined;

export async function setup(project: TestProject) {
  const port = await freePort();
  const catalogPort = await freePort();
  dataDir = mkdtempSync(path.join(os.tmpdir(), 'portal-e2e-'));
  catalog = startCatalogServer(catalogPort);
  portal = spawn(path.join(root, 'node_modules/.bin/tsx'), ['api/src/main.ts'], {
    cwd: root,
    env: {
      ...process.env,
      PORT: String(port),
      HOST: '127.0.0.1',
      DATA_DIR: dataDir,
      DATABASE_URL: '',
      REDIS_URL: '',
      PUBLIC_URL: `http://127.0.0.1:${port}`,
      REMOTE_MF_CATALOG_URL: `http://127.0.0.1:${catalogPort}/mf-manifest.json`,
      LOG_LEVEL: 'warn',
    },
    stdio: ['ignore', 'inherit', 'inherit'],
  });
  const baseUrl = `http://127.0.0.1:${port}`;
  await waitForHttp(`${baseUrl}/api/settings`, 180_000);
  await waitForHttp(`http://127.0.0.1:${catalogPort}/mf-manifest.json`);
  project.provide('baseUrl', baseUrl);
  project.provide('catalogPort', catalogPort);
  project.provide('catalogPid', catalog.pid!);
}

export async function teardown() {
  await Promise.all([stop(portal), stop(catalog)]);
  if (dataDir) rmSync(dataDir, { recursive: true, force: true });
}
