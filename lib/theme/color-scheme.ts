/** The attribute on <html> that selects the colour scheme; set on the server, switched by the toggle. */
export const COLOR_SCHEME_ATTRIBUTE = 'data-color-scheme';

/** The cookie holding the visitor's colour scheme ('dark' is honoured only where the board enables it). */
export const COLOR_SCHEME_COOKIE = 'color-scheme';

/** Where the tenant's theme stylesheet is served; `v` changes whenever its content does. */
export const THEME_STYLESHEET_PATH = '/theme.css';
