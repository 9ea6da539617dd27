// `npm run build --workspace api` (and `npm start`, `npm run build`, `npm run bench` through
// scripts/lib.mjs): the portal process as one JavaScript file, so production runs no TypeScript
// compiler (tsx transpiled every module at each start and kept esbuild's service and the source
// maps resident; docs/decisions.md "The API runs compiled JavaScript").
//
// Our code and `@portal/contracts` (TypeScript source) are bundled; every npm package stays an
// import from node_modules, as under tsx: native addons (argon2, sharp), PGlite's wasm and data
// files, and CommonJS packages keep loading the way they always have.
//
// The output sits two folders below api/ (dist/server/main.js) on purpose: the three modules that
// find files from `import.meta.dirname` (src/config/index.ts and src/admin/env.ts: the repository
// root at '../../..'; src/db/migrate.ts: api/drizzle at '../../drizzle') live two folders below
// api/ too, so the same relative paths hold in the bundle.
import { build } from 'esbuild';
import { readFileSync } from 'node:fs';
import path from 'node:path';

const api = import.meta.dirname;
const dependencies = (dir) =>
  Object.keys(JSON.parse(readFileSync(path.join(dir, 'package.json'), 'utf8')).dependencies ?? {});
const external = [...dependencies(api), ...dependencies(path.join(api, '../contracts'))]
  .filter((name) => !name.startsWith('@portal/'))
  .flatMap((name) => [name, `${name}/*`]);

export const OUTFILE = path.join(api, 'dist/server/main.js');

export async function buildServer() {
  await build({
    entryPoints: [path.join(api, 'src/main.ts')],
    outfile: OUTFILE,
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
