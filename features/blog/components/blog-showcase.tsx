import { BlogPostCard } from './blog-post-card';
import styles from './blog.module.css';

export interface BlogShowcasePost {
  href: string;
  title: string;
  date: { iso: string; label: string };
  excerpt: string;
}

/** The homepage's latest posts with the button to the blog. */
export function BlogShowcase({
  title,
  more,
  posts,
}: {
  title: string;
  more: { label: string; href: string };
  posts: BlogShowcasePost[];
}) {
  if (!posts.length) return null;
  return (
    <section className="container" aria-labelledby="blog-showcase-title" data-testid="blog-showcase">
      <div className={styles.showcaseHead}>
        <h2 id="blog-showcase-title" className={styles.showcaseTitle}>
          {title}
        </h2>
        <a className={styles.showcaseMore} href={more.href}>
          {more.label}
        </a>
      </div>
      <ul className={styles.showcaseGrid}>
        {posts.map((post) => (
          <li key={post.href}>
            <BlogPostCard {...post} headingLevel={3} />
          </li>
        ))}
      </ul>
    </section>
  );
}
