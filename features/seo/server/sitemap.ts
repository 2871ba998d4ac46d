import { and, asc, desc, eq } from 'drizzle-orm';
import { INDEXED_CONTENT_PATHS } from '@/features/content-pages/server/public';
import { DEFAULT_FILTERS, serializeListUrl, type OfferFilters } from '@/features/offers/search-params';
import { cachedCount } from '@/features/offers/server/public';
import { listedOn } from '@/features/offers/server/public';
import type { Tenant } from '@/lib/tenants/tenant-service';
import type { Db } from '@/lib/db/client';
import { categories, cities, offerListings, offers } from '@/lib/db/schema';
import { paths } from '@/lib/paths';

/** One sitemap holds at most 50,000 URLs; offers beyond that wait for a sitemap index. */
const MAX_URLS = 50_000;

const escapeXml = (text: string) =>
  text.replace(/[<>&"']/g, (c) => ({ '<': '&lt;', '>': '&gt;', '&': '&amp;', '"': '&quot;', "'": '&apos;' })[c]!);

const list = (filters: Partial<OfferFilters>) =>
  serializeListUrl({ filters: { ...DEFAULT_FILTERS, ...filters }, from: null, showMap: false }, 'pl');

/**
 * sitemap.xml of a board: the home page, list pages for categories × the main cities, the content
 * pages and the blog, and every listed offer, each with its English alternate. Kept per board generation for a minute.
 */
export function boardSitemap(db: Db, tenant: Tenant, origin: string): Promise<string> {
  return cachedCount(tenant.id, 'sitemap', origin, async () => {
    const [mainCategories, topCities, listed] = await Promise.all([
      db
        .select({ slug: categories.seoSlug })
        .from(categories)
        .where(and(eq(categories.tenantId, tenant.id), eq(categories.depth, 0), eq(categories.isStatic, false)))
        .orderBy(asc(categories.ordinal)),
      db.select({ slug: cities.slug }).from(cities).where(eq(cities.group, 'top')).orderBy(asc(cities.slug)),
      db
        .select({ slug: offers.slug, refreshedAt: offerListings.refreshedAt })
        .from(offerListings)
        .innerJoin(offers, eq(offers.id, offerListings.offerId))
        .where(listedOn(tenant.id, new Date()))
        .orderBy(desc(offerListings.refreshedAt))
        .limit(MAX_URLS),
    ]);
    const pages: { path: string; lastmod?: Date }[] = [{ path: paths.home() }, { path: list({}) }];
    if (tenant.config.links.salaryCalculator) pages.push({ path: paths.salaryCalculator() });
    for (const city of topCities) pages.push({ path: list({ location: { kind: 'city', city: city.slug } }) });
    for (const category of mainCategories) {
      pages.push({ path: list({ category: category.slug }) });
      for (const city of topCities)
        pages.push({ path: list({ category: category.slug, location: { kind: 'city', city: city.slug } }) });
    }
    for (const path of [...INDEXED_CONTENT_PATHS, paths.blog()]) pages.push({ path });
    for (const offer of listed) pages.push({ path: paths.jobOffer(offer.slug), lastmod: offer.refreshedAt });
    const entries = pages.slice(0, MAX_URLS).map(({ path, lastmod }) => {
      const pl = escapeXml(`${origin}${path}`);
      const en = escapeXml(`${origin}/en${path === '/' ? '' : path}`);
      return `<url><loc>${pl}</loc>${lastmod ? `<lastmod>${lastmod.toISOString()}</lastmod>` : ''}<xhtml:link rel="alternate" hreflang="pl" href="${pl}"/><xhtml:link rel="alternate" hreflang="en" href="${en}"/></url>`;
    });
    return `<?xml version="1.0" encoding="UTF-8"?>\n<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9" xmlns:xhtml="http://www.w3.org/1999/xhtml">\n${entries.join('\n')}\n</urlset>\n`;
  });
}

/** robots.txt: everything public may be crawled except the API, panels and personal pages; it names the sitemap and the job feed. */
export function robotsTxt(origin: string): string {
  return [
    'User-agent: *',
    'Allow: /',
    'Disallow: /api/',
    'Disallow: /employer',
    'Disallow: /profile',
    'Disallow: /favorite-offers',
    'Disallow: /application-history',
    'Disallow: /en/employer',
    'Disallow: /en/profile',
    'Disallow: /en/favorite-offers',
    'Disallow: /en/application-history',
    '',
    `Sitemap: ${origin}/sitemap.xml`,
    '',
    '# Active offers for job aggregators (XML; JSON at /feeds/jobs.json; ?lang=en for English):',
    `# ${origin}/feeds/jobs.xml`,
    '',
  ].join('\n');
}
