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
    // In CI, a test that fails is run once more (as the browser journeys are): one SSE handshake in many runs
    // has gone unanswered for the client's 30 s server timeout with nothing logged on either instance or the
    // balancer. A second failure still fails the run.
    retry: process.env.CI ? 1 : 0,
    // Later tests build on the earlier ones' offer, application and conversation.
    sequence: { concurrent: false, shuffle: false },
    env: { LOG_LEVEL: 'silent' },
  },
});
