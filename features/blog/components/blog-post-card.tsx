import styles from './blog.module.css';

/** A post teaser: title, date and excerpt, the whole card one link. */
export function BlogPostCard({
  href,
  title,
  date,
  excerpt,
  headingLevel = 2,
}: {
  href: string;
  title: string;
  date: { iso: string; label: string };
  excerpt: string;
  headingLevel?: 2 | 3;
}) {
  const Heading = headingLevel === 2 ? 'h2' : 'h3';
  return (
    <a className={styles.card} href={href}>
      <Heading className={styles.cardTitle}>{title}</Heading>
      <time className={styles.date} dateTime={date.iso}>
        {date.label}
      </time>
      <p className={styles.excerpt}>{excerpt}</p>
    </a>
  );
}
