import { apiRequest, type ApiAnswer } from '@/lib/api-client/api-client';
import { employerApi } from '@/lib/api-paths/employer';

/** PATCH /api/v1/users/password: the new password, with the token of the reset link. */
export function resetPassword(
  token: string,
  values: { password: string; confirmation: string },
): Promise<ApiAnswer<unknown>> {
  return apiRequest(employerApi.password(), { method: 'PATCH', json: { reset_password_token: token, ...values } });
}
