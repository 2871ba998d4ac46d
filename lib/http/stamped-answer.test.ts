import { randomBytes } from 'node:crypto';
import { gunzipSync } from 'node:zlib';
import { SHARED_SPAN_BYTES, spansOf, splitAt, stampedPieces, stampTemplate } from './stamped-answer';

const NONCE_A = 'QUJDREVGR0hJSktMTU5PUA==';
const NONCE_B = 'cXJzdHV2d3h5ejAxMjM0NQ==';

/** A page of `size` bytes of HTML-like text with the nonce at `at` (each offset in the page without nonces). */
function page(size: number, at: number[]): { html: Buffer; with: (nonce: string) => Buffer } {
  const text = Buffer.from(randomBytes(size).map((b) => 0x20 + (b % 90)));
  const parts = (nonce: string) => {
    const out: Buffer[] = [];
    let from = 0;
    for (const offset of at) {
      out.push(text.subarray(from, offset), Buffer.from(nonce, 'latin1'));
      from = offset;
    }
    out.push(text.subarray(from));
    return Buffer.concat(out);
  };
  return { html: parts(NONCE_A), with: parts };
}

describe('spansOf', () => {
  it('copies what lies near the holes and shares the long stretches between them', () => {
    const n = 24;
    // Holes at 100 and 300 (the head's scripts), one at 70,000, then a long tail: four pieces.
    expect(spansOf(180_000, [100, 300, 70_000], n, false)).toEqual([
      { start: 0, end: 324, stamped: true },
      { start: 324, end: 70_000, stamped: false },
      { start: 70_000, end: 70_024, stamped: true },
      { start: 70_024, end: 180_000, stamped: false },
    ]);
    // A short tail goes with the last hole; a gzipped answer's CRC is stamped with its neighbours.
    expect(spansOf(71_000, [100, 70_000], n, true)).toEqual([
      { start: 0, end: 124, stamped: true },
      { start: 124, end: 70_000, stamped: false },
      { start: 70_000, end: 71_000, stamped: true },
    ]);
    // No hole: one stretch, as stored.
    expect(spansOf(10_000, [], n, false)).toEqual([{ start: 0, end: 10_000, stamped: false }]);
    expect(spansOf(0, [], n, false)).toEqual([]);
  });
});

describe('stampedPieces', () => {
  const layouts: [number, number[]][] = [
    [180_000, [290, 416, 2570, 72_771, 72_878, 76_292]],
    [50_000, [0, 10, 49_990]],
    [20_000, []],
    [SHARED_SPAN_BYTES * 3, [SHARED_SPAN_BYTES - 1, SHARED_SPAN_BYTES * 2 + 1]],
    [100, [50]],
  ];

  it.each(layouts)('gives a hit of %i bytes with its nonce in every hole, plain and gzipped', (size, at) => {
    const { html, with: withNonce } = page(size, at);
    for (const gzip of [false, true]) {
      const stamped = stampTemplate(splitAt(html, Buffer.from(NONCE_A, 'latin1')), NONCE_A.length, gzip);
      for (const nonce of [NONCE_B, NONCE_A]) {
        const body = Buffer.concat(stampedPieces(stamped, nonce));
        expect(body.length).toBe(stamped.bytes.length);
        expect((gzip ? gunzipSync(body) : body).equals(withNonce(nonce))).toBe(true);
      }
    }
  });

  it('sends the shared stretches as views of the stored bytes, and never writes into them', () => {
    const { html } = page(180_000, [290, 2570, 72_771, 76_292]);
    const stamped = stampTemplate(splitAt(html, Buffer.from(NONCE_A, 'latin1')), NONCE_A.length, false);
    const before = Buffer.from(stamped.bytes);
    const pieces = stampedPieces(stamped, NONCE_B);
    const shared = pieces.filter((_, i) => !stamped.spans[i]!.stamped);
    expect(shared.reduce((sum, piece) => sum + piece.length, 0)).toBeGreaterThan(170_000);
    for (const piece of shared) expect(piece.buffer).toBe(stamped.bytes.buffer);
    expect(stamped.bytes.equals(before)).toBe(true);
  });
});
