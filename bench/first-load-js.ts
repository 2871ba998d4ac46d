// npx tsx bench/first-load-js.ts [--port N]  (after `npm run build`)
// The shell page's first-load JavaScript, gzipped: every same-origin module script the HTML loads.
import { mkdirSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { parseArgs } from 'node:util';
import { brotliCompressSync, gzipSync } from 'node:zlib';
import { freePort, get, printTable, ROOT, startServer, stopServer, verdict, waitForPage } from './lib';

const BUDGET_KIB = 170;
const PAGES = [
  { host: 'it.localhost', path: '/' },
  { host: 'it.localhost', path: '/en' },
  { host: 'biz.localhost', path: '/' },
  { host: 'biz.localhost', path: '/en' },
];

/** Script URLs a browser downloads at first load (nomodule legacy scripts are skipped by modern browsers). */
export function firstLoadScripts(html: string): string[] {
  const tags = html.match(/<script\b[^>]*\bsrc="[^"]+"[^>]*>/g) ?? [];
  return [
    ...new Set(tags.filter((t) => !/\bnoModule\b|\bnomodule\b/.test(t)).map((t) => /\bsrc="([^"]+)"/.exec(t)![1]!)),
  ].filter((src) => src.startsWith('/_next/'));
}

export async function benchFirstLoadJs(existingPort?: number) {
  const port = existingPort ?? (await freePort());
  const child = existingPort ? undefined : startServer(port);
  try {
    await waitForPage(port, Date.now());
    const sizes = new Map<string, { gz: number; br: number }>();
    const pages: Record<string, string | number>[] = [];
    for (const page of PAGES) {
      const html = (await get(port, page.path, page.host)).body.toString('utf8');
      let gz = 0;
      let br = 0;
      for (const src of firstLoadScripts(html)) {
        if (!sizes.has(src)) {
          const body = (await get(port, src, page.host)).body;
          sizes.set(src, { gz: gzipSync(body, { level: 9 }).length, br: brotliCompressSync(body).length });
        }
        gz += sizes.get(src)!.gz;
        br += sizes.get(src)!.br;
      }
      pages.push({
        page: `${page.host}${page.path}`,
        scripts: firstLoadScripts(html).length,
        'gzip KiB': (gz / 1024).toFixed(1),
        'brotli KiB': (br / 1024).toFixed(1),
        budget: verdict(gz / 1024, BUDGET_KIB),
      });
    }
    printTable(pages);
    console.log('\nlargest chunks:');
    printTable(
      [...sizes.entries()]
        .sort((a, b) => b[1].gz - a[1].gz)
        .slice(0, 10)
        .map(([src, s]) => ({ chunk: src, 'gzip KiB': (s.gz / 1024).toFixed(1) })),
    );
    const worst = Math.max(...pages.map((p) => Number(p['gzip KiB'])));
    console.log(
      `\nfirst-load JS: worst page ${worst} KiB gz — budget ${BUDGET_KIB} KiB: ${verdict(worst, BUDGET_KIB)}`,
    );
    mkdirSync(path.join(ROOT, 'bench/results'), { recursive: true });
    writeFileSync(
      path.join(ROOT, 'bench/results/first-load-js.json'),
      JSON.stringify({ pages, budgetKiB: BUDGET_KIB }, null, 2),
    );
    return { worstKiB: worst };
  } finally {
    if (child) await stopServer(child);
  }
}

if (process.argv[1]?.endsWith('first-load-js.ts')) {
  const { values } = parseArgs({ options: { port: { type: 'string' } } });
  benchFirstLoadJs(values.port ? Number(values.port) : undefined).catch((error: unknown) => {
    console.error(String(error instanceof Error ? error.message : error));
    process.exit(1);
  });
}
