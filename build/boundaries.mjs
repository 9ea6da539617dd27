// Import boundaries of the front ends, as zones for import-x/no-restricted-paths (eslint.config.js).
// Read from the folders on disk, so a new remote or feature is covered without editing this file.
//
// - A remote or the shell never imports another one (or the API): they meet only through
//   contracts, shared-ui and the shell's runtime (Module Federation).
// - shared-ui and contracts import no app.
// - Inside a front end, imports flow one way: src/lib → src/features/<f> → src/pages and src/app.
//   A feature never reaches into another feature: what two features need goes to src/lib,
//   shared-ui or contracts.
import { existsSync, readdirSync } from 'node:fs';
import path from 'node:path';

const root = path.dirname(import.meta.dirname);

function subfolders(dir) {
  const full = path.join(root, dir);
  if (!existsSync(full)) return [];
  return readdirSync(full, { withFileTypes: true })
    .filter((e) => e.isDirectory() && e.name !== 'node_modules' && e.name !== 'dist')
    .map((e) => e.name);
}

/** The shell and every `mf-*` remote. */
export function frontEnds() {
  return subfolders('.').filter((name) => name === 'shell' || name.startsWith('mf-'));
}

/**
 * @param {object} [o]
 * @param {boolean} [o.tests] zones for test files: a feature's test may render the page that shows
 *   the feature (that is how a teacher meets it), so only the feature → page zone is left out.
 */
export function boundaryZones({ tests = false } = {}) {
  const apps = frontEnds();
  const zones = [];
  for (const app of apps) {
    zones.push({
      target: `./${app}`,
      from: [...apps.filter((other) => other !== app).map((other) => `./${other}`), './api'],
      message: 'A remote never imports another remote or the shell: they meet through contracts and shared-ui.',
    });
    zones.push({
      target: `./${app}/src/lib`,
      from: [`./${app}/src/features`, `./${app}/src/pages`, `./${app}/src/app`],
      message: 'src/lib is below the features: it imports only lib, shared-ui and contracts.',
    });
    zones.push({
      target: `./${app}/src/features`,
      from: tests ? [`./${app}/src/app`] : [`./${app}/src/pages`, `./${app}/src/app`],
      message: 'Features do not import pages or app code; pages and app compose features.',
    });
    for (const feature of subfolders(`${app}/src/features`)) {
      zones.push({
        target: `./${app}/src/features/${feature}`,
        from: `./${app}/src/features`,
        except: [`./${feature}`],
        message: 'A feature does not import another feature: move what both need to src/lib, shared-ui or contracts.',
      });
    }
  }
  for (const kit of ['shared-ui', 'contracts']) {
    zones.push({
      target: `./${kit}`,
      from: [...apps.map((app) => `./${app}`), './api'],
      message: 'shared-ui and contracts are below every app and import none.',
    });
  }
  return zones;
}

/**
 * The API's modules: every folder of api/src/modules but `admin`, whose sections (admin/<area>)
 * are modules of their own, and `shared`, which holds what several modules use.
 */
export function apiModules() {
  return subfolders('api/src/modules')
    .filter((name) => name !== 'shared')
    .flatMap((name) => (name === 'admin' ? subfolders('api/src/modules/admin').map((area) => `admin/${area}`) : [name]));
}

/** The API's layers below its modules: nothing in them imports a module. */
const API_SHARED_LAYERS = ['config', 'db', 'storage', 'mail', 'captcha', 'http', 'auth', 'backup', 'web'];

/**
 * Import boundaries of the API (api/src), in the shape of the front ends' own:
 *
 * - Inside a module, imports flow routes → service → repo: a repo imports neither, a service
 *   does not import its routes.
 * - A module never reaches into another module's repo or routes: it calls that module's service
 *   (or the piece moves to modules/shared), so each module's tables have one way in.
 * - The shared layers (config, db, storage, mail, captcha, http, auth, backup, web) and modules/shared import
 *   no module: modules build on them, not the other way round.
 *
 * Cycles, type-only imports included, are refused by build/api-cycles.test.ts (import-x/no-cycle
 * skips type-only imports).
 */
export function apiZones() {
  const modules = apiModules();
  const dir = (m) => `./api/src/modules/${m}`;
  const zones = [];
  for (const m of modules) {
    zones.push({
      target: `${dir(m)}/repo.ts`,
      from: [`${dir(m)}/routes.ts`, `${dir(m)}/service.ts`],
      message: 'A repo is the bottom of its module: it imports neither the service nor the routes.',
    });
    zones.push({
      target: `${dir(m)}/service.ts`,
      from: `${dir(m)}/routes.ts`,
      message: 'A service does not import its routes: routes call the service.',
    });
    const others = modules.filter((o) => o !== m && !o.startsWith(`${m}/`) && !m.startsWith(`${o}/`));
    zones.push({
      target: dir(m),
      from: others.flatMap((o) => [`${dir(o)}/repo.ts`, `${dir(o)}/routes.ts`]),
      message: "A module never imports another module's repo or routes: call its service, or move what both need to modules/shared.",
    });
  }
  zones.push({
    target: [...API_SHARED_LAYERS.map((layer) => `./api/src/${layer}`), './api/src/modules/shared'],
    from: modules.map(dir),
    message: 'The shared layers import no module: modules build on them.',
  });
  return zones;
}
