/**
 * When the candidate invitations (the survey, the layout promotion) may show (spec §4 "Popups and
 * banners", made calm by decision 0046). Pure functions over cookie strings and stored values so the
 * components stay thin and the rules are tested alone.
 */

/** Spec: the survey stays hidden for a year once closed. */
export const SURVEY_COOKIE = 'hideSurveyPopup';
export const SURVEY_COOKIE_MAX_AGE_S = 31_536_000;

/** Spec: the horizontal-theme promo shows until closed 3 times; the counter cookie lasts a day. */
export const HORIZONTAL_POPUP_COOKIE = 'horizontalPopupClosedCount';
export const HORIZONTAL_POPUP_MAX_CLOSES = 3;
export const HORIZONTAL_POPUP_COOKIE_MAX_AGE_S = 86_400;
/** Spec: once per browser session. */
export const HORIZONTAL_POPUP_SESSION_KEY = 'isHorizontalPopupViewed';

/** Nothing interrupts a visit in its first 30 seconds (decision 0046). */
export const CALM_START_MS = 30_000;
export { VISIT_STARTED_KEY } from './page-watch';
/** Set once an invitation has shown: at most one interruption per visit (browser session). */
export const POPUP_VISIT_KEY = 'popupShownThisVisit';

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

export { isTypingTarget, visitStart } from './page-watch';

export interface InterruptionMoment {
  now: number;
  visitStartedAt: number;
  /** Something already interrupted this visit. */
  interruptedThisVisit: boolean;
  /** A field that takes typing has the focus. */
  isFieldFocused: boolean;
  /** The visitor typed into a field of this page (a form is being filled). */
  wasFieldEdited: boolean;
  /** An employer page, the pricing page or the payment provider's page (`isEmployerArea`). */
  isEmployerPage: boolean;
  /** The visitor is signed in as a company member. */
  isEmployer: boolean;
}

/**
 * Whether an invitation may show now (decision 0046): once per visit, never in the visit's first
 * 30 seconds, never while a field has the focus or a form on the page has been typed into, never on
 * employers' pages or to an employer. Where it shows is the components' part: below the page's
 * content, when the visitor reaches the end of it, never over anything.
 */
export function mayInterrupt(moment: InterruptionMoment): boolean {
  return (
    !moment.interruptedThisVisit &&
    moment.now - moment.visitStartedAt >= CALM_START_MS &&
    !moment.isFieldFocused &&
    !moment.wasFieldEdited &&
    !moment.isEmployerPage &&
    !moment.isEmployer
  );
}
