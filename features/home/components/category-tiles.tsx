import { CategoryIcon } from './category-icon';
import styles from './home-sections.module.css';

export interface CategoryTileView {
  id: number;
  /** The category's stable key: which icon it shows. */
  key: string;
  label: string;
  href: string;
  /** Static categories lead to their redirect URL, in a new tab (spec). */
  external: boolean;
  isNew: boolean;
  countLabel: string | null;
  iconLight: string;
  iconDark: string;
}

export interface CategoryTileText {
  newBadge: string;
  opensInNewTab: string;
}

/** Category buttons: a scrolling row on the page (`row`) or the full list in the dialog (`list`). */
export function CategoryTiles({
  categories,
  text,
  variant,
}: {
  categories: CategoryTileView[];
  text: CategoryTileText;
  variant: 'row' | 'list';
}) {
  return (
    <ul className={variant === 'row' ? styles.categoryRow : styles.categoryList}>
      {categories.map((category) => (
        <li key={category.id}>
          <div
            className={styles.category}
            style={{ ['--icon' as string]: category.iconLight, ['--icon-dark' as string]: category.iconDark }}
          >
            <CategoryIcon categoryKey={category.key} className={styles.icon} />
            <span className={styles.name}>
              {category.external ? (
                <a href={category.href} target="_blank" rel="noopener noreferrer" className={styles.external}>
                  {category.label} ↗<span className="visually-hidden"> {text.opensInNewTab}</span>
                </a>
              ) : (
                <a href={category.href} className={styles.internal}>
                  {category.label}
                </a>
              )}
              {category.isNew ? <span className={styles.badge}>{text.newBadge}</span> : null}
            </span>
            {category.countLabel ? (
              <span className={styles.count} data-testid="category-count">
                {category.countLabel}
              </span>
            ) : null}
          </div>
        </li>
      ))}
    </ul>
  );
}
