import { fillCompanyName } from '@/lib/company-rules';
import type { Tenant } from '@/lib/tenants/tenant-service';
import type { Db } from '@/lib/db/client';
import { sanitizeStoredRichText } from '@/lib/html/sanitize';
import { AppError } from '@/lib/http/errors';
import { findOfferExtras, findPublicOfferBySlug } from './offer-detail-queries';
import { findOfferCardRows } from './offer-list-queries';
import { toOfferListItems } from './serializers';

/** Whether candidates can still apply: published and not past its expiry. */
export const isOfferActive = (offer: { status: string; expiresAt: Date | null }, now = new Date()) =>
  offer.status === 'published' && (offer.expiresAt === null || offer.expiresAt > now);

/** GET /v1/offers/{slug}: the full public offer; expired ones answer with isOfferActive false. */
export async function getOfferBySlugOrThrow(db: Db, tenant: Tenant, slug: string) {
  const offer = await findPublicOfferBySlug(db, tenant.id, slug);
  if (!offer) throw new AppError('NOT_FOUND', 'notFound');
  const [cards, extras] = await Promise.all([findOfferCardRows(db, [offer.id]), findOfferExtras(db, offer)]);
  const [card] = toOfferListItems(cards, [offer.id], 0);
  const { category, story, languages } = extras;
  return {
    ...card!,
    // Sanitised on write too; read again because rows may predate the allow-list (cached per body).
    body: sanitizeStoredRichText(offer.body),
    companyLogoUrl: card!.companyLogoThumbUrl,
    languages,
    brandStorySlug: story?.slug ?? null,
    brandStoryCoverPhotoUrl: story?.coverPhotoUrl ?? null,
    brandStoryShortDescription: story?.shortDescription ?? null,
    bannerUrl: offer.bannerUrl,
    videoUrl: offer.videoUrl,
    isOfferActive: isOfferActive(offer),
    // Filled for a signed-in candidate once accounts exist; anonymous callers have applied to nothing.
    isAppliedTo: false,
    // Candidates read the clauses with the company's name where the employer wrote the placeholder.
    informationClause: fillCompanyName(offer.informationClause, card!.companyName),
    customConsent: offer.customConsent.enabled ? fillCompanyName(offer.customConsent.value, card!.companyName) : null,
    futureConsent: offer.futureConsent.enabled ? fillCompanyName(offer.futureConsent.value, card!.companyName) : null,
    expiredAt: offer.expiresAt?.toISOString() ?? null,
    category: category && {
      id: category.id,
      parentId: category.parentId,
      children_count: category.childrenCount,
      depth: category.depth,
      lft: category.lft,
      rgt: category.rgt,
      key: category.key,
      slug: category.seoSlug,
      label: category.labels,
      created_at: category.createdAt.toISOString(),
      updated_at: category.updatedAt.toISOString(),
    },
  };
}

/** GET /v2/user-panel/offers/active-slug/{slug}: 200 with the slug while candidates can apply, else 404. */
export async function getActiveSlugOrThrow(db: Db, tenant: Tenant, slug: string) {
  const offer = await findPublicOfferBySlug(db, tenant.id, slug);
  if (!offer || !isOfferActive(offer)) throw new AppError('NOT_FOUND', 'notFound');
  return { slug: offer.slug };
}
