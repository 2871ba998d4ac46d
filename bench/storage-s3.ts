// npx tsx --import ./bench/server-only-hook.mjs bench/storage-s3.ts [--runs 40] [--bytes 5000000] [--port 3120]
//
// An employer downloading a 5 MB CV through the app's download route (GET
// /api/v1/offers/{slug}/applications/{id}/download: session, company check, audit entry, the stored file
// streamed with the stored-file headers, the body read to its last byte) with the file in the local
// directory and with the same file in an S3 bucket on a real S3-compatible server (s3rver, its own process on
// loopback). Two ways, in every run:
//   - in process: the route handler called directly and its Response body read (no socket);
//   - over HTTP: the route behind a real Node HTTP server in this process, answered as the production server
//     answers a route (Next's own sendResponse pipes the body into the socket), and downloaded by curl, a
//     client in another process as a browser is, over loopback.
// Each storage is also measured read whole before the answer starts (as downloads were sent before they
// streamed), so the run shows what streaming changes. S3 is measured twice: as a deployment runs it
// (S3_CACHE_MB's default: the adapter keeps the object after its first read and serves a repeat download from
// memory once the bucket answers 304 to its ETag), and with no cache, every download a first one (the whole
// object from the bucket). Runs alternate between storages and modes; prints p50/p90 and throughput of each,
// and for each way the ratio of S3's speed to the local directory's (goal ≥ 0.8×). Also the storage layer
// alone (get() of the whole object, open() read to its end), a plain HTTP GET of the object from s3rver, and
// the CPU time s3rver's process spent per download, for where time goes. --port: the first of three ports
// (s3rver, the HTTP server; the default 0 takes free ones).
import { execFile } from 'node:child_process';
import { readFileSync } from 'node:fs';
import { mkdtemp, rm } from 'node:fs/promises';
import os, { tmpdir } from 'node:os';
import http from 'node:http';
import path from 'node:path';
import { parseArgs, promisify } from 'node:util';
import { and, eq, isNull } from 'drizzle-orm';
import { NextRequest } from 'next/server';
import { GET as download } from '@/app/api/v1/offers/[slug]/applications/[id]/download/route';
import { seedDemo } from '@/features/demo-data/server/seed';
import { installDbHandle, migrateDb, openPglite } from '@/lib/db/client';
import { applicationAttachments, applications, offerBoards, offers } from '@/lib/db/schema';
import { CLIENT_ADDRESS_HEADER } from '@/lib/http/client-address';
import { installStorage, LocalStorage, newStorageKey, type Storage } from '@/lib/storage/storage';
import { resolveTenant } from '@/lib/tenants/tenant-service';
import { createEmployer } from '@/tests/factories/employer';
import { pdfFile } from '@/tests/factories/files';
import { startS3rver } from '@/tests/s3rver';
import { serveRoute } from '@/tests/serve-route';
import { percentile, printTable } from './lib';

const GOAL = 0.8;
const LOCAL = 'local directory';
const S3_DEPLOYED = 'S3 (s3rver), as deployed';
const S3_COLD = 'S3 (s3rver), no cache';

async function main() {
  const { values } = parseArgs({
    options: {
      runs: { type: 'string', default: '40' },
      bytes: { type: 'string', default: '5000000' },
      port: { type: 'string', default: '0' },
    },
  });
  const port = Number(values.port);
  const runs = Number(values.runs);
  // The largest CV an application takes (APPLY_LIMITS.attachmentMaxBytes).
  const cv = pdfFile({ size: Number(values.bytes) });

  const handle = await openPglite();
  await migrateDb(handle);
  installDbHandle(handle);
  await seedDemo(handle, { offers: 3, seed: 3 });
  const { db } = handle;
  const board = await resolveTenant('it.localhost', db);
  const [offer] = await db
    .select({ id: offers.id, slug: offers.slug, companyId: offers.companyId })
    .from(offers)
    .innerJoin(offerBoards, and(eq(offerBoards.offerId, offers.id), eq(offerBoards.tenantId, board.id)))
    .where(isNull(offers.applyUrl))
    .limit(1);
  const employer = await createEmployer(db, board, [{ companyId: offer!.companyId, right: 'owner' }]);
  const key = newStorageKey('applications', 'pdf');
  const [application] = await db
    .insert(applications)
    .values({
      tenantId: board.id,
      offerId: offer!.id,
      name: 'Ola Nowak',
      email: 'ola@example.com',
      source: 'apply_form',
      retentionUntil: new Date(Date.now() + 86_400_000),
    })
    .returning();
  await db.insert(applicationAttachments).values({
    applicationId: application!.id,
    storageKey: key,
    fileName: 'CV.pdf',
    mimeType: 'application/pdf',
    sizeBytes: cv.byteLength,
  });

  const root = await mkdtemp(path.join(tmpdir(), 'wakat-bench-storage-'));
  const s3 = await startS3rver('wakat-bench', { port });
  const params = { slug: offer!.slug, id: String(application!.id) };
  const served = await serveRoute(download, () => params, { port: port && port + 1 });
  try {
    const storages: [string, Storage][] = [
      [LOCAL, new LocalStorage(root)],
      // S3_CACHE_MB's default. The CV was uploaded through another instance (the writer below), so this one's
      // first read (a warm-up) is a miss that keeps it, and every measured read is a repeat download.
      [S3_DEPLOYED, s3.storage({ cacheBytes: 64 * 1024 * 1024 })],
      [S3_COLD, s3.storage()],
    ];
    await new LocalStorage(root).put(key, cv);
    await s3.storage().put(key, cv);

    const routePath = `/api/v1/offers/${offer!.slug}/applications/${application!.id}/download`;
    const headers = { host: 'it.localhost', cookie: employer.cookie, [CLIENT_ADDRESS_HEADER]: '127.0.0.1' };
    const inProcess = async () => {
      const res = await download(new NextRequest(`http://it.localhost${routePath}`, { headers }), {
        params: Promise.resolve(params),
      });
      const body = await res.arrayBuffer();
      if (res.status !== 200 || body.byteLength !== cv.byteLength)
        throw new Error(`download answered ${res.status} with ${body.byteLength} bytes`);
    };
    // curl's own clock: from its request to the first byte of the body, and to the last.
    const overHttp = async () => {
      const { stdout } = await promisify(execFile)('curl', [
        '--silent',
        '--show-error',
        '--output',
        '/dev/null',
        '--write-out',
        '%{http_code} %{size_download} %{time_starttransfer} %{time_total}',
        '--header',
        'Host: it.localhost',
        '--header',
        `Cookie: ${employer.cookie}`,
        `${served.origin}${routePath}`,
      ]);
      const [status, size, firstByte, total] = stdout.trim().split(' ').map(Number);
      if (status !== 200 || size !== cv.byteLength) throw new Error(`download answered ${status} with ${size} bytes`);
      return { firstByte: firstByte! * 1000, total: total! * 1000 };
    };
    const readOpened = async (storage: Storage) => {
      const opened = await storage.open(key);
      const reader = opened!.body.getReader();
      let bytes = 0;
      for (let next = await reader.read(); !next.done; next = await reader.read()) bytes += next.value.byteLength;
      if (bytes !== cv.byteLength) throw new Error(`open() gave ${bytes} bytes`);
    };
    // The server's own pace: the object by a plain, unsigned HTTP GET (s3rver does not ask for a signature).
    const plainGet = () =>
      new Promise<void>((resolve, reject) => {
        http
          .get(`${s3.config.endpoint}/${s3.config.bucket}/${key}`, (res) => {
            let bytes = 0;
            res.on('data', (c: Buffer) => (bytes += c.byteLength));
            res.on('end', () => (bytes === cv.byteLength ? resolve() : reject(new Error('short read'))));
          })
          .on('error', reject);
      });

    // Each storage twice: as the routes use it (streamed), and read whole before the answer starts, as
    // downloads were sent before they streamed (the same route, its storage's open() answering from get()),
    // but for the cached adapter, whose get() does not use its cache.
    const allModes = [
      ['streamed', (storage: Storage) => storage],
      ['read whole first', readWhole],
    ] as const;
    const modesOf = (name: string) => (name === S3_DEPLOYED ? allModes.slice(0, 1) : allModes);
    // s3rver's own CPU time (its process's user + system ticks, Linux), per download it served.
    const s3rverCpuMs = () => {
      const fields = readFileSync(`/proc/${s3.pid}/stat`, 'utf8').split(') ')[1]!.split(' ');
      return (Number(fields[11]) + Number(fields[12])) * 10;
    };
    const s3rverCpu: Record<string, { ms: number; downloads: number }> = {};
    type Path = 'process' | 'http' | 'get' | 'open' | 'plain';
    const label: Record<Path, string> = {
      process: 'download route, in process',
      http: 'download route, over HTTP',
      get: 'storage.get() (whole object)',
      open: 'storage.open() read to end',
      plain: 'plain HTTP GET from s3rver',
    };
    type Series = Record<Path | 'firstByte', number[]>;
    const timings = new Map<string, Series>();
    const series = (name: string, mode: string) => {
      const id = `${name}|${mode}`;
      if (!timings.has(id)) timings.set(id, { process: [], http: [], get: [], open: [], plain: [], firstByte: [] });
      return timings.get(id)!;
    };
    const time = async (into: number[], run: () => Promise<unknown>) => {
      const t = performance.now();
      await run();
      into.push(performance.now() - t);
    };
    const loadBefore = os.loadavg()[0]!;
    // Warm-up (JIT, connections, page cache), then alternate runs so all see the same machine.
    for (const [name, storage] of storages) {
      for (const [, as] of modesOf(name)) {
        installStorage(as(storage));
        for (let i = 0; i < 3; i++) {
          await inProcess();
          await overHttp();
        }
      }
    }
    for (let i = 0; i < runs; i++) {
      // Each run starts with another storage, so none always follows the same one (the garbage the one
      // before leaves, a collection it triggers, falls on each in turn).
      const order = [...storages.slice(i % storages.length), ...storages.slice(0, i % storages.length)];
      for (const [name, storage] of order) {
        for (const [mode, as] of modesOf(name)) {
          const into = series(name, mode);
          installStorage(as(storage));
          const cpuBefore = mode === 'streamed' ? s3rverCpuMs() : 0;
          await time(into.process, inProcess);
          const { firstByte, total } = await overHttp();
          into.http.push(total);
          into.firstByte.push(firstByte);
          if (mode === 'streamed') {
            const used = (s3rverCpu[name] ??= { ms: 0, downloads: 0 });
            used.ms += s3rverCpuMs() - cpuBefore;
            used.downloads += 2;
          }
        }
        const into = series(name, 'streamed');
        if (name !== S3_DEPLOYED) await time(into.get, () => storage.get(key));
        await time(into.open, () => readOpened(storage));
      }
      await time(series(S3_COLD, 'streamed').plain, plainGet);
    }
    if (served.errors.length) throw served.errors[0];

    const mb = cv.byteLength / 1_000_000;
    const p50 = (id: string, what: Path | 'firstByte') => percentile(timings.get(id)![what], 50);
    const rows: { name: string; what: Path; mode: string }[] = storages.flatMap(([name]) =>
      (Object.keys(label) as Path[]).flatMap((what) =>
        (what === 'process' || what === 'http' ? modesOf(name).map(([mode]) => mode) : ['streamed'])
          .filter((mode) => (timings.get(`${name}|${mode}`)?.[what].length ?? 0) > 0)
          .map((mode) => ({ name, what, mode })),
      ),
    );
    printTable(
      rows.map(({ name, what, mode }) => ({
        storage: name,
        path: label[what] + (what === 'process' || what === 'http' ? `, ${mode}` : ''),
        'p50 ms': p50(`${name}|${mode}`, what).toFixed(1),
        'p90 ms': percentile(timings.get(`${name}|${mode}`)![what], 90).toFixed(1),
        'MB/s (p50)': (mb / (p50(`${name}|${mode}`, what) / 1000)).toFixed(0),
        'first byte p50 ms': what === 'http' ? p50(`${name}|${mode}`, 'firstByte').toFixed(1) : '',
      })),
    );
    const ratio = (s3Name: string, what: Path, mode = 'streamed') =>
      p50(`${LOCAL}|${mode}`, what) / p50(`${s3Name}|${mode}`, what);
    const judged = (s3Name: string, what: Path) =>
      `${ratio(s3Name, what).toFixed(2)}× (${ratio(s3Name, what) >= GOAL ? 'OK' : 'UNDER'})`;
    const cpu = (name: string) => (s3rverCpu[name]!.ms / s3rverCpu[name]!.downloads).toFixed(1);
    console.log(
      `\n${mb.toFixed(1)} MB CV through the download route, S3's speed ÷ the local directory's (p50, goal ≥ ${GOAL}×): ` +
        `as deployed (a repeat download, revalidated cache): over HTTP ${judged(S3_DEPLOYED, 'http')}, in process ` +
        `${judged(S3_DEPLOYED, 'process')}; a first download (no cache): over HTTP ${judged(S3_COLD, 'http')}, in ` +
        `process ${judged(S3_COLD, 'process')}; read whole first: over HTTP ` +
        `${ratio(S3_COLD, 'http', 'read whole first').toFixed(2)}×, in process ` +
        `${ratio(S3_COLD, 'process', 'read whole first').toFixed(2)}×; storage.open() alone ` +
        `${ratio(S3_DEPLOYED, 'open').toFixed(2)}× as deployed, ${ratio(S3_COLD, 'open').toFixed(2)}× no cache; ` +
        `storage.get() alone ${ratio(S3_COLD, 'get').toFixed(2)}×`,
    );
    console.log(
      `s3rver's CPU per download: ${cpu(S3_DEPLOYED)} ms as deployed (a 304), ${cpu(S3_COLD)} ms with no cache (the whole object)`,
    );
    console.log(
      `${runs} runs; load average ${loadBefore.toFixed(1)} → ${os.loadavg()[0]!.toFixed(1)} on ${os.cpus().length} cores`,
    );
  } finally {
    await served.close();
    await s3.stop();
    await rm(root, { recursive: true, force: true });
    await handle.close();
  }
}

/** The storage with open() answering from get(): the object read whole before the route's answer starts. */
function readWhole(storage: Storage): Storage {
  return {
    put: (key, data) => storage.put(key, data),
    get: (key) => storage.get(key),
    delete: (key) => storage.delete(key),
    list: (prefix) => storage.list(prefix),
    open: async (key) => {
      const bytes = await storage.get(key);
      if (!bytes) return null;
      // One chunk, copied, as the buffered routes answered (`new Response(new Uint8Array(bytes))`).
      const copy = new Uint8Array(bytes);
      const body = new ReadableStream<Uint8Array>({
        start(controller) {
          controller.enqueue(copy);
          controller.close();
        },
      });
      return { body, size: bytes.byteLength };
    },
  };
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
