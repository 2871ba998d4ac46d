/**
 * Typed builders of the API addresses the candidate side's browser code calls (the pages' builders are in
 * lib/paths.ts). Addresses only: query strings are passed to `apiFetch` as `query`, and the fetchers that use
 * them live in `features/<area>/api/`, one endpoint a file.
 */
const seg = encodeURIComponent;
const USER_PANEL = '/api/v2/user-panel';

export const candidateApi = {
  /** The visitor's own state for the offers on screen (decision 0066). */
  pageState: () => '/api/v1/me/page-state',
  /** An offer-page view or apply click, as the employer's statistics count it. */
  views: () => '/api/v1/views',

  offerSuggestions: () => `${USER_PANEL}/offers/suggest`,
  offerCount: () => `${USER_PANEL}/offers/count`,
  mapClusters: () => `${USER_PANEL}/offers/clusters`,
  mapMarkers: () => `${USER_PANEL}/offers/markers`,

  favourites: () => `${USER_PANEL}/favourites`,
  favouritesCount: () => `${USER_PANEL}/favourites/count`,
  favouriteOffers: () => `${USER_PANEL}/favourites/offers`,
  favourite: (offerId: number) => `${USER_PANEL}/favourites/${offerId}`,

  applications: (offerSlug: string) => `/api/v1/offers/${seg(offerSlug)}/applications`,
  applicationHistory: () => `${USER_PANEL}/application-history`,
  trackRedirect: (offerSlug: string) => `${USER_PANEL}/offers/${seg(offerSlug)}/track-redirects`,
  redirect: (redirectId: number) => `${USER_PANEL}/redirects/${redirectId}`,

  preferences: () => `${USER_PANEL}/preferences`,

  // Saved searches and job alerts: the candidate portal's calls of the spec, under /api/{tenant}.
  jobFilters: (tenant: string) => `/api/${seg(tenant)}/job-filters`,
  jobFilter: (tenant: string, id: number) => `/api/${seg(tenant)}/job-filters/${id}`,
  jobFilterAlert: (tenant: string, id: number) => `/api/${seg(tenant)}/job-filters/${id}/job-alert`,
  jobFilterAlertFrequency: (tenant: string, id: number) => `/api/${seg(tenant)}/job-filters/${id}/job-alert/frequency`,
  jobFilterRead: (tenant: string, id: number) => `/api/${seg(tenant)}/job-filters/${id}/read-filtered-offers`,
  jobAlerts: (tenant: string) => `/api/${seg(tenant)}/job-alerts`,
  guestJobAlerts: (tenant: string) => `/api/${seg(tenant)}/guests/job-alerts`,
  guestJobAlertActivation: (tenant: string) => `/api/${seg(tenant)}/guests/job-alerts/activation`,
  guestJobAlert: (tenant: string, jobFilterId: number, code: string) =>
    `/api/${seg(tenant)}/guests/job-alerts/${jobFilterId}/${seg(code)}`,

  profile: () => `${USER_PANEL}/profile`,
  profileAvatar: () => `${USER_PANEL}/profile/avatar`,
  profileDocuments: () => `${USER_PANEL}/profile/documents`,
  profileDocument: (documentId: number | string) => `${USER_PANEL}/profile/documents/${seg(String(documentId))}`,
  account: () => `${USER_PANEL}/account`,
  register: () => `${USER_PANEL}/account/register`,
  signOut: () => '/api/auth/sign-out',
  requestPasswordReset: () => '/api/auth/request-password-reset',
  resetPassword: () => '/api/auth/reset-password',
} as const;
