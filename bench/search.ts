// npx tsx bench/search.ts [--driver pglite|postgres] [--requests 200] [--database wakat_bench]  (after `npm run build`)
// The read API on 50,000 offers over HTTP: latency of the list, counts, suggestions and clusters.
// Keyword rows are also given as a ratio to the unfiltered first page of the same run (the reference).
import os from 'node:os';
import { parseArgs } from 'node:util';
import { OFFERS, prepare50k as prepare, throughput, time } from './data-50k';
import { freePort, percentile, printTable, startServer, stopServer, waitForPage } from './lib';

async function main() {
  const { values } = parseArgs({
    options: {
      driver: { type: 'string', default: 'pglite' },
      requests: { type: 'string', default: '200' },
      database: { type: 'string', default: 'wakat_bench' },
    },
  });
  const n = Number(values.requests);
  const env = await prepare(values.driver!, values.database!);
  const port = await freePort();
  const server = startServer(port, { ...env, SEED_ON_START: 'false' });
  try {
    // Opening 50,000 offers (and analysing them once after an upgrade) may take minutes on a busy machine.
    await waitForPage(port, Date.now(), 900_000, '/api/v2/app-config');
    const list = '/api/v2/user-panel/offers/by-cursor';
    await time(port, list, 20);
    const rows: Record<string, string | number>[] = [];
    let reference = NaN;
    const row = (what: string, ms: number[], goal: string) =>
      rows.push({
        what,
        p50: percentile(ms, 50).toFixed(2),
        p99: percentile(ms, 99).toFixed(2),
        'p50 / ref': (percentile(ms, 50) / reference).toFixed(2),
        goal,
      });
    const first = await time(port, list, n);
    reference = percentile(first, 50);
    row(
      'by-cursor first page (ms), the reference',
      first,
      values.driver === 'pglite' ? 'p50 ≤ 8' : 'p50 ≤ 5, p99 ≤ 20',
    );
    // Keyword searches: a frequent title word, a skill, two words, a Polish word of the descriptions, a rare word.
    for (const [label, query] of [
      ['"java"', 'keywords[]=java'],
      ['"kubernetes"', 'keywords[]=kubernetes'],
      ['"senior" + "python"', 'keywords[]=senior&keywords[]=python'],
      ['"doświadczenie"', `keywords[]=${encodeURIComponent('doświadczenie')}`],
      ['"elixir", salary sort', 'keywords[]=elixir&sortBy=salary&orderBy=desc'],
    ] as const)
      row(`by-cursor first page, keyword ${label} (ms)`, await time(port, `${list}?${query}`, n), 'p50 / ref ≤ before');
    row(
      'count "java", uncached (ms)',
      await time(port, (i) => `/api/v2/user-panel/offers/count?keywords[]=java&salaryMin=${i + 1}`, n),
      '',
    );
    row(
      'by-cursor with filters (ms)',
      await time(port, `${list}?experienceLevels[]=senior&remote=true&withSalary=true&sortBy=salary`, n),
      '',
    );
    // Counts are cached per board generation and filters: distinct filters each time miss the cache.
    const counts = '/api/v2/user-panel/offers/count/categories';
    row('count, uncached (ms)', await time(port, (i) => `/api/v2/user-panel/offers/count?salaryMin=${i + 1}`, n), '');
    row('category counts, uncached (ms)', await time(port, (i) => `${counts}?salaryMin=${i + 1}`, n), 'p50 ≤ 10');
    row('category counts, cached (ms)', await time(port, counts, n), 'p50 ≤ 1');
    row('suggest "jav" (ms)', await time(port, '/api/v2/user-panel/offers/suggest?query=jav', n), 'p50 ≤ 3');
    const clusters = '/api/v2/user-panel/offers/clusters?neLat=55&neLon=24.15&swLat=49&swLon=14.12&zoom=6';
    // The first request for a filter set builds its index from every matching offer (all 50,000 here).
    const build = await time(port, `${clusters}&currency=EUR`, 1);
    row('clusters, index built (ms)', await time(port, `${clusters}&currency=EUR`, n), 'p50 ≤ 5');
    rows.push({
      what: 'cluster index build, first request (ms)',
      p50: build[0]!.toFixed(0),
      p99: '',
      'p50 / ref': '',
      goal: '≤ 400',
    });
    // The floor of a request through Next on this machine, in alternating rounds with the first page.
    const pages: number[] = [];
    const floor: number[] = [];
    for (let round = 0; round < 3; round++) {
      floor.push(await throughput(port, '/robots.txt', 10, 5));
      pages.push(await throughput(port, list, 10, 5));
    }
    const median = (values: number[]) => percentile(values, 50);
    rows.push(
      {
        what: 'by-cursor first page, 10 connections (req/s)',
        p50: median(pages).toFixed(0),
        p99: pages.map((v) => v.toFixed(0)).join(' / '),
        'p50 / ref': `${(median(pages) / median(floor)).toFixed(2)}× robots`,
        goal: '≥ 400',
      },
      {
        what: 'robots.txt through Next, 10 connections (req/s)',
        p50: median(floor).toFixed(0),
        p99: floor.map((v) => v.toFixed(0)).join(' / '),
        'p50 / ref': '',
        goal: '',
      },
    );
    console.log(
      `\nread API on ${OFFERS} offers, ${values.driver}, ${n} requests each over HTTP; load average ${os.loadavg()[0]!.toFixed(1)} on ${os.cpus().length} cores:\n`,
    );
    printTable(rows);
  } finally {
    await stopServer(server);
  }
}

main().catch((error: unknown) => {
  console.error(String(error instanceof Error ? error.message : error));
  process.exit(1);
});
