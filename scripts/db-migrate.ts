// npm run db:migrate – applies the migrations to the configured database (PGlite or DATABASE_URL), then
// analyses the offers whose search terms are missing or from an older analysis.
import { closeDb, getDbHandle } from '@/lib/db/client';
import { closeBus } from '@/lib/cache/bus';
import { closeRedis } from '@/lib/cache/redis';
import { refreshSearchTerms } from '@/features/offers/server/search-terms-refresh';

const started = Date.now();
getDbHandle()
  .then(async (handle) => {
    console.log(`migrated (${handle.driver}) in ${Date.now() - started} ms`);
    const terms = Date.now();
    const { offers } = await refreshSearchTerms(handle.db);
    console.log(`search terms of ${offers} offers computed in ${Date.now() - terms} ms`);
    // Announcing the boards may have opened Redis connections, which would keep the process alive.
    await Promise.all([closeDb(), closeBus(), closeRedis()]);
  })
  .catch((error: unknown) => {
    console.error(`wakat: ${error instanceof Error ? error.message : String(error)}`);
    process.exit(1);
  });
