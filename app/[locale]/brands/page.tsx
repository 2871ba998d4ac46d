import type { Metadata } from 'next';
import { headers } from 'next/headers';
import { getTranslations, setRequestLocale } from 'next-intl/server';
import { listBrandStories } from '@/features/brand-stories/server/brand-story-service';
import { resolveTenant } from '@/lib/tenants/tenant-service';
import { getReadDb } from '@/lib/db/client';
import type { Locale } from '@/lib/i18n/locales';
import { localizedPath, paths } from '@/lib/paths';
import styles from './brands.module.css';

interface Props {
  params: Promise<{ locale: Locale }>;
  searchParams: Promise<{ page?: string | string[] }>;
}

const PER_PAGE = 20;

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  const { locale } = await params;
  const t = await getTranslations({ locale, namespace: 'brands' });
  return { title: t('title') };
}

export default async function BrandStoriesPage({ params, searchParams }: Props) {
  const { locale } = await params;
  setRequestLocale(locale);
  const raw = (await searchParams).page;
  const requested = Number(Array.isArray(raw) ? raw[0] : raw);
  const page = Number.isInteger(requested) && requested >= 1 && requested <= 1000 ? requested : 1;
  const tenant = await resolveTenant((await headers()).get('host'));
  const [t, stories] = await Promise.all([
    getTranslations({ locale, namespace: 'brands' }),
    listBrandStories(await getReadDb(), tenant, page, PER_PAGE),
  ]);
  const pageHref = (n: number) => `${localizedPath(locale, paths.brandStories())}${n > 1 ? `?page=${n}` : ''}`;
  return (
    <div className={`container ${styles.page}`}>
      <h1 className={styles.title}>{t('title')}</h1>
      <p className={styles.intro}>{t('intro', { brand: tenant.config.brand.name })}</p>
      <ul className={styles.grid}>
        {stories.data.map((story) => (
          <li key={story.id}>
            <a className={styles.story} href={localizedPath(locale, paths.brandStory(story.slug))}>
              {story.coverPhotoUrl ? (
                // Covers come from storage at any size and host; next/image would need each host configured.
                // eslint-disable-next-line @next/next/no-img-element
                <img
                  className={styles.storyCover}
                  src={story.coverPhotoUrl}
                  alt=""
                  width={1200}
                  height={400}
                  loading="lazy"
                />
              ) : null}
              <span className={styles.head}>
                {story.logoUrl ? (
                  // Logos are small SVG marks from our own API; next/image would refuse SVG.
                  // eslint-disable-next-line @next/next/no-img-element
                  <img className={styles.logo} src={story.logoUrl} alt="" width={48} height={48} loading="lazy" />
                ) : null}
                <span>
                  <span className={styles.name}>{story.name}</span>
                  <br />
                  <span className={styles.muted}>{t(`type.${story.type}`)}</span>
                </span>
              </span>
              <span>{story.shortDescription}</span>
              <span className={styles.muted}>{t('offersCount', { count: story.offersCount })}</span>
            </a>
          </li>
        ))}
      </ul>
      {stories.meta.totalPages > 1 ? (
        <nav aria-label={t('pagination')} className={styles.pagination}>
          {page > 1 ? (
            <a className={styles.button} rel="prev" href={pageHref(page - 1)}>
              {t('previous')}
            </a>
          ) : (
            <span />
          )}
          {page < stories.meta.totalPages ? (
            <a className={styles.button} rel="next" href={pageHref(page + 1)}>
              {t('next')}
            </a>
          ) : null}
        </nav>
      ) : null}
    </div>
  );
}
