import { createHash } from 'node:crypto';
import { finished, Readable } from 'node:stream';
import {
  DeleteObjectCommand,
  ListObjectsV2Command,
  PutObjectCommand,
  S3Client,
  type S3ClientConfig,
} from '@aws-sdk/client-s3';
import type { Env } from '@/lib/env';
import { checkStorageKey, checkStoragePrefix, isStorageKey } from './keys';
import { ObjectCache } from './object-cache';
import { ObjectGetter } from './s3-get';
import type { Storage, StoredObject, StoredStream } from './storage';

/** Connections to the S3 server per adapter (one adapter per process), for reads and again for the SDK's requests. */
const MAX_SOCKETS = 256;
/** Tries of a request failing transiently before any answer (the SDK's default). */
const MAX_ATTEMPTS = 3;
/** Milliseconds to connect, and of silence on a connection, before a request fails. */
const CONNECTION_TIMEOUT_MS = 5_000;
const REQUEST_TIMEOUT_MS = 60_000;

/**
 * Bytes handed on at a time: the socket's reads (16–64 KiB) gathered, so a 5 MB object goes to the client in
 * ~20 pieces, as from a file (`LocalStorage`), rather than ~80, each of which costs the route's pipe a turn.
 */
const CHUNK_BYTES = 256 * 1024;

/** The largest object the cache keeps: every file the product takes (uploads are capped at 5 MB). */
const CACHE_MAX_OBJECT_BYTES = 8 * 1024 * 1024;

/** A cached object unread for this long is dropped (decision 0049). */
const CACHE_IDLE_MS = 10 * 60_000;

export interface S3StorageConfig {
  /** An S3-compatible server's URL; unset: AWS S3 in `region`. */
  endpoint?: string;
  bucket: string;
  region: string;
  accessKeyId: string;
  secretAccessKey: string;
  /** `http://host/bucket/key` instead of `http://bucket.host/key` (MinIO, s3rver and most self-hosted servers). */
  forcePathStyle: boolean;
  /** Objects per ListObjectsV2 page (S3's maximum, 1,000, unless a test wants many pages from few objects). */
  listPageSize?: number;
  /**
   * Bytes of recently read objects kept in memory, each revalidated with the bucket by its ETag on every
   * read (`If-None-Match`, 304 Not Modified); 0 or unset: none kept.
   */
  cacheBytes?: number;
}

/** The adapter's settings from validated variables (lib/env.ts has checked that the required ones are set). */
export function s3ConfigFromEnv(env: Env): S3StorageConfig {
  if (!env.S3_BUCKET || !env.S3_ACCESS_KEY_ID || !env.S3_SECRET_ACCESS_KEY)
    throw new Error('S3 storage needs S3_BUCKET, S3_ACCESS_KEY_ID and S3_SECRET_ACCESS_KEY');
  return {
    endpoint: env.S3_ENDPOINT,
    bucket: env.S3_BUCKET,
    region: env.S3_REGION ?? 'us-east-1',
    accessKeyId: env.S3_ACCESS_KEY_ID,
    secretAccessKey: env.S3_SECRET_ACCESS_KEY,
    forcePathStyle: env.S3_FORCE_PATH_STYLE ?? false,
    cacheBytes: env.S3_CACHE_MB * 1024 * 1024,
  };
}

/**
 * Storage in an S3 bucket (AWS or a compatible server) through the official SDK. Objects are written whole
 * (uploads are capped at a few megabytes; decision 0038) and read as streams; recently read objects may be
 * kept in memory and are then revalidated with the bucket on every read (decision 0049). Reads are the
 * SDK's GetObject request, addressed by its endpoint rules and signed by its signer, sent without the rest of
 * its pipeline (`lib/storage/s3-get.ts`, decision 0063).
 * The key is the object's name in the bucket, unchanged, so a bucket filled by `npm run storage:copy-to-s3`
 * holds the same names as the directory it came from.
 */
export class S3Storage implements Storage {
  readonly client: S3Client;
  /** GetObject without the SDK's pipeline, for `get` and `open`. */
  private readonly getter: ObjectGetter;
  readonly bucket: string;
  private readonly listPageSize: number | undefined;
  /** Recently read objects by key, with their ETags (null: none kept). */
  readonly cache: ObjectCache | null;

  constructor(config: S3StorageConfig) {
    this.bucket = config.bucket;
    this.listPageSize = config.listPageSize;
    this.cache = config.cacheBytes
      ? new ObjectCache({ maxBytes: config.cacheBytes, maxObjectBytes: CACHE_MAX_OBJECT_BYTES, idleMs: CACHE_IDLE_MS })
      : null;
    // The SDK's default integrity checks (a CRC32 with every upload) are AWS's; compatible servers differ
    // in which of them they accept, so against an endpoint the SDK adds them only where an operation
    // requires them, and uploads carry Content-MD5, which every S3 server checks (decision 0038).
    // Downloads are not checksummed by the SDK on any server (decision 0049): the SDK would hash every byte
    // of every download in this process (CRC64NVME, which S3 gives objects uploaded without a checksum, in
    // JavaScript: ~38 ms of CPU for 5 MB here), where TLS to the bucket and TCP already check the transfer.
    const checksums = config.endpoint ? 'WHEN_REQUIRED' : 'WHEN_SUPPORTED';
    const options: S3ClientConfig = {
      region: config.region,
      endpoint: config.endpoint,
      forcePathStyle: config.forcePathStyle,
      credentials: { accessKeyId: config.accessKeyId, secretAccessKey: config.secretAccessKey },
      requestChecksumCalculation: checksums,
      responseChecksumValidation: 'WHEN_REQUIRED',
      maxAttempts: MAX_ATTEMPTS,
      // A download holds its connection while the client reads (open() streams the body): more than the
      // SDK's 50 per instance, so slow clients do not queue every other read and write behind them.
      requestHandler: {
        connectionTimeout: CONNECTION_TIMEOUT_MS,
        requestTimeout: REQUEST_TIMEOUT_MS,
        httpAgent: { maxSockets: MAX_SOCKETS },
        httpsAgent: { maxSockets: MAX_SOCKETS },
      },
    };
    this.client = new S3Client(options);
    // Reads go out as the signed GET the SDK would send, without its request pipeline (decision 0063).
    this.getter = new ObjectGetter(this.client, this.bucket, config.endpoint, {
      connectionTimeout: CONNECTION_TIMEOUT_MS,
      requestTimeout: REQUEST_TIMEOUT_MS,
      maxSockets: MAX_SOCKETS,
      maxAttempts: MAX_ATTEMPTS,
    });
  }

  async put(key: string, data: Uint8Array): Promise<void> {
    // A version this instance held is gone whatever happens next (a failed write may have landed).
    this.cache?.delete(key);
    const out = await this.client.send(
      new PutObjectCommand({
        Bucket: this.bucket,
        Key: checkStorageKey(key),
        Body: data,
        ContentLength: data.byteLength,
        ContentMD5: createHash('md5').update(data).digest('base64'),
        // Never served from the bucket: an authorised route sends each file with its own headers.
        ContentType: 'application/octet-stream',
      }),
    );
    // Kept under the ETag the bucket gave this version, so the first read of a file just uploaded here (a
    // logo shown at once) asks the bucket only whether it is still this one. A copy: the caller's bytes
    // are theirs to change.
    if (this.cache && out.ETag && data.byteLength <= CACHE_MAX_OBJECT_BYTES)
      this.cache.set(key, out.ETag, ownCopy([data], data.byteLength));
  }

  async get(key: string): Promise<Buffer | null> {
    const answer = await this.getter.get(checkStorageKey(key));
    if (!answer || answer === 'notModified') return null;
    return readWhole(answer.body, answer.size);
  }

  async open(key: string): Promise<StoredStream | null> {
    checkStorageKey(key);
    const cached = this.cache?.peek(key);
    // Answers once the object's headers are in: a missing key is known before any byte of the body. With
    // a cached copy the bucket is asked whether it still holds that version (If-None-Match: its ETag).
    const answer = await this.getter.get(key, cached?.etag);
    if (answer === 'notModified') {
      this.cache!.touch(key);
      return { body: bufferStream(cached!.bytes), size: cached!.bytes.byteLength };
    }
    if (!answer) {
      // Deleted, by this instance or another: its copy goes too.
      this.cache?.delete(key);
      return null;
    }
    // Another version, or none kept: the copy (if any) is out of date.
    if (cached) this.cache!.delete(key);
    const { body: response, size, etag } = answer;
    const keep =
      this.cache && etag && size <= CACHE_MAX_OBJECT_BYTES
        ? (bytes: Buffer) => this.cache?.set(key, etag, bytes)
        : undefined;
    // The response's own socket, read as the route sends it; cancelling destroys it rather than returning a
    // connection with unread bytes to the pool.
    return { body: webStream(response, size, keep), size };
  }

  async delete(key: string): Promise<void> {
    this.cache?.delete(key);
    try {
      await this.client.send(new DeleteObjectCommand({ Bucket: this.bucket, Key: checkStorageKey(key) }));
    } catch (error) {
      // S3 answers 204 for a missing key; some compatible servers answer NoSuchKey.
      if (!isMissingKey(error)) throw error;
    }
  }

  async list(prefix: string): Promise<StoredObject[]> {
    const out: StoredObject[] = [];
    let token: string | undefined;
    do {
      const page = await this.client.send(
        new ListObjectsV2Command({
          Bucket: this.bucket,
          Prefix: `${checkStoragePrefix(prefix)}/`,
          ContinuationToken: token,
          MaxKeys: this.listPageSize,
        }),
      );
      for (const object of page.Contents ?? []) {
        // Objects the product did not write (other names in a shared bucket) are not its to list or delete.
        if (!object.Key || !isStorageKey(object.Key)) continue;
        out.push({ key: object.Key, modifiedAt: object.LastModified ?? new Date(0), size: object.Size ?? 0 });
      }
      token = page.IsTruncated ? page.NextContinuationToken : undefined;
    } while (token);
    return out;
  }

  /** Closes the client's connections (a command or a test that ends). */
  destroy(): void {
    this.cache?.clear();
    this.getter.destroy();
    this.client.destroy();
  }
}

/**
 * A response body (a Node stream: the socket's reads) as a web stream, in chunks of `CHUNK_BYTES` gathered from
 * the socket's smaller reads (the SDK's own `transformToWebStream`, Node's `Readable.toWeb`, hands on every read
 * as it comes). The socket's reads are taken as they arrive and the response is paused once a gathered chunk
 * waits unread (one chunk ahead), resumed when the reader pulls. Cancelling destroys the response and its
 * socket. When every one of `size` bytes has been read, `keep` gets them (the cache); a body cut short keeps
 * nothing and errors.
 */
function webStream(source: Readable, size: number, keep?: (bytes: Buffer) => void): ReadableStream<Uint8Array> {
  const kept: Buffer[] | undefined = keep ? [] : undefined;
  let parts: Buffer[] = [];
  let gathered = 0;
  let sent = 0;
  let done = false;
  return new ReadableStream<Uint8Array>(
    {
      start(controller) {
        const flush = () => {
          if (gathered === 0) return;
          const chunk = parts.length === 1 ? parts[0]! : Buffer.concat(parts, gathered);
          kept?.push(chunk);
          sent += gathered;
          parts = [];
          gathered = 0;
          controller.enqueue(chunk);
        };
        source.on('data', (part: Buffer) => {
          if (done) return;
          parts.push(part);
          gathered += part.byteLength;
          if (gathered < CHUNK_BYTES) return;
          flush();
          if ((controller.desiredSize ?? 0) <= 0) source.pause();
        });
        finished(source, (error) => {
          if (done) return;
          done = true;
          if (error) return controller.error(error);
          flush();
          if (sent !== size) return controller.error(new Error(`the bucket sent ${sent} of ${size} bytes`));
          controller.close();
          if (kept) keep!(ownCopy(kept, sent));
        });
      },
      pull() {
        source.resume();
      },
      cancel() {
        done = true;
        source.destroy();
      },
    },
    // One gathered chunk ahead of the reader.
    { highWaterMark: 1 },
  );
}

/**
 * The parts' bytes in one buffer of their own: not a view that would keep a larger one alive (a socket's read,
 * Node's pool of small buffers), so the cache's byte count is the memory it holds.
 */
function ownCopy(parts: Uint8Array[], size: number): Buffer {
  const out = Buffer.allocUnsafeSlow(size);
  let offset = 0;
  for (const part of parts) {
    out.set(part, offset);
    offset += part.byteLength;
  }
  return out;
}

/** Bytes in memory as a stream of `CHUNK_BYTES` views (no copies: the cache's buffer is never changed). */
function bufferStream(bytes: Buffer): ReadableStream<Uint8Array> {
  let offset = 0;
  return new ReadableStream<Uint8Array>({
    pull(controller) {
      if (offset >= bytes.byteLength) return controller.close();
      const end = Math.min(offset + CHUNK_BYTES, bytes.byteLength);
      controller.enqueue(bytes.subarray(offset, end));
      offset = end;
    },
  });
}

function isMissingKey(error: unknown): boolean {
  return (error as { name?: string } | null)?.name === 'NoSuchKey';
}

/**
 * A response's body read whole into one buffer of its declared size (from `data` events: an async iterator over
 * the response costs several times their CPU); a body of another length is an error.
 */
function readWhole(response: Readable, size: number): Promise<Buffer> {
  return new Promise((resolve, reject) => {
    const out = Buffer.allocUnsafe(size);
    let offset = 0;
    response.on('data', (chunk: Buffer) => {
      if (offset + chunk.byteLength > size)
        return response.destroy(new Error(`the bucket sent more than ${size} bytes`));
      out.set(chunk, offset);
      offset += chunk.byteLength;
    });
    finished(response, (error) => {
      if (error) reject(error);
      else if (offset !== size) reject(new Error(`the bucket sent ${offset} of ${size} bytes`));
      else resolve(out);
    });
  });
}
