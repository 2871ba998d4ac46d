import { registerSchema } from '@/features/account/schemas';
import { registerCandidate } from '@/features/account/server/register-service';
import { authScopeOf } from '@/lib/auth/caller';
import { AppError } from '@/lib/http/errors';
import { withRoute } from '@/lib/http/with-route';
import { assertRateLimit, clientIp, RATE_LIMITS } from '@/lib/rate-limit';

/** Candidate registration with the spec's extras (privacy, marketing, what the visitor did before). */
export const POST = withRoute(
  { auth: 'public', body: registerSchema },
  async ({ request, body, tenant, locale, db }) => {
    if (!tenant.config.flags.enableCandidatePortalLogin) throw new AppError('NOT_FOUND', 'notFound');
    await assertRateLimit(`register:${tenant.id}:${clientIp(request.headers)}`, RATE_LIMITS.register);
    await registerCandidate(db, tenant, authScopeOf(request.headers, tenant, locale), body);
    return Response.json({ ok: true }, { status: 201 });
  },
);
