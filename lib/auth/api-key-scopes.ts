/** What a company's API key may be allowed to do (decision 0055); isomorphic, the panel form lists them. */
export const API_KEY_SCOPES = ['offers:read', 'offers:write', 'applications:read', 'webhooks'] as const;
export type ApiKeyScope = (typeof API_KEY_SCOPES)[number];

/** Every key starts with this, so secret scanners and people recognise a Wakat key. */
export const API_KEY_PREFIX = 'wk_live_';
/** Characters of the random part kept in clear after the prefix, to tell keys apart in the panel. */
export const API_KEY_VISIBLE_CHARS = 6;
