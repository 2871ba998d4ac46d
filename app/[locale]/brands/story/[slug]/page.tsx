// A brand story as the story list links it (another reading of /story/{slug}; same page, same canonical address).
import type { Metadata } from 'next';
import { setRequestLocale } from 'next-intl/server';
import { BrandStoryPage } from '@/features/brand-stories/components/brand-story-page';
import { brandStoryMetadata, getStoryPageView } from '@/features/brand-stories/server/story-page';
import type { Locale } from '@/lib/i18n/locales';
import { notFoundPage } from '@/components/layout/not-found-page';

interface Props {
  params: Promise<{ locale: Locale; slug: string }>;
}

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  const { locale, slug } = await params;
  return brandStoryMetadata(locale, slug);
}

export default async function Page({ params }: Props) {
  const { locale, slug } = await params;
  setRequestLocale(locale);
  const view = await getStoryPageView(locale, slug);
  if (!view) return notFoundPage();
  return <BrandStoryPage locale={locale} view={view} />;
}
