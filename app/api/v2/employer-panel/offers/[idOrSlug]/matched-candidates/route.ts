// GET /api/v2/employer-panel/offers/{idOrSlug}/matched-candidates – the candidates whose matchmaking
// preferences fit the company's offer best (only those who let employers see them; no contact data),
// each with the company's chat invitation for the offer, if any.
import { z } from 'zod';
import { invitationsForOffer } from '@/features/chat/server/public';
import { findMatchedCandidates } from '@/features/matching/server/public';
import type { MatchedCandidatesResponse } from '@/features/matching/schemas';
import { companyOffer } from '@/features/offer-form/server/company-offers';
import { withRoute } from '@/lib/http/with-route';

const params = z.object({ idOrSlug: z.string().min(1).max(300) });

export const GET = withRoute(
  { auth: { companyRight: 'recruiter' }, params },
  async ({ caller, db, tenant, params, locale }): Promise<MatchedCandidatesResponse> => {
    const offer = await companyOffer(db, caller, params.idOrSlug);
    const employer = { tenantId: tenant.id, companyId: caller.companyId };
    const [candidates, invitations] = await Promise.all([
      findMatchedCandidates(db, employer, offer.id, locale),
      invitationsForOffer(db, employer, offer.id),
    ]);
    return {
      offerId: offer.id,
      candidates: candidates.map((c) => ({ ...c, invitation: invitations.get(c.candidateId) ?? null })),
    };
  },
);
