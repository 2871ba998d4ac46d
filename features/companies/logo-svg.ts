/**
 * A company's generated logo, for a company that has not uploaded one (and for the demo companies, whose
 * logos are these marks stored as uploads). Each mark is composed from the company's seed (its slug, made
 * from its name): a layout (a coloured tile, a white or tinted card, a round badge), a palette and either a
 * geometric symbol or a monogram built from strokes (no font, so it looks the same wherever it is
 * rendered), turned and coloured by the seed. The same seed always gives the same SVG.
 */

/** FNV-1a: a small stable hash of the seed. */
function hash(text: string): number {
  let h = 0x811c9dc5;
  for (let i = 0; i < text.length; i++) {
    h ^= text.charCodeAt(i);
    h = Math.imul(h, 0x01000193);
  }
  return h >>> 0;
}

/** mulberry32: the seed's stream of choices. */
function stream(seed: number) {
  let a = seed;
  const next = () => {
    a = (a + 0x6d2b79f5) >>> 0;
    let t = a;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
  return { next, pick: <T>(list: readonly T[]): T => list[Math.floor(next() * list.length)]! };
}

/** Palettes of a main colour, a second one and a light tint of the main, chosen to sit together. */
const PALETTES: readonly (readonly [string, string, string])[] = [
  ['#2563eb', '#f59e0b', '#e3ecff'],
  ['#0f766e', '#34d399', '#dcf5ee'],
  ['#7c3aed', '#f472b6', '#efe6ff'],
  ['#dc2626', '#fb923c', '#ffe6e1'],
  ['#0284c7', '#1e3a8a', '#ddf2fd'],
  ['#334155', '#22c55e', '#e6ebf1'],
  ['#ea580c', '#7c2d12', '#ffeddf'],
  ['#db2777', '#4c1d95', '#ffe3f0'],
  ['#059669', '#334155', '#ddf5ea'],
  ['#4f46e5', '#06b6d4', '#e8e7ff'],
  ['#ca8a04', '#475569', '#fbf3d5'],
  ['#be123c', '#475569', '#ffe1e7'],
  ['#0d9488', '#f43f5e', '#dbf3f0'],
  ['#1d4ed8', '#ef4444', '#e1e9ff'],
  ['#9333ea', '#facc15', '#f2e5ff'],
  ['#15803d', '#a3e635', '#e2f4e6'],
];

type Paint = (a: string, b: string) => string;

/** Geometric symbols, drawn in about the middle 56 × 56 of a 96 × 96 box in two colours. */
const SYMBOLS: readonly Paint[] = [
  // orbit
  (a, b) =>
    `<g transform="rotate(-28 48 48)" fill="none" stroke="${b}" stroke-width="5" stroke-linecap="round"><path d="M20 48a28 10 0 0 1 56 0"/><circle cx="48" cy="48" r="15" fill="${a}" stroke="none"/><path d="M76 48a28 10 0 0 1-56 0"/></g>`,
  // stack
  (a, b) =>
    `<rect x="24" y="26" width="48" height="11" rx="5.5" fill="${a}"/><rect x="24" y="43" width="36" height="11" rx="5.5" fill="${b}"/><rect x="24" y="60" width="24" height="11" rx="5.5" fill="${a}"/>`,
  // pinwheel
  (a, b) =>
    [0, 90, 180, 270]
      .map((r, i) => `<path d="M48 48V20l24 28Z" fill="${i % 2 ? b : a}" transform="rotate(${r} 48 48)"/>`)
      .join(''),
  // cube
  (a, b) =>
    `<path d="M48 20 72 34 48 48 24 34Z" fill="${a}"/><path d="M24 34 48 48V76L24 62Z" fill="${b}"/><path d="M72 34V62L48 76V48Z" fill="${a}" fill-opacity=".65"/>`,
  // overlapping rings
  (a, b) =>
    `<circle cx="39" cy="48" r="19" fill="${a}"/><circle cx="57" cy="48" r="19" fill="${b}" fill-opacity=".85"/>`,
  // chevrons
  (a, b) =>
    `<path d="M28 26 48 48 28 70" fill="none" stroke="${a}" stroke-width="9" stroke-linecap="round" stroke-linejoin="round"/><path d="M50 26 70 48 50 70" fill="none" stroke="${b}" stroke-width="9" stroke-linecap="round" stroke-linejoin="round"/>`,
  // quarters
  (a, b) =>
    `<path d="M48 48H22A26 26 0 0 1 48 22Z" fill="${a}"/><rect x="50" y="22" width="26" height="26" rx="4" fill="${b}"/><circle cx="35" cy="63" r="13" fill="${b}"/><path d="M50 50H76A26 26 0 0 1 50 76Z" fill="${a}"/>`,
  // petals
  (a, b) =>
    [0, 90, 180, 270]
      .map(
        (r, i) =>
          `<path d="M48 48C48 34 55 24 70 22 70 37 61 47 48 48Z" fill="${i % 2 ? b : a}" transform="rotate(${r} 48 48)"/>`,
      )
      .join(''),
  // spark
  (a, b) =>
    `<path d="M48 18C50 37 59 46 78 48 59 50 50 59 48 78 46 59 37 50 18 48 37 46 46 37 48 18Z" fill="${a}"/><circle cx="70" cy="26" r="6" fill="${b}"/>`,
  // brackets
  (a, b) =>
    `<path d="M36 28 20 48 36 68M60 28 76 48 60 68" fill="none" stroke="${a}" stroke-width="8" stroke-linecap="round" stroke-linejoin="round"/><path d="M54 26 42 70" stroke="${b}" stroke-width="8" stroke-linecap="round"/>`,
  // waves
  (a, b) =>
    `<g fill="none" stroke-width="8" stroke-linecap="round"><path d="M24 28A44 44 0 0 1 68 72" stroke="${a}"/><path d="M24 44A28 28 0 0 1 52 72" stroke="${b}"/></g><circle cx="28" cy="68" r="6" fill="${a}"/>`,
  // triangles
  (a, b) =>
    `<path d="M48 20 63 46H33Z" fill="${a}"/><path d="M33 50 48 76H18Z" fill="${b}"/><path d="M63 50 78 76H48Z" fill="${a}"/>`,
  // split diamond
  (a, b) => `<path d="M48 18 78 48 48 78Z" fill="${a}"/><path d="M48 18 18 48 48 78Z" fill="${b}"/>`,
  // arch
  (a, b) =>
    `<path d="M22 74V48a26 26 0 0 1 52 0v26H60V48a12 12 0 0 0-24 0v26Z" fill="${a}"/><circle cx="48" cy="66" r="7" fill="${b}"/>`,
  // hexagon
  (a, b) =>
    `<path d="M48 19 73 33.5V62.5L48 77 23 62.5V33.5Z" fill="none" stroke="${a}" stroke-width="7" stroke-linejoin="round"/><path d="M48 36 58.4 42V54L48 60 37.6 54V42Z" fill="${b}"/>`,
  // dots
  (a, b) =>
    [28, 48, 68]
      .flatMap((y, row) =>
        [28, 48, 68].map(
          (x, col) => `<circle cx="${x}" cy="${y}" r="${(row + col) % 2 ? 6 : 8}" fill="${row === col ? b : a}"/>`,
        ),
      )
      .join(''),
];

/** Letters built from strokes on a 20 × 28 grid (diacritics dropped: Ł is L, Ś is S). */
const GLYPHS: Record<string, string> = {
  A: 'M0 28 10 0l10 28M4 18h12',
  B: 'M0 0v28h12a7 7 0 0 0 0-14H0m0-14h11a7 7 0 0 1 0 14',
  C: 'M19 5a12 13 0 1 0 0 18',
  D: 'M0 0v28h6a14 14 0 0 0 0-28Z',
  E: 'M20 0H0v28h20M0 14h14',
  F: 'M20 0H0v28M0 14h14',
  G: 'M19 5a12 13 0 1 0 1 13h-9',
  H: 'M0 0v28M20 0v28M0 14h20',
  I: 'M10 0v28',
  J: 'M16 0v19a8 8 0 0 1-16 1',
  K: 'M0 0v28M19 0 0 17m6-6 14 17',
  L: 'M0 0v28h18',
  M: 'M0 28V0l10 16L20 0v28',
  N: 'M0 28V0l20 28V0',
  O: 'M10 0a10 14 0 1 1-.01 0Z',
  P: 'M0 28V0h12a7 7 0 0 1 0 14H0',
  Q: 'M10 0a10 14 0 1 1-.01 0ZM12 20l8 8',
  R: 'M0 28V0h12a7 7 0 0 1 0 14H0m10 0 10 14',
  S: 'M19 4C15 0 1 0 1 7s18 6 18 14-14 8-18 3',
  T: 'M0 0h20M10 0v28',
  U: 'M0 0v18a10 10 0 0 0 20 0V0',
  V: 'M0 0l10 28L20 0',
  W: 'M0 0l5 28 5-16 5 16 5-28',
  X: 'M0 0l20 28M20 0 0 28',
  Y: 'M0 0l10 14L20 0M10 14v14',
  Z: 'M0 0h20L0 28h20',
};

/** The first letters of the name's first two words that have a glyph. */
function initials(name: string): string[] {
  return name
    .normalize('NFD')
    .replace(/[\u0300-\u036f]/g, '')
    .replace(/[łŁ]/g, 'L')
    .toUpperCase()
    .split(/[^A-Z0-9]+/)
    .map((w) => w[0])
    .filter((c): c is string => !!c && c in GLYPHS)
    .slice(0, 2);
}

/** Stroked letters centred in the box, `height` tall. */
function monogram(letters: string[], color: string, height: number): string {
  const scale = height / 28;
  const gap = 7;
  const width = letters.length * 20 + (letters.length - 1) * gap;
  const x = 48 - (width * scale) / 2;
  const y = 48 - height / 2;
  const paths = letters.map((l, i) => `<path d="${GLYPHS[l]}" transform="translate(${i * (20 + gap)} 0)"/>`).join('');
  return `<g transform="translate(${+x.toFixed(2)} ${+y.toFixed(2)}) scale(${+scale.toFixed(3)})" fill="none" stroke="${color}" stroke-width="${+(5.2 / scale).toFixed(2)}" stroke-linecap="round" stroke-linejoin="round">${paths}</g>`;
}

const escapeLabel = (name: string) => name.replace(/[<>&"]/g, '').slice(0, 80);

/**
 * The SVG of a company's generated logo (96 × 96, scales to any size). `seed` chooses everything (the
 * company's slug); `name` gives the monogram's letters and the accessible label.
 */
export function renderCompanyLogoSvg(name: string, seed: string): string {
  const random = stream(hash(seed));
  const [main, second, tint] = random.pick(PALETTES);
  const layout = random.pick(['tile', 'tile', 'paper', 'tint', 'badge'] as const);
  const radius = random.pick([14, 20, 24]);
  const letters = initials(name);
  const useMonogram = letters.length > 0 && random.next() < 0.4;
  const symbol = random.pick(SYMBOLS);
  const turn = random.pick([0, 0, 90, 180, 270]);
  const twoLetters = letters.length === 2 && random.next() < 0.5;

  // Background and the two colours drawn on it, readable on each other.
  const [background, a, b] =
    layout === 'tile'
      ? [main, '#ffffff', tint]
      : layout === 'badge'
        ? [second, '#ffffff', main === second ? tint : main]
        : layout === 'tint'
          ? [tint, main, second]
          : ['#ffffff', main, second];
  const shape =
    layout === 'badge'
      ? `<circle cx="48" cy="48" r="48" fill="${background}"/>`
      : `<rect width="96" height="96" rx="${radius}" fill="${background}"/>${
          layout === 'paper'
            ? `<rect x=".75" y=".75" width="94.5" height="94.5" rx="${radius - 0.75}" fill="none" stroke="#d8dee8" stroke-width="1.5"/>`
            : ''
        }`;

  let mark: string;
  if (useMonogram) {
    const shown = twoLetters ? letters : letters.slice(0, 1);
    // A monogram sits on a small accent: a bar under it or a dot at its corner, in the second colour.
    const accents = [
      `<rect x="30" y="70" width="36" height="6" rx="3" fill="${b}"/>`,
      `<circle cx="72" cy="24" r="7" fill="${b}"/>`,
    ];
    const accent = random.pick(accents);
    mark = `${accent}${monogram(shown, a, shown.length === 2 ? 26 : 36)}`;
  } else {
    mark = `<g transform="rotate(${turn} 48 48)">${symbol(a, b)}</g>`;
  }
  return `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 96 96" role="img" aria-label="${escapeLabel(name)}">${shape}${mark}</svg>`;
}
