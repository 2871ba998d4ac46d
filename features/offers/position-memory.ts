/**
 * Where the visitor was in the offer list when they opened an offer (spec: `offersListNavigation`,
 * base64 of the paging position, the page size and the list's parameters, kept about a day), so
 * coming back restores the position. A list with other parameters ignores and clears it.
 */
export const POSITION_COOKIE = 'offersListNavigation';
export const POSITION_MAX_AGE_S = 86_400;

export interface ListPosition {
  /** The paging cursor of the page the card was on (null: the first page). */
  from: string | null;
  itemsCount: number;
  /** The list's canonical URL without its paging position. */
  params: string;
  /** The card's index within the page. */
  index: number;
}

const toBase64 = (text: string) => btoa(encodeURIComponent(text));
const fromBase64 = (text: string) => decodeURIComponent(atob(text));

export function encodePosition(position: ListPosition): string {
  return toBase64(JSON.stringify(position));
}

/** The stored position, or null when absent or unreadable (a tampered cookie is just ignored). */
export function decodePosition(cookieHeader: string): ListPosition | null {
  const raw = cookieHeader
    .split(/;\s*/)
    .find((part) => part.startsWith(`${POSITION_COOKIE}=`))
    ?.slice(POSITION_COOKIE.length + 1);
  if (!raw) return null;
  try {
    const value = JSON.parse(fromBase64(raw)) as Partial<ListPosition>;
    if (
      (value.from !== null && typeof value.from !== 'string') ||
      typeof value.itemsCount !== 'number' ||
      typeof value.params !== 'string' ||
      typeof value.index !== 'number' ||
      !Number.isInteger(value.index) ||
      value.index < 0
    )
      return null;
    return { from: value.from, itemsCount: value.itemsCount, params: value.params, index: value.index };
  } catch {
    return null;
  }
}

/** What to do with a stored position on a list: restore it, or drop it (another list) or nothing. */
export function positionFor(
  stored: ListPosition | null,
  list: { params: string; from: string | null; count: number },
): { restore: number | null; clear: boolean } {
  if (!stored) return { restore: null, clear: false };
  if (stored.params !== list.params) return { restore: null, clear: true };
  if (stored.from !== list.from || stored.index >= list.count) return { restore: null, clear: false };
  return { restore: stored.index, clear: false };
}

export function positionCookie(position: ListPosition | null): string {
  return position
    ? `${POSITION_COOKIE}=${encodePosition(position)}; Max-Age=${POSITION_MAX_AGE_S}; Path=/; SameSite=Lax`
    : `${POSITION_COOKIE}=; Max-Age=0; Path=/; SameSite=Lax`;
}
