import styles from './site-header.module.css';

/** The tenant's logo: its mark in a rounded square, then the brand name. */
export function BrandLogo({ mark, name }: { mark: string; name: string }) {
  return (
    <>
      <span className={styles.logoMark} aria-hidden="true">
        {mark}
      </span>
      <span className={styles.logoName}>{name}</span>
    </>
  );
}
