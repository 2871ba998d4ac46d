import type { Metadata } from 'next';
import { getTranslations, setRequestLocale } from 'next-intl/server';
import { ApplyLink } from '@/features/apply/components/apply-link';
import { ApplyMessages } from '@/features/apply/components/apply-messages';
import { OfferApplyIsland } from '@/features/apply/components/offer-apply-island';
import { ExternalApply } from '@/features/apply/components/external-apply';
import { ResponseBadge } from '@/features/employer-applications/server/response-badge-view';
import { FavouriteToggle } from '@/features/favourites/components/favourite-toggle';
import { OfferPlaceMap } from '@/features/map/server/offer-place-map';
import { MatchIsland } from '@/features/matching/components/match-island';
import details from '@/features/offers/components/details/details.module.css';
import { MobileTopBar } from '@/features/offers/components/details/mobile-top-bar';
import {
  OfferCompany,
  OfferDescription,
  OfferFacts,
  OfferHeaderCard,
  OfferPromo,
  OfferSkills,
} from '@/features/offers/components/details/offer-main';
import styles from '@/features/offers/components/details/offer-page.module.css';
import {
  ExpiredNotice,
  LookalikeList,
  OfferApplyBox,
  OfferCrumbs,
  OfferShare,
  OfferSideCard,
  OfferStructuredData,
  SimilarOffers,
} from '@/features/offers/components/details/offer-side';
import { offerPath } from '@/features/offers/offer-page/offer-page-view';
import { loadOfferPageData, offerPageMetadata, offerPageView } from '@/features/offers/server/offer-page-data';
import { getThemeChoice } from '@/features/theme/server/current-theme';
import type { Locale } from '@/lib/i18n/locales';
import { localizedPath, paths } from '@/lib/paths';
import { singleFullStops } from '@/lib/text';
import { notFoundPage } from '@/components/layout/not-found-page';

interface Props {
  params: Promise<{ locale: Locale; slug: string }>;
}

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  const { locale, slug } = await params;
  return offerPageMetadata(slug, locale);
}

export default async function OfferPage({ params }: Props) {
  const { locale, slug } = await params;
  setRequestLocale(locale);
  const { tenant, data, origin } = await loadOfferPageData(slug, locale);
  if (!data) return notFoundPage();
  const [t, extra, matched, view] = await Promise.all([
    getTranslations({ locale, namespace: 'offer' }),
    getTranslations({ locale, namespace: 'offerExtra' }),
    getTranslations({ locale, namespace: 'matched' }),
    offerPageView(locale, tenant, data, origin),
  ]);
  const { detail, company, places } = data;
  const flags = tenant.config.flags;

  // The page is the same for every visitor (decision 0073): the candidate's prefill, last application and match
  // come from the page-state call, which also counts the page view (a cache hit renders nothing).
  const lookalikes = <LookalikeList offers={data.lookalikes} locale={locale} salaryLabel={view.salaryLine} />;
  const externalApply = detail.applyUrl ? (
    <ApplyMessages>
      <ExternalApply
        className={styles.primaryButton}
        slug={detail.slug}
        applyUrl={detail.applyUrl}
        label={t('applyExternal')}
        newTabLabel={t('opensInNewTab')}
        isHistoryEnabled={flags.enableApplicationHistory}
        lookalikes={lookalikes}
        links={view.applyLinks}
        mui={{
          tokens: tenant.config.theme,
          darkModeEnabled: flags.enableDarkMode,
          scheme: (await getThemeChoice(tenant.config)).scheme,
        }}
      />
    </ApplyMessages>
  ) : null;

  return (
    <>
      <OfferStructuredData posting={view.posting} crumbs={view.crumbs} origin={origin} />
      <div className={`container ${styles.page}`}>
        <MobileTopBar
          title={detail.title}
          backLabel={extra('back')}
          fallbackHref={view.offersRoot}
          shareLabel={t('share')}
          favourite={<FavouriteToggle offerId={detail.id} className={details.topBarButton} />}
        />
        <OfferCrumbs crumbs={view.crumbs} label={t('breadcrumbs')} />
        {!detail.isOfferActive && flags.enableExpiredOffers ? (
          <ExpiredNotice locale={locale} activeListHref={view.activeListHref} />
        ) : null}

        <div className={styles.layout}>
          <article className={styles.main} aria-labelledby="offer-title">
            <OfferHeaderCard
              locale={locale}
              detail={detail}
              isNew={data.isNew}
              places={places}
              publishedOn={view.publishedOn}
              category={data.subCategory ?? data.mainCategory}
              salaryRows={view.salaryRows}
              currencies={tenant.config.currencies}
              currencyMode={view.currencyMode}
              responseBadge={<ResponseBadge offerId={detail.id} locale={locale} />}
              matchExplanation={
                <MatchIsland
                  offerId={detail.id}
                  keepsPlace={flags.enableCandidatePortalLogin}
                  preferencesHref={localizedPath(locale, paths.preferences())}
                  labels={{
                    why: matched('why'),
                    dialogTitle: matched('dialogTitle'),
                    howCounted: matched('howCounted'),
                    total: matched('total'),
                    required: matched('required'),
                    close: matched('close'),
                    editPreferences: matched('editPreferences'),
                    credit: {
                      full: matched('credit.full'),
                      partial: matched('credit.partial'),
                      none: matched('credit.none'),
                    },
                  }}
                />
              }
            />
            <OfferFacts
              locale={locale}
              isNewSidebar={flags.enableNewSidebarVariant}
              firstPaid={view.firstPaid}
              infoTiles={view.infoTiles}
            />
            <OfferPlaceMap locale={locale} places={places} placement="details" />
            <OfferSkills locale={locale} detail={detail} showLanguages={flags.enableOfferLanguages} />
            <OfferDescription locale={locale} detail={detail} />
            {detail.isOfferActive && !detail.applyUrl ? (
              <ApplyMessages>
                <OfferApplyIsland
                  className={styles.section}
                  titleClassName={styles.sectionTitle}
                  slug={detail.slug}
                  companyName={detail.companyName}
                  brand={tenant.config.brand.name}
                  board={tenant.slug}
                  consents={{
                    informationClause: singleFullStops(detail.informationClause),
                    futureConsent: detail.futureConsent,
                    customConsent: detail.customConsent,
                  }}
                  marketingConsent={flags.enableMarketingConsent}
                  lookalikes={lookalikes}
                  links={view.applyLinks}
                />
              </ApplyMessages>
            ) : null}
            <OfferPromo
              locale={locale}
              banner={view.banner}
              category={data.mainCategory}
              categoryHref={view.activeListHref}
              remoteHref={view.remoteListHref}
            />
            <OfferCompany locale={locale} detail={detail} company={company} />
          </article>

          <aside className={styles.side}>
            {flags.enableNewSidebarVariant ? (
              <OfferSideCard
                title={detail.title}
                companyName={detail.companyName}
                logoUrl={detail.companyLogoThumbUrl}
                firstPaidLine={view.firstPaid?.line ?? null}
                infoTiles={view.infoTiles}
              />
            ) : null}
            <OfferApplyBox
              locale={locale}
              isActive={detail.isOfferActive}
              validUntil={view.validUntil}
              external={externalApply}
              internal={
                <ApplyLink
                  slug={detail.slug}
                  isAppliedTo={false}
                  label={t('apply')}
                  className={styles.primaryButton}
                  appliedClassName={styles.secondaryButton}
                />
              }
              activeListHref={view.activeListHref}
            />
            <OfferPlaceMap locale={locale} places={places} placement="side" />
            <SimilarOffers offers={data.lookalikes} locale={locale} salaryLabel={view.salaryLine} />
          </aside>
        </div>
      </div>
      <OfferShare locale={locale} url={view.pageUrl} closeHref={offerPath(locale, detail.slug)} />
    </>
  );
}
