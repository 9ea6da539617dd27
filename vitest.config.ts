// Unit, component and API tests of every workspace run as vitest projects from the root;
// the browser suite (e2e) runs separately because it needs the built portal.
import { defineConfig } from 'vitest/config';
// The API lists two projects (PGlite, and PostgreSQL when TEST_DATABASE_URL is set); vitest does not
// nest projects, so they are spread in here.
import { apiProjects } from './api/vitest.projects';

export default defineConfig({
  test: {
    // Two at a time on the machine's two cores, in worker threads (they start faster than
    // processes); the API projects say otherwise for their files (api/vitest.projects.ts).
    pool: 'threads',
    maxWorkers: 2,
    projects: [
      'build',
      'contracts',
      'shared-ui',
      'shell',
      'mf-catalog',
      'mf-auth',
      'mf-materials',
      'mf-profile',
      'mf-inbox',
      'mf-admin',
      ...apiProjects,
    ],
  },
});
