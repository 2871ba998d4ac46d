import { ascii, hasMarkupHead, indexOf, latin1, startsWith } from './bytes';
import type { ContainerVerdict } from './docx-check';

const ELF = [0x7f, 0x45, 0x4c, 0x46];
const MZ = [0x4d, 0x5a];
const DOS_STUB = ascii('This program cannot be run in DOS mode');

/**
 * A PDF as a reader finds it: the `%PDF-x.y` header, a cross-reference (a classic `xref` table with its
 * `trailer`, or an xref stream) that the last `startxref` points into, and `%%EOF` at the very end (only
 * white space after it, so nothing can be appended). Files that are also something else are refused as a
 * wrong type: HTML or script in the first kilobyte (a PDF/HTML polyglot), an executable right after the
 * header or an uncompressed Windows executable anywhere in it.
 */
export function checkPdf(b: Uint8Array): ContainerVerdict {
  const head = latin1(b.subarray(0, 1024));
  if (!/^%PDF-[12]\.\d/.test(head)) return 'corruptedFile';
  if (hasMarkupHead(b) || carriesExecutable(b, head)) return 'invalidFileType';

  const tailStart = Math.max(0, b.length - 1024);
  const tail = latin1(b.subarray(tailStart));
  const eof = tail.lastIndexOf('%%EOF');
  if (eof < 0 || !/^[\s\0]*$/.test(tail.slice(eof + 5))) return 'corruptedFile';
  const startxref = /startxref\s+(\d{1,10})\s+$/.exec(tail.slice(0, eof));
  if (!startxref) return 'corruptedFile';
  const offset = Number(startxref[1]);
  if (offset >= tailStart + startxref.index) return 'corruptedFile';
  return pointsAtCrossReference(b, offset) || hasRepairableCrossReference(b) ? 'ok' : 'corruptedFile';
}

/** The header line and its binary-marker comment lines, then the body: no executable may start there. */
function carriesExecutable(b: Uint8Array, head: string): boolean {
  let p = 0;
  while (p < head.length && head[p] === '%') {
    const end = head.slice(p).search(/[\r\n]/);
    if (end < 0) return false;
    p += end;
    while (head[p] === '\r' || head[p] === '\n') p++;
  }
  if (startsWith(b, MZ, p) || startsWith(b, ELF, p)) return true;
  return indexOf(b, ELF, 0, 1024) >= 0 || indexOf(b, DOS_STUB) >= 0;
}

/** `xref` (a table) or `n g obj` (an xref stream) at the offset `startxref` names. */
function pointsAtCrossReference(b: Uint8Array, offset: number): boolean {
  const at = latin1(b.subarray(offset, offset + 1024)).replace(/^\s+/, '');
  if (at.startsWith('xref')) return indexOf(b, ascii('trailer'), offset) >= 0;
  return /^\d+\s+\d+\s+obj\b/.test(at) && at.includes('/XRef');
}

/**
 * Readers rebuild a cross-reference whose offsets are a little off, and real CVs come from such
 * generators: a table with a trailer naming the root, or an xref stream, anywhere in the file will do.
 */
function hasRepairableCrossReference(b: Uint8Array): boolean {
  const trailer = indexOf(b, ascii('trailer'));
  if (trailer >= 0 && indexOf(b, ascii('xref')) >= 0 && indexOf(b, ascii('/Root'), trailer) >= 0) return true;
  return indexOf(b, ascii('/XRef')) >= 0;
}
