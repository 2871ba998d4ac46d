/**
 * CRC-32 (the gzip trailer's) of a concatenation from the CRCs of its parts, as zlib's `crc32_combine` does
 * (crc32.c: multmodp, x2nmodp): CRC(A·B) = (x^(8·|B|) · CRC(A) mod P) ⊕ CRC(B). The operator for a length is
 * computed once (`crc32Shift`) and applied per use (`crc32Append`) in 32 steps, however long B is.
 */
const POLY = 0xedb88320;

/** a · b modulo the CRC polynomial (bit-reflected, as CRC-32 stores them). */
function multiplyModP(a: number, b: number): number {
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
for (let k = 1; k < 32; k++) X2N.push(multiplyModP(X2N[k - 1]!, X2N[k - 1]!));

/** The operator that moves a CRC past `length` bytes: x^(8·length) modulo P. */
export function crc32Shift(length: number): number {
  let p = 0x80000000;
  let k = 3;
  for (let n = length; n > 0; n = Math.floor(n / 2), k++) if (n % 2) p = multiplyModP(X2N[k & 31]!, p);
  return p;
}

/** CRC-32 of A·B from CRC(A), CRC(B) and `crc32Shift(|B|)`. */
export function crc32Append(crcA: number, crcB: number, shiftB: number): number {
  return (multiplyModP(shiftB, crcA) ^ crcB) >>> 0;
}
