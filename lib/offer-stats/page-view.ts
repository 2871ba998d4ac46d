import 'server-only';
import { clientAddress } from '@/lib/http/client-address';
import { recordListImpressions, recordOfferView } from './recorder';
import { isBotAgent, isPrefetch, visitorId } from './visitors';

/**
 * Counts a view of an offer page (the page-state call the page makes once in the browser, decision 0073) unless
 * a robot or a prefetch asked for it. Costs a hash and an append to memory (bench/panel-offers.ts measures it);
 * the batch is written later.
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

/** Counts the cards a list page (or its next chunk) showed, unless a robot or a prefetch asked for it. */
export function countListImpressions(tenantId: number, slugs: readonly string[], headers: Headers): boolean {
  if (!slugs.length || isPrefetch(headers) || isBotAgent(headers.get('user-agent'))) return false;
  recordListImpressions(tenantId, slugs);
  return true;
}
