import { apiRequest, type ApiAnswer } from '@/lib/api-client/api-client';
import { employerApi } from '@/lib/api-paths/employer';

/**
 * PATCH /api/v1/users/confirm: confirms a sign-up or accepts an invitation with its token; an invited new user
 * sends their name, password and consent with it.
 */
export function confirmAccount(
  token: string,
  values: Record<string, string | boolean> = {},
): Promise<ApiAnswer<unknown>> {
  return apiRequest(employerApi.confirm(), { method: 'PATCH', json: { confirmation_token: token, ...values } });
}
