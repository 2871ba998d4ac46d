import { randomBytes } from 'node:crypto';
import { crc32 } from 'node:zlib';
import { crc32Append, crc32Shift } from './crc32-combine';

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
});
