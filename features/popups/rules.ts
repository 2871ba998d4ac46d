/**
 * Show/hide rules of the candidate popups (spec §4 "Popups and banners"). Pure functions over
 * cookie strings and stored values so the components stay thin and the rules are tested alone.
 */

/** Spec: the survey popup stays hidden for a year once closed. */
export const SURVEY_COOKIE = 'hideSurveyPopup';
export const SURVEY_COOKIE_MAX_AGE_S = 31_536_000;
/** Spec: 500 ms on mobile, 2500 ms on desktop before the survey shows. */
export const SURVEY_DELAY_MOBILE_MS = 500;
export const SURVEY_DELAY_DESKTOP_MS = 2500;

/** Spec: the horizontal-theme promo shows until closed 3 times; the counter cookie lasts a day. */
export const HORIZONTAL_POPUP_COOKIE = 'horizontalPopupClosedCount';
export const HORIZONTAL_POPUP_MAX_CLOSES = 3;
export const HORIZONTAL_POPUP_COOKIE_MAX_AGE_S = 86_400;
/** Spec: once per browser session. */
export const HORIZONTAL_POPUP_SESSION_KEY = 'isHorizontalPopupViewed';

/** A popup waits until the visitor has not typed for this long (and no field has the focus). */
export const POPUP_QUIET_MS = 3000;
/** While a field has the focus, the popup looks again after this long. */
export const POPUP_RECHECK_MS = 1000;
/** Set once a modal popup has shown: at most one interruption per visit (browser session). */
export const POPUP_VISIT_KEY = 'popupShownThisVisit';

/** Spec: a floating banner shows at most 3 times per banner source. */
export const FLOATING_BANNER_STORAGE_KEY = 'floatingBanner';
export const FLOATING_BANNER_MAX_SHOWS = 3;

/** The value of one cookie in a `document.cookie` string, or null. */
export function readCookie(cookieString: string, name: string): string | null {
  for (const part of cookieString.split(';')) {
    const [key, ...rest] = part.trim().split('=');
    if (key === name) {
      try {
        return decodeURIComponent(rest.join('='));
      } catch {
        return null;
      }
    }
  }
  return null;
}

/** A `document.cookie` assignment for a site-wide, SameSite=Lax cookie. */
export function cookieAssignment(name: string, value: string, maxAgeSeconds: number): string {
  return `${name}=${encodeURIComponent(value)}; Max-Age=${maxAgeSeconds}; Path=/; SameSite=Lax`;
}

export function isSurveyHidden(cookieString: string): boolean {
  return readCookie(cookieString, SURVEY_COOKIE) !== null;
}

export const surveyDelayMs = (isMobile: boolean) => (isMobile ? SURVEY_DELAY_MOBILE_MS : SURVEY_DELAY_DESKTOP_MS);

/** How many times the horizontal promo was closed; garbage counts as none. */
export function horizontalPopupCloses(cookieString: string): number {
  const raw = readCookie(cookieString, HORIZONTAL_POPUP_COOKIE);
  const count = raw === null ? 0 : Number.parseInt(raw, 10);
  return Number.isFinite(count) && count > 0 ? count : 0;
}

/** The promo is for the wide-screen layout, so it never shows on a phone. */
export function shouldShowHorizontalPopup(input: {
  cookieString: string;
  viewedThisSession: boolean;
  isHorizontalAlready: boolean;
  isMobile: boolean;
}): boolean {
  return (
    !input.isMobile &&
    !input.isHorizontalAlready &&
    !input.viewedThisSession &&
    horizontalPopupCloses(input.cookieString) < HORIZONTAL_POPUP_MAX_CLOSES
  );
}

/** The cookie written when the promo is closed: the counter plus one, for another day. */
export function horizontalPopupClosedCookie(cookieString: string): string {
  return cookieAssignment(
    HORIZONTAL_POPUP_COOKIE,
    String(horizontalPopupCloses(cookieString) + 1),
    HORIZONTAL_POPUP_COOKIE_MAX_AGE_S,
  );
}

export interface FloatingBannerState {
  source: string;
  shows: number;
}

/** Parses the stored state; anything malformed counts as nothing shown yet. */
export function parseFloatingBannerState(raw: string | null): FloatingBannerState | null {
  if (!raw) return null;
  try {
    const value: unknown = JSON.parse(raw);
    if (
      value &&
      typeof value === 'object' &&
      typeof (value as FloatingBannerState).source === 'string' &&
      Number.isInteger((value as FloatingBannerState).shows)
    ) {
      return value as FloatingBannerState;
    }
  } catch {
    // fall through
  }
  return null;
}

/**
 * Whether the banner of `source` may show, and the state to store if it does. A new source starts
 * its count again; nothing shows on mobile.
 */
export function nextFloatingBannerShow(
  stored: FloatingBannerState | null,
  source: string,
  isMobile: boolean,
): { show: false } | { show: true; state: FloatingBannerState } {
  if (isMobile) return { show: false };
  const shows = stored && stored.source === source ? stored.shows : 0;
  if (shows >= FLOATING_BANNER_MAX_SHOWS) return { show: false };
  return { show: true, state: { source, shows: shows + 1 } };
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

/**
 * How long a due popup must still wait: 0 when it may open now; while a field has the focus, the
 * recheck interval; otherwise what is left of the quiet time since the last keystroke.
 */
export function popupWaitMs(input: { now: number; lastTypedAt: number | null; isFieldFocused: boolean }): number {
  if (input.isFieldFocused) return POPUP_RECHECK_MS;
  if (input.lastTypedAt === null) return 0;
  return Math.max(0, input.lastTypedAt + POPUP_QUIET_MS - input.now);
}
