import 'server-only';
import { clientAddress } from '@/lib/http/client-address';
import { recordOfferView } from './recorder';
import { isBotAgent, isPrefetch, visitorId } from './visitors';

/**
 * Counts a rendered offer page as a view unless a robot or a prefetch asked for it. Costs a hash and
 * an append to memory (bench/panel-offers.ts measures it); the batch is written later.
 * Returns whether the view was counted.
 */
export function countOfferPageView(tenantId: number, offerId: number, headers: Headers, now = new Date()): boolean {
  const userAgent = headers.get('user-agent') ?? '';
  if (isPrefetch(headers) || isBotAgent(userAgent)) return false;
  recordOfferView({
    tenantId,
    offerId,
    visitedAt: now,
    visitor: visitorId(tenantId, clientAddress(headers), userAgent, now),
  });
  return true;
}
