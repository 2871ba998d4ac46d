import * as zlib from 'node:zlib';

/** Byte helpers shared by the upload checks. */
export function ascii(s: string): number[] {
  return [...s].map((c) => c.charCodeAt(0));
}

export function startsWith(b: Uint8Array, prefix: readonly number[], at = 0): boolean {
  if (b.length < at + prefix.length) return false;
  return prefix.every((v, i) => b[at + i] === v);
}

/** First index of `needle` in `b[from, to)`, or -1 (native search: PDFs are scanned whole). */
export function indexOf(b: Uint8Array, needle: readonly number[], from = 0, to = b.length): number {
  const end = Math.min(to, b.length);
  return Buffer.from(b.buffer, b.byteOffset, end).indexOf(Uint8Array.from(needle), Math.max(0, from));
}

export function lastIndexOfPair(b: Uint8Array, first: number, second: number): number {
  for (let i = b.length - 2; i >= 0; i--) if (b[i] === first && b[i + 1] === second) return i;
  return -1;
}

/** Bytes as one char per byte (binary-safe, for searching ASCII tokens). */
export function latin1(b: Uint8Array): string {
  return Buffer.from(b.buffer, b.byteOffset, b.byteLength).toString('latin1');
}

/**
 * Markup that browsers (or a careless viewer) would run if the file were ever taken for HTML: a
 * polyglot that is both a valid file and a web page. Looked for where content sniffers look, the first
 * kilobyte.
 */
const MARKUP = /<(?:!doctype|html|head|body|script|iframe|svg)[\s/>]/i;

export function hasMarkupHead(b: Uint8Array): boolean {
  return MARKUP.test(latin1(b.subarray(0, 1024)));
}

let crcTable: Uint32Array | undefined;

/** CRC-32 as ZIP stores it (zlib's native one where this Node has it). */
export function crc32(data: Uint8Array): number {
  const native = (zlib as { crc32?: (data: Uint8Array) => number }).crc32;
  if (native) return native(data);
  crcTable ??= Uint32Array.from({ length: 256 }, (_, n) => {
    let c = n;
    for (let k = 0; k < 8; k++) c = c & 1 ? 0xedb88320 ^ (c >>> 1) : c >>> 1;
    return c >>> 0;
  });
  let c = 0xffffffff;
  for (let i = 0; i < data.length; i++) c = crcTable[(c ^ data[i]!) & 0xff]! ^ (c >>> 8);
  return (c ^ 0xffffffff) >>> 0;
}
