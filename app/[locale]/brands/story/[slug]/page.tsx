import type { Metadata } from 'next';
import { headers } from 'next/headers';
import { notFound } from 'next/navigation';
import { getTranslations, setRequestLocale } from 'next-intl/server';
import { cache } from 'react';
import { getBrandStoryPage } from '@/features/brand-stories/server/brand-story-service';
import { OfferListCard } from '@/features/offers/components/offer-list-card';
import { toListCardView } from '@/features/offers/server/list-card-view';
import { resolveTenant } from '@/lib/tenants/tenant-service';
import { getReadDb } from '@/lib/db/client';
import { publicOrigin } from '@/lib/http/origin';
import type { Locale } from '@/lib/i18n/locales';
import { localePrefix, localizedPath, paths } from '@/lib/paths';
import styles from '../../brands.module.css';
import { formatAmount } from '@/lib/format';

interface Props {
  params: Promise<{ locale: Locale; slug: string }>;
}

const load = cache(async (slug: string) => {
  const requestHeaders = await headers();
  const tenant = await resolveTenant(requestHeaders.get('host'));
  const data = await getBrandStoryPage(await getReadDb(), tenant, decodeURIComponent(slug));
  return { data, origin: publicOrigin(requestHeaders), now: Date.now() };
});

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  const { locale, slug } = await params;
  const { data, origin } = await load(slug);
  if (!data) return {};
  const path = paths.brandStory(data.story.slug);
  return {
    title: data.story.name,
    description: data.story.shortDescription,
    alternates: {
      canonical: `${origin}${localePrefix(locale)}${path}`,
      languages: { pl: `${origin}${path}`, en: `${origin}/en${path}` },
    },
  };
}

export default async function BrandStoryPage({ params }: Props) {
  const { locale, slug } = await params;
  setRequestLocale(locale);
  const { data, now } = await load(slug);
  if (!data) notFound();
  const [t, list, options] = await Promise.all([
    getTranslations({ locale, namespace: 'brands' }),
    getTranslations({ locale, namespace: 'list' }),
    getTranslations({ locale, namespace: 'offerOptions' }),
  ]);
  const { story, offers } = data;
  const prefix = localePrefix(locale);
  const text = {
    salaryNotDisclosed: list('salaryNotDisclosed'),
    workplace: (v: string) => options(`workplaceType.${v}` as 'workplaceType.remote'),
    seniority: (v: string) => options(`seniority.${v}` as 'seniority.mid'),
    unit: (v: string) => options(`salaryUnit.${v}` as 'salaryUnit.month'),
    moreLocations: (count: number) => list('moreLocations', { count }),
    number: (n: number) => formatAmount(n, locale),
  };
  return (
    <div className={`container ${styles.page}`}>
      <p className={styles.crumbs}>
        <a href={localizedPath(locale, paths.brandStories())}>{t('allStories')}</a>
      </p>
      <div className={styles.layout}>
        <article className={styles.panel} aria-labelledby="story-title">
          {story.coverPhotoUrl ? (
            // Covers come from storage at any size and host; next/image would need each host configured.
            // eslint-disable-next-line @next/next/no-img-element
            <img className={styles.cover} src={story.coverPhotoUrl} alt="" width={1200} height={400} />
          ) : null}
          <header className={styles.head}>
            {story.logoUrl ? (
              // Logos are small SVG marks from our own API; next/image would refuse SVG.
              // eslint-disable-next-line @next/next/no-img-element
              <img
                className={styles.logo}
                src={story.logoUrl}
                alt={t('logoAlt', { company: story.companyName })}
                width={72}
                height={72}
              />
            ) : null}
            <div>
              <h1 id="story-title" className={styles.title}>
                {story.name}
              </h1>
              <p className={styles.muted}>
                {t(`type.${story.type}`)} · {t('size', { size: story.size })} ·{' '}
                <a href={story.websiteUrl} target="_blank" rel="noopener noreferrer">
                  {t('website')}
                </a>
              </p>
            </div>
          </header>
          <p>
            <strong>{story.shortDescription}</strong>
          </p>
          {/* Story bodies are sanitised when they are saved. */}
          <div className={styles.body} dangerouslySetInnerHTML={{ __html: story.body }} />
        </article>
        <section aria-labelledby="story-offers" className={styles.panel}>
          <h2 id="story-offers" className={styles.sectionTitle}>
            {t('storyOffers', { company: story.name })}
          </h2>
          {offers.length ? (
            <ul className={styles.offers}>
              {offers.map((offer) => (
                <li key={offer.id}>
                  <OfferListCard
                    offer={toListCardView(offer, { currency: 'PLN', localePrefix: prefix, now, text })}
                    newLabel={list('newBadge')}
                  />
                </li>
              ))}
            </ul>
          ) : (
            <p className={styles.muted}>{t('noOffers', { company: story.name })}</p>
          )}
        </section>
      </div>
    </div>
  );
}
