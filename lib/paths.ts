import { DEFAULT_LOCALE } from '@/lib/i18n/locales';

/**
 * Typed, locale-free path builders. Links pass them to the next-intl `Link`, which adds the
 * `/en` prefix where needed. Where that `Link` cannot be used (redirects, e-mails, route handlers,
 * plain `<a>`, `router.push`), `localizedPaths(locale).x()` or `localizedPath(locale, path)` adds the
 * prefix; nothing else builds a locale prefix by hand (lint rule `wakat/locale-prefix`).
 */
export const paths = {
  home: () => '/',
  offers: () => '/',
  jobOffer: (slug: string) => `/job-offer/${encodeURIComponent(slug)}`,
  /** A story as the story list and the home carousel link it (spec: /brands/story/{slug}). */
  brandStory: (slug: string) => `/brands/story/${encodeURIComponent(slug)}`,
  /** A story's own address, the one offer pages link to and the canonical one (spec: /story/{brandStorySlug}). */
  story: (slug: string) => `/story/${encodeURIComponent(slug)}`,
  brandStories: () => '/brands',
  blog: () => '/blog',
  blogPost: (slug: string) => `/blog/${encodeURIComponent(slug)}`,
  /** A tab of the home page's offer section (`#offers`); the default tab has no query. */
  homeOffersTab: (tab?: string) => (tab ? `/?tab=${encodeURIComponent(tab)}#offers` : '/#offers'),
  /** The home page opening a modal or a panel by its query (e.g. `modal=account-verified`, `job-alerts=…`). */
  homeWith: (query: Record<string, string | number>) =>
    `/?${new URLSearchParams(Object.entries(query).map(([k, v]) => [k, String(v)])).toString()}`,
  login: () => '/login',
  loginThen: (next: string) => `/login?next=${encodeURIComponent(next)}`,
  register: () => '/register',
  registerWithEmail: (email: string) => `/register?email=${encodeURIComponent(email)}`,
  forgotPassword: () => '/forgot-password',
  resetPassword: (token?: string) => (token ? `/reset-password?token=${encodeURIComponent(token)}` : '/reset-password'),
  profile: () => '/profile',
  candidateProfile: () => '/candidate-profile',
  favoriteOffers: () => '/favorite-offers',
  preferences: () => '/preferences',
  applicationHistory: () => '/application-history',
  // Employer side: the panel lives under /employer (route group `(panel)`, signed-in members only); the
  // account pages beside it (route group `(account)`) are public; the offer form (route group `(form)`)
  // is full-screen, without the panel's navigation.
  employerPanel: () => '/employer',
  employerSignUp: () => '/employer/sign-up',
  employerSignIn: () => '/employer/sign-in',
  employerConfirm: () => '/employer/confirm',
  employerForgotPassword: () => '/employer/forgot-password',
  employerResetPassword: () => '/employer/reset-password',
  employerInvitation: () => '/employer/invitation',
  employerProfile: () => '/employer/profile',
  employerCompany: () => '/employer/company',
  employerBillingData: () => '/employer/billing-data',
  employerClauses: () => '/employer/clauses',
  employerUsers: () => '/employer/users',
  employerAuditLog: () => '/employer/audit-log',
  /** The panel's "no permission" page: `need` is the right the page asked for. */
  employerNoAccess: (need: string) => `/employer/no-access?need=${encodeURIComponent(need)}`,
  employerIntegrations: () => '/employer/integrations',
  employerOffers: () => '/employer/offers',
  employerOfferNew: (plan?: string) =>
    plan ? `/employer/offers/new?plan=${encodeURIComponent(plan)}` : '/employer/offers/new',
  /** The edit form of an offer, opened on `step` (a form step or `summary`) when given. */
  employerOfferEdit: (slug: string, step?: string) =>
    `/employer/offers/${encodeURIComponent(slug)}/edit${step ? `?step=${encodeURIComponent(step)}` : ''}`,
  /** The base of a draft's address (the form appends the draft id once it is saved). */
  employerDrafts: () => '/employer/offers/drafts',
  /** A draft's page, opened on `step` when given (a renewal's short summary opens the full form so). */
  employerDraft: (draftId: number, step?: string) =>
    `/employer/offers/drafts/${draftId}${step ? `?step=${encodeURIComponent(step)}` : ''}`,
  employerOfferStatistics: (offerId: number) => `/employer/offers/${offerId}/statistics`,
  employerApplications: () => '/employer/applications',
  employerApplication: (offerId: number, applicationId: number) =>
    `/employer/offers/${offerId}/applications/${applicationId}`,
  employerBrandStories: () => '/employer/brand-stories',
  employerBilling: () => '/employer/billing',
  employerPaymentReturn: (paymentId: number) => `/employer/payments/${paymentId}`,
  employerChat: () => '/employer/chat',
  pricing: () => '/pricing',
  /** The embedded (development) payment provider's payment page. */
  devPay: (token: string) => `/dev/pay/${encodeURIComponent(token)}`,
  salaryCalculator: () => '/salary-calculator',
  aboutUs: () => '/about-us',
  help: () => '/help',
  career: () => '/career',
  product: () => '/product',
  terms: () => '/terms-and-privacy-policies',
  privacyPolicy: () => '/terms-and-privacy-policies/privacy-policy',
} as const;

/** The URL prefix of a language: '' for the default (Polish), '/en' for English. */
export function localePrefix(locale: string): string {
  return locale === DEFAULT_LOCALE ? '' : `/${locale}`;
}

/**
 * A locale-free path (from `paths`, optionally with a query or hash) as the href of that language:
 * `localizedPath('en', '/')` is '/en', `localizedPath('en', '/?x=1')` is '/en?x=1', Polish is unchanged.
 */
export function localizedPath(locale: string, path: string): string {
  const prefix = localePrefix(locale);
  if (!prefix) return path;
  if (path === '/' || path === '') return prefix;
  if (path.startsWith('/?') || path.startsWith('/#')) return `${prefix}${path.slice(1)}`;
  return `${prefix}${path}`;
}

type PathBuilders = typeof paths;

/**
 * The builders of `paths` with the language's prefix added (`localizedPaths('en').employerChat()` is
 * '/en/employer/chat'): the hrefs of plain `<a>`s, `router.push`, e-mails and redirects, where next-intl's
 * `Link` does not add it.
 */
export function localizedPaths(locale: string): PathBuilders {
  const entries = Object.entries(paths).map(([name, build]) => [
    name,
    (...args: unknown[]) => localizedPath(locale, (build as (...a: unknown[]) => string)(...args)),
  ]);
  return Object.fromEntries(entries) as PathBuilders;
}

/** Pages that render without the footer (full-height tools and flows). */
export const PATHS_WITHOUT_FOOTER: RegExp[] = [/^\/employer\/offers\/(new|drafts\/\d+|[^/]+\/edit)/, /^\/chat(\/|$)/];

/** Strips the locale prefix so path rules work the same in both languages. */
export function withoutLocale(pathname: string): string {
  const stripped = pathname.replace(/^\/en(?=\/|$)/, '');
  return stripped === '' ? '/' : stripped;
}

/** Whether a pathname in either language is `base` (a path from `paths`) or a page below it. */
export function isWithinPath(pathname: string, base: string): boolean {
  const path = withoutLocale(pathname);
  return path === base || path.startsWith(`${base}/`);
}

/**
 * Where employers work: the panel and its forms, the pricing page and the payment provider's page.
 * Nothing meant for candidates (an invitation, a survey) shows there, nor the promotion to employers.
 */
export function isEmployerArea(pathname: string): boolean {
  return (
    isWithinPath(pathname, paths.employerPanel()) ||
    isWithinPath(pathname, paths.pricing()) ||
    isWithinPath(pathname, '/dev/pay')
  );
}

export const isFooterHidden = (pathname: string, search = ''): boolean =>
  PATHS_WITHOUT_FOOTER.some((re) => re.test(withoutLocale(pathname))) || /(?:^|[?&])showMap=true(?:&|$)/.test(search);
