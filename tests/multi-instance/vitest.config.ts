import path from 'node:path';
import { defineConfig } from 'vitest/config';

const root = path.resolve(import.meta.dirname, '../..');

/**
 * `npm run test:multi`: the multi-instance suite (a deployment of two production instances behind nginx,
 * started by the suite itself). Needs the production build (`npm run build`), PostgreSQL on 127.0.0.1:5432,
 * `redis-server` and Debian's `nginx` on the PATH.
 */
export default defineConfig({
  root,
  resolve: {
    alias: {
      '@': root,
      'server-only': path.resolve(root, 'tests/server-only.ts'),
    },
  },
  test: {
    globals: true,
    environment: 'node',
    include: ['tests/multi-instance/**/*.multi.ts'],
    fileParallelism: false,
    pool: 'forks',
    testTimeout: 120_000,
    hookTimeout: 300_000,
    // Later tests build on the earlier ones' offer, application and conversation.
    sequence: { concurrent: false, shuffle: false },
    env: { LOG_LEVEL: 'silent' },
  },
});
