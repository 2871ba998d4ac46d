import type { ReactNode } from 'react';
import styles from './story.module.css';

export interface StoryArticleView {
  name: string;
  logoUrl: string | null;
  coverPhotoUrl: string | null;
  shortDescription: string;
  /** Sanitised HTML (the server's sanitiser, or the editor preview's allow-list). */
  bodyHtml: string;
  technologies: string[];
  gallery: string[];
}

export interface StoryArticleText {
  logoAlt: string;
  technologies: string;
  gallery: string;
  photoAlt: (n: number) => string;
}

/**
 * A brand story as candidates read it: cover, logo and name, short description, body, technologies and
 * gallery. The public page and the editor's preview render this same component, so the preview is honest.
 */
export function StoryArticle({
  story,
  text,
  meta,
  titleId = 'story-title',
  headingLevel = 1,
}: {
  story: StoryArticleView;
  text: StoryArticleText;
  /** The line under the name (type, size, website). */
  meta?: ReactNode;
  titleId?: string;
  headingLevel?: 1 | 2;
}) {
  const Title = headingLevel === 1 ? 'h1' : 'h2';
  return (
    <article className={styles.article} aria-labelledby={titleId}>
      {story.coverPhotoUrl ? (
        // Covers come from our image route or the board's own art at any size; next/image would need each configured.
        // eslint-disable-next-line @next/next/no-img-element
        <img className={styles.cover} src={story.coverPhotoUrl} alt="" width={1200} height={400} />
      ) : (
        <div className={styles.coverless} aria-hidden="true" />
      )}
      <div className={styles.inner}>
        <header className={styles.head}>
          {story.logoUrl ? (
            // Logos are PNGs or SVG marks from our own API; next/image would refuse SVG.
            // eslint-disable-next-line @next/next/no-img-element
            <img className={styles.logo} src={story.logoUrl} alt={text.logoAlt} width={88} height={88} />
          ) : null}
          <div className={styles.heading}>
            <Title id={titleId} className={styles.title}>
              {story.name}
            </Title>
            {meta ? <p className={styles.meta}>{meta}</p> : null}
          </div>
        </header>
        <p className={styles.lead}>{story.shortDescription}</p>
        <div className={styles.body} dangerouslySetInnerHTML={{ __html: story.bodyHtml }} />
        {story.technologies.length ? (
          <section aria-label={text.technologies} className={styles.block}>
            <h3 className={styles.blockTitle}>{text.technologies}</h3>
            <ul className={styles.chips}>
              {story.technologies.map((name) => (
                <li key={name}>{name}</li>
              ))}
            </ul>
          </section>
        ) : null}
        {story.gallery.length ? (
          <section aria-label={text.gallery} className={styles.block}>
            <h3 className={styles.blockTitle}>{text.gallery}</h3>
            <ul className={styles.gallery} data-testid="story-gallery">
              {story.gallery.map((src, i) => (
                <li key={src}>
                  <a href={src} target="_blank" rel="noopener">
                    {/* eslint-disable-next-line @next/next/no-img-element -- photos from our image route */}
                    <img src={src} alt={text.photoAlt(i + 1)} loading="lazy" width={400} height={300} />
                  </a>
                </li>
              ))}
            </ul>
          </section>
        ) : null}
      </div>
    </article>
  );
}
