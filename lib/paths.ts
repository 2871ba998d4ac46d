/**
 * Typed, locale-free path builders. Links pass them to the next-intl `Link`, which adds the
 * `/en` prefix where needed; nothing else builds hrefs by concatenation.
 */
export const paths = {
  home: () => '/',
  offers: () => '/',
  jobOffer: (slug: string) => `/job-offer/${encodeURIComponent(slug)}`,
  brandStory: (slug: string) => `/brands/story/${encodeURIComponent(slug)}`,
  brandStories: () => '/brands',
  blog: () => '/blog',
  blogPost: (slug: string) => `/blog/${encodeURIComponent(slug)}`,
  login: () => '/login',
  register: () => '/register',
  profile: () => '/profile',
  candidateProfile: () => '/candidate-profile',
  favoriteOffers: () => '/favorite-offers',
  preferences: () => '/preferences',
  applicationHistory: () => '/application-history',
  employerPanel: () => '/employer',
  employerApplication: (offerId: number, applicationId: number) =>
    `/employer/offers/${offerId}/applications/${applicationId}`,
  pricing: () => '/pricing',
  salaryCalculator: () => '/salary-calculator',
  aboutUs: () => '/about-us',
  help: () => '/help',
  career: () => '/career',
  product: () => '/product',
  terms: () => '/terms-and-privacy-policies',
  privacyPolicy: () => '/terms-and-privacy-policies/privacy-policy',
} as const;

/** Pages that render without the footer (full-height tools and flows). */
export const PATHS_WITHOUT_FOOTER: RegExp[] = [/^\/employer\/offers\/(new|[^/]+\/edit)/, /^\/chat(\/|$)/];

/** Strips the locale prefix so path rules work the same in both languages. */
export function withoutLocale(pathname: string): string {
  const stripped = pathname.replace(/^\/en(?=\/|$)/, '');
  return stripped === '' ? '/' : stripped;
}

export const isFooterHidden = (pathname: string, search = ''): boolean =>
  PATHS_WITHOUT_FOOTER.some((re) => re.test(withoutLocale(pathname))) || /(?:^|[?&])showMap=true(?:&|$)/.test(search);
