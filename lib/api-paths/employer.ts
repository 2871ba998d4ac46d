/**
 * Typed builders of the API paths the employer side calls from the browser (the panel, payments,
 * integrations, brand stories and the employer's account pages). Components never write an API URL:
 * they call a fetcher under `features/<area>/api/`, which builds its path here.
 */
const id = (value: number | string) => encodeURIComponent(String(value));

const PANEL = '/api/v2/employer-panel';

export const employerApi = {
  // Applications
  applications: () => `${PANEL}/applications`,
  application: (applicationId: number) => `${PANEL}/applications/${id(applicationId)}`,
  applicationStatus: (applicationId: number) => `${PANEL}/applications/${id(applicationId)}/status`,
  applicationRejectTemplate: (applicationId: number) => `${PANEL}/applications/${id(applicationId)}/reject-template`,
  applicationsBulkStatus: () => `${PANEL}/applications/bulk-status`,
  /** The candidate's own notification switches (read by the applications page's settings). */
  notificationSettings: () => '/api/v2/user-panel/notification-settings',

  // Company
  companyData: () => '/api/v1/company/company_data',
  billingData: () => `${PANEL}/company/billing-data`,
  clauses: () => `${PANEL}/company/clauses`,
  recruiterAccess: () => `${PANEL}/company/recruiter-access`,
  profile: () => '/api/v1/profiles/me',
  activeCompany: () => `${PANEL}/active-company`,

  // Users of the company
  users: () => `${PANEL}/users`,
  user: (userId: string) => `${PANEL}/users/${id(userId)}`,
  invitations: () => '/api/v1/users',

  // Offers
  offerAssignees: (offerId: number) => `${PANEL}/offers/${id(offerId)}/assignees`,
  offerDrafts: (offerId: number) => `${PANEL}/offers/${id(offerId)}/drafts`,
  offerBackToDraft: (offerId: number) => `${PANEL}/offers/${id(offerId)}/back-to-draft`,
  offerPendingPayment: (offerId: number) => `${PANEL}/offers/${id(offerId)}/pending-payment`,
  offersBulk: () => `${PANEL}/offers/bulk`,
  offerMatchedCandidates: (offer: number | string) => `${PANEL}/offers/${id(offer)}/matched-candidates`,
  offerFinishRecruitment: (slug: string) => `/api/v1/offers/${id(slug)}/finish-recruitment`,
  offer: (slug: string) => `/api/v1/offers/${id(slug)}`,
  draft: (draftId: number) => `${PANEL}/drafts/${id(draftId)}`,
  chatInvitations: () => `${PANEL}/chat/invitations`,

  // Payments
  payments: () => '/api/v1/payments',
  paymentStatus: (paymentId: number) => `/api/v1/payments/${id(paymentId)}/status`,
  /** The embedded provider of development and tests. */
  devPay: (token: string) => `/api/dev/pay/${id(token)}`,

  // Integrations
  apiKeys: () => `${PANEL}/api-keys`,
  apiKey: (keyId: number) => `${PANEL}/api-keys/${id(keyId)}`,
  webhooks: () => `${PANEL}/webhooks`,
  webhook: (endpointId: number) => `${PANEL}/webhooks/${id(endpointId)}`,
  webhookResume: (endpointId: number) => `${PANEL}/webhooks/${id(endpointId)}/resume`,
  webhookDeliveries: () => `${PANEL}/webhook-deliveries`,
  webhookDeliveryResend: (deliveryId: number) => `${PANEL}/webhook-deliveries/${id(deliveryId)}/resend`,

  // Brand stories
  brandStory: (slug: string) => `${PANEL}/brand-stories/${id(slug)}`,
  brandStoryStatus: (slug: string) => `${PANEL}/brand-stories/status/${id(slug)}`,
  brandStoryTechnologies: () => `${PANEL}/brand-stories/technologies`,
  companyLogo: (companySlug: string) => `/api/v1/companies/${id(companySlug)}/logo?size=full`,

  // Dictionaries the employer's forms pick from
  skills: () => '/api/v1/skills',

  // The employer's account (sign-in, sign-up, confirmation, password)
  signIn: () => '/api/auth/sign-in/email',
  signUp: () => '/api/v1/users/sign_up',
  confirm: () => '/api/v1/users/confirm',
  password: () => '/api/v1/users/password',
  regenerateConfirmation: () => '/api/v1/users/regenerate_confirmation_token',
  revokeSession: () => '/api/v1/oauth/revoke',
} as const;
