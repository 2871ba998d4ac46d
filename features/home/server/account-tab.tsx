import { getTranslations } from 'next-intl/server';
import type { ReactNode } from 'react';
import buttons from '@/components/ui/buttons.module.css';
import { findFavouriteOfferCards, findJobAdvertisements } from '@/features/favourites/server/public';
import { findMatchedOffers } from '@/features/matching/server/public';
import { getPreferences } from '@/features/matching/server/public';
import { OfferListCard } from '@/features/offers/components/offer-list-card';
import { getCardViewText } from '@/features/offers/server/public';
import { toListCardView } from '@/features/offers/server/public';
import type { Locale } from '@/lib/i18n/locales';
import { getPageContext } from '@/lib/page-context';
import { localizedPath, paths } from '@/lib/paths';
import type { AccountTab as AccountTabKey } from '../tabs';
import styles from '../components/home-sections.module.css';
import { EmptyIllustration, type EmptyKind } from '@/components/ui/empty-illustration';

const CAROUSEL_SIZE = 12;

/**
 * The homepage tabs that need an account: a visitor gets the sign-in prompt; a candidate their
 * favourites, or their matched offers with the percentage (the prompt to fill in preferences when
 * there are none yet).
 */
export async function AccountTab({
  tab,
  locale,
  prompt,
  newLabel,
  listClassName,
}: {
  tab: AccountTabKey;
  locale: Locale;
  prompt: ReactNode;
  newLabel: string;
  listClassName?: string;
}) {
  const { caller, db } = await getPageContext();
  if (caller.kind !== 'candidate') return prompt;
  const [text, t, fav] = await Promise.all([
    getCardViewText(locale),
    getTranslations({ locale, namespace: 'matched' }),
    getTranslations({ locale, namespace: 'favourites' }),
  ]);
  const cards = (offers: Awaited<ReturnType<typeof findJobAdvertisements>>['data'], match?: Map<number, number>) => (
    <ul className={listClassName} data-testid="home-offers">
      {offers.map((offer) => {
        const percent = match?.get(offer.id);
        const view = toListCardView(offer, { currency: 'PLN', locale, text });
        return (
          <li key={offer.id}>
            <OfferListCard
              offer={percent === undefined ? view : { ...view, match: t('badge', { percent }) }}
              newLabel={newLabel}
            />
          </li>
        );
      })}
    </ul>
  );
  const empty = (kind: EmptyKind, title: string | null, body: string, action: { label: string; href: string }) => (
    <div className={styles.prompt} data-testid="account-tab-empty">
      <EmptyIllustration kind={kind} small />
      {title ? <h3>{title}</h3> : null}
      <p>{body}</p>
      <div className={styles.actions}>
        <a className={buttons.primary} href={localizedPath(locale, action.href)}>
          {action.label}
        </a>
      </div>
    </div>
  );

  if (tab === 'favoriteOffers') {
    const { data } = await findFavouriteOfferCards(db, caller, 1, CAROUSEL_SIZE);
    return data.length
      ? cards(data)
      : empty('favourites', null, fav('page.empty'), { label: fav('page.browse'), href: paths.offers() });
  }
  const [matched, preferences] = await Promise.all([
    findMatchedOffers(db, caller, 1, CAROUSEL_SIZE, locale),
    getPreferences(db, caller),
  ]);
  if (!matched.matchedPreferences.length) {
    return preferences.mandatoryPreferencesFilledIn
      ? empty('search', null, t('noMatchesText'), { label: t('editPreferences'), href: paths.preferences() })
      : empty('search', t('emptyTitle'), t('emptyText'), { label: t('fillIn'), href: paths.preferences() });
  }
  const percents = new Map(matched.matchedPreferences.map((m) => [m.jobAdvertisementId, m.matchPercent]));
  const { data } = await findJobAdvertisements(db, caller.tenantId, [...percents.keys()]);
  return cards(data, percents);
}
