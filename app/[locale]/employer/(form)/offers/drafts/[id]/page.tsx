import type { Metadata } from 'next';
import { notFound } from 'next/navigation';
import { getTranslations, setRequestLocale } from 'next-intl/server';
import { requireEmployerPage } from '@/features/employer-panel/server/employer-page';
import { draftOfCompany, editableDraft } from '@/features/offer-form/server/drafts';
import { loadFormPage } from '@/features/offer-form/server/form-page';
import { OfferFormPage } from '@/features/offer-form/server/offer-form-page';
import { fromServerShape } from '@/features/offer-form/server-shape';
import { AppError } from '@/lib/http/errors';
import type { Locale } from '@/lib/i18n/locales';
import { paths } from '@/lib/paths';

interface Props {
  params: Promise<{ locale: Locale; id: string }>;
  searchParams: Promise<{ token?: string | string[] }>;
}

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  const { locale } = await params;
  const t = await getTranslations({ locale, namespace: 'offerFormUi' });
  return { title: t('titles.create'), robots: { index: false, follow: false } };
}

/** A draft resumed (from the panel or its link) at the step it was left. */
export default async function DraftPage({ params, searchParams }: Props) {
  const { locale, id } = await params;
  setRequestLocale(locale);
  if (!/^\d{1,10}$/.test(id)) notFound();
  const rawToken = (await searchParams).token;
  const token = typeof rawToken === 'string' && rawToken.length <= 200 ? rawToken : null;
  const ctx = await requireEmployerPage(locale, paths.employerDraft(Number(id)));
  const draftRow = await draftOfCompany(ctx.db, ctx.tenant.id, ctx.employer.companyId, Number(id), ctx.employer).catch(
    (error) => {
      if (error instanceof AppError) notFound();
      throw error;
    },
  );
  const shape = await editableDraft(ctx.db, draftRow);
  const data = await loadFormPage(ctx.tenant.id, ctx.employer, locale, draftRow.planKey);
  const values = fromServerShape(shape, { categories: data.categories, mode: shape.mode, state: shape.state });
  const step = (shape as { formStep?: string }).formStep;
  return (
    <OfferFormPage
      locale={locale}
      headers={ctx.headers}
      data={data}
      mode={shape.mode}
      values={values}
      initialStep={step || undefined}
      draft={{ id: draftRow.id, slug: draftRow.slug, token }}
    />
  );
}
