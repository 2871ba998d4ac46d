import { count } from 'drizzle-orm';
import { getEnv } from '@/lib/env';
import { logger } from '@/lib/log';
import { getDbHandle } from './client';
import { tenants } from './schema';

/**
 * Opens and migrates the configured database, and loads the demo data when it is empty and
 * SEED_ON_START allows it (the embedded default on a fresh machine).
 */
export async function prepareDatabase(): Promise<void> {
  const env = getEnv();
  const handle = await getDbHandle();
  const { db } = handle;
  const [row] = await db.select({ n: count() }).from(tenants);
  if ((row?.n ?? 0) > 0 || !env.SEED_ON_START) return;
  const { seedDemo } = await import('./seed');
  const started = Date.now();
  logger.info({ offers: env.DEMO_OFFERS }, 'empty database: loading demo data');
  const summary = await seedDemo(handle, { offers: env.DEMO_OFFERS });
  logger.info({ ms: Date.now() - started, summary }, 'demo data loaded');
}
