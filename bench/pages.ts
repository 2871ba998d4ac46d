// npx tsx bench/pages.ts [--driver postgres|pglite] [--database wakat_bench] [--requests 100] [--rounds 3] [--seconds 10]
// (after `npm run build`)
// Candidate pages on 50,000 offers: list SSR time to first byte and throughput, HTML size, and the
// first-load JavaScript of the list and an offer page. The rendered list's throughput is compared, in
// alternating rounds, with a minimal Next app built by the run (the same Next and React) whose dynamic page
// renders as many plain cards from memory (goal ≥ 0.8×); the server's resident memory is sampled throughout.
import { gzipSync } from 'node:zlib';
import os from 'node:os';
import { parseArgs } from 'node:util';
import { firstLoadScripts } from './first-load-js';
import { OFFERS, prepare50k, throughput } from './data-50k';
import {
  freePort,
  get,
  percentile,
  printTable,
  REFERENCE_CARDS,
  startNextReference,
  startServer,
  stopServer,
  verdict,
  waitForPage,
  watchRss,
} from './lib';

const kib = (bytes: number) => bytes / 1024;

/** A cookie the page cache does not know: the request is rendered, as a signed-in visitor's would be. */
const RENDERED = { cookie: 'bench=rendered' };

async function ttfb(port: number, pathname: string, n: number, headers: Record<string, string> = {}) {
  const first: number[] = [];
  const whole: number[] = [];
  for (let i = 0; i < n; i++) {
    const t = performance.now();
    const answer = await get(port, pathname, 'it.localhost', headers);
    if (answer.status !== 200) throw new Error(`${pathname} answered ${answer.status}`);
    first.push(answer.firstByteMs);
    whole.push(performance.now() - t);
  }
  return { first, whole };
}

async function firstLoadKiB(port: number, pathname: string, cache: Map<string, number>) {
  const html = (await get(port, pathname)).body.toString('utf8');
  let total = 0;
  for (const src of firstLoadScripts(html)) {
    if (!cache.has(src)) cache.set(src, gzipSync((await get(port, src)).body, { level: 9 }).length);
    total += cache.get(src)!;
  }
  return kib(total);
}

async function main() {
  const { values } = parseArgs({
    options: {
      driver: { type: 'string', default: 'postgres' },
      database: { type: 'string', default: 'wakat_bench' },
      requests: { type: 'string', default: '100' },
      rounds: { type: 'string', default: '3' },
      seconds: { type: 'string', default: '10' },
    },
  });
  const n = Number(values.requests);
  const rounds = Number(values.rounds);
  const seconds = Number(values.seconds);
  const loadBefore = os.loadavg()[0]!;
  const env = await prepare50k(values.driver!, values.database!);
  const port = await freePort();
  const referencePort = await freePort();
  const reference = startNextReference(referencePort);
  const server = startServer(port, { ...env, SEED_ON_START: 'false' });
  const peakRss = watchRss(server.pid!);
  try {
    await waitForPage(port, Date.now(), 300_000, '/api/v2/app-config');
    await waitForPage(referencePort, Date.now(), 120_000);
    const listPath = '/job-offers';
    const offer = JSON.parse((await get(port, '/api/v2/user-panel/offers/by-cursor?itemsCount=1')).body.toString()) as {
      data: { slug: string }[];
    };
    const detailPath = `/job-offer/${offer.data[0]!.slug}`;
    for (const p of [listPath, detailPath, '/']) await ttfb(port, p, 10);
    const rows: Record<string, string | number>[] = [];
    const timing = async (what: string, pathname: string, goal: string, headers: Record<string, string> = {}) => {
      const { first, whole } = await ttfb(port, pathname, n, headers);
      rows.push({
        what,
        p50: percentile(first, 50).toFixed(1),
        p99: percentile(first, 99).toFixed(1),
        'whole p50': percentile(whole, 50).toFixed(1),
        goal,
      });
    };
    await timing('list /job-offers, TTFB (ms)', listPath, 'p50 ≤ 15');
    await timing('list, Kraków + Backend + senior, TTFB (ms)', '/job-offers/krakow/backend?doswiadczenie=senior', '');
    await timing('offer page, TTFB (ms)', detailPath, '');
    await timing('home, TTFB (ms)', '/', '');
    await timing('list, rendered (page cache bypassed), TTFB (ms)', listPath, '', RENDERED);
    await timing('offer page, rendered, TTFB (ms)', detailPath, '', RENDERED);
    await timing('home, rendered, TTFB (ms)', '/', '', RENDERED);
    const rps = await throughput(port, listPath, 10, 10);
    rows.push({ what: 'list, 10 connections (req/s)', p50: rps.toFixed(0), p99: '', 'whole p50': '', goal: '≥ 100' });
    // The rendered list and the minimal Next page, in alternating rounds so both see the same machine.
    const cards = (await get(port, listPath, 'it.localhost', RENDERED)).body
      .toString('utf8')
      .match(/data-count="(\d+)"/);
    const rendered: number[] = [];
    const floor: number[] = [];
    for (let round = 0; round < rounds; round++) {
      floor.push(await throughput(referencePort, '/', 10, seconds));
      rendered.push(await throughput(port, listPath, 10, seconds, RENDERED));
    }
    const median = (list: number[]) => percentile(list, 50);
    const ratio = median(rendered) / median(floor);
    rows.push(
      {
        what: `list, rendered, 10 connections (req/s; ${cards?.[1] ?? '?'} cards)`,
        p50: median(rendered).toFixed(1),
        p99: rendered.map((v) => v.toFixed(1)).join(' / '),
        'whole p50': '',
        goal: `${ratio.toFixed(2)}× ref (${ratio >= 0.8 ? 'OK' : 'UNDER'} ≥ 0.8)`,
      },
      {
        what: `reference: minimal Next page, ${REFERENCE_CARDS} cards (req/s)`,
        p50: median(floor).toFixed(1),
        p99: floor.map((v) => v.toFixed(1)).join(' / '),
        'whole p50': '',
        goal: '',
      },
    );
    const rss = peakRss();
    rows.push({
      what: 'server RSS, peak during the run (MB)',
      p50: rss.toFixed(0),
      p99: '',
      'whole p50': '',
      goal: `${verdict(rss, 600)} (≤ 600)`,
    });
    console.log(`\ncandidate pages on ${OFFERS} offers, ${values.driver}, ${n} requests each over HTTP:\n`);
    printTable(rows);
    console.log(
      `\nrendered rows: ${rounds} rounds of ${seconds} s (p99 column: each round); load average ${loadBefore.toFixed(1)} → ${os.loadavg()[0]!.toFixed(1)} on ${os.cpus().length} cores`,
    );

    const sizes: Record<string, string | number>[] = [];
    const scripts = new Map<string, number>();
    for (const [what, pathname] of [
      ['list', listPath],
      ['offer page', detailPath],
      ['home', '/'],
    ] as const) {
      const html = (await get(port, pathname)).body;
      const htmlKiB = kib(gzipSync(html, { level: 9 }).length);
      const js = await firstLoadKiB(port, pathname, scripts);
      sizes.push({
        page: what,
        'HTML KiB gz': htmlKiB.toFixed(1),
        'HTML budget': what === 'list' ? `${verdict(htmlKiB, 30)} (≤ 30)` : '',
        'first-load JS KiB gz': js.toFixed(1),
        'JS budget': what === 'home' ? '' : `${verdict(js, 180)} (≤ 180)`,
      });
    }
    console.log('');
    printTable(sizes);
  } finally {
    await Promise.all([stopServer(server), stopServer(reference)]);
  }
}

main().catch((error: unknown) => {
  console.error(String(error instanceof Error ? error.message : error));
  process.exit(1);
});
