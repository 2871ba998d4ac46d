import { readdirSync } from 'node:fs';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { S3Storage } from '@/lib/storage/s3';
import { parseEnv } from '@/lib/env';
import { LocalStorage, newStorageKey, storageFromEnv, type Storage } from '@/lib/storage/storage';
import { startTestS3 } from '@/tests/s3';

// One contract, two storages: the local directory and the S3 adapter against a real S3-compatible server.
const s3 = await startTestS3();
// The cached adapter gets a bucket of its own: the contract's listings expect only their own objects.
const s3Cached = await startTestS3('wakat-test-cached');
const localRoot = await mkdtemp(path.join(tmpdir(), 'wakat-storage-'));
afterAll(() => rm(localRoot, { recursive: true, force: true }));

const storages: [string, Storage][] = [
  ['LocalStorage', new LocalStorage(localRoot)],
  // Pages of 7 objects: every listing below crosses pages with the server's real continuation tokens.
  ['S3Storage (s3rver)', s3.storage({ listPageSize: 7 })],
  // As a deployment runs it: recently read objects kept in memory, revalidated with the bucket on every read.
  ['S3Storage (s3rver) with its cache', s3Cached.storage({ listPageSize: 7, cacheBytes: 64 * 1024 * 1024 })],
];

const bytes = (n: number, seed = 1) => {
  const out = new Uint8Array(n);
  let x = seed;
  for (let i = 0; i < n; i++) {
    x = (x * 1103515245 + 12345) >>> 0;
    out[i] = x >>> 24;
  }
  return out;
};

/** Reads a stream to its end, in the chunks it gives. */
async function readAll(body: ReadableStream<Uint8Array>): Promise<{ bytes: Buffer; chunks: number }> {
  const parts: Uint8Array[] = [];
  const reader = body.getReader();
  for (let next = await reader.read(); !next.done; next = await reader.read()) parts.push(next.value);
  return { bytes: Buffer.concat(parts), chunks: parts.length };
}

/**
 * The S3 server behind a proxy on loopback that records the status of every answer it passes on, in order
 * (304s included): what an adapter whose endpoint is the proxy was told by the bucket.
 */
async function recordingProxy(endpoint: string): Promise<{ endpoint: string; statuses: number[] }> {
  const target = new URL(endpoint);
  const statuses: number[] = [];
  const server = http.createServer((req, res) => {
    const upstream = http.request(
      { hostname: target.hostname, port: target.port, path: req.url, method: req.method, headers: req.headers },
      (answer) => {
        statuses.push(answer.statusCode!);
        res.writeHead(answer.statusCode!, answer.headers);
        answer.pipe(res);
      },
    );
    upstream.on('error', () => res.destroy());
    req.pipe(upstream);
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  afterAll(() => new Promise((resolve) => server.close(resolve)));
  server.unref();
  return { endpoint: `http://127.0.0.1:${(server.address() as AddressInfo).port}`, statuses };
}

/** This process's open file descriptors: files and sockets alike (Linux). */
const openDescriptors = () => readdirSync('/proc/self/fd').length;

/**
 * Counts what a test leaves open: descriptors still open after it (a socket or file never closed), and files
 * that only garbage collection closed (Node warns when it closes a forgotten file handle).
 */
function watchDescriptors() {
  let collected = 0;
  const onWarning = (warning: Error) => {
    if (/Closing file descriptor \d+ on garbage collection/.test(warning.message)) collected += 1;
  };
  process.on('warning', onWarning);
  const before = openDescriptors();
  return {
    async expectNoneLeft() {
      try {
        // One more than before at most: a connection the pool keeps for the next request.
        await vi.waitFor(() => expect(openDescriptors()).toBeLessThanOrEqual(before + 1), { timeout: 5_000 });
        await new Promise((resolve) => setImmediate(resolve));
        expect(collected).toBe(0);
      } finally {
        process.off('warning', onWarning);
      }
    },
  };
}

/** Runs promises a few at a time. */
async function pool<T>(items: T[], width: number, run: (item: T) => Promise<unknown>) {
  const queue = [...items];
  await Promise.all(
    Array.from({ length: width }, async () => {
      for (let item = queue.shift(); item !== undefined; item = queue.shift()) await run(item);
    }),
  );
}

describe.each(storages)('%s', (_name, storage) => {
  it('gives back exactly the bytes put, every byte value included', async () => {
    const key = newStorageKey('cv', 'pdf');
    const all = Uint8Array.from({ length: 256 }, (_, i) => i);
    await storage.put(key, all);
    expect([...(await storage.get(key))!]).toEqual([...all]);
  });

  it('stores a view of a larger buffer as its own bytes, and a 5 MB file whole', async () => {
    const big = bytes(5 * 1024 * 1024, 7);
    const key = newStorageKey('applications', 'pdf');
    await storage.put(key, big);
    const back = await storage.get(key);
    expect(back!.byteLength).toBe(big.byteLength);
    expect(Buffer.compare(back!, big)).toBe(0);

    const view = big.subarray(1000, 3000);
    const viewKey = newStorageKey('applications', 'pdf');
    await storage.put(viewKey, view);
    expect(Buffer.compare((await storage.get(viewKey))!, view)).toBe(0);
  });

  it('keeps an empty file as an empty file, not a missing one', async () => {
    const key = newStorageKey('cv', 'txt');
    await storage.put(key, new Uint8Array(0));
    expect((await storage.get(key))?.byteLength).toBe(0);
  });

  it('overwrites a key with the new bytes', async () => {
    const key = newStorageKey('avatars', 'png');
    await storage.put(key, bytes(100, 1));
    await storage.put(key, bytes(50, 2));
    expect(Buffer.compare((await storage.get(key))!, bytes(50, 2))).toBe(0);
  });

  it('answers null for a key never written, and after its deletion; deleting twice is not an error', async () => {
    const key = newStorageKey('cv', 'pdf');
    expect(await storage.get(key)).toBeNull();
    await storage.delete(key);
    await storage.put(key, bytes(10));
    await storage.delete(key);
    expect(await storage.get(key)).toBeNull();
    await storage.delete(key);
    expect(await storage.get(key)).toBeNull();
  });

  it('lists the objects under a prefix with their size and time, and nothing of a prefix that only starts alike', async () => {
    const before = Date.now();
    const a = newStorageKey('list-a', 'pdf');
    const b = newStorageKey('list-a', 'png');
    const nested = 'list-a/sub/file.txt';
    const other = newStorageKey('list-ab', 'pdf');
    await storage.put(a, bytes(3));
    await storage.put(b, bytes(4));
    await storage.put(nested, bytes(5));
    await storage.put(other, bytes(6));
    const listed = await storage.list('list-a');
    expect(listed.map((o) => [o.key, o.size]).sort()).toEqual(
      [
        [a, 3],
        [b, 4],
        [nested, 5],
      ].sort(),
    );
    for (const object of listed) {
      // S3 keeps whole seconds.
      expect(object.modifiedAt.getTime()).toBeGreaterThanOrEqual(Math.floor(before / 1000) * 1000 - 1000);
      expect(object.modifiedAt.getTime()).toBeLessThanOrEqual(Date.now() + 1000);
    }
    await storage.delete(b);
    expect((await storage.list('list-a')).map((o) => o.key).sort()).toEqual([a, nested].sort());
    expect(await storage.list('never-written')).toEqual([]);
  });

  it('lists every object of a prefix holding many, across pages', async () => {
    const keys = Array.from({ length: 40 }, (_, i) => `paging/${String(i).padStart(4, '0')}.txt`);
    await pool(keys, 8, (key) => storage.put(key, bytes(1 + (keys.indexOf(key) % 5))));
    const listed = await storage.list('paging');
    expect(listed.map((o) => o.key).sort()).toEqual(keys);
    expect(listed.find((o) => o.key === keys[3])?.size).toBe(4);
    await pool(keys, 8, (key) => storage.delete(key));
    expect(await storage.list('paging')).toEqual([]);
  });

  it('streams a 5 MB object in pieces, its size known before the first byte, and an empty one as nothing', async () => {
    const big = bytes(5_000_000, 11);
    const key = newStorageKey('applications', 'pdf');
    await storage.put(key, big);
    const opened = await storage.open(key);
    expect(opened!.size).toBe(big.byteLength);
    const { bytes: back, chunks } = await readAll(opened!.body);
    expect(Buffer.compare(back, big)).toBe(0);
    // Read as it arrives, not handed over as one buffer.
    expect(chunks).toBeGreaterThan(1);

    const all = Uint8Array.from({ length: 256 }, (_, i) => i);
    const small = newStorageKey('cv', 'pdf');
    await storage.put(small, all);
    const smallBack = await storage.open(small);
    expect(smallBack!.size).toBe(256);
    expect([...(await readAll(smallBack!.body)).bytes]).toEqual([...all]);

    const empty = newStorageKey('cv', 'txt');
    await storage.put(empty, new Uint8Array(0));
    const none = await storage.open(empty);
    expect(none!.size).toBe(0);
    expect((await readAll(none!.body)).bytes.byteLength).toBe(0);
  });

  it('opens nothing for a key never written or deleted, holding no file or connection open', async () => {
    const key = newStorageKey('cv', 'pdf');
    await storage.get(key); // a connection in the pool, as a running server has
    const descriptors = watchDescriptors();
    for (let i = 0; i < 20; i++) expect(await storage.open(key)).toBeNull();
    await storage.put(key, bytes(10));
    await storage.delete(key);
    expect(await storage.open(key)).toBeNull();
    await descriptors.expectNoneLeft();
  });

  it('sends the whole object it opened when the object is deleted meanwhile', async () => {
    // Keys are never written twice (each upload takes a fresh one); a deletion can meet a download in flight
    // (a candidate removing a CV, the retention job).
    const key = newStorageKey('applications', 'pdf');
    const cv = bytes(2_000_000, 21);
    await storage.put(key, cv);
    const opened = await storage.open(key);
    const reader = opened!.body.getReader();
    const parts = [(await reader.read()).value!];
    await storage.delete(key);
    for (let next = await reader.read(); !next.done; next = await reader.read()) parts.push(next.value);
    expect(Buffer.compare(Buffer.concat(parts), cv)).toBe(0);
    expect(await storage.open(key)).toBeNull();
  });

  it('closes the file or connection behind a stream cancelled part-way or before its first byte', async () => {
    const big = bytes(5_000_000, 31);
    const key = newStorageKey('applications', 'pdf');
    await storage.put(key, big);
    await storage.get(key);
    const descriptors = watchDescriptors();
    for (let i = 0; i < 30; i++) {
      const opened = await storage.open(key);
      if (i % 3 === 0) {
        // A client gone before the answer began: never read.
        await opened!.body.cancel();
        continue;
      }
      const reader = opened!.body.getReader();
      for (let n = 0; n < i % 3; n++) expect((await reader.read()).done).toBe(false);
      await reader.cancel();
    }
    // Thirty abandoned reads leave nothing behind (a leak would be one descriptor each)...
    await descriptors.expectNoneLeft();
    // ...and the storage still answers, with the whole object.
    const again = await storage.open(key);
    expect(Buffer.compare((await readAll(again!.body)).bytes, big)).toBe(0);
  });

  it('refuses what is not a storage key or prefix, before touching anything', async () => {
    for (const key of ['cv', '../cv/x.pdf', 'cv/../x.pdf', 'CV/x.pdf', 'cv/a b.pdf', 'cv/', '/cv/x.pdf', 'cv//x']) {
      await expect(storage.put(key, bytes(1))).rejects.toThrow(/invalid storage key/);
      await expect(storage.get(key)).rejects.toThrow(/invalid storage key/);
      await expect(storage.open(key)).rejects.toThrow(/invalid storage key/);
      await expect(storage.delete(key)).rejects.toThrow(/invalid storage key/);
    }
    for (const prefix of ['', 'cv/', '../cv', 'CV']) await expect(storage.list(prefix)).rejects.toThrow(/prefix/);
  });
});

describe('S3Storage', () => {
  it('fails, rather than answering "no such file", when the bucket is not there', async () => {
    const wrong = new S3Storage({ ...s3.config, bucket: 'no-such-bucket' });
    try {
      // Named as the SDK names S3's errors.
      await expect(wrong.get('cv/x.pdf')).rejects.toMatchObject({ name: 'NoSuchBucket' });
      await expect(wrong.open('cv/x.pdf')).rejects.toMatchObject({ name: 'NoSuchBucket' });
      await expect(wrong.put('cv/x.pdf', bytes(1))).rejects.toThrow();
      await expect(wrong.list('cv')).rejects.toThrow();
    } finally {
      wrong.destroy();
    }
  });

  it("reads from its cache only what the bucket confirms is current: another instance's new version or deletion is seen at once", async () => {
    const cacheBytes = 64 * 1024 * 1024;
    const proxy = await recordingProxy(s3.config.endpoint!);
    const [one, other] = [s3.storage({ cacheBytes, endpoint: proxy.endpoint }), s3.storage({ cacheBytes })];
    const { statuses } = proxy;
    const key = newStorageKey('logos', 'png');
    const [v1, v2] = [bytes(300_000, 41), bytes(200_000, 42)];
    await other.put(key, v1);

    expect(Buffer.compare((await readAll((await one.open(key))!.body)).bytes, v1)).toBe(0);
    expect(Buffer.compare((await readAll((await one.open(key))!.body)).bytes, v1)).toBe(0);
    // The second read: the bucket asked by ETag, 304, the bytes from memory.
    expect(statuses).toEqual([200, 304]);

    // The product writes a key once, but a rewrite must not be hidden by the copy either.
    await other.put(key, v2);
    const changed = await one.open(key);
    expect(changed!.size).toBe(v2.byteLength);
    expect(Buffer.compare((await readAll(changed!.body)).bytes, v2)).toBe(0);
    expect(statuses.at(-1)).toBe(200);

    await other.delete(key);
    expect(await one.open(key)).toBeNull();
    expect(one.cache!.peek(key)).toBeUndefined();
  });

  it('keeps an object read to its end or written by itself, never one whose read was cut short', async () => {
    const storage = s3.storage({ cacheBytes: 64 * 1024 * 1024 });
    const writer = s3.storage();
    const key = newStorageKey('applications', 'pdf');
    const cv = bytes(2_000_000, 51);
    await writer.put(key, cv);
    const reader = (await storage.open(key))!.body.getReader();
    await reader.read();
    await reader.cancel();
    expect(storage.cache!.peek(key)).toBeUndefined();
    await readAll((await storage.open(key))!.body);
    expect(Buffer.compare(storage.cache!.peek(key)!.bytes, cv)).toBe(0);

    const own = newStorageKey('logos', 'png');
    await storage.put(own, bytes(1000, 52));
    expect(storage.cache!.peek(own)?.bytes.byteLength).toBe(1000);
    await storage.delete(own);
    expect(storage.cache!.peek(own)).toBeUndefined();
  });

  it('skips objects in the bucket whose names are not storage keys', async () => {
    const storage = s3.storage();
    await storage.put('skip/ok.txt', bytes(1));
    const { PutObjectCommand } = await import('@aws-sdk/client-s3');
    await storage.client.send(
      new PutObjectCommand({ Bucket: s3.config.bucket, Key: 'skip/with space.txt', Body: 'x' }),
    );
    expect((await storage.list('skip')).map((o) => o.key)).toEqual(['skip/ok.txt']);
  });
});

describe('storageFromEnv', () => {
  it('stores in the bucket when the S3 variables are set, else in UPLOADS_DIR', async () => {
    const fromEnv = storageFromEnv(parseEnv(s3.env));
    expect(fromEnv).toBeInstanceOf(S3Storage);
    const key = newStorageKey('cv', 'pdf');
    await fromEnv.put(key, bytes(9, 3));
    expect(Buffer.compare((await s3.storage().get(key))!, bytes(9, 3))).toBe(0);
    (fromEnv as S3Storage).destroy();

    const local = storageFromEnv(parseEnv({ UPLOADS_DIR: localRoot }));
    expect(local).toBeInstanceOf(LocalStorage);
    await local.put(key, bytes(2));
    expect(await new LocalStorage(localRoot).get(key)).not.toBeNull();
  });
});
