import type { Metadata } from 'next';
import { headers } from 'next/headers';
import { getFormatter, getTranslations, setRequestLocale } from 'next-intl/server';
import { cache } from 'react';
import styles from '@/features/blog/components/blog.module.css';
import { getBlogPost } from '@/features/blog/server/blog-posts';
import { publicOrigin } from '@/lib/http/origin';
import type { Locale } from '@/lib/i18n/locales';
import { localizedPath, paths } from '@/lib/paths';
import { notFoundMetadata, notFoundPage } from '@/components/layout/not-found-page';

interface Props {
  params: Promise<{ locale: Locale; slug: string }>;
}

const load = cache((locale: Locale, slug: string) => getBlogPost(locale, safeDecode(slug)));

function safeDecode(value: string): string {
  try {
    return decodeURIComponent(value);
  } catch {
    return '';
  }
}

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  const { locale, slug } = await params;
  const post = await load(locale, slug);
  if (!post) return notFoundMetadata(locale);
  const origin = publicOrigin(await headers());
  const own = `${origin}${localizedPath(locale, paths.blogPost(post.slug))}`;
  const other: Locale = locale === 'pl' ? 'en' : 'pl';
  const languages: Record<string, string> = { [locale]: own };
  if (post.alternate) languages[other] = `${origin}${localizedPath(other, paths.blogPost(post.alternate))}`;
  const plUrl = languages.pl;
  if (plUrl) languages['x-default'] = plUrl;
  return {
    title: post.title,
    description: post.excerpt,
    alternates: { canonical: own, languages },
    openGraph: { type: 'article', title: post.title, description: post.excerpt, url: own, publishedTime: post.date },
  };
}

export default async function BlogPostPage({ params }: Props) {
  const { locale, slug } = await params;
  setRequestLocale(locale);
  const post = await load(locale, slug);
  if (!post) return notFoundPage();
  const [t, format] = await Promise.all([getTranslations({ locale, namespace: 'blog' }), getFormatter({ locale })]);
  return (
    <div className={`container ${styles.page}`}>
      <article className={styles.article} aria-labelledby="post-title">
        <a className={styles.back} href={localizedPath(locale, paths.blog())}>
          ← {t('backToBlog')}
        </a>
        <h1 id="post-title" className={styles.title}>
          {post.title}
        </h1>
        <p className={styles.date}>
          <time dateTime={post.date}>{format.dateTime(new Date(post.date), { dateStyle: 'long' })}</time>
        </p>
        <p className={styles.intro}>{post.excerpt}</p>
        {/* Rendered from our own Markdown; raw HTML in it is escaped by the renderer. */}
        <div className={styles.body} dangerouslySetInnerHTML={{ __html: post.html }} />
      </article>
    </div>
  );
}
