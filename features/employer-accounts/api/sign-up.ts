import { apiRequest, type ApiAnswer } from '@/lib/api-client/api-client';
import { employerApi } from '@/lib/api-paths/employer';
import type * as z from 'zod/mini';
import type { signUpSchema } from '../schemas';

/** POST /api/v1/users/sign_up: the company and its owner; answers the e-mail the confirmation link went to. */
export function signUp(values: z.input<typeof signUpSchema>): Promise<ApiAnswer<{ email?: string } | null>> {
  return apiRequest(employerApi.signUp(), { method: 'POST', json: values });
}
