// npm run db:seed -- [--offers 3000] [--seed 42] [--reset] – loads the demo data into the configured database.
import { parseArgs } from 'node:util';
import { closeDb, getDbHandle } from '@/lib/db/client';
import { closeBus } from '@/lib/cache/bus';
import { closeRedis } from '@/lib/cache/redis';
import { seedDemo } from '@/features/demo-data/server/seed';

async function main() {
  const { values } = parseArgs({
    options: {
      offers: { type: 'string', default: '3000' },
      seed: { type: 'string', default: '42' },
      reset: { type: 'boolean', default: false },
    },
  });
  const offers = Number(values.offers);
  const seed = Number(values.seed);
  if (!Number.isInteger(offers) || offers < 0 || !Number.isInteger(seed))
    throw new Error('--offers and --seed take whole numbers');
  const handle = await getDbHandle();
  let last = 0;
  const summary = await seedDemo(handle, {
    offers,
    seed,
    reset: values.reset,
    log: (message) => {
      if (Date.now() - last > 2000 || !message.startsWith('offers')) {
        last = Date.now();
        console.log(message);
      }
    },
  });
  console.log(
    `seeded on ${handle.driver}: ${summary.offers} offers, ${summary.companies} companies, ${summary.cities} cities, ${summary.skills} skills in ${(summary.ms / 1000).toFixed(1)} s`,
  );
  // The seed announces the new offers on the bus: its Redis connections would keep the process alive.
  await Promise.all([closeDb(), closeBus(), closeRedis()]);
}

main().catch((error: unknown) => {
  console.error(`wakat: ${error instanceof Error ? error.message : String(error)}`);
  process.exit(1);
});
