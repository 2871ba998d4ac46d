import { constants, crc32, deflateRawSync } from 'node:zlib';
import type { OutgoingHttpHeaders } from 'node:http';
import { crc32Multiply, crc32Shift } from './crc32-combine';

/**
 * A cached answer that carries a per-request CSP nonce, kept as one buffer with holes where the nonce goes
 * (decisions 0015, 0061, 0076): a hit copies the stretches of the buffer that hold holes and writes the nonce
 * into them, and sends the long stretches between them as they are stored; a gzipped one also writes its
 * trailer's CRC-32, worked out from the stored page's without a pass over it.
 */

/** `body` split at every occurrence of `separator` (copies: the captured chunks are released). */
export function splitAt(body: Buffer, separator: Buffer): Buffer[] {
  const out: Buffer[] = [];
  let from = 0;
  for (let at = body.indexOf(separator); at !== -1; at = body.indexOf(separator, from)) {
    out.push(Buffer.from(body.subarray(from, at)));
    from = at + separator.length;
  }
  out.push(Buffer.from(body.subarray(from)));
  return out;
}

/**
 * Each segment compressed into raw deflate blocks (RFC 1951) that continue one stream: every segment but the
 * last ends with a sync flush (an empty stored block, so its data ends on a byte boundary and any block can
 * follow); the last one ends with the final block. Each segment may refer back to the 32 KiB before it (its
 * dictionary: the page so far, with the nonce's bytes as NULs). HTML carries no NUL, so no match can reach
 * into a nonce, and a hit may put another nonce there. A page with a NUL is compressed segment by segment.
 */
function deflateSegments(segments: Buffer[], nonceLength: number): Buffer[] {
  const placeholder = Buffer.alloc(nonceLength);
  const linked = !segments.some((segment) => segment.includes(0));
  let window = Buffer.alloc(0);
  return segments.map((segment, i) => {
    const last = i === segments.length - 1;
    const out = deflateRawSync(segment, {
      level: constants.Z_BEST_COMPRESSION,
      finishFlush: last ? constants.Z_FINISH : constants.Z_SYNC_FLUSH,
      ...(linked && window.length > 0 ? { dictionary: window } : {}),
    });
    if (linked && !last) {
      const next = Buffer.concat([window, segment, placeholder]);
      window = next.length > WINDOW_BYTES ? Buffer.from(next.subarray(next.length - WINDOW_BYTES)) : next;
    }
    return out;
  });
}

/** Deflate's window: how far back a match may reach. */
const WINDOW_BYTES = 32 * 1024;

/**
 * A nonce-stamped answer as one buffer: every byte of a hit but the nonce's (and, gzipped, the trailer's
 * CRC-32), with the offsets where the nonce goes. A hit copies it once and writes the nonce into its holes.
 */
export interface Stamped {
  bytes: Buffer;
  holes: number[];
  nonceLength: number;
  /** The buffer in order: stretches a hit copies (they hold holes or the CRC) and stretches it sends as stored. */
  spans: StampedSpan[];
  /** For a gzipped answer: what the trailer's CRC-32 needs (see `stampedCrc`). */
  gzip?: { zeroedCrc: number; slotsShift: number };
  /** The answer's headers on a hit (those set per request, such as the CSP, are on the response already). */
  headers: OutgoingHttpHeaders;
}

/** A gzip member's fixed header (RFC 1952): deflate, no name or time, no extra flags, unknown OS. */
const GZIP_HEADER = Buffer.from([0x1f, 0x8b, 8, 0, 0, 0, 0, 0, 0, 0xff]);

/**
 * The answer's bytes from the page's segments (split at its nonce). Plain: the segments with a hole between
 * them. Gzipped: a gzip header, each segment's deflate blocks, and between them the nonce's place as one stored
 * block (a byte 0: not final, type 00, padding; then LEN and its one's complement, little-endian; then the
 * hole), then the trailer: the CRC-32 (written per hit) and the length of the whole uncompressed page.
 */
export function stampTemplate(segments: Buffer[], nonceLength: number, gzip: boolean): Stamped {
  const pieces: Buffer[] = [];
  const holes: number[] = [];
  let offset = 0;
  const push = (piece: Buffer) => {
    pieces.push(piece);
    offset += piece.length;
  };
  const hole = Buffer.alloc(nonceLength);
  const blocks = gzip ? deflateSegments(segments, nonceLength) : segments;
  if (gzip) push(GZIP_HEADER);
  blocks.forEach((block, i) => {
    if (i > 0) {
      if (gzip) {
        const head = Buffer.alloc(5);
        head.writeUInt16LE(nonceLength, 1);
        head.writeUInt16LE(~nonceLength & 0xffff, 3);
        push(head);
      }
      holes.push(offset);
      push(hole);
    }
    push(block);
  });
  if (!gzip) {
    const bytes = Buffer.concat(pieces);
    return { bytes, holes, nonceLength, spans: spansOf(bytes.length, holes, nonceLength, false), headers: {} };
  }
  // The CRC-32 is affine in the page's bytes: the page with zeros in the holes, plus the nonce moved past
  // what follows each hole. Moving by several lengths is one operator, the sum of theirs (crc32-combine.ts).
  const page = Buffer.concat(segments.flatMap((segment, i) => (i > 0 ? [hole, segment] : [segment])));
  let slotsShift = 0;
  let end = 0;
  segments.forEach((segment, i) => {
    if (i > 0) {
      end += nonceLength;
      slotsShift ^= crc32Shift(page.length - end);
    }
    end += segment.length;
  });
  const trailer = Buffer.alloc(8);
  trailer.writeUInt32LE(page.length >>> 0, 4);
  push(trailer);
  const bytes = Buffer.concat(pieces);
  return {
    bytes,
    holes,
    nonceLength,
    spans: spansOf(bytes.length, holes, nonceLength, true),
    gzip: { zeroedCrc: crc32(page), slotsShift: slotsShift >>> 0 },
    headers: {},
  };
}

/** A stretch of the stored buffer: copied per hit when it holds a hole (or the CRC), else sent as stored. */
export interface StampedSpan {
  start: number;
  end: number;
  /** Whether a hit writes into it (a nonce's hole or the gzip trailer's CRC). */
  stamped: boolean;
}

/**
 * Stretches without a hole at least this long are sent as stored: a view of the buffer, which the socket's
 * gathered write sends without a copy. Shorter ones go with the holes around them, so a hit writes a few pieces.
 */
export const SHARED_SPAN_BYTES = 4096;

/** The buffer's spans: what lies within SHARED_SPAN_BYTES of a hole (or the CRC) is copied, the rest shared. */
export function spansOf(length: number, holes: number[], nonceLength: number, gzip: boolean): StampedSpan[] {
  const marks: [number, number][] = holes.map((at) => [at, at + nonceLength]);
  if (gzip) marks.push([length - 8, length - 4]);
  marks.sort((a, b) => a[0] - b[0]);
  const spans: StampedSpan[] = [];
  let from = 0;
  for (const [start, end] of marks) {
    const last = spans[spans.length - 1];
    if (last?.stamped && start - last.end < SHARED_SPAN_BYTES) {
      last.end = Math.max(last.end, end);
    } else if (start - from < SHARED_SPAN_BYTES) {
      spans.push({ start: from, end, stamped: true });
    } else {
      spans.push({ start: from, end: start, stamped: false }, { start, end, stamped: true });
    }
    from = spans[spans.length - 1]!.end;
  }
  if (from < length) {
    const last = spans[spans.length - 1];
    if (last?.stamped && length - from < SHARED_SPAN_BYTES) last.end = length;
    else spans.push({ start: from, end: length, stamped: false });
  }
  return spans;
}

/**
 * The pieces of a hit, in order: copies of the stamped spans with `nonce` in their holes (and, gzipped, the
 * trailer's CRC), and views of the stored bytes between them.
 */
export function stampedPieces(stamped: Stamped, nonce: string): Buffer[] {
  const { bytes, holes, spans, gzip } = stamped;
  const crcAt = bytes.length - 8;
  let hole = 0;
  return spans.map(({ start, end, stamped: writes }) => {
    if (!writes) return bytes.subarray(start, end);
    const piece = Buffer.allocUnsafe(end - start);
    bytes.copy(piece, 0, start, end);
    for (; hole < holes.length && holes[hole]! < end; hole++) piece.write(nonce, holes[hole]! - start, 'latin1');
    if (gzip && crcAt >= start && crcAt < end) piece.writeUInt32LE(stampedCrc(gzip, nonce), crcAt - start);
    return piece;
  });
}

/** The CRC-32 of the page with `nonce` in its holes: the zeroed page's, plus the nonce's own linear part moved. */
export function stampedCrc(gzip: NonNullable<Stamped['gzip']>, nonce: string): number {
  const linear = (crc32(nonce) ^ zeroCrc(nonce.length)) >>> 0;
  return (gzip.zeroedCrc ^ crc32Multiply(gzip.slotsShift, linear)) >>> 0;
}

const zeroCrcs = new Map<number, number>();
/** CRC-32 of `length` zero bytes (the affine part of a CRC over that many bytes). */
function zeroCrc(length: number): number {
  let crc = zeroCrcs.get(length);
  if (crc === undefined) zeroCrcs.set(length, (crc = crc32(Buffer.alloc(length))));
  return crc;
}
