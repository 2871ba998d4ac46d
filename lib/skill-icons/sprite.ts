import { readableOnBothSchemes } from './colour';
import { FALLBACK_ICON_ID } from './ids';

export { FALLBACK_ICON_ID } from './ids';

/** One icon of the sprite: its id (the Simple Icons slug) and its 24 × 24 path in the brand's colour. */
export interface SpriteIcon {
  slug: string;
  hex: string;
  path: string;
}

const file = (path: string, fill: string) =>
  `<svg xmlns="http://www.w3.org/2000/svg" width="24" height="24" viewBox="0 0 24 24"><path fill="${fill}" d="${path}"/></svg>\n`;

/**
 * The icons' files, one per icon, shown as images by the cards and the filters: each in its brand colour made
 * readable on both schemes (the neutral mark, in the text's colour, is drawn inline). One file per icon, so a
 * page fetches only the icons it shows, and only when they near the viewport (all of them together are ~130 KB
 * gzipped). The same list always gives the same bytes (the folder is named by them).
 */
export function buildIconFiles(icons: SpriteIcon[]): Map<string, string> {
  const files = new Map<string, string>();
  for (const i of [...icons].sort((a, b) => a.slug.localeCompare(b.slug))) {
    if (i.slug === FALLBACK_ICON_ID) throw new Error(`"${FALLBACK_ICON_ID}" is the neutral mark's name`);
    files.set(`${i.slug}.svg`, file(i.path, readableOnBothSchemes(i.hex)));
  }
  return files;
}
