'use client';

import { useTranslations } from 'next-intl';
import { Link, usePathname } from '@/lib/i18n/navigation';
import type { PanelNavItem } from '../nav';
import styles from './employer-header.module.css';

/** The panel's everyday areas in the header (wide screens; phones have the panel menu under it). */
export function EmployerHeaderNav({ items }: { items: PanelNavItem[] }) {
  const t = useTranslations('employerPanel');
  const pathname = usePathname();
  const current = items
    .filter((i) => pathname === i.href || (i.href !== '/employer' && pathname.startsWith(`${i.href}/`)))
    .sort((a, b) => b.href.length - a.href.length)[0]?.href;
  return (
    <nav className={styles.nav} aria-label={t('header.navigation')}>
      {items.map((item) => (
        <Link
          key={item.key}
          href={item.href}
          className={styles.navLink}
          aria-current={item.href === current ? 'page' : undefined}
        >
          {t(`nav.${item.key}` as never)}
        </Link>
      ))}
    </nav>
  );
}
