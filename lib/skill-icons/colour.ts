/**
 * Icon colours that read on both colour schemes. A brand colour is kept when it is mid-dark enough for a
 * white card and mid-light enough for the dark one; otherwise its lightness moves (hue and saturation kept)
 * until it is: a relative luminance between LOW and HIGH has at least 3:1 contrast (WCAG's figure for
 * graphics) against white and against the boards' dark cards (#161b22, #122120: luminance ≈ 0.01).
 */
export const LOW = 0.14;
export const HIGH = 0.3;

const channel = (v: number) => (v <= 0.03928 ? v / 12.92 : ((v + 0.055) / 1.055) ** 2.4);

/** WCAG relative luminance of `#rrggbb`. */
export function luminance(hex: string): number {
  const n = parseInt(hex.replace('#', ''), 16);
  const [r, g, b] = [(n >> 16) & 255, (n >> 8) & 255, n & 255].map((v) => channel(v / 255)) as [number, number, number];
  return 0.2126 * r + 0.7152 * g + 0.0722 * b;
}

/** WCAG contrast ratio of two colours. */
export function contrast(a: string, b: string): number {
  const [x, y] = [luminance(a), luminance(b)].sort((p, q) => q - p) as [number, number];
  return (x + 0.05) / (y + 0.05);
}

function toHsl(hex: string): [number, number, number] {
  const n = parseInt(hex.replace('#', ''), 16);
  const [r, g, b] = [(n >> 16) & 255, (n >> 8) & 255, n & 255].map((v) => v / 255) as [number, number, number];
  const max = Math.max(r, g, b);
  const min = Math.min(r, g, b);
  const l = (max + min) / 2;
  const d = max - min;
  if (!d) return [0, 0, l];
  const s = d / (1 - Math.abs(2 * l - 1));
  const h = max === r ? ((g - b) / d + 6) % 6 : max === g ? (b - r) / d + 2 : (r - g) / d + 4;
  return [h * 60, s, l];
}

function fromHsl(h: number, s: number, l: number): string {
  const c = (1 - Math.abs(2 * l - 1)) * s;
  const x = c * (1 - Math.abs(((h / 60) % 2) - 1));
  const m = l - c / 2;
  const [r, g, b] =
    h < 60
      ? [c, x, 0]
      : h < 120
        ? [x, c, 0]
        : h < 180
          ? [0, c, x]
          : h < 240
            ? [0, x, c]
            : h < 300
              ? [x, 0, c]
              : [c, 0, x];
  return `#${[r, g, b]
    .map((v) =>
      Math.round((v + m) * 255)
        .toString(16)
        .padStart(2, '0'),
    )
    .join('')}`;
}

/** `hex` (`#rrggbb` or `rrggbb`) moved into the luminance band by lightness alone, lower-case `#rrggbb`. */
export function readableOnBothSchemes(hex: string): string {
  const original = `#${hex.replace('#', '').toLowerCase()}`;
  const lum = luminance(original);
  if (lum >= LOW && lum <= HIGH) return original;
  const [h, s, l] = toHsl(original);
  const target = lum > HIGH ? HIGH : LOW;
  // Luminance grows with lightness for a fixed hue and saturation: bisect towards the band's near edge,
  // keeping the side inside the band.
  let [lo, hi] = lum > HIGH ? [0, l] : [l, 1];
  for (let i = 0; i < 30; i++) {
    const mid = (lo + hi) / 2;
    if (luminance(fromHsl(h, s, mid)) > target) hi = mid;
    else lo = mid;
  }
  const candidates = [fromHsl(h, s, lo), fromHsl(h, s, hi)];
  return candidates.find((c) => luminance(c) >= LOW && luminance(c) <= HIGH) ?? candidates[0]!;
}
