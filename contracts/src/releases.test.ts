import { describe, expect, it } from 'vitest';
import { compatibilityProblems, satisfies, type ReleaseManifest } from '@portal/contracts/releases';

const release = (overrides: Partial<ReleaseManifest>): ReleaseManifest => ({
  name: 'mf_catalog',
  package: '@portal/mf-catalog',
  version: '1.0.1',
  commit: 'abc123',
  builtAt: '2026-11-28T12:00:00.000Z',
  exposes: ['./HomePage'],
  routes: [{ name: 'home', path: '/', auth: false, admin: false, module: './HomePage' }],
  shared: {
    react: { builtWith: '19.3.1', needs: '~19.3.1' },
    '@portal/shared-ui': { builtWith: '1.0.0', needs: '^1.0.0' },
  },
  ...overrides,
});

const shell = release({
  name: 'shell',
  package: '@portal/shell',
  version: '1.0.0',
  exposes: [],
  routes: [],
  shared: {
    react: { builtWith: '19.3.2', needs: '~19.3.1' },
    '@portal/shared-ui': { builtWith: '1.4.0', needs: '^1.0.0' },
  },
});
const auth = release({
  name: 'mf_auth',
  exposes: ['./LoginPage'],
  routes: [{ name: 'auth.login', path: '/login', auth: false, admin: false, module: './LoginPage' }],
});

describe('satisfies', () => {
  it('reads the ranges apps state: caret, tilde and exact', () => {
    expect([satisfies('1.4.0', '^1.0.0'), satisfies('2.0.0', '^1.0.0'), satisfies('0.9.0', '^1.0.0')]).toEqual([
      true,
      false,
      false,
    ]);
    expect([satisfies('19.3.2', '~19.3.1'), satisfies('19.4.0', '~19.3.1'), satisfies('18.3.1', '~18.3.1')]).toEqual([
      true,
      false,
      true,
    ]);
    expect([
      satisfies('0.2.5', '^0.2.1'),
      satisfies('0.3.0', '^0.2.1'),
      satisfies('1.0.0', '1.0.0'),
      satisfies('1.0.1', '1.0.0'),
    ]).toEqual([true, false, true, false]);
    expect(satisfies('1.0.0', '>=1')).toBe(false);
  });
});

describe('the compatibility gate', () => {
  const live = { shell, others: [auth] };

  it('lets a release through that the shell satisfies and that clashes with nobody', () => {
    expect(compatibilityProblems(release({}), live)).toEqual([]);
  });

  it('refuses a shared-ui major the shell does not provide, and a remote needing react 18', () => {
    const newer = release({
      shared: {
        react: { builtWith: '18.3.1', needs: '~18.3.1' },
        '@portal/shared-ui': { builtWith: '2.0.0', needs: '^2.0.0' },
        zustand: { builtWith: '5.1.0', needs: '~5.1.0' },
      },
    });
    expect(compatibilityProblems(newer, live)).toEqual([
      'mf_catalog 1.0.1 needs react ~18.3.1; the shell provides 19.3.2',
      'mf_catalog 1.0.1 needs @portal/shared-ui ^2.0.0; the shell provides 1.4.0',
      'mf_catalog 1.0.1 needs zustand ~5.1.0; the shell does not provide it',
    ]);
  });

  it('refuses a route another app owns, by path or by name, and a route naming a module it does not expose', () => {
    const clashing = release({
      exposes: ['./HomePage'],
      routes: [
        { name: 'home', path: '/', auth: false, admin: false, module: './HomePage' },
        { name: 'login', path: '/login', auth: false, admin: false, module: './LoginPage' },
      ],
    });
    expect(compatibilityProblems(clashing, live)).toEqual([
      'mf_catalog 1.0.1: route login (/login) names ./LoginPage, which the release does not expose',
      "mf_catalog 1.0.1: route login (/login) clashes with mf_auth's auth.login (/login)",
    ]);
  });

  it("checks a new shell against what it provides itself, and an app's own earlier release is no clash", () => {
    const oldShell = release({
      ...shell,
      version: '0.9.0',
      shared: { react: { builtWith: '18.3.1', needs: '~18.3.1' } },
    });
    expect(compatibilityProblems(oldShell, live)).toEqual([]);
    expect(compatibilityProblems(release({}), { shell, others: [release({ version: '1.0.0' })] })).toEqual([]);
  });
});
