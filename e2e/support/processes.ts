// Starting and stopping the servers the browser tests talk to. Everything listens on 127.0.0.1 only.
import { spawn, type ChildProcess } from 'node:child_process';
import { createServer } from 'node:net';
import path from 'node:path';

export const root = path.resolve(import.meta.dirname, '../..');

/** The portal as `npm start` runs it: the API's bundle, which `npm test` builds before this suite. */
export const SERVER_ENTRY = path.join(root, 'api/dist/server/main.js');

export function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = createServer();
    server.listen(0, '127.0.0.1', () => {
      const address = server.address();
      server.close(() =>
        typeof address === 'object' && address ? resolve(address.port) : reject(new Error('no port')),
      );
    });
  });
}

/** Resolves once `url` answers 2xx; throws after `timeoutMs`, or at once if `server` (its process) exits. */
export async function waitForHttp(url: string, timeoutMs = 120_000, server?: ChildProcess): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    if (server && (server.exitCode !== null || server.signalCode !== null)) {
      throw new Error(`the server for ${url} exited (${server.exitCode ?? server.signalCode}) before it answered`);
    }
    try {
      const res = await fetch(url);
      if (res.ok) return;
    } catch {
      // not up yet
    }
    await new Promise((r) => setTimeout(r, 250));
  }
  throw new Error(`${url} did not answer within ${timeoutMs} ms`);
}

/**
 * Serves mf-catalog/dist on its own origin, as an independently deployed remote. It stops by itself
 * when process `ownerPid` is gone: the test run (the default), or for a server a test file restarts,
 * the run's main process, so the files after that one find the remote up again.
 */
export function startCatalogServer(port: number, ownerPid: number = process.pid): ChildProcess {
  return spawn(
    process.execPath,
    [
      path.join(import.meta.dirname, 'static-server.mjs'),
      path.join(root, 'mf-catalog/dist'),
      String(port),
      String(ownerPid),
    ],
    { stdio: 'ignore' },
  );
}

export function stop(child: ChildProcess | undefined): Promise<void> {
  return new Promise((resolve) => {
    if (!child || child.exitCode !== null || child.signalCode !== null) return resolve();
    child.once('exit', () => resolve());
    child.kill('SIGTERM');
    setTimeout(() => child.kill('SIGKILL'), 5000).unref();
  });
}

/** `npm run portal -- <args>` on the running portal's DATA_DIR, exactly as an operator types it. */
export function portalCommand(dataDir: string, ...args: string[]): Promise<{ code: number | null; output: string }> {
  return portalCommandOn({ DATA_DIR: dataDir, DATABASE_URL: '' }, ...args);
}

/** `npm run portal -- <args>` with the portal's own settings (its DATA_DIR, DATABASE_URL…). */
export function portalCommandOn(
  settings: NodeJS.ProcessEnv,
  ...args: string[]
): Promise<{ code: number | null; output: string }> {
  return new Promise((resolve) => {
    const child = spawn('npm', ['run', 'portal', '--', ...args], {
      cwd: root,
      env: { ...process.env, ...settings },
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    let output = '';
    child.stdout!.on('data', (chunk: Buffer) => (output += chunk.toString()));
    child.stderr!.on('data', (chunk: Buffer) => (output += chunk.toString()));
    child.on('exit', (code) => resolve({ code, output }));
  });
}
