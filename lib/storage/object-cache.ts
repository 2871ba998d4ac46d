/**
 * Recently read objects of a bucket, in this process's memory, each with the ETag the bucket gave it. An
 * entry is never served on its own word: the adapter asks the bucket first with `If-None-Match: <etag>`
 * and uses the entry only when the bucket answers 304 Not Modified, so every instance of a deployment sees
 * another's new version or deletion on its next read (`lib/storage/s3.ts`, decision 0049).
 *
 * Bounded three ways: a byte budget (least recently used entries leave first), a largest object, and an
 * idle time after which an entry is dropped even when the budget has room, so the bytes of a deleted file
 * (a CV past its retention) do not stay in another instance's memory for long.
 */
export interface ObjectCacheOptions {
  /** The most bytes held at once. */
  maxBytes: number;
  /** Larger objects are not kept. */
  maxObjectBytes: number;
  /** An entry unread for this long is dropped. */
  idleMs: number;
  /** The clock (tests move it). */
  now?: () => number;
}

export interface CachedObject {
  etag: string;
  bytes: Buffer;
}

interface Entry extends CachedObject {
  usedAt: number;
}

export class ObjectCache {
  // A Map keeps insertion order: an entry is moved to the end when used, so the first is the least recent.
  private readonly entries = new Map<string, Entry>();
  private bytes = 0;
  private readonly now: () => number;
  private readonly sweeper: NodeJS.Timeout;

  constructor(private readonly options: ObjectCacheOptions) {
    this.now = options.now ?? Date.now;
    // Idle entries leave even when nothing reads: an instance that goes quiet does not keep files.
    this.sweeper = setInterval(() => this.dropIdle(), Math.max(1_000, Math.min(options.idleMs, 60_000)));
    this.sweeper.unref();
  }

  /** Bytes held now. */
  get size(): number {
    return this.bytes;
  }

  /** The entry for a key (without counting it as used: `touch` does, once the bucket has confirmed it). */
  peek(key: string): CachedObject | undefined {
    this.dropIdle();
    return this.entries.get(key);
  }

  /** Marks an entry as just used (the bucket answered 304 for its ETag). */
  touch(key: string): void {
    const entry = this.entries.get(key);
    if (!entry) return;
    entry.usedAt = this.now();
    this.entries.delete(key);
    this.entries.set(key, entry);
  }

  /** Keeps an object's bytes under its ETag (replacing another version); too large an object is not kept. */
  set(key: string, etag: string, bytes: Buffer): void {
    this.delete(key);
    if (bytes.byteLength > this.options.maxObjectBytes || bytes.byteLength > this.options.maxBytes) return;
    this.entries.set(key, { etag, bytes, usedAt: this.now() });
    this.bytes += bytes.byteLength;
    for (const [oldest, entry] of this.entries) {
      if (this.bytes <= this.options.maxBytes) break;
      this.entries.delete(oldest);
      this.bytes -= entry.bytes.byteLength;
    }
  }

  delete(key: string): void {
    const entry = this.entries.get(key);
    if (!entry) return;
    this.entries.delete(key);
    this.bytes -= entry.bytes.byteLength;
  }

  /** Drops every entry and stops the sweeper. */
  clear(): void {
    clearInterval(this.sweeper);
    this.entries.clear();
    this.bytes = 0;
  }

  private dropIdle(): void {
    const before = this.now() - this.options.idleMs;
    for (const [key, entry] of this.entries) {
      // Least recently used first: the first one still fresh ends the sweep.
      if (entry.usedAt > before) break;
      this.entries.delete(key);
      this.bytes -= entry.bytes.byteLength;
    }
  }
}
