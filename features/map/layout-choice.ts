/** Spec: the desktop list/map layout preference, an HTTP-only cookie kept for one month. */
export const LIST_LAYOUT_COOKIE = 'offers-list-layout';
export const LIST_LAYOUT_MAX_AGE_S = 30 * 24 * 60 * 60;
export const LIST_LAYOUTS = ['list', 'map'] as const;
export type ListLayout = (typeof LIST_LAYOUTS)[number];

/** The stored layout; anything else (missing, tampered) is the list. */
export function readListLayout(value: string | undefined): ListLayout {
  return value === 'map' ? 'map' : 'list';
}
