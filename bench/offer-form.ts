// npx tsx bench/offer-form.ts [--port N]  (after `npm run build`)
// First-load JavaScript of the offer form (/employer/offers/new, signed in as the demo employer), gzipped,
// and whether tiptap or the SignalR client is in it (tiptap must come only when the description step opens,
// the SignalR client only when the assistant is opened).
import { parseArgs } from 'node:util';
import { gzipSync } from 'node:zlib';
import { firstLoadScripts } from './first-load-js';
import {
  freePort,
  get,
  printTable,
  signInDemoEmployer as signIn,
  startServer,
  stopServer,
  verdict,
  waitForPage,
} from './lib';

const BUDGET_KIB = 260;
const HOST = 'it.localhost';

async function main() {
  const { values } = parseArgs({ options: { port: { type: 'string' } } });
  const existing = values.port ? Number(values.port) : undefined;
  const port = existing ?? (await freePort());
  const child = existing ? undefined : startServer(port);
  try {
    await waitForPage(port, Date.now());
    const cookie = await signIn(port);
    const rows: Record<string, string | number>[] = [];
    let worst = 0;
    for (const path of ['/employer/offers/new', '/en/employer/offers/new']) {
      const page = await get(port, path, HOST, { cookie });
      const html = page.body.toString('utf8');
      if (page.status !== 200 || !html.includes('data-testid="offer-form"'))
        throw new Error(`${path} answered ${page.status} without the form`);
      let gz = 0;
      let tiptap = false;
      let signalr = false;
      for (const src of firstLoadScripts(html)) {
        const script = (await get(port, src, HOST, { cookie })).body;
        gz += gzipSync(script, { level: 9 }).length;
        if (/prosemirror|ProseMirror|@tiptap|tiptap/.test(script.toString('utf8'))) tiptap = true;
        // The client's own error text, kept by minifiers.
        if (/Cannot start a HubConnection|HubConnectionBuilder/.test(script.toString('utf8'))) signalr = true;
      }
      worst = Math.max(worst, gz);
      rows.push({
        page: path,
        scripts: firstLoadScripts(html).length,
        'KiB gz': (gz / 1024).toFixed(1),
        tiptap: tiptap ? 'IN FIRST LOAD' : 'lazy',
        signalr: signalr ? 'IN FIRST LOAD' : 'lazy',
      });
      if (tiptap || signalr) worst = Number.POSITIVE_INFINITY;
    }
    printTable(rows);
    const kib = worst / 1024;
    console.log(
      `offer form first-load JS: worst ${Number.isFinite(kib) ? kib.toFixed(1) : 'a lazy library included'} KiB gz — budget ${BUDGET_KIB} KiB: ${verdict(kib, BUDGET_KIB)}`,
    );
  } finally {
    if (child) await stopServer(child);
  }
}

void main();
