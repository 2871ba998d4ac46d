import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import react from '@vitejs/plugin-react';
import { defineConfig } from 'vitest/config';

const root = import.meta.dirname;
const include = ['**/*.test.ts', '**/*.test.tsx'];
const exclude = ['node_modules/**', '.next/**', 'e2e/**', '.data/**'];
const skipDirs = new Set(['node_modules', '.next', 'e2e', '.data']);

/**
 * What makes a test file need a process of its own: a database, a storage or a hook installed for the file, a
 * mocked or stubbed module, global or environment, fake timers, a DOM environment, process handlers.
 * Files free of all of these are pure functions of their imports and share a worker (see `shared` below).
 */
const PROCESS_STATE =
  /vi\.(mock|doMock|unmock|stubEnv|stubGlobal|useFakeTimers|spyOn|resetModules)|process\.env|(install|register)[A-Z]\w*\(|createTestDb|@vitest-environment|globalThis|process\.(on|once|chdir|exit)\b/;

function testFiles(dir = root, found: string[] = []): string[] {
  for (const entry of readdirSync(dir, { withFileTypes: true })) {
    if (entry.isDirectory()) {
      if (!skipDirs.has(entry.name) && entry.name !== '.git') testFiles(path.join(dir, entry.name), found);
    } else if (/\.test\.tsx?$/.test(entry.name)) found.push(path.relative(root, path.join(dir, entry.name)));
  }
  return found;
}

/** Unit test files that touch no process-wide state (integration files never share a worker). */
const shared = testFiles().filter(
  (file) => !/\.integration\.test\./.test(file) && !PROCESS_STATE.test(readFileSync(path.join(root, file), 'utf8')),
);

export default defineConfig({
  plugins: [react()],
  resolve: {
    alias: {
      '@': root,
      'server-only': path.resolve(root, 'tests/server-only.ts'),
    },
  },
  test: {
    globals: true,
    environment: 'node',
    setupFiles: ['./tests/setup.ts'],
    pool: 'forks',
    // Both cores of a 2-core machine (Vitest's default leaves one to its main process, idle nearly all the
    // run). Override with --maxWorkers.
    maxWorkers: 2,
    testTimeout: 30_000,
    hookTimeout: 60_000,
    env: { NODE_ENV: 'test', LOG_LEVEL: 'silent' },
    projects: [
      {
        extends: true,
        // Pure unit files run one after another in a long-lived worker: no process start, and the modules
        // they share (zod, React, the message catalogues…) are imported once per worker, not once per file.
        test: { name: 'shared', include: shared, isolate: false },
      },
      {
        extends: true,
        // Everything else gets a fresh process per file, as before.
        test: { name: 'isolated', include, exclude: [...exclude, ...shared] },
      },
    ],
  },
});
