'use client';

import { useTranslations } from 'next-intl';
import { Link, usePathname } from '@/lib/i18n/navigation';
import type { PanelNavItem } from '../nav';
import styles from './panel-shell.module.css';

/** The panel's navigation; the entry of the current page is marked for assistive technology and the eye. */
export function PanelNav({ items }: { items: PanelNavItem[] }) {
  const t = useTranslations('employerPanel');
  const pathname = usePathname();
  const current = items
    .filter((i) => pathname === i.href || (i.href !== '/employer' && pathname.startsWith(`${i.href}/`)))
    .sort((a, b) => b.href.length - a.href.length)[0]?.href;
  const groups = (['work', 'company', 'me'] as const)
    .map((group) => ({ group, entries: items.filter((i) => i.group === group) }))
    .filter((g) => g.entries.length > 0);
  return (
    <nav className={styles.nav} aria-label={t('nav.label')}>
      {groups.map(({ group, entries }) => (
        <div key={group} className={styles.navGroup}>
          <p className={styles.navHeading}>{t(`nav.groups.${group}`)}</p>
          <ul className={styles.navList}>
            {entries.map((item) => (
              <li key={item.key}>
                <Link
                  href={item.href}
                  className={styles.navLink}
                  aria-current={item.href === current ? 'page' : undefined}
                >
                  {t(`nav.${item.key}` as never)}
                </Link>
              </li>
            ))}
          </ul>
        </div>
      ))}
    </nav>
  );
}
