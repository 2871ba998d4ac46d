// Plain values that client components need without pulling the zod schemas into the browser bundle.

export const PASSWORD_MIN = 8;
export const PASSWORD_MAX = 128;

/** Phone per the spec: optional + and a 1–4 digit prefix, then digit groups with optional separators. */
export const PHONE_PATTERN = /^(\+\d{1,4}[\s-]?)?(\(?\d{1,4}\)?[\s-]?)?\d{2,4}([\s-]?\d{2,4}){1,4}$/;
export const PROFILE_MESSAGE_MAX = 1000;
export const NAME_MAX = 100;
/** Photo rules (spec section 5): .jpeg, .png, .jpg, at most 5 MB (5,242,880 bytes); an empty file is corrupt. */
export const AVATAR_MAX_BYTES = 5_242_880;
export const AVATAR_EXTENSIONS = ['jpeg', 'jpg', 'png'] as const;
/** CV files follow the application attachment rules. */
export const DOCUMENT_MAX_BYTES = 5_000_000;
export const MAX_DOCUMENTS = 5;

/** The most offers one page-state call asks about (a list page shows 100 at most, decision 0066). */
export const PAGE_STATE_MAX_OFFERS = 100;
