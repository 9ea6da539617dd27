// Writes `<app>/dist/first-render.json` after an app's rspack build: the shared modules of the
// federation that its first render loads, so the API's head hints (api/src/web/headHints.ts) can
// name their files in the page's HTML instead of a list written by hand that goes stale whenever an
// import changes.
//
// A chunk's shared modules are loaded before the chunk runs, every one its code imports statically;
// an `import()` (React.lazy, a remote's page) is a chunk of its own, fetched later or never. So the
// list is the closure of the static imports from the app's first code: the shell's bootstrap, or
// the module a remote exposes for a route. It walks the app's own files, the shared-ui and contracts
// files (they import each other by bare specifier) and the packages in node_modules, with the build's
// own resolver, and collects, in the order found (breadth first, so what the entry names itself
// comes first: React, react-dom, the router), every specifier the federation shares. Type-only
// imports are skipped: swc drops them.
//
//   node build/first-render.mjs <shell|mf-…>     (each app's `npm run build` runs it after `rspack build`,
//                                                 so a remote built and deployed alone carries its list)
//
// shell/dist/first-render.json      { "shared": [module, …] }
// mf-<x>/dist/first-render.json     { "routes": { "<route name>": [module, …] } }, each route listing
//                                    only the modules the shell's list lacks (the shell loads those).
import { readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import rspack from '@rspack/core';
import ts from 'typescript';
import { sharedSingletons } from './rspack.mjs';
import { allAppRoutes } from './release-manifest.mjs';

const root = path.dirname(import.meta.dirname);

/** The shell's first code: `src/index.ts` only does `import('./bootstrap')` (the async boundary). */
const SHELL_FIRST_RENDER = 'src/bootstrap.tsx';

const PARSED = /\.(?:[cm]?[jt]sx?)$/;

/**
 * Whether `specifier` names a module of the share scope: a key of `shared` exactly, or a subpath
 * under a key that ends in `/` (`@portal/shared-ui/` shares each of its modules on its own).
 * @param {Record<string, unknown>} shared the `shared` object of the federation plugin
 */
export function sharedMatcher(shared) {
  const exact = new Set(Object.keys(shared).filter((k) => !k.endsWith('/')));
  const prefixes = Object.keys(shared).filter((k) => k.endsWith('/'));
  return (/** @type {string} */ specifier) => exact.has(specifier) || prefixes.some((p) => specifier.startsWith(p));
}

/** @param {ts.NodeArray<ts.ImportSpecifier | ts.ExportSpecifier> | undefined} elements */
const onlyTypes = (elements) => elements !== undefined && elements.length > 0 && elements.every((e) => e.isTypeOnly);

/**
 * The specifiers `code` imports statically, in source order: import and export-from declarations
 * that bring in a value (or only run the module), and CommonJS `require('…')` calls (React's
 * packages). Not `import type`, not an import of type specifiers only, not `import()`.
 * @param {string} file used for its extension only (TSX, JSX)
 * @param {string} code
 * @returns {string[]}
 */
export function staticImports(file, code) {
  const kind = /\.tsx$/.test(file) ? ts.ScriptKind.TSX : /\.[cm]?ts$/.test(file) ? ts.ScriptKind.TS : ts.ScriptKind.JSX;
  const source = ts.createSourceFile(file, code, ts.ScriptTarget.Latest, false, kind);
  /** @type {string[]} */
  const found = [];
  /** @param {ts.Node} node */
  const visit = (node) => {
    if (ts.isImportDeclaration(node) && ts.isStringLiteral(node.moduleSpecifier)) {
      const clause = node.importClause;
      const typeOnly =
        clause !== undefined &&
        (clause.isTypeOnly ||
          (clause.name === undefined &&
            clause.namedBindings !== undefined &&
            ts.isNamedImports(clause.namedBindings) &&
            onlyTypes(clause.namedBindings.elements)));
      if (!typeOnly) found.push(node.moduleSpecifier.text);
      return;
    }
    if (ts.isExportDeclaration(node)) {
      const clause = node.exportClause;
      const typeOnly =
        node.isTypeOnly || (clause !== undefined && ts.isNamedExports(clause) && onlyTypes(clause.elements));
      if (node.moduleSpecifier && ts.isStringLiteral(node.moduleSpecifier) && !typeOnly)
        found.push(node.moduleSpecifier.text);
      return;
    }
    if (
      ts.isCallExpression(node) &&
      ts.isIdentifier(node.expression) &&
      node.expression.text === 'require' &&
      node.arguments.length === 1 &&
      ts.isStringLiteralLike(node.arguments[0])
    ) {
      found.push(node.arguments[0].text);
    }
    ts.forEachChild(node, visit);
  };
  visit(source);
  return found;
}

/**
 * The shared modules loaded with `entries`, in the order found (breadth first over files).
 * @param {object} o
 * @param {string[]} o.entries absolute paths of the first files
 * @param {(specifier: string) => boolean} o.isShared
 * @param {(fromDir: string, specifier: string) => string | undefined} o.resolve absolute path, or undefined
 * @param {(file: string) => string} [o.read]
 * @returns {string[]}
 */
export function sharedLoadedBy({ entries, isShared, resolve, read = (f) => readFileSync(f, 'utf8') }) {
  /** @type {string[]} */
  const shared = [];
  const seenShared = new Set();
  const seenFiles = new Set(entries);
  const queue = [...entries];
  while (queue.length > 0) {
    const file = /** @type {string} */ (queue.shift());
    // Styles, images and JSON import nothing the federation shares.
    if (!PARSED.test(file)) continue;
    for (const specifier of staticImports(file, read(file))) {
      if (isShared(specifier) && !seenShared.has(specifier)) {
        seenShared.add(specifier);
        shared.push(specifier);
      }
      const target = resolve(path.dirname(file), specifier);
      if (target === undefined || seenFiles.has(target)) continue;
      seenFiles.add(target);
      queue.push(target);
    }
  }
  return shared;
}

/** Resolves as the build does (rspack's resolver, a browser target); undefined for what it cannot find. */
function buildResolver() {
  const resolver = new rspack.experiments.resolver.ResolverFactory({
    conditionNames: ['browser', 'import', 'module', 'default'],
    mainFields: ['browser', 'module', 'main'],
    extensions: ['.tsx', '.ts', '.jsx', '.js', '.json'],
  });
  /** @type {Map<string, string | undefined>} */
  const cache = new Map();
  return (/** @type {string} */ fromDir, /** @type {string} */ specifier) => {
    const key = `${fromDir}\0${specifier}`;
    if (!cache.has(key)) {
      const result = resolver.sync(fromDir, specifier);
      cache.set(key, result.path);
    }
    return cache.get(key);
  };
}

/**
 * What the first render of `app` (a workspace folder name) loads from the share scope.
 * @param {string} app
 */
export async function firstRender(app) {
  const isShared = sharedMatcher(sharedSingletons());
  const resolve = buildResolver();
  const shell = sharedLoadedBy({ entries: [path.join(root, 'shell', SHELL_FIRST_RENDER)], isShared, resolve });
  if (app === 'shell') return { shared: shell };
  const config = await import(path.join(root, app, 'rspack.config.mjs'));
  const remote = config.default.output.uniqueName;
  const inShell = new Set(shell);
  /** @type {Record<string, string[]>} */
  const routes = {};
  /** @type {Map<string, string[]>} */
  const byModule = new Map();
  for (const route of allAppRoutes()) {
    if (route.remote !== remote) continue;
    const file = config.exposes[route.module];
    if (file === undefined) throw new Error(`${app} does not expose ${route.module} (route ${route.name})`);
    if (!byModule.has(file)) {
      const loaded = sharedLoadedBy({ entries: [path.join(root, app, file)], isShared, resolve });
      byModule.set(
        file,
        loaded.filter((name) => !inShell.has(name)),
      );
    }
    routes[route.name] = /** @type {string[]} */ (byModule.get(file));
  }
  return { routes };
}

/** Writes `app`'s first-render.json into its build output. */
export async function writeFirstRender(/** @type {string} */ app) {
  const file = path.join(root, app, 'dist', 'first-render.json');
  writeFileSync(file, `${JSON.stringify(await firstRender(app), null, 2)}\n`);
  return file;
}

if (process.argv[1] === import.meta.filename) {
  const app = process.argv[2];
  if (!app) {
    console.error('usage: node build/first-render.mjs <shell|mf-…>');
    process.exit(2);
  }
  await writeFirstRender(app);
}
