// npx tsx bench/startup.ts [--runs 3] [--data-dir .data/pglite]
// `npm start` on an existing PGlite data directory: time from launch to the first page served.
import { existsSync } from 'node:fs';
import path from 'node:path';
import { parseArgs } from 'node:util';
import { freePort, percentile, printTable, ROOT, startServer, stopServer, verdict, waitForPage } from './lib';

const BUDGET_MS = 8000;

export async function benchStartup(runs: number, dataDir: string) {
  if (!existsSync(path.join(ROOT, '.next/BUILD_ID'))) throw new Error('no production build: run `npm run build` first');
  const dir = path.resolve(ROOT, dataDir);
  if (!existsSync(dir)) {
    console.log(`${dataDir} does not exist: one warm-up start creates and seeds it (not measured)`);
    const port = await freePort();
    const child = startServer(port, { PGLITE_DIR: dir });
    await waitForPage(port, Date.now());
    await stopServer(child);
  }
  const times: number[] = [];
  for (let run = 1; run <= runs; run++) {
    const port = await freePort();
    const started = Date.now();
    const child = startServer(port, { PGLITE_DIR: dir, SEED_ON_START: 'false' });
    const ms = await waitForPage(port, started);
    times.push(ms);
    await stopServer(child);
  }
  printTable(times.map((ms, i) => ({ run: i + 1, 'first page (ms)': ms })));
  const p50 = percentile(times, 50);
  const max = Math.max(...times);
  console.log(`startup: p50 ${p50} ms, max ${max} ms — budget ${BUDGET_MS} ms: ${verdict(max, BUDGET_MS)}`);
  return { p50, max };
}

if (process.argv[1]?.endsWith('startup.ts')) {
  const { values } = parseArgs({
    options: { runs: { type: 'string', default: '3' }, 'data-dir': { type: 'string', default: '.data/pglite' } },
  });
  benchStartup(Number(values.runs), values['data-dir']!).catch((error: unknown) => {
    console.error(String(error instanceof Error ? error.message : error));
    process.exit(1);
  });
}
