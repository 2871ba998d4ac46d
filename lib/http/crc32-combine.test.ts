import { randomBytes } from 'node:crypto';
import { crc32 } from 'node:zlib';
import { crc32Multiply, crc32Shift } from './crc32-combine';

/** CRC-32 of A·B from CRC(A), CRC(B) and `crc32Shift(|B|)`. */
const crc32Append = (crcA: number, crcB: number, shiftB: number) => (crc32Multiply(shiftB, crcA) ^ crcB) >>> 0;

describe('CRC-32 of a concatenation from its parts', () => {
  it.each([0, 1, 3, 25, 255, 4096, 65_537, 180_000])('matches zlib for a second part of %i bytes', (length) => {
    for (const firstLength of [0, 1, 100, 70_000]) {
      const a = randomBytes(firstLength);
      const b = randomBytes(length);
      expect(crc32Append(crc32(a), crc32(b), crc32Shift(length))).toBe(crc32(Buffer.concat([a, b])));
    }
  });

  it('chains over many parts as one pass over their bytes would', () => {
    const parts = Array.from({ length: 30 }, (_, i) => randomBytes((i * 977) % 3000));
    let crc = 0;
    for (const part of parts) crc = crc32Append(crc, crc32(part), crc32Shift(part.length));
    expect(crc).toBe(crc32(Buffer.concat(parts)));
  });

  it('moves several parts at once with the sum of their operators', () => {
    // The CRC of a page whose slots hold a value, from the page with zeros there: the slots' operators summed.
    const page = randomBytes(5000);
    const value = randomBytes(24);
    const slots = [0, 700, 2500, 4976];
    const zeroed = Buffer.from(page);
    for (const at of slots) zeroed.fill(0, at, at + 24);
    const filled = Buffer.from(zeroed);
    for (const at of slots) value.copy(filled, at);
    const sum = slots.reduce((acc, at) => acc ^ crc32Shift(page.length - at - 24), 0);
    const linear = (crc32(value) ^ crc32(Buffer.alloc(24))) >>> 0;
    expect((crc32(zeroed) ^ crc32Multiply(sum, linear)) >>> 0).toBe(crc32(filled));
    expect(crc32Multiply(0, linear)).toBe(0);
  });
});
