/**
 * What the invitations' rules need to know from the moment a page is interactive, before their own code
 * loads (`PopupsHost` loads it after the first load): when the visit began and whether a field of this page
 * has been typed into.
 */

/** Session storage: when the visit (browser session) began, for the calm start. */
export const VISIT_STARTED_KEY = 'visitStartedAt';

/** The start of the visit as stored, or `now` for a visit that starts with this page (also for garbage). */
export function visitStart(stored: string | null, now: number): number {
  const at = stored === null ? Number.NaN : Number(stored);
  return Number.isFinite(at) && at > 0 && at <= now ? at : now;
}

/**
 * The visit's start, recorded in session storage by the first page of the visit: as soon as the page is
 * interactive, before the invitations' code has loaded. Without storage, the visit starts with each page.
 */
export function recordVisitStart(now: number): number {
  let session: Storage | null = null;
  try {
    session = window.sessionStorage;
  } catch {
    // Storage blocked: nothing to record.
  }
  const at = visitStart(session?.getItem(VISIT_STARTED_KEY) ?? null, now);
  try {
    session?.setItem(VISIT_STARTED_KEY, String(at));
  } catch {
    // Storage full or blocked.
  }
  return at;
}

/** Fields that take typing: a popup must never take the focus from them. */
export function isTypingTarget(element: Element | null): boolean {
  if (!element) return false;
  const tag = element.tagName;
  if (tag === 'TEXTAREA' || tag === 'SELECT') return true;
  if ((element as HTMLElement).isContentEditable) return true;
  if (tag !== 'INPUT') return false;
  const type = (element as HTMLInputElement).type;
  return !['button', 'submit', 'reset', 'checkbox', 'radio', 'range', 'color', 'file', 'image', 'hidden'].includes(
    type,
  );
}

let fieldEdited = false;

/**
 * Watches this page's fields from now on (called for each page, on its first render in the browser): whether
 * any was typed into is `wasFieldEdited()` until the next page. Returns the stop.
 */
export function watchFieldEdits(): () => void {
  fieldEdited = false;
  const edited = (event: Event) => {
    if (isTypingTarget(event.target as Element | null)) fieldEdited = true;
  };
  document.addEventListener('input', edited, true);
  return () => document.removeEventListener('input', edited, true);
}

/** Whether a field of this page has been typed into since `watchFieldEdits` began. */
export const wasFieldEdited = (): boolean => fieldEdited;
