import type { Metadata } from 'next';
import { headers } from 'next/headers';
import { getTranslations, setRequestLocale } from 'next-intl/server';
import { PricingView } from '@/features/plans/components/pricing-view';
import { listPlanViews } from '@/features/plans/server/plan-service';
import { listTestimonials } from '@/features/plans/server/testimonials';
import { resolveTenant } from '@/lib/tenants/tenant-service';
import { getDb } from '@/lib/db/client';
import { publicOrigin } from '@/lib/http/origin';
import type { Locale } from '@/lib/i18n/locales';
import { localizedPath, paths } from '@/lib/paths';

interface Props {
  params: Promise<{ locale: Locale }>;
}

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  const { locale } = await params;
  const t = await getTranslations({ locale, namespace: 'plans.pricing' });
  const origin = publicOrigin(await headers());
  const url = (l: Locale) => `${origin}${localizedPath(l, paths.pricing())}`;
  return {
    title: t('metaTitle'),
    description: t('metaDescription'),
    alternates: { canonical: url(locale), languages: { pl: url('pl'), en: url('en'), 'x-default': url('pl') } },
  };
}

/**
 * /pricing: the board's plans from the database. The same for every visitor (no session is read),
 * so the page cache (lib/http/page-cache.ts) answers repeats; a change of plans bumps the board
 * generation (plansChanged), which is part of the cache key.
 */
export default async function PricingPage({ params }: Props) {
  const { locale } = await params;
  setRequestLocale(locale);
  const db = await getDb();
  const tenant = await resolveTenant((await headers()).get('host'), db);
  const plans = await listPlanViews(db, tenant.id, locale);
  return <PricingView locale={locale} plans={plans} testimonials={listTestimonials(locale)} />;
}
