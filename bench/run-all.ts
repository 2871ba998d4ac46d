// npm run bench – the platform's figures: start-up on an existing database, first-load JS, and a CV's download
// from S3 against the local directory.
import { execFileSync } from 'node:child_process';
import path from 'node:path';
import { benchFirstLoadJs } from './first-load-js';
import { ROOT } from './lib';
import { benchStartup } from './startup';

async function main() {
  console.log('== start-up (npm start on an existing PGlite directory) ==');
  const startup = await benchStartup(3, '.data/pglite');
  console.log('\n== first-load JS of home, list and offer pages ==');
  const js = await benchFirstLoadJs();
  console.log('\n== a 5 MB CV through the download route: S3 (s3rver) against the local directory ==');
  // Its own process: the route's modules need the server-only hook.
  const storage = execFileSync(
    path.join(ROOT, 'node_modules/.bin/tsx'),
    ['--import', './bench/server-only-hook.mjs', 'bench/storage-s3.ts', '--runs', '20'],
    { cwd: ROOT, encoding: 'utf8', stdio: ['ignore', 'pipe', 'inherit'] },
  );
  console.log(storage.trimEnd());
  const figure = (what: RegExp) => what.exec(storage)?.[1] ?? '?';
  const s3Http = figure(/as deployed[^:]*: over HTTP ([\d.]+)×/);
  const s3InProcess = figure(/as deployed[^;]*in process ([\d.]+)×/);
  const s3FirstHttp = figure(/first download[^:]*: over HTTP ([\d.]+)×/);
  console.log(
    `\nsummary: start-up p50 ${startup.p50} ms (max ${startup.max} ms, budget 8000); first-load JS home/list/offer ${js.worstByKind.home}/${js.worstByKind.list}/${js.worstByKind.offer} KiB gz (budgets 160/170/170); 5 MB CV from S3 as deployed (a repeat download) at ${s3Http}× the local directory's speed over HTTP, ${s3InProcess}× in process, a first download ${s3FirstHttp}× over HTTP (goal ≥ 0.8×)`,
  );
}

main().catch((error: unknown) => {
  console.error(String(error instanceof Error ? error.message : error));
  process.exit(1);
});
