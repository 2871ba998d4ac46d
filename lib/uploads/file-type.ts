import * as zlib from 'node:zlib';

/**
 * What an uploaded file really is, told by its bytes: never by its name or the MIME type the browser sent.
 * The answer carries the type we store and serve it as.
 */
export type UploadKind = 'pdf' | 'docx' | 'jpeg' | 'png';
export type UploadError = 'invalidFileType' | 'corruptedFile' | 'fileTooLarge';
export type UploadCheck =
  { ok: true; kind: UploadKind; mimeType: string; extension: string } | { ok: false; error: UploadError };

export const UPLOAD_TYPES: Record<UploadKind, { mimeType: string; extension: string }> = {
  pdf: { mimeType: 'application/pdf', extension: 'pdf' },
  docx: { mimeType: 'application/vnd.openxmlformats-officedocument.wordprocessingml.document', extension: 'docx' },
  jpeg: { mimeType: 'image/jpeg', extension: 'jpg' },
  png: { mimeType: 'image/png', extension: 'png' },
};

/** Zip-bomb limits for a DOCX: a Word file never comes near them. */
export const DOCX_LIMITS = {
  maxEntries: 1000,
  maxUncompressedBytes: 50 * 1024 * 1024,
  maxRatio: 100,
} as const;

const PNG_SIGNATURE = [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a];

export function checkUpload(bytes: Uint8Array, allowed: readonly UploadKind[], maxBytes: number): UploadCheck {
  if (bytes.length === 0) return { ok: false, error: 'corruptedFile' };
  if (bytes.length > maxBytes) return { ok: false, error: 'fileTooLarge' };
  const sniffed = sniff(bytes);
  if (sniffed === 'unknown' || !allowed.includes(sniffed)) return { ok: false, error: 'invalidFileType' };
  const verdict = VALIDATORS[sniffed](bytes);
  if (verdict !== 'ok') return { ok: false, error: verdict };
  return { ok: true, kind: sniffed, ...UPLOAD_TYPES[sniffed] };
}

/** The kind the first bytes announce (a ZIP counts as a DOCX candidate; its directory decides). */
function sniff(b: Uint8Array): UploadKind | 'unknown' {
  if (startsWith(b, [0x25, 0x50, 0x44, 0x46, 0x2d])) return 'pdf'; // %PDF-
  if (startsWith(b, PNG_SIGNATURE)) return 'png';
  if (startsWith(b, [0xff, 0xd8, 0xff])) return 'jpeg';
  if (startsWith(b, [0x50, 0x4b, 0x03, 0x04])) return 'docx'; // PK\x03\x04
  return 'unknown';
}

type Verdict = 'ok' | 'corruptedFile' | 'invalidFileType';

const VALIDATORS: Record<UploadKind, (b: Uint8Array) => Verdict> = {
  // A PDF ends with %%EOF (readers tolerate a little trailing junk, so look at the last 1 KB).
  pdf: (b) => (indexOf(b, ascii('%%EOF'), Math.max(0, b.length - 1024)) >= 0 ? 'ok' : 'corruptedFile'),
  // A PNG starts with its IHDR chunk and ends with IEND.
  png: (b) =>
    b.length >= 8 + 25 + 12 &&
    startsWith(b.subarray(12), ascii('IHDR')) &&
    indexOf(b, ascii('IEND'), b.length - 12) >= 0
      ? 'ok'
      : 'corruptedFile',
  // A JPEG has an end-of-image marker (cameras may append data after it, so search the whole file).
  jpeg: (b) => (b.length >= 4 && lastIndexOfPair(b, 0xff, 0xd9) > 2 ? 'ok' : 'corruptedFile'),
  docx: checkDocx,
};

/**
 * A DOCX is a ZIP whose central directory lists `[Content_Types].xml` and `word/document.xml`.
 * Every entry is inflated (capped at its declared size), so a directory that lies about sizes is caught too.
 */
function checkDocx(b: Uint8Array): Verdict {
  const view = new DataView(b.buffer, b.byteOffset, b.byteLength);
  const eocd = findEndOfCentralDirectory(b, view);
  if (eocd < 0) return 'corruptedFile';
  const entries = view.getUint16(eocd + 10, true);
  const dirSize = view.getUint32(eocd + 12, true);
  const dirOffset = view.getUint32(eocd + 16, true);
  if (entries === 0xffff || dirOffset === 0xffffffff) return 'corruptedFile'; // ZIP64: no Word file needs it
  if (entries > DOCX_LIMITS.maxEntries) return 'corruptedFile';
  if (dirOffset + dirSize > eocd) return 'corruptedFile';

  // First the directory alone, against the limits; only then is anything inflated.
  const list: { name: string; method: number; crc: number; compressed: number; size: number; offset: number }[] = [];
  let total = 0;
  let p = dirOffset;
  for (let i = 0; i < entries; i++) {
    if (p + 46 > eocd || view.getUint32(p, true) !== 0x02014b50) return 'corruptedFile';
    const flags = view.getUint16(p + 8, true);
    const compressed = view.getUint32(p + 20, true);
    const size = view.getUint32(p + 24, true);
    const nameLength = view.getUint16(p + 28, true);
    const next = p + 46 + nameLength + view.getUint16(p + 30, true) + view.getUint16(p + 32, true);
    if (next > eocd || flags & 1) return 'corruptedFile'; // overrunning, or encrypted
    total += size;
    if (total > DOCX_LIMITS.maxUncompressedBytes) return 'corruptedFile';
    if (size > 0 && (compressed === 0 || size / compressed > DOCX_LIMITS.maxRatio)) return 'corruptedFile';
    list.push({
      name: new TextDecoder().decode(b.subarray(p + 46, p + 46 + nameLength)),
      method: view.getUint16(p + 10, true),
      crc: view.getUint32(p + 16, true),
      compressed,
      size,
      offset: view.getUint32(p + 42, true),
    });
    p = next;
  }
  const names = new Set<string>();
  for (const entry of list) {
    const data = localData(b, view, entry.offset, entry.compressed, dirOffset);
    if (!data) return 'corruptedFile';
    const inflated = inflate(data, entry.method, entry.size);
    if (!inflated || inflated.length !== entry.size || crc32(inflated) !== entry.crc) return 'corruptedFile';
    names.add(entry.name);
  }
  return names.has('[Content_Types].xml') && names.has('word/document.xml') ? 'ok' : 'invalidFileType';
}

function findEndOfCentralDirectory(b: Uint8Array, view: DataView): number {
  // The record is 22 bytes plus a comment of at most 65,535 bytes, at the very end.
  for (let p = b.length - 22; p >= Math.max(0, b.length - 22 - 0xffff); p--) {
    if (view.getUint32(p, true) === 0x06054b50 && p + 22 + view.getUint16(p + 20, true) === b.length) return p;
  }
  return -1;
}

function localData(b: Uint8Array, view: DataView, offset: number, compressed: number, limit: number) {
  if (offset + 30 > limit || view.getUint32(offset, true) !== 0x04034b50) return null;
  const start = offset + 30 + view.getUint16(offset + 26, true) + view.getUint16(offset + 28, true);
  if (start + compressed > limit) return null;
  return b.subarray(start, start + compressed);
}

function inflate(data: Uint8Array, method: number, size: number): Uint8Array | null {
  if (method === 0) return data;
  if (method !== 8) return null;
  if (size === 0) return data.length <= 2 ? new Uint8Array(0) : null;
  try {
    // maxOutputLength makes a stream that inflates past its declared size fail instead of filling memory.
    return zlib.inflateRawSync(data, { maxOutputLength: size });
  } catch {
    return null;
  }
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

function ascii(s: string): number[] {
  return [...s].map((c) => c.charCodeAt(0));
}

function startsWith(b: Uint8Array, prefix: readonly number[]): boolean {
  if (b.length < prefix.length) return false;
  return prefix.every((v, i) => b[i] === v);
}

function indexOf(b: Uint8Array, needle: readonly number[], from: number): number {
  outer: for (let i = Math.max(0, from); i <= b.length - needle.length; i++) {
    for (let j = 0; j < needle.length; j++) if (b[i + j] !== needle[j]) continue outer;
    return i;
  }
  return -1;
}

function lastIndexOfPair(b: Uint8Array, first: number, second: number): number {
  for (let i = b.length - 2; i >= 0; i--) if (b[i] === first && b[i + 1] === second) return i;
  return -1;
}
