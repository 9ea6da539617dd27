// The build's list of the shared modules a first render loads (first-render.mjs), which the API's
// head hints preload: a module listed that the page does not load is bytes and a console warning,
// one missing is a round trip more.
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { firstRender, sharedLoadedBy, sharedMatcher, staticImports } from './first-render.mjs';
import { allAppRoutes } from './release-manifest.mjs';

describe('staticImports', () => {
  it('names what a module loads before it runs, and not types or what it imports later', () => {
    const code = `
      import { useState } from 'react';
      import type { Route } from '@portal/contracts/routes';
      import { type Session } from '@portal/shared-ui/stores/session';
      import { type Dialog, useDialogs } from '@portal/shared-ui/stores/dialogs';
      import '@portal/shared-ui/tokens.css';
      import Default, * as all from './local';
      export { Button } from '@portal/shared-ui/components/Button';
      export type { Icon } from '@portal/shared-ui/components/Icon';
      export { type Props } from './props';
      export * from './everything';
      const Page = lazy(() => import('./Page'));
      const later = () => import('@portal/shared-ui/components/Dialog');
      module.exports = require('./cjs/react.production.js');
    `;
    expect(staticImports('page.tsx', code)).toEqual([
      'react',
      '@portal/shared-ui/stores/dialogs',
      '@portal/shared-ui/tokens.css',
      './local',
      '@portal/shared-ui/components/Button',
      './everything',
      './cjs/react.production.js',
    ]);
  });
});

describe('sharedMatcher', () => {
  it('matches a shared key exactly, and any subpath of a key that ends in a slash', () => {
    const isShared = sharedMatcher({ react: {}, 'react/': {}, 'react-hook-form': {}, '@portal/shared-ui/': {} });
    expect(isShared('react')).toBe(true);
    expect(isShared('react/jsx-runtime')).toBe(true);
    expect(isShared('react-hook-form')).toBe(true);
    expect(isShared('react-hook-form/dist/x')).toBe(false);
    expect(isShared('@portal/shared-ui/components/Button')).toBe(true);
    expect(isShared('@portal/shared-ui')).toBe(false);
    expect(isShared('react-router-dom')).toBe(false);
  });
});

describe('sharedLoadedBy', () => {
  // A small tree: the app's files, two shared modules importing each other by bare specifier, and
  // a package that is not shared but imports one that is.
  const files: Record<string, string> = {
    '/app/entry.tsx': `import { a } from './a'; import '@kit/one'; const Lazy = lazy(() => import('./lazy'));`,
    '/app/a.ts': `import type { T } from '@kit/typed'; import { x } from 'pkg'; export { b } from './b';`,
    '/app/b.ts': `import { one } from '@kit/one'; import { two } from '@kit/two';`,
    '/app/lazy.tsx': `import '@kit/lazy-only';`,
    '/kit/one.ts': `import { three } from '@kit/three';`,
    '/kit/two.ts': `import { one } from '@kit/one';`,
    '/kit/three.ts': ``,
    '/kit/typed.ts': ``,
    '/kit/lazy-only.ts': ``,
    '/node_modules/pkg/index.js': `module.exports = require('react');`,
    '/node_modules/react/index.js': ``,
    '/app/style.css': `@import 'nothing';`,
  };
  const resolve = (fromDir: string, specifier: string) => {
    const candidates = specifier.startsWith('.')
      ? [`${path.join(fromDir, specifier)}.ts`, `${path.join(fromDir, specifier)}.tsx`]
      : specifier.startsWith('@kit/')
        ? [`/kit/${specifier.slice(5)}.ts`]
        : [`/node_modules/${specifier}/index.js`];
    return candidates.find((f) => f in files);
  };
  const read = (file: string) => {
    const code = files[file];
    if (code === undefined) throw new Error(`read ${file}`);
    return code;
  };
  const isShared = (s: string) => s.startsWith('@kit/') || s === 'react';

  it('collects the shared modules of the static imports, breadth first, through the kit and packages', () => {
    // entry → a, one; a → pkg, b; one → three; pkg → react; b → one, two. Not the lazy page's, not the type's.
    expect(sharedLoadedBy({ entries: ['/app/entry.tsx'], isShared, resolve, read })).toEqual([
      '@kit/one',
      '@kit/three',
      'react',
      '@kit/two',
    ]);
  });

  it('reads each file once, even when imports go round in a circle', () => {
    const circle: Record<string, string> = {
      '/app/entry.tsx': `import './x'; import '@kit/one';`,
      '/app/x.ts': `import './entry'; import '@kit/one';`,
      '/kit/one.ts': `import '@kit/one';`,
    };
    const reads: string[] = [];
    const shared = sharedLoadedBy({
      entries: ['/app/entry.tsx'],
      isShared,
      resolve: (fromDir, specifier) =>
        specifier.startsWith('@kit/')
          ? '/kit/one.ts'
          : [`${path.join(fromDir, specifier)}.ts`, `${path.join(fromDir, specifier)}.tsx`].find((f) => f in circle),
      read: (file) => (reads.push(file), circle[file] ?? ''),
    });
    expect(shared).toEqual(['@kit/one']);
    expect(reads.sort()).toEqual(['/app/entry.tsx', '/app/x.ts', '/kit/one.ts']);
  });
});

describe("the portal's first renders", () => {
  it("lists the shell's: React, react-dom and the router first, no page's modules", async () => {
    const { shared = [] } = await firstRender('shell');
    expect(shared.slice(0, 3)).toEqual(['react', 'react-dom/client', '@portal/shared-ui/lib/router']);
    for (const name of ['react-dom', 'react/jsx-runtime', '@tanstack/react-query', '@portal/shared-ui/tokens.css'])
      expect(shared).toContain(name);
    // Only the home page's banner slider renders one: preloaded on other pages it was a warning.
    expect(shared).not.toContain('@portal/shared-ui/components/IconButton');
    expect(shared).not.toContain('react-hook-form');
    expect(new Set(shared).size).toBe(shared.length);
  });

  it("lists each of a remote's routes, with only what the shell's list lacks", async () => {
    const { shared = [] } = await firstRender('shell');
    const { routes = {} } = await firstRender('mf-catalog');
    expect(Object.keys(routes).sort()).toEqual(
      allAppRoutes()
        .filter((r) => r.remote === 'mf_catalog')
        .map((r) => r.name)
        .sort(),
    );
    expect(routes.home).toContain('@portal/shared-ui/components/IconButton');
    expect(routes.contact).toContain('react-hook-form');
    expect(routes['site-map']).not.toContain('react-hook-form');
    for (const list of Object.values(routes)) for (const name of list) expect(shared).not.toContain(name);
  });
});
