import * as zlib from 'node:zlib';
import { crc32, latin1, startsWith } from './bytes';

export type ContainerVerdict = 'ok' | 'corruptedFile' | 'invalidFileType';

/**
 * Zip-bomb limits for a DOCX: a Word file never comes near them. Entries and inflated bytes are counted
 * over the whole file, archives nested in it included (a Word file may embed a workbook, itself a ZIP).
 */
export const DOCX_LIMITS = {
  maxEntries: 1000,
  maxUncompressedBytes: 50 * 1024 * 1024,
  maxRatio: 100,
  maxNesting: 2,
} as const;

const ZIP_LOCAL = [0x50, 0x4b, 0x03, 0x04];

interface Budget {
  entries: number;
  bytes: number;
}

/**
 * A DOCX is a ZIP whose central directory lists `[Content_Types].xml` and `word/document.xml`. The
 * directory is read first and judged against the limits; only then is anything inflated, each entry
 * with a hard output cap at its declared size (so a directory that lies about sizes fails instead of
 * filling memory), CRC checked. No XML part may carry a DTD (`<!DOCTYPE`/`<!ENTITY`): OPC forbids them
 * and they are how XXE and entity-expansion attacks reach whoever opens the file.
 */
export function checkDocx(b: Uint8Array): ContainerVerdict {
  const names = new Set<string>();
  const verdict = checkZip(b, { entries: 0, bytes: 0 }, 0, names);
  if (verdict !== 'ok') return verdict;
  return names.has('[Content_Types].xml') && names.has('word/document.xml') ? 'ok' : 'invalidFileType';
}

interface Entry {
  name: string;
  method: number;
  crc: number;
  compressed: number;
  size: number;
  offset: number;
}

function checkZip(b: Uint8Array, budget: Budget, depth: number, names?: Set<string>): ContainerVerdict {
  const view = new DataView(b.buffer, b.byteOffset, b.byteLength);
  const eocd = findEndOfCentralDirectory(b, view);
  if (eocd < 0) return 'corruptedFile';
  const count = view.getUint16(eocd + 10, true);
  const dirSize = view.getUint32(eocd + 12, true);
  const dirOffset = view.getUint32(eocd + 16, true);
  if (count === 0xffff || dirOffset === 0xffffffff) return 'corruptedFile'; // ZIP64: no Word file needs it
  budget.entries += count;
  if (budget.entries > DOCX_LIMITS.maxEntries) return 'corruptedFile';
  if (dirOffset + dirSize > eocd) return 'corruptedFile';

  const list: Entry[] = [];
  let p = dirOffset;
  for (let i = 0; i < count; i++) {
    if (p + 46 > eocd || view.getUint32(p, true) !== 0x02014b50) return 'corruptedFile';
    const flags = view.getUint16(p + 8, true);
    const compressed = view.getUint32(p + 20, true);
    const size = view.getUint32(p + 24, true);
    const nameLength = view.getUint16(p + 28, true);
    const next = p + 46 + nameLength + view.getUint16(p + 30, true) + view.getUint16(p + 32, true);
    if (next > eocd || flags & 1) return 'corruptedFile'; // overrunning, or encrypted
    budget.bytes += size;
    if (budget.bytes > DOCX_LIMITS.maxUncompressedBytes) return 'corruptedFile';
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

  for (const entry of list) {
    const data = localData(b, view, entry.offset, entry.compressed, dirOffset);
    if (!data) return 'corruptedFile';
    const inflated = inflate(data, entry.method, entry.size);
    if (!inflated || inflated.length !== entry.size || crc32(inflated) !== entry.crc) return 'corruptedFile';
    if (isXmlPart(entry.name, inflated) && hasDtd(inflated)) return 'corruptedFile';
    if (startsWith(inflated, ZIP_LOCAL)) {
      // A nested archive spends the same budget; nesting deeper than a workbook in a document is refused.
      if (depth + 1 > DOCX_LIMITS.maxNesting) return 'corruptedFile';
      const nested = checkZip(inflated, budget, depth + 1);
      if (nested !== 'ok') return 'corruptedFile';
    }
    names?.add(entry.name);
  }
  return 'ok';
}

function isXmlPart(name: string, data: Uint8Array): boolean {
  if (/\.(xml|rels|vml)$/i.test(name)) return true;
  return /^(\uFEFF|\xEF\xBB\xBF|\xFE\xFF|\xFF\xFE|\s)*(<|\0<|<\0)/.test(latin1(data.subarray(0, 16)));
}

/** A DTD or entity declaration, whatever the part's encoding (UTF-8 or UTF-16, with or without a BOM). */
function hasDtd(data: Uint8Array): boolean {
  const isUtf16Be = (data[0] === 0xfe && data[1] === 0xff) || (data[0] === 0 && data[1] === 0x3c);
  const isUtf16Le = (data[0] === 0xff && data[1] === 0xfe) || (data[0] === 0x3c && data[1] === 0);
  const text = isUtf16Be
    ? new TextDecoder('utf-16be').decode(data)
    : isUtf16Le
      ? new TextDecoder('utf-16le').decode(data)
      : latin1(data);
  return /<!\s*(DOCTYPE|ENTITY)/i.test(text);
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
