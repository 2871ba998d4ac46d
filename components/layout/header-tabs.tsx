'use client';

import { useTranslations } from 'next-intl';
import { Link, usePathname } from '@/lib/i18n/navigation';
import { paths, withoutLocale } from '@/lib/paths';
import styles from './site-header.module.css';

/** Header tabs: offers, and the salary calculator where the tenant has one. */
export function HeaderTabs({ salaryCalculator }: { salaryCalculator: boolean }) {
  const t = useTranslations('nav');
  const pathname = withoutLocale(usePathname());
  const onCalculator = pathname.startsWith(paths.salaryCalculator());
  return (
    <nav className={styles.tabs} aria-label={t('offers')}>
      <Link href={paths.offers()} className={styles.tab} aria-current={onCalculator ? undefined : 'page'}>
        {t('offers')}
      </Link>
      {salaryCalculator ? (
        <Link href={paths.salaryCalculator()} className={styles.tab} aria-current={onCalculator ? 'page' : undefined}>
          {t('salaryCalculator')}
        </Link>
      ) : null}
    </nav>
  );
}
