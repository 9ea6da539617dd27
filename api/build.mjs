// `npm run build --workspace api` (and `npm start`, `npm run build`, `npm run portal`, `npm run bench`
// through scripts/lib.mjs): the portal process and the operator's command line, each as one
// JavaScript file, so production runs no TypeScript compiler (tsx transpiled every module at each
// start and kept esbuild's service and the source maps resident; docs/decisions.md "The API runs
// compiled JavaScript").
//
// Our code and `@portal/contracts` (TypeScript source) are bundled; every npm package stays an
// import from node_modules, as under tsx: native addons (argon2, sharp), PGlite's wasm and data
// files, and CommonJS packages keep loading the way they always have.
//
// The outputs sit two folders below api/ (dist/server/main.js, dist/server/cli.js) on purpose: the
// three modules that find files from `import.meta.dirname` (src/config/index.ts and
// src/admin/env.ts: the repository root at '../../..'; src/db/migrate.ts: api/drizzle at
// '../../drizzle') live two folders below api/ too, so the same relative paths hold in the bundles.
import { build } from 'esbuild';
import { readFileSync } from 'node:fs';
import path from 'node:path';

const api = import.meta.dirname;
const dependencies = (dir) =>
  Object.keys(JSON.parse(readFileSync(path.join(dir, 'package.json'), 'utf8')).dependencies ?? {});
const external = [...dependencies(api), ...dependencies(path.join(api, '../contracts'))]
  .filter((name) => !name.startsWith('@portal/'))
  .flatMap((name) => [name, `${name}/*`]);

// scripts/lib.mjs runs them (SERVER_ENTRY, CLI_ENTRY) and rebuilds them when the sources are newer.
const OUTDIR = path.join(api, 'dist/server');

export async function buildServer() {
  await build({
    // One build, two self-contained files (no code splitting): each starts without the other.
    entryPoints: [
      { in: path.join(api, 'src/main.ts'), out: 'main' },
      { in: path.join(api, 'src/cli/main.ts'), out: 'cli' },
    ],
    outdir: OUTDIR,
    bundle: true,
    platform: 'node',
    format: 'esm',
    target: 'node20.19',
    external,
    // For NODE_OPTIONS=--enable-source-maps when a stack trace must name the TypeScript line; not
    // loaded otherwise, so it costs no memory at rest.
    sourcemap: 'linked',
    legalComments: 'none',
    logLevel: 'warning',
  });
}

if (process.argv[1] === import.meta.filename) await buildServer();
