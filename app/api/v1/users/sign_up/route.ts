import { signUpSchema } from '@/features/employer-accounts/schemas';
import { signUpCompany } from '@/features/employer-accounts/server/sign-up';
import { withRoute } from '@/lib/http/with-route';

/** A company and its owner; a confirmation mail (the same answer when the address already has an account). */
export const POST = withRoute({ auth: 'public', body: signUpSchema }, async ({ request, body, tenant, locale, db }) =>
  Response.json(await signUpCompany({ headers: request.headers, tenant, locale, db }, body), { status: 201 }),
);
