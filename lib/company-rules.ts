/**
 * The company's rules, one set for every place that checks them: the company page and its API
 * (features/employer-company), the sign-up form, and the offer form's company and consent steps in the
 * browser, on the server and in the assistant (features/offer-form). Pure and free of server imports.
 * The bounds are the looser of the two sets that existed before (decision 0043), so nothing saved on
 * one side is refused by the other.
 */
export const COMPANY_RULES = {
  nameMin: 2,
  nameMax: 120,
  websiteMax: 500,
  /** The information clause names the data controller and the legal basis. */
  informationClauseMin: 50,
  /** A consent says who may process what and for how long, naming the company by the placeholder. */
  consentMin: 20,
  /** Each clause or consent. */
  textMax: 10_000,
} as const;

/** A company's size (spec: company size), as the company page, the offer form and the database name it. */
export const COMPANY_SIZES = ['1-10', '11-25', '26-50', '51-100', '101-500', '501+'] as const;

/** Stands for the company's name in a consent or clause; the offer page puts the name in its place. */
export const COMPANY_PLACEHOLDER = '{company}';

/** A clause or consent as candidates read it: every placeholder replaced by the company's name. */
export const fillCompanyName = (text: string, companyName: string): string =>
  text.split(COMPANY_PLACEHOLDER).join(companyName);

/** Tokens that show a template was never finished (case-insensitive), refused in every clause and consent. */
export const FORBIDDEN_CLAUSE_TOKENS = ['lorem ipsum', '[nazwa firmy]', '[company name]', 'xxx'];

export function forbiddenTokenIn(text: string): string | null {
  const lower = text.toLowerCase();
  return FORBIDDEN_CLAUSE_TOKENS.find((token) => lower.includes(token.toLowerCase())) ?? null;
}

export type WebsiteIssue = 'websiteRequired' | 'websiteSpaces' | 'websiteScheme' | 'websiteInvalid';

/**
 * The company website: required, starts with http:// or https://, no spaces anywhere, and a real URL whose
 * host has a dotted domain ending in a letter TLD, without user:password (a candidate clicks it).
 */
export function websiteIssue(value: string): WebsiteIssue | null {
  if (value === '') return 'websiteRequired';
  if (/\s/.test(value)) return 'websiteSpaces';
  if (!/^https?:\/\//i.test(value)) return 'websiteScheme';
  if (value.length > COMPANY_RULES.websiteMax) return 'websiteInvalid';
  let url: URL;
  try {
    url = new URL(value);
  } catch {
    return 'websiteInvalid';
  }
  if (url.username || url.password) return 'websiteInvalid';
  if (!/^(?:[a-z0-9](?:[a-z0-9-]{0,61}[a-z0-9])?\.)+(?:[a-z]{2,63}|xn--[a-z0-9-]{1,59})$/.test(url.hostname)) {
    return 'websiteInvalid';
  }
  return null;
}
