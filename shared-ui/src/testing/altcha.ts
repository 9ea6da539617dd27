/**
 * Stands in for the `altcha` package in component tests: `vi.mock('altcha', () => import(
 * '@portal/shared-ui/testing/altcha'))`. The web component itself is not under test (a bare
 * `altcha-widget` element stands in, and a test dispatches its `verified` event); the Captcha
 * component only needs the package's i18n registry on `globalThis.$altcha`.
 */
const registry = new Map<string, Record<string, string>>();
(globalThis as unknown as { $altcha: unknown }).$altcha = {
  i18n: {
    get: (name: string) => registry.get(name),
    set: (name: string, value: Record<string, string>) => registry.set(name, value),
  },
};

export {};
