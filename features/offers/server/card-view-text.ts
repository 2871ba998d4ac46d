import { getTranslations } from 'next-intl/server';
import { formatAmount } from '@/lib/format';
import type { Locale } from '@/lib/i18n/locales';
import type { CardViewText } from './list-card-view';

/** The localised texts and number format a list card is rendered with. */
export async function getCardViewText(locale: Locale): Promise<CardViewText> {
  const [t, options] = await Promise.all([
    getTranslations({ locale, namespace: 'list' }),
    getTranslations({ locale, namespace: 'offerOptions' }),
  ]);
  return {
    salaryNotDisclosed: t('salaryNotDisclosed'),
    workplace: (v) => options(`workplaceType.${v}` as 'workplaceType.remote'),
    seniority: (v) => options(`seniority.${v}` as 'seniority.mid'),
    unit: (v) => options(`salaryUnit.${v}` as 'salaryUnit.month'),
    moreLocations: (count) => t('moreLocations', { count }),
    number: (n) => formatAmount(n, locale),
  };
}
