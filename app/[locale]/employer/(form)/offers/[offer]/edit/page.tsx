import type { Metadata } from 'next';
import { redirect } from 'next/navigation';
import { getTranslations, setRequestLocale } from 'next-intl/server';
import { requireEmployerPage } from '@/features/employer-panel/server/employer-page';
import { companyOffer, editableOffer } from '@/features/offer-form/server/company-offers';
import { startDraftFromOffer } from '@/features/offer-form/server/start-draft-from-offer';
import { loadFormPage } from '@/features/offer-form/server/form-page';
import { OfferFormPage } from '@/features/offer-form/server/offer-form-page';
import { fromServerShape } from '@/features/offer-form/server-shape';
import { stepOf } from '@/features/offer-form/steps';
import { AppError } from '@/lib/http/errors';
import type { Locale } from '@/lib/i18n/locales';
import { localizedPath, paths } from '@/lib/paths';
import { notFoundPage } from '@/components/layout/not-found-page';

interface Props {
  // `[offer]`: the offer's slug here; the panel's application pages share the segment with the offer's id.
  params: Promise<{ locale: Locale; offer: string }>;
  /** `step`: the step to open (`salary`, `summary`…); `mode=extend`: the "ends soon" e-mail's extend link. */
  searchParams: Promise<{ step?: string | string[]; mode?: string | string[] }>;
}

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  const { locale } = await params;
  const t = await getTranslations({ locale, namespace: 'offerFormUi' });
  return { title: t('titles.edit'), robots: { index: false, follow: false } };
}

/**
 * Editing the company's offer, on the step asked for: the full update saves it (another company's offer is
 * not found). `?mode=extend` (the "ends soon" e-mail) starts an extension and opens its short summary.
 */
export default async function EditOfferPage({ params, searchParams }: Props) {
  const { locale, offer: rawSlug } = await params;
  const query = await searchParams;
  setRequestLocale(locale);
  const slug = decodeURIComponent(rawSlug);
  const step = stepOf(query.step);
  // Signed out, the sign-in comes back here with what was asked (the e-mail's extension, a step).
  const here = paths.employerOfferEdit(slug, step);
  const ctx = await requireEmployerPage(
    locale,
    query.mode === 'extend' ? `${here}${here.includes('?') ? '&' : '?'}mode=extend` : here,
  );
  const row = await companyOffer(ctx.db, ctx.employer, slug).catch((error) => {
    if (error instanceof AppError) return null;
    throw error;
  });
  if (!row) return notFoundPage();
  if (query.mode === 'extend' && (row.status === 'published' || row.status === 'expired')) {
    const started = await startDraftFromOffer(ctx.db, ctx.tenant, {
      companyId: ctx.employer.companyId,
      userId: ctx.employer.userId,
      offerId: row.id,
      mode: 'extend',
    });
    redirect(localizedPath(locale, paths.employerDraft(started.id)));
  }
  const shape = await editableOffer(ctx.db, row);
  const data = await loadFormPage(ctx.tenant.id, ctx.employer, locale, row.planKey);
  const values = fromServerShape(shape, { categories: data.categories, mode: 'edit', state: 'workInProgress' });
  return (
    <OfferFormPage
      locale={locale}
      headers={ctx.headers}
      data={data}
      mode="edit"
      values={{ ...values, state: 'summarised' }}
      initialStep={step}
      draft={null}
      offerSlug={row.slug}
    />
  );
}
