import { readableOnBothSchemes } from './colour';
import { FALLBACK_ICON_ID, SYMBOL_ID } from './ids';

export { FALLBACK_ICON_ID, SYMBOL_ID } from './ids';

/** One icon of the sprite: its id (the Simple Icons slug) and its 24 × 24 path in the brand's colour. */
export interface SpriteIcon {
  slug: string;
  hex: string;
  path: string;
}


/** A four-pointed spark (the suggestions' skills sign), in the text's own colour. */
const FALLBACK_PATH =
  'M12 2.5c.8 5.1 4.4 8.7 9.5 9.5-5.1.8-8.7 4.4-9.5 9.5-.8-5.1-4.4-8.7-9.5-9.5 5.1-.8 8.7-4.4 9.5-9.5Z';


const file = (path: string, fill: string) =>
  `<svg xmlns="http://www.w3.org/2000/svg"><symbol id="${SYMBOL_ID}" viewBox="0 0 24 24"><path fill="${fill}" d="${path}"/></symbol></svg>\n`;

/**
 * The icons' files, one per icon, for the cards and the filters to point at with `<use href>`: each a symbol
 * in its brand colour made readable on both schemes, and the neutral mark in `currentColor`. One file per
 * icon, so a page fetches only the icons it shows (all of them together are ~130 KB gzipped). The same
 * list always gives the same bytes (the folder is named by them).
 */
export function buildIconFiles(icons: SpriteIcon[]): Map<string, string> {
  const files = new Map<string, string>();
  files.set(`${FALLBACK_ICON_ID}.svg`, file(FALLBACK_PATH, 'currentColor'));
  for (const i of [...icons].sort((a, b) => a.slug.localeCompare(b.slug))) {
    if (i.slug === FALLBACK_ICON_ID) throw new Error(`"${FALLBACK_ICON_ID}" is the neutral mark's name`);
    files.set(`${i.slug}.svg`, file(i.path, readableOnBothSchemes(i.hex)));
  }
  return files;
}
