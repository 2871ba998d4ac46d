import { ascii, hasMarkupHead, indexOf, lastIndexOfPair, startsWith } from './bytes';
import { checkDocx, type ContainerVerdict } from './docx-check';
import { checkImage } from './image-check';
import { checkPdf } from './pdf-check';

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

const PNG_SIGNATURE = [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a];

/**
 * Judges an upload: size, the kind its signature announces, then that kind's container check (a DOCX's
 * ZIP directory and parts, a PDF's structure, an image decoded with sharp). 413 / 415 / 422 as
 * fileTooLarge / invalidFileType / corruptedFile.
 */
export async function checkUpload(
  bytes: Uint8Array,
  allowed: readonly UploadKind[],
  maxBytes: number,
): Promise<UploadCheck> {
  if (bytes.length === 0) return { ok: false, error: 'corruptedFile' };
  if (bytes.length > maxBytes) return { ok: false, error: 'fileTooLarge' };
  const sniffed = sniff(bytes);
  if (sniffed === 'unknown' || !allowed.includes(sniffed)) return { ok: false, error: 'invalidFileType' };
  const verdict = await VALIDATORS[sniffed](bytes);
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

const VALIDATORS: Record<UploadKind, (b: Uint8Array) => ContainerVerdict | Promise<ContainerVerdict>> = {
  pdf: checkPdf,
  docx: checkDocx,
  // A PNG starts with its IHDR chunk and ends with IEND, and decodes.
  png: (b) => {
    if (b.length < 8 + 25 + 12 || !startsWith(b, ascii('IHDR'), 12)) return 'corruptedFile';
    if (indexOf(b, ascii('IEND'), b.length - 12) < 0) return 'corruptedFile';
    return hasMarkupHead(b) ? 'invalidFileType' : checkImage(b, 'png');
  },
  // A JPEG has an end-of-image marker (cameras may append data after it, so search the whole file), and decodes.
  jpeg: (b) => {
    if (b.length < 4 || lastIndexOfPair(b, 0xff, 0xd9) <= 2) return 'corruptedFile';
    return hasMarkupHead(b) ? 'invalidFileType' : checkImage(b, 'jpeg');
  },
};
