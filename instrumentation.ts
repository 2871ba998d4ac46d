// Warms the database when Next starts on its own (next dev / next start), so the first
// request does not pay PGlite's start-up. Under server.ts it is already open and this is free.
// Then starts the scheduled jobs and the outbox sender, once per server process (not while
// `next build` collects pages, not in tests), and registers the real-time hubs: they call feature
// services, which live in Next's bundle, so they are created here and served by server.ts through the
// process-wide list of lib/realtime/hubs.ts.
// NEXT_RUNTIME is compared literally so the bundler drops the Node-only import from edge builds.
export async function register() {
  if (process.env.NEXT_RUNTIME === 'nodejs') {
    // tsx turns source maps on for the whole process, and Node then reads and keeps the map of every
    // chunk of the build it loads: ~175 MB of heap for stack traces (decision 0074). Production logs
    // name the chunk and position instead; `next dev` keeps them.
    const { getEnv } = await import('@/lib/env');
    if (getEnv().NODE_ENV === 'production') {
      process.setSourceMapsEnabled(false);
      // V8 lets the heap grow up to several times what is alive before a full collection; under load most
      // of that is the garbage of renders in flight. 30 % over the live heap keeps the resident memory
      // bounded at no measured cost in throughput (decision 0074).
      const v8 = await import('node:v8');
      v8.setFlagsFromString('--heap-growing-percent=30');
    }
    const { getDbHandle } = await import('@/lib/db/client');
    await getDbHandle();
    // The offer form resolves `?token`s (lib/auth/offer-token.ts) for every route that accepts one.
    await import('@/features/offer-form/server/token-lookup');
    if (process.env.NEXT_PHASE !== 'phase-production-build') {
      const { startBackgroundWork } = await import('@/lib/scheduler/start');
      const { SCHEDULED_JOBS } = await import('@/registry/scheduled-jobs');
      await startBackgroundWork(SCHEDULED_JOBS);
      const { registerHubs } = await import('@/features/realtime/server/public');
      registerHubs();
    }
  }
}
