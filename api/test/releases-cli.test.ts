/**
 * The release commands as an operator runs them (issue 21, scope 3), in their own processes like
 * api/test/cli.test.ts, while the portal runs: on the embedded database the portal runs them (the
 * admin socket), on PostgreSQL the command line does; either way the running portal's next
 * `/remotes.json` serves the switch, with no message to it. Here the shell's build has no
 * release.json: an unknown manifest, whose shared singletons the gate says it did not check.
 */
import { mkdir, mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import type { ReleaseManifest, RemoteMapEntry } from '@portal/contracts/releases';
import {
  PROCESS_TIMEOUT_MS,
  cli,
  freshPlace,
  startPortal,
  stopEverything,
  type Place,
  type Portal,
} from './support/portalProcess';

vi.setConfig({ testTimeout: 2 * PROCESS_TIMEOUT_MS, hookTimeout: 2 * PROCESS_TIMEOUT_MS });

let place: Place;
let portal: Portal;
let work: string;

const manifest: ReleaseManifest = {
  name: 'mf_catalog',
  package: '@portal/mf-catalog',
  version: '1.0.1',
  commit: 'cccccccccccc',
  builtAt: '2026-11-28T12:00:00.000Z',
  exposes: ['./HomePage'],
  routes: [{ name: 'home', path: '/', auth: false, admin: false, module: './HomePage' }],
  shared: { react: { builtWith: '19.2.0', needs: '^19.2.0' } },
};

beforeAll(async () => {
  place = await freshPlace();
  work = await mkdtemp(path.join(tmpdir(), 'portal-release-cli-'));
  await mkdir(path.join(work, 'files'), { recursive: true });
  await writeFile(path.join(work, 'release.json'), JSON.stringify(manifest));
  await writeFile(path.join(work, 'files', 'mf-manifest.json'), '{"name":"mf_catalog","version":"1.0.1"}');
  await writeFile(path.join(work, 'files', 'remoteEntry.js'), 'var mf_catalog = "1.0.1";');
  portal = await startPortal(place);
});

afterAll(async () => {
  await stopEverything();
  await rm(work, { recursive: true, force: true });
});

async function catalogEntry(): Promise<RemoteMapEntry | undefined> {
  const body = (await (await fetch(`${portal.url}/remotes.json`)).json()) as { remotes: RemoteMapEntry[] };
  return body.remotes.find((remote) => remote.name === 'mf_catalog');
}

describe('release commands beside a running portal', () => {
  it('lists them in the help', async () => {
    const help = await cli(place, '--help');
    for (const form of [
      'release:publish MAPE',
      'release:activate <lietotne> <versija>',
      'release:rollback <lietotne>',
      'release:list [<lietotne>]',
    ])
      expect(help.stdout).toContain(form);
  });

  it('publishes, activates and rolls back; the portal serves each switch on its next page', async () => {
    const published = await cli(place, 'release:publish', work);
    expect(published.code, published.stderr).toBe(0);
    expect(published.stdout).toContain('Publicēts mf_catalog 1.0.1 (cccccccccccc): 2 faili');
    expect(published.stdout).toContain('shell/dist/release.json is missing: the shared singletons were not checked.');
    expect((await catalogEntry())?.version).toBeNull();

    const activated = await cli(place, 'release:activate', 'mf-catalog', '1.0.1');
    expect(activated.code, activated.stderr).toBe(0);
    expect(await catalogEntry()).toMatchObject({ entry: '/mf/mf_catalog/1.0.1/mf-manifest.json', version: '1.0.1' });
    const file = await fetch(`${portal.url}/mf/mf_catalog/1.0.1/remoteEntry.js`);
    expect(await file.text()).toBe('var mf_catalog = "1.0.1";');
    expect(file.headers.get('cache-control')).toBe('public, max-age=31536000, immutable');

    const again = await cli(place, 'release:publish', work);
    expect(again.code).toBe(1);
    expect(again.stderr).toContain('mf_catalog 1.0.1 jau ir publicēts');

    const list = await cli(place, 'release:list', 'mf_catalog');
    expect(list.stdout).toMatch(/1\.0\.1 \(cccccccccccc\), publicēts .*, komandrinda {2}← aktīvs/);

    const rolledBack = await cli(place, 'release:rollback', 'mf_catalog');
    expect(rolledBack.code, rolledBack.stderr).toBe(0);
    expect((await catalogEntry())?.entry).toBe('/mf/catalog/mf-manifest.json');
  });
});
