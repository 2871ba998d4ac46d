import { randomBytes } from 'node:crypto';
import { mkdir, readFile, rm, writeFile, rename } from 'node:fs/promises';
import path from 'node:path';
import { getEnv } from '@/lib/env';

/** Private file storage: objects by key, never served directly (an authorised route streams them). */
export interface Storage {
  put(key: string, data: Uint8Array): Promise<void>;
  get(key: string): Promise<Buffer | null>;
  delete(key: string): Promise<void>;
}

const KEY = /^[a-z0-9-]+(\/[a-zA-Z0-9._-]+)+$/;

/** A fresh random key under a prefix, e.g. `cv/3f…9a.pdf`; the client's file name never becomes a path. */
export function newStorageKey(prefix: string, extension: string): string {
  return `${prefix}/${randomBytes(16).toString('hex')}.${extension}`;
}

export class LocalStorage implements Storage {
  constructor(private readonly root: string) {}

  private file(key: string): string {
    if (!KEY.test(key) || key.includes('..')) throw new Error(`invalid storage key: ${key}`);
    return path.join(this.root, key);
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

  async delete(key: string): Promise<void> {
    await rm(this.file(key), { force: true });
  }
}

let storage: Storage | undefined;

export function getStorage(): Storage {
  storage ??= new LocalStorage(path.resolve(getEnv().UPLOADS_DIR));
  return storage;
}

/** Tests point storage at a temporary directory. */
export function installStorage(next: Storage): void {
  storage = next;
}
