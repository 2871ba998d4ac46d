// Warms the database when Next starts on its own (next dev / next start), so the first
// request does not pay PGlite's start-up. Under server.ts it is already open and this is free.
// Then starts the scheduled jobs and the outbox sender, once per server process (not while
// `next build` collects pages, not in tests).
// NEXT_RUNTIME is compared literally so the bundler drops the Node-only import from edge builds.
export async function register() {
  if (process.env.NEXT_RUNTIME === 'nodejs') {
    const { getDbHandle } = await import('@/lib/db/client');
    await getDbHandle();
    if (process.env.NEXT_PHASE !== 'phase-production-build') {
      const { startBackgroundWork } = await import('@/lib/scheduler/start');
      await startBackgroundWork();
    }
  }
}
