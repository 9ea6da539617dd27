// Unit, component and API tests of every workspace run as vitest projects from the root;
// the browser suite (e2e) runs separately because it needs the built portal.
import { defineConfig } from 'vitest/config';

export default defineConfig({
  test: {
    projects: ['contracts', 'shared-ui', 'shell', 'mf-catalog', 'mf-auth', 'api'],
  },
});
