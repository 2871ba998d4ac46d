import { readdirSync } from 'node:fs';
import nextVitals from 'eslint-config-next/core-web-vitals';
import nextTs from 'eslint-config-next/typescript';
import wakat from './eslint/plugin.mjs';

const TESTS = ['**/*.test.ts', '**/*.test.tsx', '**/*.integration.test.ts'];
const FEATURES = readdirSync(new URL('./features', import.meta.url), { withFileTypes: true })
  .filter((entry) => entry.isDirectory())
  .map((entry) => entry.name);

/**
 * Boundaries (decision 0017). `lib/` is building blocks and imports no feature, no composition
 * (`registry/`) and no page (`app/`). A feature reaches another feature's server code only through
 * its public entry `features/<area>/server/public.ts`. Tests are exempt: they wire areas together.
 */
const boundaryZones = [
  {
    target: './lib',
    from: './features',
    message: 'lib/ is building blocks: it imports no feature (move the shared part into lib/, or invert the call).',
  },
  { target: './lib', from: './registry', message: 'lib/ imports no composition (registry/).' },
  { target: './lib', from: './app', message: 'lib/ imports no page or route.' },
  // One zone per feature: any other feature's server/ files except its public entry (an extglob, so
  // 25 zones instead of one per pair of features: the rule's cost grows with the zones).
  ...FEATURES.map((area) => ({
    target: `./features/${area}/**/*`,
    from: `./features/!(${area})/server/**/!(public).{ts,tsx}`,
    message: "Another feature's server code is reached through its features/<area>/server/public.ts.",
  })),
];

/**
 * Today's exceptions to the zones above. This list may only shrink: a new entry needs a reviewer's
 * yes and a line in docs/decisions/0017-boundaries-and-client-kit.md.
 */
const BOUNDARY_EXCEPTIONS = [
  // The demo data runs outside Next (server.ts, scripts/db-seed.ts), where the offers' public entry cannot
  // load (it reaches modules marked 'server-only'): it imports the offer writer directly.
  'features/demo-data/server/seed/index.ts',
  'features/demo-data/server/seed/offers.ts',
];

/** Client code (components, hooks, fetchers) may never reach server-only modules. */
const serverOnly = [
  {
    group: ['@/features/*/server/*', '@/features/*/server', '**/server/*'],
    message: 'Server-only module: call it from a page, route or server action.',
  },
  {
    group: ['@/lib/db/*', '@/lib/db', '@/lib/log', '@/lib/env'],
    message: 'Server-only module: call it from a page, route or server action.',
  },
];

/**
 * Client modules allowed to call fetch() themselves, each with its reason beside it. None: every browser call
 * goes through lib/api-client and a features/<area>/api/ file (decisions 0070, 0071).
 */
const CLIENT_FETCH_EXCEPTIONS = [];

export default [
  {
    ignores: [
      '.next/**',
      'node_modules/**',
      '.data/**',
      'next-env.d.ts',
      'playwright-report/**',
      'test-results/**',
      'public/**',
      'bench/results/**',
    ],
  },
  ...nextVitals,
  ...nextTs,
  {
    rules: {
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_' }],
      'import/no-anonymous-default-export': 'off',
    },
  },
  {
    // Feature boundaries and no import cycles (lib, features, registry, app, components).
    files: ['**/*.{ts,tsx,mts}'],
    ignores: [...TESTS, ...BOUNDARY_EXCEPTIONS],
    // Packages are never parsed for these rules (a cycle can only run through our own files); without
    // this, no-cycle reads whole dependency trees (e.g. PGlite's bundle) and lint takes many minutes.
    settings: { 'import/ignore': ['node_modules', '\\.(css|json|svg)$'] },
    rules: {
      'import/no-restricted-paths': ['error', { zones: boundaryZones }],
      'import/no-cycle': ['error', { ignoreExternal: true }],
    },
  },
  {
    // Feature boundaries: client-side code never imports server modules.
    files: [
      'components/**/*.{ts,tsx}',
      'features/*/components/**/*.{ts,tsx}',
      'features/*/api/**/*.{ts,tsx}',
      'features/*/hooks/**/*.{ts,tsx}',
    ],
    rules: { 'no-restricted-imports': ['error', { patterns: serverOnly }] },
  },
  {
    // Wherever it lives, a 'use client' module imports nothing server-only, directly or through the modules it
    // imports (eslint/plugin.mjs). The rule's own fixtures break it on purpose.
    files: ['**/*.{ts,tsx}'],
    ignores: [...TESTS, 'eslint/fixtures/**'],
    plugins: { wakat },
    rules: { 'wakat/client-imports': 'error' },
  },
  {
    // Browser code calls the API through lib/api-client and one fetcher file per endpoint under
    // features/<area>/api/ (eslint/plugin.mjs); the rule's own fixtures break it on purpose.
    files: ['**/*.{ts,tsx}'],
    ignores: [...TESTS, 'eslint/fixtures/**', ...CLIENT_FETCH_EXCEPTIONS],
    plugins: { wakat },
    rules: { 'wakat/client-fetch': 'error' },
  },
  {
    // Configuration is read through lib/env.ts, which validates it (wakat/env-access). The exceptions are not
    // the product's configuration, each for its reason:
    files: ['**/*.{ts,tsx,mts,mjs}'],
    ignores: [
      // The one reader.
      'lib/env.ts',
      // Tests and their harnesses (tests/, e2e/, the crash tests' child processes) set and read their own
      // parameters (TEST_DATABASE_URL, E2E_PORT, ACK_FILE, …), often before the variables lib/env.ts
      // validates exist.
      ...TESTS,
      'tests/**',
      'e2e/**',
      'playwright.config.ts',
      '**/*-crash-child.ts',
      // Command-line tools: their variables are the command's options (BENCH_*, the port `npm run up`
      // picks), read before any product module loads.
      'scripts/**',
      'bench/**',
      // Read by Next itself at build time, before the app's modules exist: BROWSER_SOURCE_MAPS decides the
      // build's output, not the running app.
      'next.config.ts',
      // NEXT_RUNTIME and NEXT_PHASE are set by the framework (which runtime, which phase), not by whoever
      // deploys; they decide whether lib/env.ts may be loaded at all.
      'instrumentation.ts',
    ],
    plugins: { wakat },
    rules: { 'wakat/env-access': 'error' },
  },
  {
    // Hrefs take their language's prefix from lib/paths.ts, its one writer (lib/i18n names the languages).
    // Tests, browser journeys and benches request addresses as a visitor types them, '/en/…' included.
    files: ['**/*.{ts,tsx}'],
    ignores: [...TESTS, 'lib/paths.ts', 'lib/i18n/**', 'e2e/**', 'tests/**', 'bench/**', 'eslint/**'],
    plugins: { wakat },
    rules: { 'wakat/locale-prefix': 'error' },
  },
  {
    // No browser-native dialogs: they cannot be styled, translated or made part of the page's focus order.
    // Ask with the design system's dialog (components/ui/confirm-dialog.tsx) and report in the page.
    files: ['app/**/*.{ts,tsx}', 'components/**/*.{ts,tsx}', 'features/**/*.{ts,tsx}', 'lib/**/*.{ts,tsx}'],
    rules: {
      'no-restricted-globals': [
        'error',
        ...['alert', 'confirm', 'prompt'].map((name) => ({
          name,
          message: `No native ${name}(): use the app's dialog (components/ui/confirm-dialog.tsx).`,
        })),
      ],
      'no-restricted-syntax': [
        'error',
        {
          selector:
            "CallExpression[callee.type='MemberExpression'][callee.object.name=/^(window|globalThis|self|top|parent)$/][callee.property.name=/^(alert|confirm|prompt)$/]",
          message: "No native dialogs: use the app's dialog (components/ui/confirm-dialog.tsx).",
        },
      ],
    },
  },
  {
    // Shell components that are server components may read the tenant and theme on the server.
    files: [
      'components/layout/shell-document.tsx',
      'components/layout/site-header.tsx',
      'components/layout/site-footer.tsx',
    ],
    rules: { 'no-restricted-imports': 'off' },
  },
];
