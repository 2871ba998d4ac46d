import styles from './filters.module.css';

export interface DrawerCategory {
  slug: string;
  label: string;
  count: string;
  href: string;
  /** Static categories open their redirect URL in a new tab. */
  isExternal: boolean;
  isCurrent: boolean;
}

export interface DrawerSubcategory {
  slug: string;
  label: string;
  href: string;
  isOn: boolean;
}

/**
 * The categories drawer of phones (opened by `#categories`, spec: categories drawer): picking a main
 * category shows its subcategories in the same drawer (the links keep the hash), subcategories
 * toggle, and "show offers" closes it on the chosen list. Plain links: it works without JavaScript.
 */
export function CategoriesDrawer({
  title,
  closeLabel,
  allLabel,
  allHref,
  subcategoriesTitle,
  showLabel,
  showHref,
  newTabLabel,
  categories,
  subcategories,
}: {
  title: string;
  closeLabel: string;
  allLabel: string;
  allHref: string;
  subcategoriesTitle: string;
  showLabel: string;
  showHref: string;
  newTabLabel: string;
  categories: DrawerCategory[];
  subcategories: DrawerSubcategory[];
}) {
  const anyCurrent = categories.some((c) => c.isCurrent);
  return (
    <section id="categories" className={styles.modal} aria-labelledby="categories-drawer-title">
      <div className={styles.modalBody}>
        <div className={styles.modalHead}>
          <h2 id="categories-drawer-title">{title}</h2>
          <a href="#" className={styles.close}>
            {closeLabel}
          </a>
        </div>
        <ul className={styles.cities}>
          <li>
            <a className={styles.cityButton} href={allHref} aria-current={anyCurrent ? undefined : 'true'}>
              {allLabel}
            </a>
          </li>
          {categories.map((c) => (
            <li key={c.slug}>
              {c.isExternal ? (
                <a className={styles.cityButton} href={c.href} target="_blank" rel="noopener">
                  {c.label} <span className={styles.visuallyHidden}>{newTabLabel}</span>
                </a>
              ) : (
                <a className={styles.cityButton} href={c.href} aria-current={c.isCurrent ? 'true' : undefined}>
                  {c.label} ({c.count})
                </a>
              )}
            </li>
          ))}
        </ul>
        {subcategories.length ? (
          <div className={styles.cityGroup} role="group" aria-labelledby="categories-drawer-subs">
            <h3 id="categories-drawer-subs">{subcategoriesTitle}</h3>
            <ul className={styles.cities}>
              {subcategories.map((s) => (
                <li key={s.slug}>
                  <a className={styles.cityButton} href={s.href} aria-current={s.isOn ? 'true' : undefined}>
                    {s.label}
                  </a>
                </li>
              ))}
            </ul>
          </div>
        ) : null}
        <a className={styles.showButton} href={showHref} data-testid="categories-show">
          {showLabel}
        </a>
      </div>
    </section>
  );
}
