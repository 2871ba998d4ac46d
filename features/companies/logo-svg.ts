/** FNV-1a: a small stable hash of a company's slug, the seed of its generated mark. */
function hash(text: string): number {
  let h = 0x811c9dc5;
  for (let i = 0; i < text.length; i++) {
    h ^= text.charCodeAt(i);
    h = Math.imul(h, 0x01000193);
  }
  return h >>> 0;
}

/** The colour `turn` of the way round the hue wheel from `hex`, kept light enough to read on it. */
function companion(hex: string, turn: number): string {
  const n = parseInt(hex.slice(1), 16);
  const [r, g, b] = [(n >> 16) & 255, (n >> 8) & 255, n & 255].map((v) => v / 255) as [number, number, number];
  const max = Math.max(r, g, b);
  const min = Math.min(r, g, b);
  const d = max - min;
  let h = 0;
  if (d) h = max === r ? ((g - b) / d) % 6 : max === g ? (b - r) / d + 2 : (r - g) / d + 4;
  const hue = Math.round((((h * 60 + turn * 360) % 360) + 360) % 360);
  return `hsl(${hue} 85% 78%)`;
}

/** One shape of a mark, inside a 96 × 96 box. */
const SHAPES = [
  (c: string) => `<circle cx="48" cy="48" r="26" fill="${c}"/>`,
  (c: string) => `<rect x="24" y="24" width="48" height="48" rx="10" fill="${c}"/>`,
  (c: string) => `<path d="M48 18 78 72H18Z" fill="${c}"/>`,
  (c: string) => `<circle cx="48" cy="48" r="24" fill="none" stroke="${c}" stroke-width="10"/>`,
  (c: string) => `<path d="M20 30h56v10H20zM20 56h56v10H20z" fill="${c}"/>`,
  (c: string) => `<path d="M48 16 80 48 48 80 16 48Z" fill="${c}"/>`,
  (c: string) => `<path d="M22 74V40a26 26 0 0 1 52 0v34H58V42a10 10 0 0 0-20 0v32Z" fill="${c}"/>`,
];
const ACCENTS = [
  (c: string) => `<circle cx="70" cy="26" r="9" fill="${c}"/>`,
  (c: string) => `<circle cx="48" cy="48" r="8" fill="${c}"/>`,
  (c: string) => `<rect x="60" y="60" width="18" height="18" rx="4" fill="${c}"/>`,
  (c: string) => `<path d="M18 78 40 78 18 56Z" fill="${c}"/>`,
];

/**
 * A company's generated logo when it has not uploaded one: a mark of shapes on its colour, chosen by
 * its slug, so every company's is its own and the same on every render.
 */
export function renderCompanyLogoSvg(name: string, color: string, seed: string): string {
  const base = /^#[0-9a-fA-F]{6}$/.test(color) ? color : '#475569';
  const h = hash(seed);
  const shape = SHAPES[h % SHAPES.length]!;
  const accent = ACCENTS[(h >>> 8) % ACCENTS.length]!;
  const main = companion(base, ((h >>> 12) % 5) / 10 + 0.05);
  const second = companion(base, ((h >>> 16) % 5) / 10 + 0.5);
  const rotate = ((h >>> 20) % 4) * 90;
  const label = name.replace(/[<>&"]/g, '').slice(0, 80);
  return `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 96 96" role="img" aria-label="${label}"><rect width="96" height="96" rx="20" fill="${base}"/><g transform="rotate(${rotate} 48 48)">${shape(main)}${accent(second)}</g></svg>`;
}
