// Stand-in until the platform branch lands (same interface); main's version replaces this file on merge.
import { inflateRawSync } from 'node:zlib';

export type UploadKind = 'pdf' | 'docx' | 'jpeg' | 'png';
export type UploadCheck =
  | { ok: true; kind: UploadKind; mimeType: string; extension: string }
  | { ok: false; error: 'invalidFileType' | 'corruptedFile' | 'fileTooLarge' };

const TYPES: Record<UploadKind, { mimeType: string; extension: string }> = {
  pdf: { mimeType: 'application/pdf', extension: 'pdf' },
  docx: { mimeType: 'application/vnd.openxmlformats-officedocument.wordprocessingml.document', extension: 'docx' },
  jpeg: { mimeType: 'image/jpeg', extension: 'jpg' },
  png: { mimeType: 'image/png', extension: 'png' },
};

const startsWith = (bytes: Uint8Array, magic: number[]) => magic.every((b, i) => bytes[i] === b);

function sniff(bytes: Uint8Array): UploadKind | 'zip' | null {
  if (startsWith(bytes, [0x25, 0x50, 0x44, 0x46, 0x2d])) return 'pdf';
  if (startsWith(bytes, [0xff, 0xd8, 0xff])) return 'jpeg';
  if (startsWith(bytes, [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a])) return 'png';
  if (startsWith(bytes, [0x50, 0x4b, 0x03, 0x04])) return 'zip';
  return null;
}

/** A DOCX is a zip holding word/document.xml whose entries do not inflate past sane bounds. */
function isSaneDocx(bytes: Uint8Array): boolean {
  const buf = Buffer.from(bytes.buffer, bytes.byteOffset, bytes.byteLength);
  let offset = 0;
  let total = 0;
  let hasDocument = false;
  while (offset + 30 <= buf.length && buf.readUInt32LE(offset) === 0x04034b50) {
    const method = buf.readUInt16LE(offset + 8);
    const compressed = buf.readUInt32LE(offset + 18);
    const nameLength = buf.readUInt16LE(offset + 26);
    const extraLength = buf.readUInt16LE(offset + 28);
    const name = buf.toString('utf8', offset + 30, offset + 30 + nameLength);
    const start = offset + 30 + nameLength + extraLength;
    const data = buf.subarray(start, start + compressed);
    try {
      const size = method === 0 ? data.length : inflateRawSync(data, { maxOutputLength: 50_000_000 }).length;
      total += size;
    } catch {
      return false;
    }
    if (total > 50_000_000) return false;
    if (name === 'word/document.xml') hasDocument = true;
    offset = start + compressed;
  }
  return hasDocument;
}

export function checkUpload(bytes: Uint8Array, allowed: readonly UploadKind[], maxBytes: number): UploadCheck {
  if (bytes.byteLength > maxBytes) return { ok: false, error: 'fileTooLarge' };
  if (bytes.byteLength === 0) return { ok: false, error: 'corruptedFile' };
  const sniffed = sniff(bytes);
  if (sniffed === 'zip') {
    if (!allowed.includes('docx')) return { ok: false, error: 'invalidFileType' };
    return isSaneDocx(bytes) ? { ok: true, kind: 'docx', ...TYPES.docx } : { ok: false, error: 'corruptedFile' };
  }
  if (!sniffed || !allowed.includes(sniffed)) return { ok: false, error: 'invalidFileType' };
  return { ok: true, kind: sniffed, ...TYPES[sniffed] };
}
