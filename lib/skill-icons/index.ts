import { SKILL_ICON_SLUGS } from './catalogue';
import { FALLBACK_ICON_ID, skillIconSrcOf } from './ids';

const BY_NAME = new Map(Object.entries(SKILL_ICON_SLUGS).map(([name, slug]) => [name.toLowerCase(), slug]));

/** The icon drawn beside a skill: its technology's (a Simple Icons slug), or the neutral mark's. */
export function skillIconId(name: string): string {
  return BY_NAME.get(name.trim().toLowerCase()) ?? FALLBACK_ICON_ID;
}

/** The file of a skill's icon (null for the neutral mark, drawn inline). */
export const skillIconSrc = (name: string): string | null => skillIconSrcOf(skillIconId(name));
