import type { Metadata } from 'next';
import { notFound } from 'next/navigation';
import { getTranslations, setRequestLocale } from 'next-intl/server';
import { requireEmployerPage } from '@/features/employer-panel/server/employer-page';
import { companyOffer, editableOffer } from '@/features/offer-form/server/company-offers';
import { loadFormPage } from '@/features/offer-form/server/form-page';
import { OfferFormPage } from '@/features/offer-form/server/offer-form-page';
import { fromServerShape } from '@/features/offer-form/server-shape';
import { AppError } from '@/lib/http/errors';
import type { Locale } from '@/lib/i18n/locales';
import { paths } from '@/lib/paths';

interface Props {
  // `[offer]`: the offer's slug here; the panel's application pages share the segment with the offer's id.
  params: Promise<{ locale: Locale; offer: string }>;
}

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  const { locale } = await params;
  const t = await getTranslations({ locale, namespace: 'offerFormUi' });
  return { title: t('titles.edit'), robots: { index: false, follow: false } };
}

/** Editing the company's offer: the full update saves it (another company's offer is not found). */
export default async function EditOfferPage({ params }: Props) {
  const { locale, offer: rawSlug } = await params;
  setRequestLocale(locale);
  const slug = decodeURIComponent(rawSlug);
  const ctx = await requireEmployerPage(locale, paths.employerOfferEdit(slug));
  const row = await companyOffer(ctx.db, ctx.tenant.id, ctx.employer.companyId, slug, ctx.employer).catch((error) => {
    if (error instanceof AppError) notFound();
    throw error;
  });
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
      draft={null}
      offerSlug={row.slug}
    />
  );
}
