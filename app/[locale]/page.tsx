import { hasLocale } from 'next-intl';
import { getFormatter, getTranslations, setRequestLocale } from 'next-intl/server';
import { HashDialog } from '@/components/ui/hash-dialog';
import { BlogShowcase } from '@/features/blog/components/blog-showcase';
import { findBlogPosts } from '@/features/blog/server/blog-posts';
import { BRAND_STORIES_PAGE_SIZE } from '@/features/brand-stories/schemas';
import { AccountPrompt } from '@/features/home/components/account-prompt';
import { AccountTab } from '@/features/home/server/account-tab';
import { CategoryTiles, type CategoryTileView } from '@/features/home/components/category-tiles';
import sections from '@/features/home/components/home-sections.module.css';
import { PartnersCarousel } from '@/features/home/components/partners-carousel';
import { PromoBanner } from '@/features/home/components/promo-banner';
import { partnersOf } from '@/features/home/partners';
import { isAccountTab, pickTab, visibleTabs } from '@/features/home/tabs';
import { listBrandStories } from '@/features/brand-stories/server/brand-story-service';
import { OfferListCard } from '@/features/offers/components/offer-list-card';
import { HeroSearch } from '@/features/offers/components/search/hero-search';
import { crumbLabel } from '@/features/offers/seo/breadcrumbs';
import { findHomeOffers } from '@/features/offers/server/home-service';
import { getCardViewText } from '@/features/offers/server/card-view-text';
import { toListCardView } from '@/features/offers/server/list-card-view';
import { getShellContext } from '@/lib/page-context';
import { localizedPath, paths } from '@/lib/paths';
import { countListedOffers, findMainCategoriesWithCounts } from '@/features/offers/server/offer-counts-queries';
import { DEFAULT_FILTERS, type OfferFilters } from '@/features/offers/search-params';
import { listHref } from '@/features/offers/server/list-page-service';
import { getSearchDictionary } from '@/features/offers/server/search-dictionary';
import { getReadDb } from '@/lib/db/client';
import { countValues, formatCount } from '@/lib/format';
import { routing } from '@/lib/i18n/routing';
import { upperFirst } from '@/lib/text';
import styles from './home.module.css';

export default async function HomePage({
  params,
  searchParams,
}: {
  params: Promise<{ locale: 'pl' | 'en' }>;
  searchParams: Promise<{ tab?: string | string[] }>;
}) {
  const { locale } = await params;
  // The layout answers 404 for a segment that is no locale (an unknown file such as /x.png); the page
  // renders beside it and must not fail first.
  if (!hasLocale(routing.locales, locale)) return null;
  const requestedTab = (await searchParams).tab;
  setRequestLocale(locale);
  const db = await getReadDb();
  const { tenant } = await getShellContext();
  const { flags } = tenant.config;
  const tabs = visibleTabs(flags);
  const tab = pickTab(requestedTab, tabs);
  const [t, extra, blog, list, cardText, format, total, categories, dictionary, homeOffers, stories, posts] =
    await Promise.all([
      getTranslations({ locale, namespace: 'home' }),
      getTranslations({ locale, namespace: 'homeExtra' }),
      getTranslations({ locale, namespace: 'blog' }),
      getTranslations({ locale, namespace: 'list' }),
      getCardViewText(locale),
      getFormatter({ locale }),
      countListedOffers(db, tenant.id),
      findMainCategoriesWithCounts(db, tenant.id),
      getSearchDictionary(db, tenant.id),
      // Spec: only the active tab loads data; the account tabs need a signed-in candidate.
      isAccountTab(tab) ? Promise.resolve([]) : findHomeOffers(db, tenant, tab),
      listBrandStories(db, tenant, 1, BRAND_STORIES_PAGE_SIZE),
      flags.blogShowcase ? findBlogPosts(locale).then((all) => all.slice(0, 3)) : Promise.resolve([]),
    ]);
  const cities = [...dictionary.cityBySlug.values()];
  const cityOptions = cities.filter((c) => c.group === 'top');
  // The hero's location field: every city, the dictionary's top group first.
  const heroCities = cities
    .map((c) => ({ slug: c.slug, label: c.labels[locale], top: c.group === 'top' }))
    .sort((a, b) => Number(b.top) - Number(a.top) || a.label.localeCompare(b.label, locale));
  const listFor = (patch: Partial<OfferFilters>) =>
    listHref({ filters: { ...DEFAULT_FILTERS, ...patch }, from: null, showMap: false }, locale);
  const seoCategories = categories.filter((c) => !c.isStatic).slice(0, 8);
  const seoCities = cityOptions.slice(0, 8);
  const listBase = listHref({ filters: DEFAULT_FILTERS, from: null, showMap: false }, locale);
  const categoryHref = (slug: string) =>
    listHref({ filters: { ...DEFAULT_FILTERS, category: slug }, from: null, showMap: false }, locale);
  const { brand } = tenant.config;
  const homePath = localizedPath(locale, paths.home());
  const categoryTiles: CategoryTileView[] = categories.map((category) => {
    const external = category.isStatic && Boolean(category.redirectTo);
    return {
      id: category.id,
      key: category.key,
      label: category.labels[locale],
      href: external ? category.redirectTo! : categoryHref(category.seoSlug),
      external,
      isNew: category.isNew,
      countLabel: category.isStatic ? null : t('categoryOffers', countValues(category.count)),
      iconLight: category.iconColorLight,
      iconDark: category.iconColorDark,
    };
  });
  const tileText = { newBadge: t('newBadge'), opensInNewTab: t('opensInNewTab') };
  const tabLabel = (key: (typeof tabs)[number]) =>
    key === 'favoriteOffers' || key === 'matchedForYou' ? extra(`tab.${key}`) : t(`tab.${key}`);
  return (
    <>
      <section className={styles.hero}>
        <div className="container">
          <h1 className={styles.title}>{upperFirst(t('heroTitle', { domain: brand.domain[locale] }))}</h1>
          <p className={styles.tagline}>{brand.tagline[locale]}</p>
          <p className={styles.count} data-testid="offer-count">
            {t('heroCount', countValues(total))}
          </p>
          <HeroSearch action={listBase} cities={heroCities} locale={locale} />
        </div>
      </section>
      <section className="container" aria-labelledby="categories-title">
        <div className={sections.sectionHead}>
          <h2 id="categories-title" className={sections.sectionTitle}>
            {t('categories')}
          </h2>
          <a href="#all-categories" className={sections.linkButton} data-testid="show-all-categories">
            {extra('showAllCategories', { count: categories.length })}
          </a>
        </div>
        <CategoryTiles categories={categoryTiles} text={tileText} variant="row" />
      </section>

      <section className={`container ${styles.anchor}`} aria-labelledby="offers-title" id="offers">
        <h2 id="offers-title" className={styles.sectionTitle}>
          {t('offersTitle')}
        </h2>
        <nav aria-label={t('offersTabs')} className={styles.tabs}>
          {tabs.map((key) => (
            <a
              key={key}
              href={localizedPath(locale, paths.homeOffersTab(key === 'newWithSalary' ? undefined : key))}
              aria-current={key === tab ? 'page' : undefined}
              className={styles.tab}
            >
              {tabLabel(key)}
            </a>
          ))}
        </nav>
        {isAccountTab(tab) ? (
          // A signed-in candidate sees their favourites or matches; everyone else the sign-in prompt.
          <AccountTab
            tab={tab}
            locale={locale}
            newLabel={list('newBadge')}
            listClassName={styles.carousel}
            prompt={
              <AccountPrompt
                title={extra(`prompt.${tab}.title`)}
                text={extra(`prompt.${tab}.text`)}
                signIn={{ label: extra('signIn'), href: localizedPath(locale, paths.login()) }}
                register={{ label: extra('register'), href: localizedPath(locale, paths.register()) }}
              />
            }
          />
        ) : (
          <ul className={styles.carousel} data-testid="home-offers">
            {homeOffers.map((offer) => (
              <li key={offer.id}>
                <OfferListCard
                  offer={toListCardView(offer, { currency: 'PLN', locale, text: cardText })}
                  newLabel={list('newBadge')}
                />
              </li>
            ))}
          </ul>
        )}
        <p>
          <a href={listFor({})} className={styles.more}>
            {t('allOffers', { count: formatCount(total) })}
          </a>
        </p>
      </section>

      {stories.data.length ? (
        <section className="container" aria-labelledby="brands-title">
          <h2 id="brands-title" className={styles.sectionTitle}>
            {t('brandsTitle')}
          </h2>
          <ul className={styles.brands}>
            {stories.data.map((story) => (
              <li key={story.id}>
                <a href={localizedPath(locale, paths.brandStory(story.slug))} className={styles.brand}>
                  {story.logoUrl ? (
                    // Logos are small SVG marks from our own API; next/image would refuse SVG.
                    // eslint-disable-next-line @next/next/no-img-element
                    <img src={story.logoUrl} alt="" width={40} height={40} loading="lazy" />
                  ) : null}
                  <span>{story.name}</span>
                </a>
              </li>
            ))}
          </ul>
        </section>
      ) : null}

      {flags.blogShowcase ? (
        <BlogShowcase
          title={blog('showcaseTitle')}
          more={{ label: blog('showcaseMore'), href: localizedPath(locale, paths.blog()) }}
          posts={posts.map((post) => ({
            href: localizedPath(locale, paths.blogPost(post.slug)),
            title: post.title,
            date: { iso: post.date, label: format.dateTime(new Date(post.date), { dateStyle: 'long' }) },
            excerpt: post.excerpt,
          }))}
        />
      ) : null}

      <div className="container">
        {flags.homepageRemoteBanner ? (
          <PromoBanner
            id="remote-banner-title"
            title={extra('remoteBanner.title')}
            text={extra('remoteBanner.text')}
            cta={{ label: extra('remoteBanner.cta'), href: listFor({ location: { kind: 'remote' } }) }}
          />
        ) : (
          <PromoBanner
            id="profile-banner-title"
            title={extra('profileBanner.title')}
            text={extra('profileBanner.text', { brand: brand.name })}
            cta={{ label: extra('profileBanner.cta'), href: localizedPath(locale, paths.register()) }}
          />
        )}
      </div>

      <PartnersCarousel title={extra('partnersTitle')} partners={partnersOf(tenant.slug)} />

      <section className="container" aria-labelledby="seo-title">
        <h2 id="seo-title" className={styles.sectionTitle}>
          {t('seoTitle')}
        </h2>
        <div className={styles.seo}>
          {seoCategories.map((category) => (
            <div key={category.id}>
              <h3>
                <a href={listFor({ category: category.seoSlug })}>{crumbLabel(category.labels[locale], locale)}</a>
              </h3>
              <ul>
                {seoCities.map((city) => (
                  <li key={city.slug}>
                    <a href={listFor({ category: category.seoSlug, location: { kind: 'city', city: city.slug } })}>
                      {t('categoryInCity', { category: category.labels[locale], city: city.labels[locale] })}
                    </a>
                  </li>
                ))}
              </ul>
            </div>
          ))}
          <div>
            <h3>{t('seoCities')}</h3>
            <ul>
              {cityOptions.map((city) => (
                <li key={city.slug}>
                  <a href={listFor({ location: { kind: 'city', city: city.slug } })}>
                    {crumbLabel(city.labels[locale], locale)}
                  </a>
                </li>
              ))}
              <li>
                <a href={listFor({ location: { kind: 'remote' } })}>{t('remote')}</a>
              </li>
            </ul>
          </div>
        </div>
      </section>

      <HashDialog
        hash="all-categories"
        title={extra('allCategoriesTitle')}
        closeLabel={extra('close')}
        closeHref={homePath}
        drawerOnMobile
      >
        <CategoryTiles categories={categoryTiles} text={tileText} variant="list" />
      </HashDialog>
    </>
  );
}
