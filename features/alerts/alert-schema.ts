import * as z from 'zod/mini';
import { ALERT_FREQUENCIES, ALERT_NAME_MAX, ALERT_NAME_PATTERN, ALERT_NAME_SIGNS, DEFAULT_FREQUENCY } from './rules';

/**
 * The saved-search and alert inputs the add-alert dialog sends, in zod/mini: the routes parse them and the dialog
 * checks with them in the browser (`catalogueResolver`), so the rules are declared once and no full zod reaches
 * the browser. Rule keys are in the validation catalogue (`errors.validation.alerts`).
 */
export const alertNameSchema = z.string().check(
  z.trim(),
  z.maxLength(ALERT_NAME_MAX),
  z.refine((v) => v.length > 0, { error: 'alerts.nameRequired' }),
  z.refine((v) => v.length === 0 || ALERT_NAME_PATTERN.test(v), {
    error: 'alerts.nameCharacters',
    params: { signs: ALERT_NAME_SIGNS },
  }),
);
export const frequencySchema = z.enum(ALERT_FREQUENCIES);
/** A list URL of the board (path and query, optionally absolute or under /en). */
export const searchUrlSchema = z.string().check(z.trim(), z.minLength(1), z.maxLength(4000));

/** POST /{tenant}/job-filters: a candidate's saved search. */
export const createJobFilterBodySchema = z.object({
  searchUrl: searchUrlSchema,
  name: alertNameSchema,
  /** Accepted for the spec's shape; the server derives filters from searchUrl. */
  filters: z.optional(z.unknown()),
});

/** POST /{tenant}/guests/job-alerts: a visitor's alert, active once the e-mailed link is opened. */
export const guestJobAlertBodySchema = z.object({
  email: z.pipe(z.string().check(z.trim(), z.maxLength(254)), z.email()),
  frequency: z._default(frequencySchema, DEFAULT_FREQUENCY),
  name: alertNameSchema,
  filters: z.optional(z.unknown()),
  searchUrl: searchUrlSchema,
  createCandidate: z._default(z.boolean(), false),
  marketingAgreement: z._default(z.boolean(), false),
  privacyPolicyAccepted: z._default(z.boolean(), false).check(z.refine((v) => v, { error: 'alerts.privacyRequired' })),
});

export type GuestJobAlertBody = z.output<typeof guestJobAlertBodySchema>;

/** The catalogue keys these schemas answer (with the catalogue's fallback): what the dialog's page must carry. */
export const ALERT_DIALOG_RULES = ['required', 'tooLong', 'invalidEmail', 'invalid', 'alerts'] as const;
