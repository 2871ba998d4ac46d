// npm run db:migrate – applies the migrations to the configured database (PGlite or DATABASE_URL).
import { closeDb, getDbHandle } from '@/lib/db/client';

const started = Date.now();
getDbHandle()
  .then(async (handle) => {
    console.log(`migrated (${handle.driver}) in ${Date.now() - started} ms`);
    await closeDb();
  })
  .catch((error: unknown) => {
    console.error(`wakat: ${error instanceof Error ? error.message : String(error)}`);
    process.exit(1);
  });
