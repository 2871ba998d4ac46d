import { isNodeRuntime } from '@/lib/env';

// Warms the database when Next starts on its own (next dev / next start), so the first
// request does not pay PGlite's start-up. Under server.ts it is already open and this is free.
export async function register() {
  if (!isNodeRuntime()) return;
  const { getDbHandle } = await import('@/lib/db/client');
  await getDbHandle();
}
