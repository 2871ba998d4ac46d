import * as z from 'zod/mini';
import { PHONE_PATTERN } from '@/features/account/constants';
import {
  CLAUSE_MAX,
  COMPANY_NAME_MAX,
  COMPANY_NAME_MIN,
  COMPANY_PLACEHOLDER,
  COMPANY_SIZES,
  CONSENT_MIN,
  type CompanyIssue,
  INFORMATION_CLAUSE_MIN,
  WEBSITE_MAX,
  checkTaxId,
  consentIssue,
  informationClauseIssue,
  isBillingCountry,
  postalCodeIssue,
  websiteIssue,
} from './rules';

/**
 * The company rules as zod/mini schemas: the server parses the company, invoice data, clauses and profile
 * calls with them, and the panel's forms validate with the same ones in the browser (react-hook-form,
 * `catalogueResolver`). zod/mini, so the browser bundles no full zod. The rules themselves are in ./rules.
 * The offer form uses neither: its company and consent steps have their own schema
 * (features/offer-form/schema.ts) on the shared bounds of lib/company-rules.ts.
 */
export * from './rules';

// ---------------------------------------------------------------------------------------------------- zod schemas

/** A custom issue whose message is a key of the validation catalogue (params are its wording's values). */
function addIssue(
  ctx: z.core.$RefinementCtx<unknown>,
  path: string,
  issue: CompanyIssue,
  params?: Record<string, string | number>,
) {
  ctx.addIssue({ code: 'custom', path: [path], message: issue, params, input: undefined });
}

/** A trimmed text of at most `max` characters, and at least `min` when given (`min` 1: required). */
const text = (max: number, min?: number) =>
  z.string().check(z.trim(), z.maxLength(max), ...(min ? [z.minLength(min)] : []));

/** The text fields of POST /v1/company/company_data (the logo travels as a file part). */
export const companyDataSchema = z.object({
  name: text(COMPANY_NAME_MAX, COMPANY_NAME_MIN),
  size: z.enum(COMPANY_SIZES),
  // Not trimmed: the rule refuses spaces anywhere, a pasted trailing space included.
  website: z.string().check(
    z.maxLength(WEBSITE_MAX + 1),
    z.superRefine((value, ctx) => {
      const issue = websiteIssue(value);
      if (issue) ctx.addIssue({ code: 'custom', message: issue, input: value });
    }),
  ),
});
export type CompanyDataInput = z.infer<typeof companyDataSchema>;

export const billingDataSchema = z.pipe(
  z
    .object({
      companyName: text(COMPANY_NAME_MAX * 2, COMPANY_NAME_MIN),
      street: text(120, 1),
      number: text(20, 1),
      postalCode: text(10, 1),
      city: text(80, 1),
      country: z.string().check(z.trim(), z.toUpperCase(), z.length(2)),
      taxId: text(40),
    })
    .check(
      z.superRefine((v, ctx) => {
        if (!isBillingCountry(v.country)) return addIssue(ctx, 'country', 'countryInvalid');
        const postal = v.postalCode && postalCodeIssue(v.postalCode, v.country);
        if (postal) addIssue(ctx, 'postalCode', postal);
        const tax = checkTaxId(v.taxId, v.country);
        if (!tax.ok) addIssue(ctx, 'taxId', tax.issue);
      }),
    ),
  z.transform((v) => {
    const tax = checkTaxId(v.taxId, v.country);
    return { ...v, taxId: tax.ok ? tax.value : v.taxId };
  }),
);
export type BillingDataInput = z.infer<typeof billingDataSchema>;

export const clausesSchema = z
  .object({
    informationClause: text(CLAUSE_MAX),
    futureConsentEnabled: z.boolean(),
    futureConsent: z._default(text(CLAUSE_MAX), ''),
    customConsentEnabled: z.boolean(),
    customConsent: z._default(text(CLAUSE_MAX), ''),
  })
  .check(
    z.superRefine((v, ctx) => {
      const info = informationClauseIssue(v.informationClause);
      if (info) addIssue(ctx, 'informationClause', info, { min: INFORMATION_CLAUSE_MIN });
      for (const key of ['futureConsent', 'customConsent'] as const) {
        if (!v[`${key}Enabled`]) continue;
        const issue = consentIssue(v[key]);
        if (issue) addIssue(ctx, key, issue, { min: CONSENT_MIN, placeholder: COMPANY_PLACEHOLDER });
      }
    }),
  );
export type ClausesInput = z.infer<typeof clausesSchema>;

/** PATCH /v2/employer-panel/company/recruiter-access: recruiters limited to their assigned offers, or not. */
export const recruiterAccessSchema = z.strictObject({ recruitersAssignedOnly: z.boolean() });
export type RecruiterAccessInput = z.infer<typeof recruiterAccessSchema>;

/** PATCH /v1/profiles/me: the member's own name and phone, each only when sent (`''` clears the phone). */
export const profileSchema = z.object({
  name: z.optional(text(100, 2)),
  phone: z.optional(
    z.string().check(
      z.trim(),
      z.maxLength(32, { error: 'invalidPhone' }),
      z.refine((v) => v === '' || PHONE_PATTERN.test(v), { error: 'invalidPhone' }),
    ),
  ),
});
export type ProfileInput = z.infer<typeof profileSchema>;
