/**
 * CRC-32 (the gzip trailer's) arithmetic as zlib's `crc32_combine` does it (crc32.c: multmodp, x2nmodp):
 * CRC(A·B) = (x^(8·|B|) · CRC(A) mod P) ⊕ CRC(B). The operator for a length is computed once (`crc32Shift`)
 * and applied per use (`crc32Multiply`) in 32 steps, however long B is. Multiplication distributes over ⊕,
 * so operators for several lengths may be summed (⊕) into one and applied once.
 */
const POLY = 0xedb88320;

/** a · b modulo the CRC polynomial (bit-reflected, as CRC-32 stores them). */
export function crc32Multiply(a: number, b: number): number {
  if (a === 0) return 0;
  let m = 0x80000000;
  let p = 0;
  for (;;) {
    if (a & m) {
      p ^= b;
      if ((a & (m - 1)) === 0) break;
    }
    m >>>= 1;
    b = b & 1 ? (b >>> 1) ^ POLY : b >>> 1;
  }
  return p >>> 0;
}

/** x^(2^k) modulo P, k = 0…31. */
const X2N: number[] = [0x40000000];
for (let k = 1; k < 32; k++) X2N.push(crc32Multiply(X2N[k - 1]!, X2N[k - 1]!));

/** The operator that moves a CRC past `length` bytes: x^(8·length) modulo P. */
export function crc32Shift(length: number): number {
  let p = 0x80000000;
  let k = 3;
  for (let n = length; n > 0; n = Math.floor(n / 2), k++) if (n % 2) p = crc32Multiply(X2N[k & 31]!, p);
  return p;
}
