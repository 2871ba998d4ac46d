/** Estimated card height and gap (px); cards are measured once rendered. */
export const ESTIMATE = 128;
export const GAP = 10;
/** Spec: virtual-list overscan 5 in the offers list. */
export const OVERSCAN = 5;
/** What the server renders before any measurement: about a tall screen of cards. */
export const SERVER_RECT = { width: 1024, height: 1800 };
/** The cards of that first screen: those starting within it, plus the overscan. */
export const FIRST_SCREEN = Math.ceil(SERVER_RECT.height / (ESTIMATE + GAP)) + OVERSCAN;
