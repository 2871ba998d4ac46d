import { defineConfig } from 'drizzle-kit';

// Migrations are generated here and applied from code at start-up (lib/db/client.ts).
export default defineConfig({
  dialect: 'postgresql',
  schema: './lib/db/schema/index.ts',
  out: './lib/db/migrations',
});
