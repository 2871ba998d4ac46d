import 'server-only';
import { findAppliedOfferIds } from '@/features/apply/server/public';
import { countFavouritesOf, findFavouritesOf } from '@/features/favourites/server/public';
import type { Caller } from '@/lib/auth/caller';
import type { Db } from '@/lib/db/client';
import type { Tenant } from '@/lib/tenants/tenant-service';
import type { PageState, PageStateQuery } from '../page-state-schema';
import { toViewer } from './viewer';

/**
 * What a shared page shows one visitor of their own (decision 0066): who they are, and for a candidate the
 * favourites count and which of the offers on screen are favourites or applied to. Everything is read by
 * the caller's own ids, on the caller's board.
 */
export async function loadPageState(db: Db, tenant: Tenant, caller: Caller, query: PageStateQuery): Promise<PageState> {
  const viewer = toViewer(caller, tenant);
  const employer = caller.kind === 'employer';
  if (caller.kind !== 'candidate') return { viewer, employer, favourites: null, applied: null };
  const offerIds = [...new Set(query.offers)];
  const favouritesOn = tenant.config.flags.enableFavoriteOfferButton;
  const [count, favourite, applied] = await Promise.all([
    favouritesOn ? countFavouritesOf(db, caller) : null,
    favouritesOn && offerIds.length
      ? findFavouritesOf(db, caller, { page: 1, pageSize: offerIds.length, jobAdvertisementsIds: offerIds })
      : null,
    findAppliedOfferIds(db, caller, offerIds),
  ]);
  return {
    viewer,
    employer,
    favourites: count ? { count: count.count, offerIds: favourite?.data.map((f) => f.jobAdvertisementId) ?? [] } : null,
    applied: [...applied],
  };
}
