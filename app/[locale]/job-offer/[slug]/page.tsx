import type { Metadata } from 'next';
import { notFound } from 'next/navigation';
import { getFormatter, getTranslations, setRequestLocale } from 'next-intl/server';
import { cache } from 'react';
import { ApplyMessages } from '@/features/apply/components/apply-messages';
import { ApplySection } from '@/features/apply/components/apply-section';
import applyStyles from '@/features/apply/components/apply.module.css';
import { ExternalApply } from '@/features/apply/components/external-apply';
import { loadApplyContext } from '@/features/apply/server/apply-page-service';
import { ResponseBadge } from '@/features/employer-applications/server/response-badge-view';
import { FavouriteToggle } from '@/features/favourites/components/favourite-toggle';
import { OfferPlaceMap } from '@/features/map/server/offer-place-map';
import { MatchExplanation } from '@/features/matching/server/match-explanation';
import { pickBanner } from '@/features/offers/components/details/banner-choice';
import details from '@/features/offers/components/details/details.module.css';
import { LanguageFlag } from '@/features/offers/components/details/language-flag';
import { MobileTopBar, ShareIcon } from '@/features/offers/components/details/mobile-top-bar';
import { SalarySwitch, type SalaryRow } from '@/features/offers/components/details/salary-switch';
import { ShareDialog } from '@/features/offers/components/details/share-dialog';
import { OfferCardLink } from '@/features/offers/components/offer-card-link';
import { offerCrumbs } from '@/features/offers/seo/breadcrumbs';
import { buildBreadcrumbList, buildJobPosting, jsonLd } from '@/features/offers/seo/job-posting';
import { DEFAULT_FILTERS, serializeListUrl } from '@/features/offers/search-params';
import { loadOfferPage } from '@/features/offers/server/offer-page-service';
import { getThemeChoice } from '@/features/theme/server/current-theme';
import { getReadDb } from '@/lib/db/client';
import { publicOrigin } from '@/lib/http/origin';
import type { Locale } from '@/lib/i18n/locales';
import { countOfferPageView } from '@/lib/offer-stats/page-view';
import { getPageContext } from '@/lib/page-context';
import { localePrefix, localizedPath, paths } from '@/lib/paths';
import {
  convertedLines,
  salaryLine as salaryTextOf,
  type OfferSalary,
  type SalaryWords,
} from '@/features/offers/offer-page/salary-text';
import styles from './offer-page.module.css';
import { formatAmount } from '@/lib/format';
import { singleFullStops } from '@/lib/text';

interface Props {
  params: Promise<{ locale: Locale; slug: string }>;
}

const load = cache(async (slug: string, locale: Locale) => {
  const { headers: requestHeaders, tenant } = await getPageContext();
  const data = await loadOfferPage(await getReadDb(), tenant, decodeURIComponent(slug), locale);
  return { tenant, data, origin: publicOrigin(requestHeaders) };
});

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  const { locale, slug } = await params;
  const { tenant, data, origin } = await load(slug, locale);
  if (!data) return {};
  const t = await getTranslations({ locale, namespace: 'offer' });
  const { detail } = data;
  const paid = detail.employmentTypes.find((e) => e.salary);
  const units = await getTranslations({ locale, namespace: 'offerOptions' });
  const salary = paid?.salary
    ? t('metaSalary', {
        from: formatAmount(paid.salary.from ?? 0, locale),
        to: formatAmount(paid.salary.to ?? paid.salary.from ?? 0, locale),
        currency: paid.currency,
        unit: units(`salaryUnit.${paid.salary.unit}`),
      })
    : '';
  const description = singleFullStops(
    t('metaDescription', {
      title: detail.title,
      company: detail.companyName,
      place: data.city ? t('metaPlace', { city: data.city.label }) : '',
      salary,
      brand: tenant.config.brand.name,
    }),
  );
  const path = paths.jobOffer(detail.slug);
  return {
    title: `${detail.title} – ${detail.companyName}`,
    description,
    alternates: {
      canonical: `${origin}${localePrefix(locale)}${path}`,
      languages: { pl: `${origin}${path}`, en: `${origin}/en${path}`, 'x-default': `${origin}${path}` },
    },
    metadataBase: new URL(origin),
    openGraph: {
      images: [
        {
          url: `${origin}${localePrefix(locale)}${path}/share-image`,
          width: 1200,
          height: 630,
          alt: detail.title,
        },
      ],
      type: 'website',
      title: `${detail.title} – ${detail.companyName}`,
      description,
      url: `${origin}${localePrefix(locale)}${path}`,
      siteName: tenant.config.brand.name,
      locale: locale === 'pl' ? 'pl_PL' : 'en_GB',
    },
    robots: detail.isOfferActive ? undefined : { index: false, follow: true },
  };
}

export default async function OfferPage({ params }: Props) {
  const { locale, slug } = await params;
  setRequestLocale(locale);
  const { tenant, data, origin } = await load(slug, locale);
  if (!data) notFound();
  const [t, extra, options, format] = await Promise.all([
    getTranslations({ locale, namespace: 'offer' }),
    getTranslations({ locale, namespace: 'offerExtra' }),
    getTranslations({ locale, namespace: 'offerOptions' }),
    getFormatter({ locale }),
  ]);
  const { detail, company, places } = data;
  const flags = tenant.config.flags;
  const pageUrl = `${origin}${localizedPath(locale, paths.jobOffer(detail.slug))}`;
  const crumbs = offerCrumbs({
    locale,
    allOffers: t('allOffers'),
    city: data.city,
    main: data.mainCategory,
    sub: data.subCategory,
    title: detail.title,
  });
  const logoUrl = `${origin}${detail.companyLogoThumbUrl}`;
  const posting = buildJobPosting(
    {
      slug: detail.slug,
      guid: detail.guid,
      title: detail.title,
      body: detail.body,
      publishedAt: detail.publishedAt,
      expiredAt: detail.expiredAt,
      workingTime: detail.workingTime,
      workplaceType: detail.workplaceType,
      applyUrl: detail.applyUrl,
      company: { name: detail.companyName, websiteUrl: company.websiteUrl, logoUrl },
      locations: places.map((p) => ({ ...p, street: p.street || null })),
      employmentTypes: detail.employmentTypes.map((e) => ({ type: e.type, currency: e.currency, salary: e.salary })),
    },
    pageUrl,
  );
  const isNew = data.isNew;
  const activeListHref = `${localePrefix(locale)}${serializeListUrl(
    { filters: { ...DEFAULT_FILTERS, category: data.mainCategory?.slug ?? null }, from: null, showMap: false },
    locale,
  )}`;
  const salaryWords: SalaryWords = {
    notDisclosed: t('salaryNotDisclosed'),
    range: (from, to) => t('salaryRange', { from, to }),
    perUnit: (amount, currency, unit) => t('perUnit', { amount, currency, unit }),
    unit: (unit) => options(`salaryUnit.${unit}`),
  };
  const salaryLine = (e: OfferSalary) => salaryTextOf(e, locale, salaryWords, flags.enableDisplayedPayUnit);
  const prefix = localePrefix(locale);
  const offersRoot = localizedPath(locale, paths.home());
  const salaryRows: SalaryRow[] = detail.employmentTypes.map((e) => ({
    key: `${e.type}-${e.currency}`,
    original: salaryLine(e),
    converted: convertedLines(e.converted, tenant.config.currencies, locale, salaryWords),
    detail: `${options(`employmentType.${e.type}`)}${e.salary ? ` · ${e.gross ? t('gross') : t('net')}` : ''}`,
  }));
  const currencyMode = flags.enableCurrencyDropdown ? 'dropdown' : flags.enableCurrencyChange ? 'toggle' : null;
  const firstPaid = detail.employmentTypes.find((e) => e.salary);
  const banner = pickBanner(
    [
      ...(flags.enableCategoryBanner && data.mainCategory ? (['category'] as const) : []),
      ...(flags.enableRemoteBanner && detail.workplaceType !== 'remote' ? (['remote'] as const) : []),
    ],
    detail.slug,
  );
  const isNewSidebar = flags.enableNewSidebarVariant;
  const infoTiles = [
    { key: 'workingTime', label: t('workingTime'), value: options(`workingTime.${detail.workingTime}`) },
    {
      key: 'employmentType',
      label: t('employmentType'),
      value: [...new Set(detail.employmentTypes.map((e) => options(`employmentType.${e.type}`)))].join(', '),
    },
    { key: 'experience', label: t('experience'), value: options(`seniority.${detail.experienceLevel}`) },
    { key: 'workplace', label: t('workplace'), value: options(`workplaceType.${detail.workplaceType}`) },
  ];

  // Applying: the caller's prefill and history, the similar offers shown after applying, the MUI theme.
  const { caller, db, headers: requestHeaders } = await getPageContext();
  // A person's look at the page counts for the employer's statistics (robots and prefetches do not).
  countOfferPageView(tenant.id, detail.id, requestHeaders);
  const applyContext = await loadApplyContext(db, caller, detail.id);
  const applyLinks = {
    register: localizedPath(locale, paths.register()),
    preferences: localizedPath(locale, paths.preferences()),
    history: localizedPath(locale, paths.applicationHistory()),
  };
  const applyMui = {
    tokens: tenant.config.theme,
    darkModeEnabled: flags.enableDarkMode,
    scheme: (await getThemeChoice(tenant.config)).scheme,
  };
  const lookalikeList = (
    <ul className={applyStyles.lookalikes}>
      {data.lookalikes.slice(0, 4).map((offer) => (
        <li key={offer.id}>
          <OfferCardLink offer={offer} locale={locale} salaryLabel={salaryLine} />
        </li>
      ))}
    </ul>
  );

  return (
    <>
      <script type="application/ld+json" dangerouslySetInnerHTML={{ __html: jsonLd(posting) }} />
      <script
        type="application/ld+json"
        dangerouslySetInnerHTML={{ __html: jsonLd(buildBreadcrumbList(crumbs, origin)) }}
      />
      <div className={`container ${styles.page}`}>
        <MobileTopBar
          title={detail.title}
          backLabel={extra('back')}
          fallbackHref={offersRoot}
          shareLabel={t('share')}
          favourite={<FavouriteToggle offerId={detail.id} className={details.topBarButton} />}
        />
        <nav aria-label={t('breadcrumbs')} className={styles.crumbs}>
          <ol>
            {crumbs.map((crumb) => (
              <li key={crumb.label}>
                {crumb.href ? <a href={crumb.href}>{crumb.label}</a> : <span aria-current="page">{crumb.label}</span>}
              </li>
            ))}
          </ol>
        </nav>

        {!detail.isOfferActive && flags.enableExpiredOffers ? (
          <div role="status" className={styles.expired} data-testid="expired-alert">
            <div>
              <strong>{t('expiredTitle')}</strong>
              <p>{t('expiredText')}</p>
            </div>
            <a className={styles.secondaryButton} href={activeListHref}>
              {t('showActiveOffers')}
            </a>
          </div>
        ) : null}

        <div className={styles.layout}>
          <article className={styles.main} aria-labelledby="offer-title">
            <header className={styles.card}>
              {/* The logo route always answers (a generated mark when nothing was uploaded); SVG, so no next/image. */}
              {/* eslint-disable-next-line @next/next/no-img-element */}
              <img
                className={styles.logo}
                src={detail.companyLogoThumbUrl}
                alt={t('logoAlt', { company: detail.companyName })}
                width={72}
                height={72}
              />
              <div className={styles.cardText}>
                <div className={styles.titleRow}>
                  <h1 id="offer-title" className={styles.title}>
                    {detail.title}
                  </h1>
                  {isNew ? <span className={styles.badge}>{t('newBadge')}</span> : null}
                </div>
                <p className={styles.company}>{detail.companyName}</p>
                <ResponseBadge offerId={detail.id} locale={locale} />
                {/* A <div>, not a <p>: the places list (<details>, <ul>) cannot be inside a paragraph, and the
                    browser's parser would close the <p> before it, a tree React does not hydrate (#418). */}
                <div className={styles.meta}>
                  {places.length > 1 ? (
                    <details className={styles.places}>
                      <summary>
                        {places[0]!.city} · {t('locations', { count: places.length })}
                      </summary>
                      <ul>
                        {places.map((p) => (
                          <li key={`${p.city}-${p.street}-${p.latitude}`}>
                            {p.city}
                            {p.street ? `, ${p.street}` : ''}
                          </li>
                        ))}
                      </ul>
                    </details>
                  ) : places[0] ? (
                    <span>
                      {places[0].city}
                      {places[0].street ? `, ${places[0].street}` : ''}
                    </span>
                  ) : null}
                  {detail.publishedAt ? (
                    <span>
                      {t('published', { date: format.dateTime(new Date(detail.publishedAt), { dateStyle: 'medium' }) })}
                    </span>
                  ) : null}
                  {(data.subCategory ?? data.mainCategory) ? (
                    <span className={styles.chip}>{(data.subCategory ?? data.mainCategory)!.label}</span>
                  ) : null}
                </div>
                <SalarySwitch
                  rows={salaryRows}
                  currencies={tenant.config.currencies}
                  mode={currencyMode}
                  text={{ label: extra('currency'), original: extra('originalCurrency') }}
                />
                <p className={styles.labels}>
                  <a className={details.shareButton} href="#share" data-testid="open-share">
                    <ShareIcon /> {t('share')}
                  </a>
                  <FavouriteToggle offerId={detail.id} variant="labelled" />
                </p>
                {/* Outside the <p>: the explanation carries its dialog. */}
                <MatchExplanation offerId={detail.id} locale={locale} />
              </div>
            </header>

            {isNewSidebar && firstPaid ? (
              <p className={details.salaryStrip} data-testid="salary-strip">
                <strong>{salaryLine(firstPaid)}</strong>
                <span>{options(`employmentType.${firstPaid.type}`)}</span>
              </p>
            ) : null}

            {isNewSidebar ? (
              // Phones and tablets: the sidebar sits below the article, so its tiles show here instead.
              <dl className={`${details.infoTiles} ${details.infoTilesInline}`}>
                {infoTiles.map((tile) => (
                  <div key={tile.key} className={details.infoTile}>
                    <dt>{tile.label}</dt>
                    <dd>{tile.value}</dd>
                  </div>
                ))}
              </dl>
            ) : null}

            {isNewSidebar ? null : (
              <section aria-labelledby="summary-title" className={styles.section}>
                <h2 id="summary-title" className={styles.sectionTitle}>
                  {t('summary')}
                </h2>
                <dl className={styles.tiles}>
                  <div>
                    <dt>{t('workingTime')}</dt>
                    <dd>{options(`workingTime.${detail.workingTime}`)}</dd>
                  </div>
                  <div>
                    <dt>{t('experience')}</dt>
                    <dd>{options(`seniority.${detail.experienceLevel}`)}</dd>
                  </div>
                  <div>
                    <dt>{t('employmentType')}</dt>
                    <dd>
                      {[...new Set(detail.employmentTypes.map((e) => options(`employmentType.${e.type}`)))].join(', ')}
                    </dd>
                  </div>
                  <div>
                    <dt>{t('workplace')}</dt>
                    <dd>{options(`workplaceType.${detail.workplaceType}`)}</dd>
                  </div>
                </dl>
              </section>
            )}

            <OfferPlaceMap locale={locale} places={places} placement="details" />

            {detail.requiredSkills.length || detail.niceToHaveSkills.length ? (
              <section aria-labelledby="skills-title" className={styles.section}>
                <h2 id="skills-title" className={styles.sectionTitle}>
                  {t('requiredSkills')}
                </h2>
                <SkillList skills={detail.requiredSkills} levelLabel={(level) => t('skillLevel', { level })} />
                {detail.niceToHaveSkills.length ? (
                  <>
                    <h3 className={styles.subTitle}>{t('niceToHave')}</h3>
                    <SkillList skills={detail.niceToHaveSkills} levelLabel={(level) => t('skillLevel', { level })} />
                  </>
                ) : null}
                {flags.enableOfferLanguages && detail.languages.length ? (
                  <>
                    <h3 className={styles.subTitle}>{t('languages')}</h3>
                    <ul className={styles.languages}>
                      {detail.languages.map((l) => (
                        <li key={l.code}>
                          <LanguageFlag code={l.code} /> {languageName(l.code, locale)}{' '}
                          <strong>{l.level.toUpperCase()}</strong>
                        </li>
                      ))}
                    </ul>
                  </>
                ) : null}
              </section>
            ) : null}

            <section aria-labelledby="description-title" className={styles.section}>
              <h2 id="description-title" className={styles.sectionTitle}>
                {t('description')}
              </h2>
              {detail.remoteInterview || detail.openToHireUkrainians ? (
                <p className={styles.labels}>
                  {detail.remoteInterview ? <span className={styles.chip}>{t('remoteInterview')}</span> : null}
                  {detail.openToHireUkrainians ? <span className={styles.chip}>{t('ukraineFriendly')}</span> : null}
                </p>
              ) : null}
              {detail.bannerUrl ? (
                // eslint-disable-next-line @next/next/no-img-element -- employer-supplied banners of any size and host
                <img className={styles.banner} src={detail.bannerUrl} alt={t('bannerAlt')} loading="lazy" />
              ) : null}
              {/* Offer bodies are sanitised when they are saved. */}
              <div className={styles.body} dangerouslySetInnerHTML={{ __html: detail.body }} />
              {detail.videoUrl ? (
                <p>
                  <a href={detail.videoUrl} target="_blank" rel="noopener noreferrer">
                    {t('video')} <span className="visually-hidden">{t('opensInNewTab')}</span>
                  </a>
                </p>
              ) : null}
            </section>

            {detail.isOfferActive && !detail.applyUrl ? (
              <ApplyMessages>
                <ApplySection
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
                  showMarketingConsent={caller.kind === 'anonymous' && flags.enableMarketingConsent}
                  prefill={applyContext.prefill}
                  isAppliedTo={applyContext.isAppliedTo}
                  appliedAt={applyContext.appliedAt}
                  hasPreferences={applyContext.hasPreferences}
                  lookalikes={lookalikeList}
                  links={applyLinks}
                />
              </ApplyMessages>
            ) : null}

            {banner === 'category' && data.mainCategory ? (
              <section className={details.promo} aria-labelledby="offer-banner-title" data-testid="offer-banner">
                <div>
                  <h2 id="offer-banner-title">
                    {extra('categoryBanner.title', { category: data.mainCategory.label })}
                  </h2>
                  <p>{extra('categoryBanner.text')}</p>
                </div>
                <a className={details.promoLink} href={activeListHref}>
                  {extra('categoryBanner.cta')}
                </a>
              </section>
            ) : null}
            {banner === 'remote' ? (
              <section className={details.promo} aria-labelledby="offer-banner-title" data-testid="offer-banner">
                <div>
                  <h2 id="offer-banner-title">{extra('remoteBanner.title')}</h2>
                  <p>{extra('remoteBanner.text')}</p>
                </div>
                <a
                  className={details.promoLink}
                  href={`${prefix}${serializeListUrl(
                    { filters: { ...DEFAULT_FILTERS, location: { kind: 'remote' } }, from: null, showMap: false },
                    locale,
                  )}`}
                >
                  {extra('remoteBanner.cta')}
                </a>
              </section>
            ) : null}

            <section aria-labelledby="company-title" className={styles.section}>
              <h2 id="company-title" className={styles.sectionTitle}>
                {t('company')}
              </h2>
              <div className={`${styles.companyBox} ${details.companyPreview}`}>
                {detail.brandStoryCoverPhotoUrl ? (
                  // eslint-disable-next-line @next/next/no-img-element -- brand-story covers come from storage of any size
                  <img className={details.cover} src={detail.brandStoryCoverPhotoUrl} alt="" loading="lazy" />
                ) : null}
                <p>
                  <strong>{company.name}</strong> · {t('companySize', { size: company.size })}
                </p>
                {detail.brandStoryShortDescription ? <p>{detail.brandStoryShortDescription}</p> : null}
                <p className={styles.labels}>
                  {detail.brandStorySlug ? (
                    <a href={localizedPath(locale, paths.story(detail.brandStorySlug))}>{t('seeCompanyProfile')}</a>
                  ) : null}
                  <a href={company.websiteUrl} target="_blank" rel="noopener noreferrer">
                    {t('companyWebsite')} <span className="visually-hidden">{t('opensInNewTab')}</span>
                  </a>
                </p>
              </div>
            </section>
          </article>

          <aside className={styles.side}>
            {isNewSidebar ? (
              <div className={details.sideCard} data-testid="sidebar-card">
                <div className={details.sideCardHead}>
                  {/* eslint-disable-next-line @next/next/no-img-element -- the logo route answers SVG */}
                  <img src={detail.companyLogoThumbUrl} alt="" width={48} height={48} />
                  <div>
                    <p className={details.sideCardTitle}>{detail.title}</p>
                    <p className={details.sideCardCompany}>{detail.companyName}</p>
                  </div>
                </div>
                {firstPaid ? <strong>{salaryLine(firstPaid)}</strong> : null}
                <dl className={details.infoTiles}>
                  {infoTiles.map((tile) => (
                    <div key={tile.key} className={details.infoTile}>
                      <dt>{tile.label}</dt>
                      <dd>{tile.value}</dd>
                    </div>
                  ))}
                </dl>
              </div>
            ) : null}
            <div className={styles.applyBox}>
              {detail.isOfferActive ? (
                <>
                  {detail.expiredAt ? (
                    <p>
                      {t('validUntil', { date: format.dateTime(new Date(detail.expiredAt), { dateStyle: 'medium' }) })}
                    </p>
                  ) : null}
                  {detail.applyUrl ? (
                    <ApplyMessages>
                      <ExternalApply
                        className={styles.primaryButton}
                        slug={detail.slug}
                        applyUrl={detail.applyUrl}
                        label={t('applyExternal')}
                        newTabLabel={t('opensInNewTab')}
                        isHistoryEnabled={flags.enableApplicationHistory}
                        lookalikes={lookalikeList}
                        links={applyLinks}
                        mui={applyMui}
                      />
                    </ApplyMessages>
                  ) : (
                    <a className={styles.primaryButton} href="#apply">
                      {t('apply')}
                    </a>
                  )}
                </>
              ) : (
                <>
                  <p>{t('applyClosed')}</p>
                  <a className={styles.secondaryButton} href={activeListHref}>
                    {t('showActiveOffers')}
                  </a>
                </>
              )}
            </div>
            <OfferPlaceMap locale={locale} places={places} placement="side" />
            {data.lookalikes.length ? (
              <section aria-labelledby="similar-title" className={styles.similar}>
                <h2 id="similar-title" className={styles.sectionTitle}>
                  {t('similarOffers')}
                </h2>
                <ul>
                  {data.lookalikes.map((offer) => (
                    <li key={offer.id}>
                      <OfferCardLink offer={offer} locale={locale} salaryLabel={salaryLine} />
                    </li>
                  ))}
                </ul>
              </section>
            ) : null}
          </aside>
        </div>
      </div>
      <ShareDialog
        url={pageUrl}
        closeHref={localizedPath(locale, paths.jobOffer(detail.slug))}
        text={{
          title: t('share'),
          close: extra('close'),
          facebook: t('shareFacebook'),
          linkedIn: t('shareLinkedIn'),
          copyLink: t('copyLink'),
          linkCopied: t('linkCopied'),
          opensInNewTab: t('opensInNewTab'),
        }}
      />
    </>
  );
}

function SkillList({
  skills,
  levelLabel,
}: {
  skills: { name: string; level: number }[];
  levelLabel: (level: number) => string;
}) {
  return (
    <ul className={styles.skills}>
      {skills.map((s) => (
        <li key={s.name}>
          <span>{s.name}</span>
          <span className={styles.level} role="img" aria-label={levelLabel(s.level)}>
            {[1, 2, 3, 4, 5].map((i) => (
              <span key={i} className={i <= s.level ? styles.dotOn : styles.dot} />
            ))}
          </span>
        </li>
      ))}
    </ul>
  );
}

const languageName = (code: string, locale: Locale) => {
  try {
    return new Intl.DisplayNames([locale], { type: 'language' }).of(code) ?? code;
  } catch {
    return code;
  }
};
