import nextVitals from 'eslint-config-next/core-web-vitals';
import nextTs from 'eslint-config-next/typescript';

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
    // Shell components that are server components may read the tenant and theme on the server.
    files: [
      'components/layout/shell-document.tsx',
      'components/layout/site-header.tsx',
      'components/layout/site-footer.tsx',
    ],
    rules: { 'no-restricted-imports': 'off' },
  },
];
