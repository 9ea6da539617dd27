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
