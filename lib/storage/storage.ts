import { randomBytes } from 'node:crypto';
import { mkdir, readdir, readFile, rename, rm, stat, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { getEnv } from '@/lib/env';

/** Private file storage: objects by key, never served directly (an authorised route streams them). */
export interface Storage {
  put(key: string, data: Uint8Array): Promise<void>;
  get(key: string): Promise<Buffer | null>;
  delete(key: string): Promise<void>;
  /** Every object under a prefix (e.g. `cv`), with its last change. */
  list(prefix: string): Promise<{ key: string; modifiedAt: Date }[]>;
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

  async list(prefix: string): Promise<{ key: string; modifiedAt: Date }[]> {
    if (!/^[a-z0-9-]+$/.test(prefix)) throw new Error(`invalid storage prefix: ${prefix}`);
    let names: string[];
    try {
      names = await readdir(path.join(this.root, prefix));
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code === 'ENOENT') return [];
      throw error;
    }
    const out: { key: string; modifiedAt: Date }[] = [];
    for (const name of names) {
      if (name.endsWith('.part')) continue;
      const info = await stat(path.join(this.root, prefix, name)).catch(() => null);
      if (info?.isFile()) out.push({ key: `${prefix}/${name}`, modifiedAt: info.mtime });
    }
    return out;
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
