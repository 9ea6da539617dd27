// One lint setup for every workspace.
import js from '@eslint/js';
import tseslint from 'typescript-eslint';
import reactHooks from 'eslint-plugin-react-hooks';
import jsxA11y from 'eslint-plugin-jsx-a11y';
import globals from 'globals';
import importX from 'eslint-plugin-import-x';
import { createTypeScriptImportResolver } from 'eslint-import-resolver-typescript';
import { apiZones, boundaryZones } from './build/boundaries.mjs';

const remotesMeet = {
  group: ['@portal/mf-*', '@portal/shell', '@portal/shell/*', '@portal/api', '@portal/api/*'],
  message: 'Remotes meet only through contracts and shared-ui.',
};
// react-router is shared through this one module of shared-ui (a shared singleton): the page gets
// one copy of it, tree-shaken to what the portal uses (about half the package). Tests and stories
// may use the package itself (memory routers): they run outside the federation.
const routerOnce = {
  group: ['react-router', 'react-router/*', 'react-router-dom', 'react-router-dom/*'],
  message: 'Import the router from @portal/shared-ui/lib/router (one copy of react-router on the page).',
};
// The share scope matches bare specifiers only: a relative import between two modules of
// shared-ui or contracts would give a remote its own copy of the API client or a store.
const bareSpecifier = {
  regex: '^\\.\\.?/(?!.*\\.css$)(?!(\\.\\./)?(icons|testing)/)',
  message:
    'Import modules of shared-ui and contracts by their bare specifier (@portal/shared-ui/…, @portal/contracts/…) so they stay shared singletons.',
};
const outsideTheFederation = [
  '**/*.test.{ts,tsx}',
  '**/*.stories.tsx',
  '**/src/testing/**',
  '**/.storybook/**',
  'e2e/**',
  'shared-ui/src/lib/router.ts',
];

export default tseslint.config(
  {
    ignores: [
      '**/dist/**',
      '**/storybook-static/**',
      '**/node_modules/**',
      'data/**',
      '**/drizzle/**',
      '.test-data/**',
    ],
  },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    languageOptions: { globals: { ...globals.browser, ...globals.node } },
    rules: {
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_' }],
      '@typescript-eslint/consistent-type-imports': 'error',
      'no-console': ['warn', { allow: ['warn', 'error', 'info'] }],
    },
  },
  {
    files: ['**/*.tsx'],
    plugins: { 'react-hooks': reactHooks, 'jsx-a11y': jsxA11y },
    rules: { ...reactHooks.configs.recommended.rules, ...jsxA11y.configs.recommended.rules },
  },
  {
    // Import boundaries (build/boundaries.mjs): remotes meet only through contracts, shared-ui and
    // the shell's runtime; inside a front end, imports flow lib → features → pages/app.
    files: ['**/*.{ts,tsx,mjs}'],
    plugins: { 'import-x': importX },
    settings: {
      'import-x/resolver-next': [
        createTypeScriptImportResolver({ project: ['*/tsconfig.json'], noWarnOnMultipleProjects: true }),
      ],
    },
    rules: {
      'import-x/no-restricted-paths': ['error', { zones: boundaryZones() }],
      'import-x/no-cycle': ['error', { ignoreExternal: true }],
      'no-restricted-imports': ['error', { patterns: [remotesMeet, routerOnce] }],
    },
  },
  {
    files: ['**/*.test.{ts,tsx}'],
    rules: { 'import-x/no-restricted-paths': ['error', { zones: boundaryZones({ tests: true }) }] },
  },
  {
    // The API's layers and modules (build/boundaries.mjs apiZones): routes → service → repo, no
    // module reaching into another's repo or routes, shared layers importing no module.
    files: ['api/src/**/*.ts'],
    rules: { 'import-x/no-restricted-paths': ['error', { zones: [...boundaryZones(), ...apiZones()] }] },
  },
  {
    files: ['shared-ui/src/**/*.{ts,tsx}', 'contracts/src/**/*.ts'],
    rules: { 'no-restricted-imports': ['error', { patterns: [remotesMeet, routerOnce, bareSpecifier] }] },
  },
  {
    files: outsideTheFederation,
    rules: { 'no-restricted-imports': ['error', { patterns: [remotesMeet] }] },
  },
  {
    files: [
      'shared-ui/src/**/*.test.{ts,tsx}',
      'shared-ui/src/**/*.stories.tsx',
      'shared-ui/src/testing/**',
      'shared-ui/src/lib/router.ts',
      'contracts/src/**/*.test.ts',
    ],
    rules: { 'no-restricted-imports': ['error', { patterns: [remotesMeet, bareSpecifier] }] },
  },
);
