// npx tsx bench/first-load-js.ts [--port N]  (after `npm run build`)
// First-load JavaScript of the home page, the list and an offer page, gzipped: every same-origin
// module script the HTML makes the browser download (what the user gets, not a build tool's column).
import { mkdirSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { parseArgs } from 'node:util';
import { brotliCompressSync, gzipSync } from 'node:zlib';
import { freePort, get, printTable, ROOT, startServer, stopServer, verdict, waitForPage } from './lib';

/** Budgets per page kind (KiB gz): the home page is the lightest entry. */
const BUDGETS = { home: 160, list: 170, offer: 170 } as const;
type PageKind = keyof typeof BUDGETS;
const BOARDS = ['it.localhost', 'biz.localhost'];

/** The pages measured: home, list and one offer page (with the apply form) of each board, in Polish and English. */
async function pagesToMeasure(port: number): Promise<{ kind: PageKind; host: string; path: string }[]> {
  const pages: { kind: PageKind; host: string; path: string }[] = [];
  for (const host of BOARDS) {
    // The heavier offer page: one that takes applications through its own form (rendered with the page).
    const answer = await get(port, '/api/v2/user-panel/offers/by-cursor?itemsCount=20', host);
    const offers = (JSON.parse(answer.body.toString('utf8')) as { data?: { slug: string; applyUrl: string | null }[] })
      .data;
    const slug = (offers?.find((o) => !o.applyUrl) ?? offers?.[0])?.slug;
    for (const prefix of ['', '/en']) {
      pages.push({ kind: 'home', host, path: prefix || '/' });
      pages.push({ kind: 'list', host, path: `${prefix}/job-offers` });
      if (slug) pages.push({ kind: 'offer', host, path: `${prefix}/job-offer/${slug}` });
    }
  }
  return pages;
}

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
    const worstByKind: Record<PageKind, number> = { home: 0, list: 0, offer: 0 };
    for (const page of await pagesToMeasure(port)) {
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
        budget: `${BUDGETS[page.kind]} ${verdict(gz / 1024, BUDGETS[page.kind])}`,
      });
      worstByKind[page.kind] = Math.max(worstByKind[page.kind], Number((gz / 1024).toFixed(1)));
    }
    printTable(pages);
    console.log('\nlargest chunks:');
    printTable(
      [...sizes.entries()]
        .sort((a, b) => b[1].gz - a[1].gz)
        .slice(0, 10)
        .map(([src, s]) => ({ chunk: src, 'gzip KiB': (s.gz / 1024).toFixed(1) })),
    );
    for (const kind of Object.keys(BUDGETS) as PageKind[]) {
      const worst = worstByKind[kind];
      console.log(`first-load JS, ${kind}: worst ${worst} KiB gz — budget ${BUDGETS[kind]} KiB: ${verdict(worst, BUDGETS[kind])}`);
    }
    const worst = Math.max(...Object.values(worstByKind));
    mkdirSync(path.join(ROOT, 'bench/results'), { recursive: true });
    writeFileSync(
      path.join(ROOT, 'bench/results/first-load-js.json'),
      JSON.stringify({ pages, budgetsKiB: BUDGETS, worstByKind }, null, 2),
    );
    return { worstKiB: worst, worstByKind };
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
