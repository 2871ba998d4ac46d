/** The survey visitors are invited to (the board's feedback form). */
export const SURVEY_URL = 'https://forms.wakat.pl/ankieta-kandydata';

/** Spec breakpoint md: below it the visitor is on a phone or a small tablet. */
export const MOBILE_QUERY = '(max-width: 899.95px)';
