import type { Metadata } from 'next';
import { getTranslations, setRequestLocale } from 'next-intl/server';
import { AccountPrompt } from '@/features/home/components/account-prompt';
import { FAVOURITES_PAGE_SIZE } from '@/features/favourites/constants';
import { findFavouriteOfferCards } from '@/features/favourites/server/favourite-service';
import { OfferListCard } from '@/features/offers/components/offer-list-card';
import { getCardViewText } from '@/features/offers/server/card-view-text';
import { toListCardView } from '@/features/offers/server/list-card-view';
import type { Locale } from '@/lib/i18n/locales';
import { getPageContext, getShellContext } from '@/lib/page-context';
import { candidateFeatures } from '@/lib/tenants/candidate-features';
import { localizedPath, paths } from '@/lib/paths';
import styles from './favorite-offers.module.css';
import { EmptyBlock } from '@/components/ui/empty-illustration';
import { notFoundMetadata, notFoundPage } from '@/components/layout/not-found-page';

interface Props {
  params: Promise<{ locale: Locale }>;
  searchParams: Promise<{ page?: string | string[] }>;
}

/** Boards without favourites or candidate accounts answer 404 (the page and its head alike) (`candidateFeatures`). */
export async function generateMetadata({ params }: Props): Promise<Metadata> {
  const { locale } = await params;
  if (!candidateFeatures((await getShellContext()).tenant.config.flags).favourites) return notFoundMetadata(locale);
  const t = await getTranslations({ locale, namespace: 'favourites' });
  return { title: t('page.metaTitle'), robots: { index: false, follow: false } };
}

/** /favorite-offers: the signed-in candidate's favourite offers, newest favourite first, 20 a page. */
export default async function FavoriteOffersPage({ params, searchParams }: Props) {
  const { locale } = await params;
  setRequestLocale(locale);
  const { tenant, caller, db } = await getPageContext();
  if (!candidateFeatures(tenant.config.flags).favourites) return notFoundPage();
  const rawPage = Number((await searchParams).page);
  const page = Number.isInteger(rawPage) && rawPage >= 1 && rawPage <= 10_000 ? rawPage : 1;
  const [t, list, text] = await Promise.all([
    getTranslations({ locale, namespace: 'favourites' }),
    getTranslations({ locale, namespace: 'list' }),
    getCardViewText(locale),
  ]);
  if (caller.kind !== 'candidate') {
    return (
      <div className={`container ${styles.page}`}>
        <h1>{t('page.title')}</h1>
        <AccountPrompt
          title={t('page.signInTitle')}
          text={t('page.signInText')}
          signIn={{ label: t('prompt.signIn'), href: localizedPath(locale, paths.login()) }}
          register={{ label: t('prompt.register'), href: localizedPath(locale, paths.register()) }}
        />
      </div>
    );
  }
  const { data, meta } = await findFavouriteOfferCards(db, caller, page, FAVOURITES_PAGE_SIZE);
  const pageHref = (n: number) => `${localizedPath(locale, paths.favoriteOffers())}${n > 1 ? `?page=${n}` : ''}`;
  return (
    <div className={`container ${styles.page}`}>
      <h1>{t('page.title')}</h1>
      <p className={styles.count} data-testid="favorite-offers-count">
        {t('panel.count', { count: meta.totalItems })}
      </p>
      {data.length ? (
        <ul className={styles.list} data-testid="favorite-offers">
          {data.map((offer) => (
            <li key={offer.id}>
              <OfferListCard
                offer={toListCardView(offer, { currency: 'PLN', locale, text })}
                newLabel={list('newBadge')}
              />
            </li>
          ))}
        </ul>
      ) : (
        <EmptyBlock kind="favourites">
          <p>
            {t('page.empty')} <a href={localizedPath(locale, paths.home())}>{t('page.browse')}</a>
          </p>
        </EmptyBlock>
      )}
      {meta.totalPages > 1 ? (
        <nav className={styles.paging} aria-label={t('page.pageOf', { page, pages: meta.totalPages })}>
          {page > 1 ? (
            <a href={pageHref(page - 1)} rel="prev">
              {t('page.prev')}
            </a>
          ) : null}
          <span>{t('page.pageOf', { page, pages: meta.totalPages })}</span>
          {page < meta.totalPages ? (
            <a href={pageHref(page + 1)} rel="next">
              {t('page.next')}
            </a>
          ) : null}
        </nav>
      ) : null}
    </div>
  );
}
