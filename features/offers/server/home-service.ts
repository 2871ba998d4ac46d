import type { Tenant } from '@/lib/tenants/tenant-service';
import type { Db } from '@/lib/db/client';
import { offersByCursorQuerySchema } from '../schemas';
import { findOffersByCursor, findPopularOffers } from './offer-search-service';

/** Spec: the homepage offer carousel's tabs (favourites and matched come with accounts). */
export const HOME_TABS = ['newWithSalary', 'popular'] as const;
export type HomeTab = (typeof HOME_TABS)[number];
const CAROUSEL_SIZE = 12;

/** The offers of the active carousel tab only (spec: only the active tab loads). */
export async function findHomeOffers(db: Db, tenant: Tenant, tab: HomeTab) {
  if (tab === 'popular') return (await findPopularOffers(db, tenant, 1, CAROUSEL_SIZE)).data;
  const query = offersByCursorQuerySchema.parse({ withSalary: 'true', itemsCount: CAROUSEL_SIZE });
  return (await findOffersByCursor(db, tenant, query)).data;
}
