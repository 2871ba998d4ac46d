import type { Metadata } from 'next';
import { getTranslations, setRequestLocale } from 'next-intl/server';
import { invitationsForOffer } from '@/features/chat/server/public';
import { findMatchedCandidates } from '@/features/matching/server/public';
import { MatchedCandidatesSection } from '@/features/matching/server/matched-candidates-section';
import { OfferStatisticsView } from '@/features/employer-offers/server/statistics-view';
import { getOfferStatistics } from '@/features/employer-offers/server/statistics-service';
import { requireEmployerPage } from '@/features/employer-panel/server/employer-page';
import { AppError } from '@/lib/http/errors';
import { rowIdOf } from '@/lib/http/row-id';
import type { Locale } from '@/lib/i18n/locales';
import { localizedPaths, paths } from '@/lib/paths';
import { notFoundPage } from '@/components/layout/not-found-page';

interface Props {
  // `[offer]`: the offer's id here (the edit page shares the segment with the offer's slug).
  params: Promise<{ locale: Locale; offer: string }>;
}

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  const { locale } = await params;
  const t = await getTranslations({ locale, namespace: 'employerOffers' });
  return { title: t('stats.funnel'), robots: { index: false, follow: false } };
}

/** /employer/offers/{id}/statistics: one offer's funnel per day, its benchmark and the effect of its bumps. */
export default async function OfferStatisticsPage({ params }: Props) {
  const { locale, offer: rawOffer } = await params;
  setRequestLocale(locale);
  const offer = rowIdOf(rawOffer);
  if (offer === null) return notFoundPage();
  const { employer, db, tenant } = await requireEmployerPage(locale, paths.employerOfferStatistics(offer));
  const stats = await getOfferStatistics(db, employer, offer).catch((error: unknown) => {
    if (error instanceof AppError) return null;
    throw error;
  });
  if (!stats) return notFoundPage();
  const own = { tenantId: tenant.id, companyId: employer.companyId };
  const [candidates, invitations] = await Promise.all([
    findMatchedCandidates(db, own, stats.offer.id, locale),
    invitationsForOffer(db, own, stats.offer.id),
  ]);
  return (
    <OfferStatisticsView stats={stats} locale={locale}>
      <MatchedCandidatesSection
        offerId={stats.offer.id}
        candidates={candidates.map((c) => ({ ...c, invitation: invitations.get(c.candidateId) ?? null }))}
        chatEnabled={tenant.config.flags.enableChat}
        chatHref={localizedPaths(locale).employerChat()}
        locale={locale}
      />
    </OfferStatisticsView>
  );
}
