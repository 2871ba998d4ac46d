import 'server-only';
import type { Metadata } from 'next';
import { headers } from 'next/headers';
import { getTranslations } from 'next-intl/server';
import { cache } from 'react';
import { toListCardView } from '@/features/offers/server/public';
import { getReadDb } from '@/lib/db/client';
import { formatAmount } from '@/lib/format';
import { publicOrigin } from '@/lib/http/origin';
import type { Locale } from '@/lib/i18n/locales';
import { localizedPath, paths } from '@/lib/paths';
import { resolveTenant } from '@/lib/tenants/tenant-service';
import type { StoryPageView } from '../components/brand-story-page';
import { getBrandStoryPage } from './brand-story-service';
import { notFoundMetadata } from '@/components/layout/not-found-page';

const load = cache(async (slug: string) => {
  const requestHeaders = await headers();
  const tenant = await resolveTenant(requestHeaders.get('host'));
  const data = await getBrandStoryPage(await getReadDb(), tenant, decodeURIComponent(slug));
  return { data, origin: publicOrigin(requestHeaders) };
});

/** Title, description and the canonical address (`/story/{slug}`, whichever of the two routes was read). */
export async function brandStoryMetadata(locale: Locale, slug: string): Promise<Metadata> {
  const { data, origin } = await load(slug);
  if (!data) return notFoundMetadata(locale);
  const path = paths.story(data.story.slug);
  return {
    title: data.story.name,
    description: data.story.shortDescription,
    alternates: {
      canonical: `${origin}${localizedPath(locale, path)}`,
      languages: { pl: `${origin}${path}`, en: `${origin}/en${path}` },
    },
    openGraph: data.story.coverPhotoUrl ? { images: [`${origin}${data.story.coverPhotoUrl}`] } : undefined,
  };
}

/** A published story with its company's listed offers as list cards; null when the board has no such story. */
export async function getStoryPageView(locale: Locale, slug: string): Promise<StoryPageView | null> {
  const { data } = await load(slug);
  if (!data) return null;
  const [list, options] = await Promise.all([
    getTranslations({ locale, namespace: 'list' }),
    getTranslations({ locale, namespace: 'offerOptions' }),
  ]);
  const text = {
    salaryNotDisclosed: list('salaryNotDisclosed'),
    workplace: (v: string) => options(`workplaceType.${v}` as 'workplaceType.remote'),
    seniority: (v: string) => options(`seniority.${v}` as 'seniority.mid'),
    unit: (v: string) => options(`salaryUnit.${v}` as 'salaryUnit.month'),
    moreLocations: (count: number) => list('moreLocations', { count }),
    number: (n: number) => formatAmount(n, locale),
  };
  const now = Date.now();
  const cards = data.offers.map((offer) => toListCardView(offer, { currency: 'PLN', locale, now, text }));
  return { story: data.story, cards, newLabel: list('newBadge') };
}
