import { afterEach, describe, expect, it, vi } from 'vitest';
import { REMOTES_MAP_ELEMENT_ID } from '@portal/contracts/routes';
import { fetchRemotesConfig, inlinedRemotesConfig, routeTableOf } from './remotesConfig';

const BARE = { version: null, routes: [], shared: {} };
const HOME = { name: 'home', path: '/', auth: false, admin: false, module: './HomePage' };

function inline(text: string) {
  const block = document.createElement('script');
  block.type = 'application/json';
  block.id = REMOTES_MAP_ELEMENT_ID;
  block.textContent = text;
  document.head.append(block);
}

afterEach(() => document.getElementById(REMOTES_MAP_ELEMENT_ID)?.remove());

describe('the remotes map', () => {
  it('is read from the page when the server inlined it, keeping only well-formed entries', () => {
    inline(JSON.stringify({ remotes: [{ name: 'mf_catalog', entry: '/mf/catalog/mf-manifest.json' }, { name: 3 }] }));
    expect(inlinedRemotesConfig()).toEqual([{ name: 'mf_catalog', entry: '/mf/catalog/mf-manifest.json', ...BARE }]);
  });

  it('is not taken from the page when the block is missing or broken, so the shell asks /remotes.json', () => {
    expect(inlinedRemotesConfig()).toBeNull();
    inline('{"remotes": [');
    expect(inlinedRemotesConfig()).toBeNull();
  });

  it('is fetched from /remotes.json uncached, and a failed answer is an error', async () => {
    const ok = vi.fn(async () => Response.json({ remotes: [{ name: 'mf_auth', entry: '/mf/auth/mf-manifest.json' }] }));
    expect(await fetchRemotesConfig(ok)).toEqual([{ name: 'mf_auth', entry: '/mf/auth/mf-manifest.json', ...BARE }]);
    expect(ok).toHaveBeenCalledWith('/remotes.json', expect.objectContaining({ cache: 'no-store' }));
    await expect(fetchRemotesConfig(async () => new Response('', { status: 503 }))).rejects.toThrow('503');
  });

  it("carries each app's version, routes and shared needs, and makes the route table of them", () => {
    const catalog = {
      name: 'mf_catalog',
      entry: '/mf/mf_catalog/1.0.1/mf-manifest.json',
      version: '1.0.1',
      routes: [HOME],
      shared: { react: { builtWith: '19.3.1', needs: '~19.3.1' } },
    };
    inline(JSON.stringify({ remotes: [catalog, { name: 'mf_auth', entry: '/mf/auth/mf-manifest.json' }] }));
    const remotes = inlinedRemotesConfig();
    expect(remotes).toEqual([catalog, { name: 'mf_auth', entry: '/mf/auth/mf-manifest.json', ...BARE }]);
    expect(routeTableOf(remotes ?? [])).toEqual([{ ...HOME, remote: 'mf_catalog' }]);
  });
});
