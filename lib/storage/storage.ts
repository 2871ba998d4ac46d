import { randomBytes } from 'node:crypto';
import { mkdir, open, readdir, readFile, rename, rm, stat, writeFile, type FileHandle } from 'node:fs/promises';
import path from 'node:path';
import { getEnv, type Env } from '@/lib/env';
import { checkStorageKey, checkStoragePrefix, isStorageKey } from './keys';
import { s3ConfigFromEnv, S3Storage } from './s3';

export { newStorageKey } from './keys';

/**
 * Private file storage: objects by key, never served directly (an authorised route streams them).
 * Implementations: `LocalStorage` (a directory) and `S3Storage` (a bucket, `lib/storage/s3.ts`).
 */
export interface Storage {
  /** Writes the whole object; a reader sees the old bytes or the new ones, never a part. */
  put(key: string, data: Uint8Array): Promise<void>;
  /** The whole object, or null when there is none. */
  get(key: string): Promise<Buffer | null>;
  /**
   * The object as a stream, read as it is consumed, or null when there is none (decided before a byte is
   * read, so a route still answers 404). The reader must read it to the end or cancel it: cancelling
   * closes the file or the connection behind it.
   */
  open(key: string): Promise<StoredStream | null>;
  /** Removes the object; removing a missing one is not an error. */
  delete(key: string): Promise<void>;
  /** Every object under a prefix (e.g. `cv`, also in folders below it), with its last change and size. */
  list(prefix: string): Promise<StoredObject[]>;
}

export interface StoredStream {
  body: ReadableStream<Uint8Array>;
  /** Its length in bytes, known before the first byte (an answer's Content-Length). */
  size: number;
}

/** Runs what follows an `open` (an audit entry, a check); if it fails, the stream is closed and the error rethrown. */
export async function releaseOnError<T>(stream: StoredStream, then: () => Promise<T>): Promise<T> {
  try {
    return await then();
  } catch (error) {
    await stream.body.cancel().catch(() => undefined);
    throw error;
  }
}

/** Bytes read from a file at a time: a 5 MB CV in 20 reads rather than 80 of Node's usual 64 KiB. */
const FILE_CHUNK_BYTES = 256 * 1024;

/**
 * An open file as a stream that owns its handle: read a chunk at a time as the reader pulls (one chunk ahead),
 * and closed at the end, on a read error and when the reader cancels (a close waits for a read in flight).
 */
function fileStream(handle: FileHandle): ReadableStream<Uint8Array> {
  let closing: Promise<void> | undefined;
  const close = () => (closing ??= handle.close());
  return new ReadableStream<Uint8Array>({
    async pull(controller) {
      try {
        const chunk = Buffer.allocUnsafe(FILE_CHUNK_BYTES);
        const { bytesRead } = await handle.read(chunk, 0, chunk.byteLength, null);
        if (bytesRead > 0) return controller.enqueue(chunk.subarray(0, bytesRead));
        await close();
        controller.close();
      } catch (error) {
        await close().catch(() => undefined);
        throw error;
      }
    },
    cancel: () => close(),
  });
}

export interface StoredObject {
  key: string;
  modifiedAt: Date;
  size: number;
}

export class LocalStorage implements Storage {
  constructor(private readonly root: string) {}

  private file(key: string): string {
    return path.join(this.root, checkStorageKey(key));
  }

  async put(key: string, data: Uint8Array): Promise<void> {
    const file = this.file(key);
    await mkdir(path.dirname(file), { recursive: true });
    // Written aside and renamed, so a reader never sees half a file.
    const partial = `${file}.${randomBytes(4).toString('hex')}.part`;
    await writeFile(partial, data, { flush: true });
    await rename(partial, file);
  }

  async get(key: string): Promise<Buffer | null> {
    try {
      return await readFile(this.file(key));
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code === 'ENOENT') return null;
      throw error;
    }
  }

  async open(key: string): Promise<StoredStream | null> {
    let handle;
    try {
      handle = await open(this.file(key), 'r');
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code === 'ENOENT') return null;
      throw error;
    }
    try {
      // The size of the file opened: a later put renames a new file into place and leaves this one whole.
      const { size } = await handle.stat();
      return { body: fileStream(handle), size };
    } catch (error) {
      await handle.close();
      throw error;
    }
  }

  async delete(key: string): Promise<void> {
    await rm(this.file(key), { force: true });
  }

  async list(prefix: string): Promise<StoredObject[]> {
    const dir = path.join(this.root, checkStoragePrefix(prefix));
    let names: string[];
    try {
      names = await readdir(dir, { recursive: true });
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code === 'ENOENT') return [];
      throw error;
    }
    const out: StoredObject[] = [];
    for (const name of names) {
      if (name.endsWith('.part')) continue;
      const key = `${prefix}/${name.split(path.sep).join('/')}`;
      if (!isStorageKey(key)) continue;
      const info = await stat(path.join(dir, name)).catch(() => null);
      if (info?.isFile()) out.push({ key, modifiedAt: info.mtime, size: info.size });
    }
    return out;
  }
}

/** The storage the environment configures: the S3 bucket when S3_BUCKET is set, else UPLOADS_DIR. */
export function storageFromEnv(env: Env = getEnv()): Storage {
  if (env.S3_BUCKET) return new S3Storage(s3ConfigFromEnv(env));
  return new LocalStorage(path.resolve(env.UPLOADS_DIR));
}

let storage: Storage | undefined;

/** The one storage every stored file goes through (uploads, logos, images; their deletion and retention). */
export function getStorage(): Storage {
  storage ??= storageFromEnv();
  return storage;
}

/** Tests install a storage of their own (a temporary directory, or a bucket on a test S3 server). */
export function installStorage(next: Storage): void {
  storage = next;
}
