// Plain values that client components need without pulling the zod schemas into the browser bundle.

/** Applied-offer ids asked for in one history request (spec: batches of 25). */
export const HISTORY_BATCH = 25;

/** Spec 5 and 9: the apply form's limits. */
export const APPLY_LIMITS = {
  messageMax: 1000,
  /** The counter warns this many characters before the limit. */
  messageWarning: 100,
  nameMax: 255,
  emailMax: 255,
  attachmentMaxBytes: 5_000_000,
  attachmentExtensions: ['pdf', 'docx', 'jpeg', 'jpg', 'png'],
  /** Consent texts longer than this are cut with a "show more". */
  consentPreview: 120,
} as const;

export const ATTACHMENT_KINDS = ['pdf', 'docx', 'jpeg', 'png'] as const;
