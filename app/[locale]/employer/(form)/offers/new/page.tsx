import type { Metadata } from 'next';
import { getTranslations, setRequestLocale } from 'next-intl/server';
import { requireEmployerPage } from '@/features/employer-panel/server/employer-page';
import { loadFormPage, newFormValues } from '@/features/offer-form/server/form-page';
import { OfferFormPage } from '@/features/offer-form/server/offer-form-page';
import type { Locale } from '@/lib/i18n/locales';
import { paths } from '@/lib/paths';

interface Props {
  params: Promise<{ locale: Locale }>;
  searchParams: Promise<{ plan?: string | string[] }>;
}

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  const { locale } = await params;
  const t = await getTranslations({ locale, namespace: 'offerFormUi' });
  return { title: t('titles.create'), robots: { index: false, follow: false } };
}

/** A new job ad for a plan (`?plan=`); the draft is created on its first save. */
export default async function NewOfferPage({ params, searchParams }: Props) {
  const { locale } = await params;
  setRequestLocale(locale);
  const raw = (await searchParams).plan;
  const plan = typeof raw === 'string' && /^[a-z0-9_-]{1,50}$/i.test(raw) ? raw : undefined;
  const ctx = await requireEmployerPage(locale, paths.employerOfferNew(plan));
  const data = await loadFormPage(ctx.tenant.id, ctx.employer, locale, plan);
  return (
    <OfferFormPage locale={locale} headers={ctx.headers} data={data} mode="create" values={newFormValues(data)} draft={null} />
  );
}
