/** The attribute on <html> that selects the colour scheme; set on the server, switched by the toggle. */
export const COLOR_SCHEME_ATTRIBUTE = 'data-color-scheme';
