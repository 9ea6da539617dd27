// One feature app released by its own team (issue 21), in Chromium against a portal of two
// processes (WORKERS=2) on PostgreSQL and Redis, as a real deployment runs: mf-catalog 1.0.0 (the
// portal's own build) and 1.0.1 (built here from a copy of mf-catalog with a changed news heading
// and a page of its own, /kas-jauns, that no other build knows) are published and switched with
// the operator's command line; the shell is never rebuilt. Every process serves each switch on
// the next load, a page already open keeps working across both, an administrator previews an
// inactive version while a teacher gets the live one, and a release the shell cannot run, forced
// into the registry past the gate, shows the remote's fallback panel instead of running.
//
// Needs PostgreSQL (TEST_DATABASE_URL, as `.ci/run` sets it): the embedded database is one process
// by construction, so without it this file is skipped, saying why.
import { spawn, spawnSync, type ChildProcess } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { cpSync, mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { get } from 'node:http';
import os from 'node:os';
import path from 'node:path';
import pg from 'pg';
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { launch } from '../support/browser';
import { DEMO_ADMIN, DEMO_TEACHER, signIn } from '../support/portal';
import { freePort, portalCommandOn, root, SERVER_ENTRY, stop, waitForHttp } from '../support/processes';

const SERVER = process.env.TEST_DATABASE_URL;
const NEW_HEADING = 'Jaunumi un notikumi';
const NEW_PAGE = { path: '/kas-jauns', heading: 'Kas jauns portālā' };
const FALLBACK = 'Neizdevās ielādēt portāla daļu.';

/** A release folder as `npm run release` writes it (build/release.ts): `files/` and `release.json`. */
function releaseFolder(appDir: string, out: string, commit: string): string {
  const manifest = { ...JSON.parse(readFileSync(path.join(appDir, 'dist', 'release.json'), 'utf8')), commit };
  const folder = path.join(out, `${manifest.version}+${commit}`);
  cpSync(path.join(appDir, 'dist'), path.join(folder, 'files'), { recursive: true });
  writeFileSync(path.join(folder, 'release.json'), JSON.stringify(manifest, null, 2));
  return folder;
}

/**
 * mf-catalog 1.0.1: a copy of the app beside it (so its config finds ../build and the repository's
 * packages), its news heading changed, and a new page with its route and exposed module.
 */
function buildCatalog101(copy: string): void {
  const source = path.join(root, 'mf-catalog');
  for (const part of ['src', 'package.json', 'routes.json', 'rspack.config.mjs', 'tsconfig.json']) {
    cpSync(path.join(source, part), path.join(copy, part), { recursive: true });
  }
  const edit = (file: string, change: (text: string) => string) =>
    writeFileSync(path.join(copy, file), change(readFileSync(path.join(copy, file), 'utf8')));
  edit('package.json', (text) => text.replace(/"version": "[^"]+"/, '"version": "1.0.1"'));
  edit('src/features/home/components/NewsSection.tsx', (text) => {
    const changed = text.replace(/>\s*Jaunumi\s*<\/h2>/, `>${NEW_HEADING}</h2>`);
    if (changed === text) throw new Error('NewsSection.tsx: the heading to change was not found');
    return changed;
  });
  writeFileSync(
    path.join(copy, 'src/pages/WhatsNewPage.tsx'),
    `import { useDocumentTitle } from '@portal/shared-ui/lib/documentTitle';\n\n` +
      `/** ${NEW_PAGE.path}: a page only mf-catalog 1.0.1 has. */\n` +
      `export default function WhatsNewPage() {\n  useDocumentTitle('Kas jauns');\n` +
      `  return <h1>${NEW_PAGE.heading}</h1>;\n}\n`,
  );
  edit('rspack.config.mjs', (text) =>
    text.replace('export const exposes = {', "export const exposes = {\n  './WhatsNewPage': './src/pages/WhatsNewPage.tsx',"),
  );
  edit('routes.json', (text) => {
    const routes = JSON.parse(text) as unknown[];
    routes.push({ name: 'whats-new', path: NEW_PAGE.path, auth: false, module: './WhatsNewPage' });
    return JSON.stringify(routes, null, 2);
  });
  const built = spawnSync(path.join(root, 'node_modules/.bin/rspack'), ['build'], {
    cwd: copy,
    env: { ...process.env, NODE_ENV: 'production' },
    encoding: 'utf8',
  });
  if (built.status !== 0) throw new Error(`mf-catalog 1.0.1 did not build:\n${built.stdout}\n${built.stderr}`);
}

/** A page load over a new connection, as a new visitor's: which process served it and its remotes map. */
function load(url: string): Promise<{ worker: string; catalog: { version: string | null } }> {
  return new Promise((resolve, reject) => {
    get(`${url}/remotes.json`, { agent: false }, (response) => {
      let body = '';
      response.setEncoding('utf8').on('data', (chunk: string) => (body += chunk));
      response.on('end', () => {
        const remotes = (JSON.parse(body) as { remotes: { name: string; version: string | null }[] }).remotes;
        resolve({
          worker: String(response.headers['x-portal-worker']),
          catalog: remotes.find((remote) => remote.name === 'mf_catalog')!,
        });
      });
    }).on('error', reject);
  });
}

/** The catalogue version each process serves, once both have answered (new connections until they have). */
async function versionPerProcess(url: string): Promise<Record<string, string | null>> {
  const seen: Record<string, string | null> = {};
  for (let i = 0; i < 60 && Object.keys(seen).length < 2; i++) {
    const { worker, catalog } = await load(url);
    seen[worker] = catalog.version;
  }
  return seen;
}

describe.skipIf(!SERVER)('a feature app released alone, on two processes (needs TEST_DATABASE_URL)', () => {
  const work = mkdtempSync(path.join(os.tmpdir(), 'portal-e2e-releases-'));
  const copy = path.join(root, `.e2e-mf-catalog-${randomBytes(4).toString('hex')}`);
  const database = `portal_e2e_${randomBytes(6).toString('hex')}`;
  let databaseUrl: string;
  let url: string;
  let portal: ChildProcess | undefined;
  let browser: Browser;
  let releases: { base: string; next: string };
  const settings = () => ({ DATA_DIR: path.join(work, 'data'), DATABASE_URL: databaseUrl });

  const command = async (...args: string[]) => {
    const { code, output } = await portalCommandOn(settings(), ...args);
    expect(code, output).toBe(0);
    return output;
  };

  async function newPage(): Promise<Page> {
    const context = await browser.newContext({ baseURL: url, locale: 'lv-LV', reducedMotion: 'reduce' });
    await context.addCookies([{ name: 'cookie', value: '1', url }]);
    return context.newPage();
  }

  const newsHeading = (page: Page) => page.getByRole('heading', { level: 2, name: /^Jaunumi/ });

  beforeAll(async () => {
    const admin = new pg.Client({ connectionString: SERVER });
    await admin.connect();
    await admin.query(`CREATE DATABASE ${database}`);
    await admin.end();
    const server = new URL(SERVER!);
    server.pathname = `/${database}`;
    databaseUrl = server.toString();

    // 1.0.0 is the portal's own build of mf-catalog; 1.0.1 is built here, beside it.
    buildCatalog101(copy);
    releases = {
      base: releaseFolder(path.join(root, 'mf-catalog'), path.join(work, 'releases'), 'e2e000000100'),
      next: releaseFolder(copy, path.join(work, 'releases'), 'e2e000000101'),
    };

    mkdirSync(settings().DATA_DIR, { recursive: true });
    const port = await freePort();
    url = `http://127.0.0.1:${port}`;
    portal = spawn(process.execPath, [SERVER_ENTRY], {
      cwd: root,
      env: {
        ...process.env,
        ...settings(),
        PORT: String(port),
        HOST: '127.0.0.1',
        PUBLIC_URL: url,
        WORKERS: '2',
        // Database 1: its rate-limit counters apart from those the API suite's Redis tests count.
        REDIS_URL: 'redis://127.0.0.1:6379/1',
        APP_KEY: `releases-${randomBytes(8).toString('hex')}`,
        SEED_DEMO: 'true',
        LOG_LEVEL: 'warn',
      },
      stdio: ['ignore', 'inherit', 'inherit'],
    });
    await waitForHttp(`${url}/api/settings`, 180_000);
    browser = await launch();
  });

  afterAll(async () => {
    await browser?.close();
    await stop(portal);
    rmSync(copy, { recursive: true, force: true });
    rmSync(work, { recursive: true, force: true });
    const admin = new pg.Client({ connectionString: SERVER });
    await admin.connect();
    await admin.query(`DROP DATABASE IF EXISTS ${database} WITH (FORCE)`);
    await admin.end();
  });

  it('switches every process to 1.0.1 and back on the next load, the shell untouched and an open page working', async () => {
    await command('release:publish', releases.base);
    await command('release:activate', 'mf_catalog', '1.0.0');
    expect(await versionPerProcess(url)).toEqual({ 1: '1.0.0', 2: '1.0.0' });

    // A visitor who opened the portal before the switch.
    const open = await newPage();
    await open.goto('/');
    await newsHeading(open).waitFor();
    expect(await newsHeading(open).textContent()).toBe('Jaunumi');
    const shellScripts = async (page: Page) =>
      page.evaluate(() =>
        [...document.querySelectorAll('script[src]')]
          .map((script) => script.getAttribute('src') ?? '')
          .filter((src) => !src.includes('/mf/'))
          .sort(),
      );
    const shellBefore = await shellScripts(open);

    await command('release:publish', releases.next);
    expect(await command('release:activate', 'mf_catalog', '1.0.1')).toContain('1.0.1');
    expect(await versionPerProcess(url)).toEqual({ 1: '1.0.1', 2: '1.0.1' });

    const fresh = await newPage();
    await fresh.goto('/');
    await fresh.getByRole('heading', { level: 2, name: NEW_HEADING }).waitFor();
    expect(await shellScripts(fresh)).toEqual(shellBefore);
    // Its new page, which no shell build and no other release knows, works with its route.
    await fresh.goto(NEW_PAGE.path);
    await fresh.getByRole('heading', { level: 1, name: NEW_PAGE.heading }).waitFor();
    expect(await fresh.title()).toContain('Kas jauns');

    // The page opened before goes on with what it loaded: its links and pages still work.
    await open.getByRole('link', { name: 'Visi jaunumi' }).click();
    await open.waitForURL('**/jaunumi');
    await open.getByRole('heading', { level: 1 }).first().waitFor();
    await open.goBack();
    expect(await newsHeading(open).textContent()).toBe('Jaunumi');

    expect(await command('release:rollback', 'mf_catalog')).toContain('1.0.0');
    expect(await versionPerProcess(url)).toEqual({ 1: '1.0.0', 2: '1.0.0' });
    await fresh.goto('/');
    await newsHeading(fresh).waitFor();
    expect(await newsHeading(fresh).textContent()).toBe('Jaunumi');
    // The page went with its release: its address is now one no route has.
    await fresh.goto(NEW_PAGE.path);
    await fresh.getByRole('heading', { level: 1, name: 'Lapa nav atrasta' }).waitFor();
    const status = await fetch(`${url}${NEW_PAGE.path}`, { headers: { accept: 'text/html' } });
    expect(status.status).toBe(404);

    await open.getByRole('link', { name: 'Visi jaunumi' }).click();
    await open.waitForURL('**/jaunumi');
    await open.getByRole('heading', { level: 1 }).first().waitFor();
    const listed = await command('release:list', 'mf_catalog');
    expect(listed).toMatch(/1\.0\.0/);
    expect(listed).toMatch(/1\.0\.1/);
    await open.context().close();
    await fresh.context().close();
  });

  it('lets an administrator preview the inactive 1.0.1 while a teacher gets the live 1.0.0', async () => {
    const adminPage = await newPage();
    await adminPage.goto('/');
    await signIn(adminPage, DEMO_ADMIN);
    const token = (await adminPage.context().cookies()).find((cookie) => cookie.name === 'token')?.value ?? '';
    // From the administrator's own page, so that the browser keeps the preview cookie it sets.
    const answer = await adminPage.evaluate(async (token) => {
      const csrf = document.querySelector('meta[name="csrf-token"]')?.getAttribute('content') ?? '';
      const response = await fetch('/api/admin/releases/preview', {
        method: 'POST',
        headers: {
          authorization: `Bearer ${decodeURIComponent(token)}`,
          'content-type': 'application/json',
          'x-csrf-token': csrf,
        },
        body: JSON.stringify({ name: 'mf_catalog', version: '1.0.1' }),
      });
      return response.status;
    }, token);
    expect(answer).toBeLessThan(300);
    await adminPage.goto('/');
    await adminPage.getByRole('heading', { level: 2, name: NEW_HEADING }).waitFor();

    const teacherPage = await newPage();
    await teacherPage.goto('/');
    await signIn(teacherPage, DEMO_TEACHER);
    await teacherPage.goto('/');
    await newsHeading(teacherPage).waitFor();
    expect(await newsHeading(teacherPage).textContent()).toBe('Jaunumi');
    expect(await versionPerProcess(url)).toEqual({ 1: '1.0.0', 2: '1.0.0' });
    await adminPage.context().close();
    await teacherPage.context().close();
  });

  it('shows the fallback panel, not the remote, for a release the shell cannot run that was forced past the gate', async () => {
    // As if someone wrote the registry by hand: mf-catalog 1.0.2 built against React 18.
    const manifest = JSON.parse(readFileSync(path.join(releases.next, 'release.json'), 'utf8')) as {
      shared: Record<string, { builtWith: string; needs: string }>;
    };
    const forced = {
      ...manifest,
      version: '1.0.2',
      shared: { ...manifest.shared, react: { builtWith: '18.3.1', needs: '^18.3.1' } },
    };
    const db = new pg.Client({ connectionString: databaseUrl });
    await db.connect();
    try {
      await db.query(
        `insert into app_releases (name, version, commit, manifest, published_by) values ('mf_catalog', '1.0.2', 'e2e000000102', $1, 'e2e')`,
        [JSON.stringify(forced)],
      );
      await db.query(
        `insert into app_release_activations (name, version, activated_by, kind) values ('mf_catalog', '1.0.2', 'e2e', 'activate')`,
      );
    } finally {
      await db.end();
    }
    const page = await newPage();
    const refusals: string[] = [];
    page.on('console', (message) => {
      if (message.type() === 'error' && message.text().includes('Refused mf_catalog')) refusals.push(message.text());
    });
    const asked: string[] = [];
    page.on('request', (request) => {
      if (request.url().includes('/mf/mf_catalog/1.0.2/')) asked.push(request.url());
    });
    await page.goto('/');
    await page.getByText(FALLBACK).waitFor();
    // The header and footer are the shell's: they stay.
    await page.getByRole('contentinfo').waitFor();
    expect(refusals.join('\n')).toContain('react ^18.3.1');
    expect(asked).toEqual([]);
    await page.context().close();
    expect(await command('release:rollback', 'mf_catalog')).toContain('1.0.0');
  });
});
