// npm run bench – the platform's figures: start-up on an existing database, and first-load JS.
import { benchFirstLoadJs } from './first-load-js';
import { benchStartup } from './startup';

async function main() {
  console.log('== start-up (npm start on an existing PGlite directory) ==');
  const startup = await benchStartup(3, '.data/pglite');
  console.log('\n== first-load JS of home, list and offer pages ==');
  const js = await benchFirstLoadJs();
  console.log(
    `\nsummary: start-up p50 ${startup.p50} ms (max ${startup.max} ms, budget 8000); first-load JS home/list/offer ${js.worstByKind.home}/${js.worstByKind.list}/${js.worstByKind.offer} KiB gz (budgets 160/170/170)`,
  );
}

main().catch((error: unknown) => {
  console.error(String(error instanceof Error ? error.message : error));
  process.exit(1);
});
