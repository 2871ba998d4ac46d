/** A company's generated logo: its initials on its colour, as an SVG document. */
export function renderCompanyLogoSvg(initials: string, color: string): string {
  const safeColor = /^#[0-9a-fA-F]{6}$/.test(color) ? color : '#475569';
  const text = initials.replace(/[^A-Za-z0-9ĄĆĘŁŃÓŚŹŻ]/g, '').slice(0, 3);
  return `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 96 96" role="img" aria-label="${text}"><rect width="96" height="96" rx="20" fill="${safeColor}"/><text x="48" y="60" font-family="Segoe UI, Roboto, sans-serif" font-size="${text.length > 2 ? 30 : 38}" font-weight="700" text-anchor="middle" fill="#fff">${text}</text></svg>`;
}
