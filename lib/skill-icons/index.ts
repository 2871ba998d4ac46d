import { SKILL_ICON_SLUGS } from './catalogue';
import { FALLBACK_ICON_ID, skillIconHrefOf } from './ids';

const BY_NAME = new Map(Object.entries(SKILL_ICON_SLUGS).map(([name, slug]) => [name.toLowerCase(), slug]));

/** The icon drawn beside a skill: its technology's (a Simple Icons slug), or the neutral mark's. */
export function skillIconId(name: string): string {
  return BY_NAME.get(name.trim().toLowerCase()) ?? FALLBACK_ICON_ID;
}

/** The `<use href>` of a skill's icon: its own small file, fetched once and cached for good. */
export const skillIconHref = (name: string): string => skillIconHrefOf(skillIconId(name));
