/** Horizontal (h) or vertical (v) stripes of a language's best-known flag. */
const STRIPES: Record<string, { dir: 'h' | 'v'; colors: string[] }> = {
  pl: { dir: 'h', colors: ['#ffffff', '#dc143c'] },
  de: { dir: 'h', colors: ['#000000', '#dd0000', '#ffce00'] },
  fr: { dir: 'v', colors: ['#0055a4', '#ffffff', '#ef4135'] },
  it: { dir: 'v', colors: ['#009246', '#ffffff', '#ce2b37'] },
  es: { dir: 'h', colors: ['#aa151b', '#f1bf00', '#f1bf00', '#aa151b'] },
  uk: { dir: 'h', colors: ['#0057b7', '#ffd700'] },
  nl: { dir: 'h', colors: ['#ae1c28', '#ffffff', '#21468b'] },
  ru: { dir: 'h', colors: ['#ffffff', '#0039a6', '#d52b1e'] },
  lt: { dir: 'h', colors: ['#fdb913', '#006a44', '#c1272d'] },
  hu: { dir: 'h', colors: ['#ce2939', '#ffffff', '#477050'] },
  ro: { dir: 'v', colors: ['#002b7f', '#fcd116', '#ce1126'] },
};

/** A small flag drawn in SVG (emoji flags do not render everywhere); decorative. */
export function LanguageFlag({ code }: { code: string }) {
  const w = 21;
  const h = 15;
  if (code === 'en') {
    return (
      <svg viewBox="0 0 60 30" width={w} height={h} aria-hidden="true">
        <rect width="60" height="30" fill="#012169" />
        <path d="M0 0l60 30M60 0L0 30" stroke="#fff" strokeWidth="6" />
        <path d="M0 0l60 30M60 0L0 30" stroke="#c8102e" strokeWidth="2" />
        <path d="M30 0v30M0 15h60" stroke="#fff" strokeWidth="10" />
        <path d="M30 0v30M0 15h60" stroke="#c8102e" strokeWidth="6" />
      </svg>
    );
  }
  const stripes = STRIPES[code];
  if (!stripes) return null;
  const n = stripes.colors.length;
  return (
    <svg
      viewBox={`0 0 ${w} ${h}`}
      width={w}
      height={h}
      aria-hidden="true"
      style={{ outline: '1px solid rgb(0 0 0 / 0.15)' }}
    >
      {stripes.colors.map((color, i) =>
        stripes.dir === 'h' ? (
          <rect key={i} x="0" y={(h / n) * i} width={w} height={h / n + 0.1} fill={color} />
        ) : (
          <rect key={i} x={(w / n) * i} y="0" width={w / n + 0.1} height={h} fill={color} />
        ),
      )}
    </svg>
  );
}
