import { z } from 'zod';
import { documentApi } from '@/lib/http/openapi';
import {
  activeCompanySchema,
  confirmSchema,
  emailOnlySchema,
  inviteSchema,
  memberIdSchema,
  memberUpdateSchema,
  resetPasswordSchema,
  revokeSchema,
  signUpSchema,
} from './schemas';

const tag = 'employer-accounts';
const session = [{ name: 'Cookie', description: 'An employer session (401 without one, 403 without the right)' }];
const ok = z.object({ ok: z.literal(true) }).passthrough();

documentApi({
  method: 'post',
  path: '/v1/users/sign_up',
  summary:
    'Creates a company and its owner in one transaction and mails a confirmation; an existing e-mail gets the same answer and a mail to its owner',
  tag,
  body: signUpSchema,
  response: z.object({ email: z.string() }),
});
documentApi({
  method: 'patch',
  path: '/v1/users/confirm',
  summary: 'Confirms an account (or accepts an invitation, setting the password); a used or expired token → 404',
  tag,
  body: confirmSchema,
  response: ok,
});
documentApi({
  method: 'patch',
  path: '/v1/users/regenerate_confirmation_token',
  summary: 'Mails a new confirmation link (the same answer whether or not the e-mail has an account)',
  tag,
  body: emailOnlySchema,
  response: ok,
});
documentApi({
  method: 'post',
  path: '/v1/users/password',
  summary: 'Mails a password reset link (the same answer whether or not the e-mail has an account)',
  tag,
  body: emailOnlySchema,
  response: ok,
});
documentApi({
  method: 'patch',
  path: '/v1/users/password',
  summary: 'Sets a new password with a reset token',
  tag,
  body: resetPasswordSchema,
  response: ok,
});
documentApi({
  method: 'post',
  path: '/v1/oauth/revoke',
  summary: 'Signs out: the session token is revoked',
  tag,
  headers: session,
  body: revokeSchema,
  response: ok,
});
documentApi({
  method: 'post',
  path: '/v1/users',
  summary: 'Invites a person to the active company with a right (admin or recruiter); owners and admins only',
  tag,
  headers: session,
  body: inviteSchema,
});
documentApi({
  method: 'get',
  path: '/v2/employer-panel/users',
  summary: 'The active company’s members and pending invitations',
  tag,
  headers: session,
});
documentApi({
  method: 'patch',
  path: '/v2/employer-panel/users/{id}',
  summary: 'Changes a member’s right (the last owner cannot be demoted)',
  tag,
  headers: session,
  params: memberIdSchema,
  body: memberUpdateSchema,
});
documentApi({
  method: 'delete',
  path: '/v2/employer-panel/users/{id}',
  summary: 'Removes a member (or the caller leaves); access ends at once, hub sockets included',
  tag,
  headers: session,
  params: memberIdSchema,
});
documentApi({
  method: 'post',
  path: '/v2/employer-panel/active-company',
  summary: 'Switches the company the caller acts for (a member of several companies)',
  tag,
  headers: session,
  body: activeCompanySchema,
});
