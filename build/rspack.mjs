// One rspack + Module Federation setup for the shell and every remote, so that the
// shared singletons (and their versions) cannot drift between independently built apps.
import { createRequire } from 'node:module';
import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import rspack from '@rspack/core';
import { ModuleFederationPlugin } from '@module-federation/enhanced/rspack';
import { PrecompressPlugin } from './precompress.mjs';
import { ReleaseManifestPlugin } from './release-manifest.mjs';

const require = createRequire(import.meta.url);
const root = path.dirname(path.dirname(new URL(import.meta.url).pathname));

function versionOf(pkg) {
  const file = pkg.startsWith('@portal/')
    ? path.join(root, pkg.slice('@portal/'.length), 'package.json')
    : require.resolve(`${pkg}/package.json`, { paths: [root] });
  return JSON.parse(readFileSync(file, 'utf8')).version;
}

// One copy of each on the page: one React, one QueryClient cache, one form context, one session
// store and one API client. The router is one too, but shared through shared-ui's lib/router (a
// module of '@portal/shared-ui/'), so that it is tree-shaken to what the portal uses.
const SINGLETONS = [
  'react',
  'react-dom',
  'zustand',
  '@tanstack/react-query',
  'react-hook-form',
  '@portal/shared-ui',
  '@portal/contracts',
];
/**
 * Packages imported by subpath. shared-ui and contracts modules import each other by their bare
 * specifiers (`@portal/contracts/api/client`, never `./client`; lint enforces it): the share scope
 * matches bare specifiers only, so a relative import would give a remote its own copy of the API
 * client or of a store.
 */
const WITH_SUBPATHS = new Set(['react', 'react-dom', '@portal/shared-ui', '@portal/contracts']);

/**
 * The contracts' modules that are shared, each by its own specifier: all but the endpoint table's
 * `endpoints/routes/*`. Those are a few lines of constant data (each call's method and path, and
 * url.ts, which makes a call's address of them); as shared modules each cost the page a chunk and
 * a request of its own and every remoteEntry.js an entry of its share map, far more than the bytes
 * themselves (the home page's JavaScript budget), so each is bundled into the module that imports
 * it. Data and functions without state may be copied.
 */
function contractsModules() {
  const src = path.join(root, 'contracts', 'src');
  return (
    readdirSync(src, { recursive: true })
      .map((file) => String(file).split(path.sep).join('/'))
      .filter(
        (file) => /\.tsx?$/.test(file) && !/\.(test|d)\.tsx?$/.test(file) && !file.startsWith('endpoints/routes/'),
      )
      // Read by the release script and the API only: no browser code imports it.
      .filter((file) => file !== 'releases.ts')
      .map((file) => file.replace(/\.tsx?$/, ''))
      .sort()
  );
}

/**
 * Everything shared as a singleton; the `/`-suffixed keys share every subpath import too. `dir` is
 * the app's folder: the range it needs of each is the one its package.json states (a remote built
 * against shared-ui ^1.2.0 says so to the shell that provides it), else the caret of the version.
 */
export function sharedSingletons(dir) {
  const stated = dir ? (JSON.parse(readFileSync(path.join(dir, 'package.json'), 'utf8')).dependencies ?? {}) : {};
  const entries = {};
  for (const pkg of SINGLETONS) {
    const version = versionOf(pkg);
    // strictVersion: a remote whose range the page's copy does not satisfy fails to load (the shell
    // shows its fallback panel) rather than running against a copy it was not built for.
    const spec = { singleton: true, strictVersion: true, requiredVersion: stated[pkg] ?? `^${version}`, version };
    if (pkg === '@portal/contracts') {
      for (const module of contractsModules()) entries[`${pkg}/${module}`] = spec;
    } else if (WITH_SUBPATHS.has(pkg)) entries[`${pkg}/`] = spec;
    entries[pkg] = spec;
  }
  // zustand is imported by subpath (zustand/vanilla, zustand/middleware) inside shared-ui's stores.
  entries['zustand/'] = { ...entries.zustand };
  return entries;
}

/**
 * The version of every shared singleton a shell built from `dir` provides, one per package: the
 * shell checks a remote's needs (the remotes map's `shared`) against it before it loads the remote.
 * @param {string} dir
 */
export function providedVersions(dir) {
  /** @type {Record<string, string>} */
  const provided = {};
  for (const [key, spec] of Object.entries(sharedSingletons(dir))) {
    provided[key.replace(/\/$/, '').replace(/^(@portal\/contracts)\/.*$/, '$1')] ??= spec.version;
  }
  return provided;
}

/**
 * @param {object} o
 * @param {string} o.dir        package directory (import.meta.dirname of the config)
 * @param {string} o.name       federation name, e.g. 'mf_catalog' or 'shell'
 * @param {Record<string,string>} [o.exposes]  for remotes: './HomePage' → './src/...'
 * @param {boolean} [o.host]    the shell: has an HTML entry and no exposes
 */
export function federatedConfig({ dir, name, exposes, host = false }) {
  const production = process.env.NODE_ENV !== 'development';
  return {
    mode: production ? 'production' : 'development',
    context: dir,
    entry: host ? { main: './src/index.ts' } : {},
    devtool: production ? 'source-map' : 'eval-cheap-module-source-map',
    output: {
      path: path.join(dir, 'dist'),
      publicPath: host ? '/' : 'auto',
      uniqueName: name,
      filename: production ? '[name].[contenthash:8].js' : '[name].js',
      chunkFilename: production ? '[name].[contenthash:8].js' : '[name].js',
      cssFilename: production ? '[name].[contenthash:8].css' : '[name].css',
      clean: true,
    },
    resolve: { extensions: ['.tsx', '.ts', '.jsx', '.js', '.json'] },
    experiments: { css: true },
    module: {
      rules: [
        {
          test: /\.[jt]sx?$/,
          exclude: /node_modules/,
          loader: 'builtin:swc-loader',
          options: {
            jsc: {
              parser: { syntax: 'typescript', tsx: true },
              transform: { react: { runtime: 'automatic', development: !production } },
              target: 'es2022',
            },
          },
          type: 'javascript/auto',
        },
        { test: /\.module\.css$/, type: 'css/module', parser: { namedExports: false } },
        { test: /\.css$/, exclude: /\.module\.css$/, type: 'css' },
        { test: /\.(svg|png|jpe?g|webp|woff2?)$/, type: 'asset' },
      ],
    },
    plugins: [
      new ModuleFederationPlugin({
        name,
        manifest: true,
        shareStrategy: 'loaded-first',
        remotes: {},
        ...(host ? {} : { filename: 'remoteEntry.js', exposes }),
        shared: sharedSingletons(dir),
        dts: false,
        // One federation runtime for the whole page: the shell provides it, remotes use it, so
        // each remoteEntry.js drops its own copy (~35 → ~15 kB gzip). The catch: a remote must be
        // built with the same @module-federation/runtime-core as the shell (one lockfile here).
        // `target: 'web'` leaves out the runtime's Node-only code paths.
        experiments: host
          ? { provideExternalRuntime: true, optimization: { target: 'web' } }
          : { externalRuntime: true, optimization: { target: 'web' } },
      }),
      production && new PrecompressPlugin(),
      // dist/release.json: what the build is, owns and needs (issue 21); the dev server writes no files.
      production && new ReleaseManifestPlugin(dir),
      host && new rspack.DefinePlugin({ __SHELL_PROVIDES__: JSON.stringify(providedVersions(dir)) }),
      host &&
        new rspack.HtmlRspackPlugin({
          template: path.join(dir, 'src/index.html'),
          inject: 'body',
          // The portal's mark (as in the header), copied next to index.html and linked from it.
          favicon: path.join(dir, 'public/favicon.svg'),
        }),
    ].filter(Boolean),
    performance: { hints: false },
    stats: 'errors-warnings',
  };
}
