import { apiRequest, type ApiAnswer } from '@/lib/api-client';
import { candidateApi } from '@/lib/api-paths';

export interface ApplicationInput {
  name: string;
  email: string;
  message: string;
  futureConsent: boolean;
  customConsent: boolean;
  /** null when the board does not ask (sent as `null`). */
  marketingConsent: boolean | null;
  /** A file the candidate chose, or the token of the CV on the profile. */
  attachment: File | null;
  cvToken: string | null;
  keepCv: boolean;
  source: '1_click_apply' | 'apply_form';
}

export interface SubmittedApplication {
  id: number;
  cvKept?: boolean;
}

/**
 * POST /api/v1/offers/{slug}/applications (multipart, with the anti-bot token): settles with the status,
 * since the form tells field errors (4xx with fields) from a failure it can only report.
 */
export async function submitApplication(
  slug: string,
  locale: string,
  input: ApplicationInput,
): Promise<ApiAnswer<SubmittedApplication>> {
  const body = new FormData();
  body.set('name', input.name);
  body.set('email', input.email);
  body.set('message', input.message);
  body.set('future_consent_accepted', String(input.futureConsent));
  body.set('custom_consent_accepted', String(input.customConsent));
  body.set('marketing_consent_accepted', String(input.marketingConsent));
  if (input.attachment) body.set('attachment', input.attachment, input.attachment.name);
  if (input.cvToken) body.set('cv_token', input.cvToken);
  if (input.keepCv) body.set('keep_cv', 'true');
  body.set('source', input.source);
  // The anti-bot check loads with the first send, not with the page.
  const { getAntiBotToken } = await import('@/lib/antibot/client');
  return apiRequest<SubmittedApplication>(candidateApi.applications(slug), {
    method: 'POST',
    query: { lang: locale },
    form: body,
    headers: { 'Recaptcha-Token': await getAntiBotToken('apply') },
  });
}
