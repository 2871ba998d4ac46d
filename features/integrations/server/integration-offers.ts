import 'server-only';
import { and, asc, eq, gt, isNotNull, ne } from 'drizzle-orm';
import type { ApiKeyCaller } from '@/lib/auth/api-key';
import type { Db } from '@/lib/db/client';
import { offerDrafts, offers } from '@/lib/db/schema';
import type { Locale } from '@/lib/i18n/locales';
import { localizedPath, paths } from '@/lib/paths';
import type { z } from 'zod';
import type { integrationOffersQuerySchema, integrationOffersSchema } from '../api-schemas';

type Query = z.output<typeof integrationOffersQuerySchema>;
type Answer = z.output<typeof integrationOffersSchema>;

/**
 * The offers of the key's company on its board, oldest first, a page at a time (keyset on the id, so a
 * page never repeats or skips an offer while others are written). Deleted offers are not listed. A key
 * reaches every offer of its company, as an owner does. Offers posted through the posting API carry their
 * external id (and may be filtered by it); drafts not yet published are not offers and are read one by one.
 */
export async function listIntegrationOffers(
  db: Db,
  caller: ApiKeyCaller,
  query: Query,
  origin: string,
  locale: Locale,
): Promise<Answer> {
  const rows = await db
    .select({
      id: offers.id,
      guid: offers.guid,
      title: offers.title,
      status: offers.status,
      slug: offers.slug,
      planKey: offers.planKey,
      createdAt: offers.createdAt,
      updatedAt: offers.updatedAt,
      publishedAt: offers.publishedAt,
      expiresAt: offers.expiresAt,
      finishedAt: offers.finishedAt,
      externalId: offerDrafts.externalId,
    })
    .from(offers)
    // The draft the posting API made for the offer carries the integrator's id (decision 0056).
    .leftJoin(offerDrafts, and(eq(offerDrafts.offerId, offers.id), isNotNull(offerDrafts.externalId)))
    .where(
      and(
        eq(offers.tenantId, caller.tenantId),
        eq(offers.companyId, caller.companyId),
        ne(offers.status, 'deleted'),
        query.status ? eq(offers.status, query.status) : undefined,
        query.after ? gt(offers.id, query.after) : undefined,
        query.externalId ? eq(offerDrafts.externalId, query.externalId) : undefined,
      ),
    )
    .orderBy(asc(offers.id))
    .limit(query.limit + 1);
  const page = rows.slice(0, query.limit);
  const iso = (d: Date | null) => d?.toISOString() ?? null;
  return {
    offers: page.map((r) => ({
      id: r.id,
      externalId: r.externalId,
      reference: r.guid,
      title: r.title,
      status: r.status as Answer['offers'][number]['status'],
      url: `${origin}${localizedPath(locale, paths.jobOffer(r.slug))}`,
      planKey: r.planKey,
      createdAt: r.createdAt.toISOString(),
      updatedAt: r.updatedAt.toISOString(),
      publishedAt: iso(r.publishedAt),
      expiresAt: iso(r.expiresAt),
      finishedAt: iso(r.finishedAt),
    })),
    nextCursor: rows.length > query.limit ? page[page.length - 1]!.id : null,
  };
}
