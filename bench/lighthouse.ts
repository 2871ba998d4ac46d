// npx tsx bench/lighthouse.ts [--driver postgres|pglite] [--runs 3] [--port N] [--pages home,list,…]
//   [--cpu 4|calibrated|N]
// (after `npm run build`)
// Lighthouse 12 (mobile, default throttling) in Debian's Chromium on the home page, the all-offers
// list, an offer page, a brand story, pricing, the employer sign-in, and, signed in as the demo
// employer, the panel's home and the offer form; on 50,000 offers; prints the median of the runs per
// page, and the minimal Next page with 100 cards beside them (the floor this machine and browser give).
// With --port it measures a server that is already running there (e.g. `npm run up`) instead.
// --cpu: Lighthouse's CPU slowdown. The default 4× assumes a high-end desktop host; `calibrated` reads this
// machine's benchmark index from one audit of the reference page and takes the multiplier Lighthouse's
// throttling guide gives for it (its brackets: 800 → 2×, 1,300 → 3×, 1,533 → 4×, 2,000 → 6×).
import os from 'node:os';
import { parseArgs } from 'node:util';
import * as chromeLauncher from 'chrome-launcher';
import lighthouse from 'lighthouse';
import { auditedPages, startPageServers } from './audited-pages';
import { get, percentile, printTable, verdict } from './lib';

const CHROME_FLAGS = [
  '--headless=new',
  '--no-sandbox',
  '--disable-gpu',
  '--disable-quic',
  '--no-first-run',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
];

interface Run {
  bench: number;
  score: number;
  cls: number;
  tbt: number;
  lcp: number;
  fcp: number;
  si: number;
}

/** The CPU multiplier that Lighthouse's throttling guide gives for a host's benchmark index (linear between its points). */
export function calibratedMultiplier(benchmarkIndex: number): number {
  const points: [number, number][] = [
    [150, 1],
    [800, 2],
    [1_300, 3],
    [1_533, 4],
    [1_766, 5],
    [2_000, 6],
  ];
  if (benchmarkIndex <= points[0]![0]) return 1;
  for (let i = 1; i < points.length; i++) {
    const [x1, y1] = points[i]!;
    const [x0, y0] = points[i - 1]!;
    if (benchmarkIndex <= x1) return y0 + ((benchmarkIndex - x0) / (x1 - x0)) * (y1 - y0);
  }
  // Past the last point, one more × per 233 of the index, as between the last points.
  return 6 + (benchmarkIndex - 2_000) / 233;
}

async function audit(url: string, chromePort: number, cpu: number, cookie?: string): Promise<Run> {
  const result = await lighthouse(url, {
    port: chromePort,
    output: 'json',
    logLevel: 'error',
    onlyCategories: ['performance'],
    throttling: { cpuSlowdownMultiplier: cpu },
    ...(cookie ? { extraHeaders: { Cookie: cookie } } : {}),
  });
  if (!result) throw new Error(`lighthouse gave no result for ${url}`);
  const { lhr } = result;
  if (lhr.runtimeError) throw new Error(`${url}: ${lhr.runtimeError.message}`);
  const num = (id: string) => lhr.audits[id]?.numericValue ?? Number.NaN;
  return {
    bench: lhr.environment.benchmarkIndex,
    score: Math.round((lhr.categories.performance?.score ?? 0) * 100),
    cls: num('cumulative-layout-shift'),
    tbt: num('total-blocking-time'),
    lcp: num('largest-contentful-paint'),
    fcp: num('first-contentful-paint'),
    si: num('speed-index'),
  };
}

const median = (runs: Run[], key: keyof Run) =>
  percentile(
    runs.map((r) => r[key]),
    50,
  );

async function main() {
  const { values } = parseArgs({
    options: {
      driver: { type: 'string', default: 'postgres' },
      runs: { type: 'string', default: '3' },
      port: { type: 'string' },
      pages: { type: 'string' },
      cpu: { type: 'string', default: '4' },
    },
  });
  const runs = Number(values.runs);
  const servers = await startPageServers(values.driver!, values.port);
  const { port, referenceUrl } = servers;
  const chrome = await chromeLauncher.launch({
    chromePath: process.env.CHROME_PATH ?? '/usr/bin/chromium',
    chromeFlags: CHROME_FLAGS,
  });
  try {
    const pages = await auditedPages(servers, values.pages?.split(','));
    // Warm the server's caches and the page's first compile so the runs measure the steady state.
    for (const [, url, cookie] of pages)
      await get(Number(new URL(url).port), new URL(url).pathname, 'it.localhost', cookie ? { cookie } : {});
    const cpu =
      values.cpu === 'calibrated'
        ? calibratedMultiplier((await audit(referenceUrl, chrome.port, 4)).bench)
        : Number(values.cpu);
    if (!(cpu > 0)) throw new Error(`--cpu ${values.cpu}: a positive number or "calibrated"`);
    const rows: Record<string, string | number>[] = [];
    for (const [what, url, cookie] of pages) {
      const results: Run[] = [];
      for (let i = 0; i < runs; i++) results.push(await audit(url, chrome.port, cpu, cookie));
      const score = median(results, 'score');
      const cls = median(results, 'cls');
      const tbt = median(results, 'tbt');
      rows.push({
        page: what,
        runs: results.map((r) => r.score).join(' '),
        'score (median)': `${score} ${score >= 95 ? 'OK' : 'UNDER'} (≥ 95)`,
        CLS: `${cls.toFixed(3)} ${verdict(cls, 0.02)} (≤ 0.02)`,
        'TBT ms': `${tbt.toFixed(0)} ${verdict(tbt, 150)} (≤ 150)`,
        'LCP ms': median(results, 'lcp').toFixed(0),
        'FCP ms': median(results, 'fcp').toFixed(0),
        'SI ms': median(results, 'si').toFixed(0),
        'benchmark index': median(results, 'bench').toFixed(0),
      });
    }
    console.log(
      `\nLighthouse 12 mobile (slow 4G, CPU ${cpu.toFixed(1)}×${values.cpu === 'calibrated' ? ', calibrated' : ''}), median of ${runs}, ${values.port ? `port ${port}` : values.driver}; load average ${os.loadavg()[0]!.toFixed(1)} on ${os.cpus().length} cores:\n`,
    );
    printTable(rows);
  } finally {
    await chrome.kill();
    await servers.stop();
  }
}

main().catch((error: unknown) => {
  console.error(String(error instanceof Error ? error.stack : error));
  process.exit(1);
});
