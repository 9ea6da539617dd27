// What a page costs in JavaScript: every script the browser loads, counted at its brotli size as
// the portal serves it (the builds write .br copies next to each file, build/precompress.mjs).
// Counted from the build on disk, so a remote hosted by a plain static server in the suite
// (mf-catalog, which does not compress) is counted as the portal would serve it.
import { existsSync, statSync } from 'node:fs';
import path from 'node:path';
import type { Page } from 'playwright-core';
import { root } from './processes';
import { world } from './world';

/** The build file behind a script URL of the portal or of the suite's mf-catalog server. */
function distFile(url: URL): string {
  if (url.port === String(world().catalogPort)) return path.join(root, 'mf-catalog/dist', url.pathname);
  const remote = /^\/mf\/([a-z]+)\/(.+)$/.exec(url.pathname);
  if (remote) return path.join(root, `mf-${remote[1]}`, 'dist', remote[2]!);
  return path.join(root, 'shell/dist', url.pathname);
}

export interface ScriptBytes {
  total: number;
  files: { url: string; bytes: number }[];
}

/**
 * Loads `pathname`, waits until `ready` says the page is shown and the network is idle, and adds up
 * the brotli size of every script fetched meanwhile.
 */
export async function scriptBytesOf(page: Page, pathname: string, ready: () => Promise<unknown>): Promise<ScriptBytes> {
  const urls = new Set<string>();
  const onRequest = (request: { resourceType(): string; url(): string }) => {
    if (request.resourceType() === 'script') urls.add(request.url());
  };
  page.on('request', onRequest);
  try {
    await page.goto(pathname);
    await ready();
    await page.waitForLoadState('networkidle');
  } finally {
    page.off('request', onRequest);
  }
  const files = [...urls].map((u) => {
    const file = distFile(new URL(u));
    const compressed = `${file}.br`;
    if (!existsSync(file)) throw new Error(`${u}: no build file ${file}`);
    return { url: u, bytes: statSync(existsSync(compressed) ? compressed : file).size };
  });
  return { total: files.reduce((sum, f) => sum + f.bytes, 0), files: files.sort((a, b) => b.bytes - a.bytes) };
}
