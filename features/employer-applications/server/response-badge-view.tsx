import 'server-only';
import { getTranslations } from 'next-intl/server';
import { getReadDb } from '@/lib/db/client';
import type { Locale } from '@/lib/i18n/locales';
import styles from '../components/applications.module.css';
import { responseBadgeForOffer } from './response-time';

/**
 * "Answers within N days" under the offer's company name, when the company has earned it (see
 * response-badge.ts). The page is cached per board generation, so this costs one bounded query per render.
 */
export async function ResponseBadge({ offerId, locale }: { offerId: number; locale: Locale }) {
  const days = await responseBadgeForOffer(await getReadDb(), offerId);
  if (days === null) return null;
  const t = await getTranslations({ locale, namespace: 'employerApplications.badge' });
  return (
    <p className={styles.responseBadge} title={t('hint')} data-testid="response-badge">
      <span aria-hidden="true">⏱ </span>
      {t('answersWithin', { days })}
    </p>
  );
}
