import 'server-only';
import { createCvToken } from '@/features/apply/server/public';
import { loadMatchView } from '@/features/matching/server/public';
import type { Caller } from '@/lib/auth/caller';
import type { Db } from '@/lib/db/client';
import type { Tenant } from '@/lib/tenants/tenant-service';
import type { PageState, PageStateQuery } from '../page-state-schema';
import { findCandidatePageRows } from './page-state-queries';
import { toViewer } from './viewer';

/**
 * What a shared page shows one visitor of their own (decisions 0066, 0073): who they are, and for a candidate
 * the favourites count, which of the offers on screen are favourites or applied to and, on an offer page, that
 * offer's apply prefill, last application and match. Everything is read by the caller's own ids, on the
 * caller's board, in one statement (the match explanation, when the candidate has preferences, in its own).
 */
export async function loadPageState(db: Db, tenant: Tenant, caller: Caller, query: PageStateQuery): Promise<PageState> {
  const viewer = toViewer(caller, tenant);
  const employer = caller.kind === 'employer';
  if (caller.kind !== 'candidate') return { viewer, employer, favourites: null, applied: null };
  const favouritesOn = caller.features.favourites;
  const offerId = query.offer ?? null;
  const rows = await findCandidatePageRows(db, caller, [...new Set(query.offers)], offerId, favouritesOn);
  const own = rows.offer;
  const match =
    offerId !== null && own?.preferencesFilled != null ? await loadMatchView(db, caller, offerId, query.lang) : null;
  return {
    viewer,
    employer,
    favourites: favouritesOn ? { count: rows.favouriteCount, offerIds: rows.favouriteIds } : null,
    applied: rows.appliedIds,
    ...(own && {
      offer: {
        appliedAt: own.appliedAt?.toISOString() ?? null,
        cv: own.cv ? { fileName: own.cv.fileName, token: createCvToken(caller.userId, own.cv.id) } : null,
        hasPreferences: own.preferencesFilled ?? false,
        match,
      },
    }),
  };
}
