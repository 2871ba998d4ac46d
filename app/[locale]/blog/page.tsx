import type { Metadata } from 'next';
import { headers } from 'next/headers';
import { getFormatter, getTranslations, setRequestLocale } from 'next-intl/server';
import { BlogPostCard } from '@/features/blog/components/blog-post-card';
import styles from '@/features/blog/components/blog.module.css';
import { findBlogPosts } from '@/features/blog/server/blog-posts';
import { resolveTenant } from '@/lib/tenants/tenant-service';
import { publicOrigin } from '@/lib/http/origin';
import type { Locale } from '@/lib/i18n/locales';
import { localizedPath, paths } from '@/lib/paths';

interface Props {
  params: Promise<{ locale: Locale }>;
}


export async function generateMetadata({ params }: Props): Promise<Metadata> {
  const { locale } = await params;
  const requestHeaders = await headers();
  const origin = publicOrigin(requestHeaders);
  const tenant = await resolveTenant(requestHeaders.get('host'));
  const t = await getTranslations({ locale, namespace: 'blog' });
  const path = paths.blog();
  return {
    title: t('title'),
    description: t('intro', { brand: tenant.config.brand.name }),
    alternates: {
      canonical: `${origin}${localizedPath(locale, path)}`,
      languages: { pl: `${origin}${path}`, en: `${origin}/en${path}`, 'x-default': `${origin}${path}` },
    },
  };
}

export default async function BlogPage({ params }: Props) {
  const { locale } = await params;
  setRequestLocale(locale);
  const tenant = await resolveTenant((await headers()).get('host'));
  const [t, format, posts] = await Promise.all([
    getTranslations({ locale, namespace: 'blog' }),
    getFormatter({ locale }),
    findBlogPosts(locale),
  ]);
  return (
    <div className={`container ${styles.page}`}>
      <h1 className={styles.title}>{t('title')}</h1>
      <p className={styles.intro}>{t('intro', { brand: tenant.config.brand.name })}</p>
      {posts.length ? (
        <ul className={styles.grid} data-testid="blog-posts">
          {posts.map((post) => (
            <li key={post.slug}>
              <BlogPostCard
                href={localizedPath(locale, paths.blogPost(post.slug))}
                title={post.title}
                date={{ iso: post.date, label: format.dateTime(new Date(post.date), { dateStyle: 'long' }) }}
                excerpt={post.excerpt}
              />
            </li>
          ))}
        </ul>
      ) : (
        <p>{t('empty')}</p>
      )}
    </div>
  );
}
