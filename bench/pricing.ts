// npx tsx bench/pricing.ts --port 3207 [--host it.localhost] [--requests 200]
// The pricing page against a running production server (`npm run build && npm start`): time to first
// byte of a repeat answered by the page cache (checked by its `x-page-cache: hit` header), of a render
// (a cookie the cache does not know bypasses it), and the gzipped HTML size, in both languages.
import { gzipSync } from 'node:zlib';
import { parseArgs } from 'node:util';
import { get, percentile, printTable, verdict } from './lib';

const { values } = parseArgs({
  options: {
    port: { type: 'string' },
    host: { type: 'string', default: 'it.localhost' },
    requests: { type: 'string', default: '200' },
  },
});
if (!values.port) throw new Error('--port of a running production server is required');
const PORT = Number(values.port);
const N = Number(values.requests);

async function measure(pathname: string, headers: Record<string, string>, expectHit: boolean) {
  const firstBytes: number[] = [];
  for (let i = 0; i < N; i++) {
    const answer = await get(PORT, pathname, values.host, headers);
    if (answer.status !== 200) throw new Error(`${pathname} answered ${answer.status}`);
    const hit = answer.headers['x-page-cache'] === 'hit';
    if (hit !== expectHit) throw new Error(`${pathname}: expected ${expectHit ? 'a cache hit' : 'a render'}`);
    firstBytes.push(answer.firstByteMs);
  }
  return firstBytes;
}

async function main() {
  const rows: Record<string, string | number>[] = [];
  for (const pathname of ['/pricing', '/en/pricing']) {
    const gz = { 'accept-encoding': 'gzip' };
    // Fill the cache (the first request renders), then measure repeats.
    await get(PORT, pathname, values.host, gz);
    const cached = await measure(pathname, gz, true);
    const rendered = await measure(pathname, { ...gz, cookie: 'bench=rendered' }, false);
    const html = (await get(PORT, pathname, values.host)).body;
    rows.push({
      page: pathname,
      'cached p50 ms': percentile(cached, 50).toFixed(2),
      'cached p99 ms': percentile(cached, 99).toFixed(2),
      'rendered p50 ms': percentile(rendered, 50).toFixed(1),
      'rendered p99 ms': percentile(rendered, 99).toFixed(1),
      'HTML KiB gz': (gzipSync(html).length / 1024).toFixed(1),
      'goal: cached p50 ≤ 15 ms': verdict(percentile(cached, 50), 15),
    });
  }
  printTable(rows);
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
