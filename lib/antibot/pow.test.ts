import { createHash } from 'node:crypto';
import { hasWork, leadingZeroBits, solveChallenge } from './pow';
import { sha256Words } from './sha256';

const hex = (words: Uint32Array) => [...words].map((w) => w.toString(16).padStart(8, '0')).join('');

describe('the proof-of-work', () => {
  it('hashes exactly like SHA-256 at every padding boundary', () => {
    for (const length of [0, 1, 55, 56, 63, 64, 65, 119, 120, 1000]) {
      const bytes = crypto.getRandomValues(new Uint8Array(length));
      expect(hex(sha256Words(bytes))).toBe(createHash('sha256').update(bytes).digest('hex'));
    }
  });

  it('counts leading zero bits across words', () => {
    expect(leadingZeroBits(Uint32Array.from([0x80000000, 0]))).toBe(0);
    expect(leadingZeroBits(Uint32Array.from([0x0000ffff, 0]))).toBe(16);
    expect(leadingZeroBits(Uint32Array.from([0, 0x10000000]))).toBe(35);
  });

  it('finds a nonce that does the work, giving the event loop turns on the way', async () => {
    let turns = 0;
    const nonce = await solveChallenge('abc.def', 12, async () => void turns++, 64);
    expect(hasWork('abc.def', nonce, 12)).toBe(true);
    expect(createHash('sha256').update(`abc.def${nonce}`).digest().readUInt16BE(0) >> 4).toBe(0);
    expect(turns).toBe(Math.floor(Number(nonce) / 64));
  });
});
