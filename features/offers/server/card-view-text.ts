import { getTranslations } from 'next-intl/server';
import { formatAmount } from '@/lib/format';
import type { Locale } from '@/lib/i18n/locales';
import type { CardViewText } from './list-card-view';

/** One translation per distinct value: a list of a hundred cards repeats a handful of them. */
function once<K, V>(translate: (key: K) => V): (key: K) => V {
  const done = new Map<K, V>();
  return (key) => {
    let value = done.get(key);
    if (value === undefined) {
      value = translate(key);
      done.set(key, value);
    }
    return value;
  };
}

/** The localised texts and number format a list card is rendered with (one set per render). */
export async function getCardViewText(locale: Locale): Promise<CardViewText> {
  const [t, options] = await Promise.all([
    getTranslations({ locale, namespace: 'list' }),
    getTranslations({ locale, namespace: 'offerOptions' }),
  ]);
  return {
    salaryNotDisclosed: t('salaryNotDisclosed'),
    workplace: once((v: string) => options(`workplaceType.${v}` as 'workplaceType.remote')),
    seniority: once((v: string) => options(`seniority.${v}` as 'seniority.mid')),
    unit: once((v: string) => options(`salaryUnit.${v}` as 'salaryUnit.month')),
    moreLocations: once((count: number) => t('moreLocations', { count })),
    number: (n) => formatAmount(n, locale),
  };
}
