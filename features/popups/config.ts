/** The survey visitors are invited to (the board's feedback form). */
export const SURVEY_URL = 'https://forms.wakat.pl/ankieta-kandydata';

/**
 * The floating banner in rotation. Changing `source` starts a fresh count of three shows for
 * every visitor (spec: the count resets when the banner source changes).
 */
export const FLOATING_BANNER_SOURCE = 'employer-first-offer-2025';

/** Spec breakpoint md: below it the visitor is on a phone or a small tablet. */
export const MOBILE_QUERY = '(max-width: 899.95px)';
