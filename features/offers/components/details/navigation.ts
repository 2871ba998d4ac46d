/** Spec: the mobile top bar hides once the page is scrolled past 168 px downwards. */
export const TOP_BAR_HIDE_AFTER_PX = 168;

/** Whether the top bar shows after a scroll from `previousY` to `y`. */
export function isTopBarVisible(previousY: number, y: number, wasVisible: boolean): boolean {
  if (y <= TOP_BAR_HIDE_AFTER_PX) return true;
  if (y > previousY) return false;
  if (y < previousY) return true;
  return wasVisible;
}

/**
 * Spec go-back rule: with more than two entries in the history the visitor came from somewhere
 * on the site, so go back; otherwise (a shared link, a new tab) go to the offers root.
 */
export function goBack(
  history: Pick<History, 'length' | 'back'>,
  location: Pick<Location, 'assign'>,
  fallbackHref: string,
): void {
  if (history.length > 2) history.back();
  else location.assign(fallbackHref);
}
