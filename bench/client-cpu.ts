// npx tsx bench/client-cpu.ts [--driver postgres|pglite] [--runs 5] [--port N] [--pages home,list,…]
// (after `npm run build`)
// The browser's main-thread work of a page load: the pages Lighthouse audits (bench/lighthouse.ts), each
// loaded in a fresh mobile context of Debian's Chromium beside the minimal Next page with 100 cards, in
// alternating rounds. From a trace of each load (navigation to 3 s after `load`): the main thread's CPU
// time (the thread's own time, which another process on the machine does not inflate, where wall time
// and Lighthouse's simulation do), the longest task, and the blocking time those tasks would give at
// Lighthouse's 4× CPU (each task × 4, less 50 ms). Prints the medians and each as a ratio to the
// reference's in the same run: the part of Lighthouse's blocking time that is the page's own.
import os from 'node:os';
import { parseArgs } from 'node:util';
import { chromium, type Browser } from '@playwright/test';
import { auditedPages, startPageServers } from './audited-pages';
import { percentile, printTable } from './lib';

interface TraceEvent {
  name: string;
  ph: string;
  pid: number;
  tid: number;
  ts: number;
  dur?: number;
  tdur?: number;
}

interface Load {
  cpu: number;
  longest: number;
  blocking: number;
  /** The same from the tasks' wall time, as Lighthouse's simulation reads them. */
  wallBlocking: number;
}

const SLOWDOWN = 4;

/** One load of `url` in a fresh context: the main thread's CPU, longest task and 4× blocking time, in ms. */
async function load(browser: Browser, url: string, cookie?: string): Promise<Load> {
  const context = await browser.newContext({
    viewport: { width: 412, height: 823 },
    deviceScaleFactor: 1.75,
    isMobile: true,
    hasTouch: true,
    ...(cookie ? { extraHTTPHeaders: { cookie } } : {}),
  });
  try {
    const page = await context.newPage();
    const cdp = await context.newCDPSession(page);
    const events: TraceEvent[] = [];
    cdp.on('Tracing.dataCollected', (e) => events.push(...(e.value as unknown as TraceEvent[])));
    const complete = new Promise<void>((resolve) => cdp.once('Tracing.tracingComplete', () => resolve()));
    await cdp.send('Tracing.start', {
      categories: 'devtools.timeline,disabled-by-default-devtools.timeline',
      transferMode: 'ReportEvents',
    });
    await page.goto(url, { waitUntil: 'load' });
    await page.waitForTimeout(3_000);
    await cdp.send('Tracing.end');
    await complete;
    // The page's main thread is the one that parsed its HTML.
    const parse = events.find((e) => e.name === 'ParseHTML');
    if (!parse) throw new Error(`${url}: no HTML parsed in the trace`);
    const runTasks = events.filter(
      (e) => e.ph === 'X' && e.name === 'RunTask' && e.pid === parse.pid && e.tid === parse.tid,
    );
    const tasks = runTasks.map((e) => (e.tdur ?? e.dur ?? 0) / 1_000);
    const blocking = (durations: number[]) => durations.reduce((sum, ms) => sum + Math.max(0, SLOWDOWN * ms - 50), 0);
    return {
      cpu: tasks.reduce((sum, ms) => sum + ms, 0),
      longest: Math.max(0, ...tasks),
      blocking: blocking(tasks),
      wallBlocking: blocking(runTasks.map((e) => (e.dur ?? 0) / 1_000)),
    };
  } finally {
    await context.close();
  }
}

async function main() {
  const { values } = parseArgs({
    options: {
      driver: { type: 'string', default: 'postgres' },
      runs: { type: 'string', default: '5' },
      port: { type: 'string' },
      pages: { type: 'string' },
    },
  });
  const runs = Number(values.runs);
  const servers = await startPageServers(values.driver!, values.port);
  const browser = await chromium.launch({ executablePath: process.env.CHROME_PATH ?? '/usr/bin/chromium' });
  try {
    const pages = await auditedPages(servers, values.pages?.split(','));
    // One load of each first (the server's caches, the browser's compiled scripts), not counted.
    for (const [, url, cookie] of pages) await load(browser, url, cookie);
    // Rounds: every page once per round, so the machine's drift falls on all of them alike.
    const loads = new Map<string, Load[]>(pages.map(([what]) => [what, []]));
    for (let round = 0; round < runs; round++) {
      for (const [what, url, cookie] of pages) loads.get(what)!.push(await load(browser, url, cookie));
    }
    const median = (what: string, key: keyof Load) =>
      percentile(
        loads.get(what)!.map((l) => l[key]),
        50,
      );
    const floor = pages.find(([what]) => what.startsWith('reference'))![0];
    const rows = pages.map(([what]) => ({
      page: what,
      'main-thread CPU ms': median(what, 'cpu').toFixed(0),
      '÷ reference': (median(what, 'cpu') / median(floor, 'cpu')).toFixed(2),
      'longest task ms': median(what, 'longest').toFixed(0),
      [`blocking at ${SLOWDOWN}× ms`]: median(what, 'blocking').toFixed(0),
      '÷ reference ': (median(what, 'blocking') / median(floor, 'blocking')).toFixed(2),
      [`blocking at ${SLOWDOWN}× from wall time ms`]: median(what, 'wallBlocking').toFixed(0),
    }));
    console.log(
      `\nMain-thread work of a page load (Chromium ${browser.version()}, mobile viewport, median of ${runs} in alternating rounds), ${values.port ? `port ${servers.port}` : values.driver}; load average ${os.loadavg()[0]!.toFixed(1)} on ${os.cpus().length} cores:\n`,
    );
    printTable(rows);
  } finally {
    await browser.close();
    await servers.stop();
  }
}

main().catch((error: unknown) => {
  console.error(String(error instanceof Error ? error.stack : error));
  process.exit(1);
});
