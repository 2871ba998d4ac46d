import styles from './home-sections.module.css';

/** The wide homepage banner: the candidate-profile invitation, or the remote-work one. */
export function PromoBanner({
  id,
  title,
  text,
  cta,
}: {
  id: string;
  title: string;
  text: string;
  cta: { label: string; href: string };
}) {
  return (
    <section className={styles.banner} aria-labelledby={id} data-testid="home-banner">
      <div>
        <h2 id={id}>{title}</h2>
        <p>{text}</p>
      </div>
      <a className={styles.bannerCta} href={cta.href}>
        {cta.label}
      </a>
    </section>
  );
}
