import { randomBytes } from 'node:crypto';

/** Object keys: `prefix/name`, chosen by the server (never a client's file name), the same on every storage. */
const KEY = /^[a-z0-9-]+(\/[a-zA-Z0-9._-]+)+$/;
const PREFIX = /^[a-z0-9-]+$/;

/** Whether a string is a storage key: a prefix, then path segments of safe characters, never `..`. */
export function isStorageKey(key: string): boolean {
  return KEY.test(key) && !key.includes('..');
}

/** Throws on anything that is not a storage key (keys are ours, so this is a programming error). */
export function checkStorageKey(key: string): string {
  if (!isStorageKey(key)) throw new Error(`invalid storage key: ${key}`);
  return key;
}

export function checkStoragePrefix(prefix: string): string {
  if (!PREFIX.test(prefix)) throw new Error(`invalid storage prefix: ${prefix}`);
  return prefix;
}

/** A fresh random key under a prefix, e.g. `cv/3f…9a.pdf`; the client's file name never becomes a path. */
export function newStorageKey(prefix: string, extension: string): string {
  return `${prefix}/${randomBytes(16).toString('hex')}.${extension}`;
}
