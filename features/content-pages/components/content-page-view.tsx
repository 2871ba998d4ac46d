import type { ReactNode } from 'react';
import styles from './content-page.module.css';

interface Props {
  slug: string;
  title: string;
  lead: string;
  html: string;
  actions?: ReactNode;
}

/** A page of the site's own text: heading, lead, the rendered Markdown and optional actions. */
export function ContentPageView({ slug, title, lead, html, actions }: Props) {
  return (
    <div className={`container ${styles.page}`} data-content-page={slug}>
      <article className={styles.article} aria-labelledby="content-title">
        <h1 id="content-title" className={styles.title}>
          {title}
        </h1>
        <p className={styles.lead}>{lead}</p>
        {actions ? <div className={styles.actions}>{actions}</div> : null}
        {/* Rendered from our own Markdown; raw HTML in it is escaped by the renderer. */}
        <div className={styles.body} dangerouslySetInnerHTML={{ __html: html }} />
      </article>
    </div>
  );
}
