import 'server-only';
import { promisify } from 'node:util';
import { gzip } from 'node:zlib';
import { asc, eq, inArray } from 'drizzle-orm';
import { cachedCount, listedOn } from '@/features/offers/server/public';
import type { Db } from '@/lib/db/client';
import { categories, cities, offerEmploymentTypes, offerListings, offerLocations, offers } from '@/lib/db/schema';
import type { Locale } from '@/lib/i18n/locales';
import type { EmploymentType, SalaryUnit, WorkingTime, WorkplaceType } from '@/lib/offers/options';
import { localizedPath, paths } from '@/lib/paths';
import type { Tenant } from '@/lib/tenants/tenant-service';
import { htmlToText } from '@/features/offers/seo/job-posting';

const gzipAsync = promisify(gzip);

/** Aggregators read whole feeds; 50,000 offers is the sitemap's bound too (about 25 MB gzipped at most). */
const MAX_JOBS = 50_000;
/** Rows per IN (…) query when the offers' locations and contracts are read. */
const CHUNK = 1_000;

/** One offer as the feeds publish it (the XML and the JSON variant carry the same fields). */
export interface FeedJob {
  /** The offer's stable identifier (its GUID): aggregators de-duplicate and update by it. */
  reference: string;
  title: string;
  url: string;
  company: string;
  city: string | null;
  region: string | null;
  country: string;
  remote: boolean;
  workplace: WorkplaceType;
  /** Sanitised HTML of the description, as on the offer page. */
  description: string;
  /** Indeed-style job types: fulltime, parttime, internship, contract (B2B or freelance). */
  jobTypes: string[];
  category: string | null;
  /** RFC 1123 dates (the aggregators' format); ISO 8601 in the JSON variant. */
  date: Date;
  expires: Date;
  salary: { min: number | null; max: number | null; currency: string; period: SalaryUnit } | null;
}

/** Indeed-style job types (the vocabulary Jooble, Adzuna and Careerjet also read). */
export function feedJobTypes(workingTime: WorkingTime, contracts: EmploymentType[]): string[] {
  const types = new Set<string>();
  if (workingTime === 'full_time') types.add('fulltime');
  else if (workingTime === 'part_time') types.add('parttime');
  else if (workingTime === 'practice_internship') types.add('internship');
  if (contracts.includes('internship')) types.add('internship');
  if (contracts.includes('b2b') || workingTime === 'freelance') types.add('contract');
  return [...types];
}

/** The board's listed offers, newest refresh first, with everything a feed entry needs. */
export async function loadFeedJobs(db: Db, tenant: Tenant, origin: string, locale: Locale): Promise<FeedJob[]> {
  const now = new Date();
  const rows = await db
    .select({
      id: offers.id,
      guid: offers.guid,
      slug: offers.slug,
      title: offers.title,
      body: offers.body,
      company: offers.companyName,
      workplace: offers.workplaceType,
      workingTime: offers.workingTime,
      refreshedAt: offerListings.refreshedAt,
      expiresAt: offerListings.expiresAt,
      category: categories.labels,
    })
    .from(offerListings)
    .innerJoin(offers, eq(offers.id, offerListings.offerId))
    .leftJoin(categories, eq(categories.id, offerListings.mainCategoryId))
    .where(listedOn(tenant.id, now))
    .orderBy(asc(offerListings.refreshedAt), asc(offers.id))
    .limit(MAX_JOBS);
  const ids = rows.map((r) => r.id);
  const places = new Map<number, { city: string; region: string | null; country: string }>();
  const contracts = new Map<number, (typeof offerEmploymentTypes.$inferSelect)[]>();
  for (let i = 0; i < ids.length; i += CHUNK) {
    const chunk = ids.slice(i, i + CHUNK);
    const [locationRows, contractRows] = await Promise.all([
      db
        .select({
          offerId: offerLocations.offerId,
          city: offerLocations.city,
          country: offerLocations.countryCode,
          isMain: offerLocations.isMain,
          region: cities.voivodeship,
        })
        .from(offerLocations)
        .leftJoin(cities, eq(cities.id, offerLocations.cityId))
        .where(inArray(offerLocations.offerId, chunk))
        .orderBy(asc(offerLocations.offerId), asc(offerLocations.ordinal), asc(offerLocations.id)),
      db
        .select()
        .from(offerEmploymentTypes)
        .where(inArray(offerEmploymentTypes.offerId, chunk))
        .orderBy(asc(offerEmploymentTypes.offerId), asc(offerEmploymentTypes.ordinal), asc(offerEmploymentTypes.id)),
    ]);
    for (const l of locationRows) {
      // The main location, else the first one.
      if (!places.has(l.offerId) || l.isMain)
        places.set(l.offerId, { city: l.city, region: l.region, country: (l.country || 'PL').toUpperCase() });
    }
    for (const c of contractRows) contracts.set(c.offerId, [...(contracts.get(c.offerId) ?? []), c]);
  }
  // Newest first, as aggregators read from the top.
  return rows.reverse().map((r) => {
    const place = places.get(r.id);
    const types = contracts.get(r.id) ?? [];
    const paid = types.find((t) => t.salaryFrom !== null || t.salaryTo !== null);
    return {
      reference: r.guid,
      title: r.title,
      url: `${origin}${localizedPath(locale, paths.jobOffer(r.slug))}`,
      company: r.company,
      city: place?.city || null,
      region: place?.region ?? null,
      country: place?.country ?? 'PL',
      remote: r.workplace === 'remote',
      workplace: r.workplace,
      description: r.body,
      jobTypes: feedJobTypes(
        r.workingTime,
        types.map((t) => t.type),
      ),
      category: r.category ? r.category[locale] : null,
      date: r.refreshedAt,
      expires: r.expiresAt,
      salary: paid ? { min: paid.salaryFrom, max: paid.salaryTo, currency: paid.currency, period: paid.unit } : null,
    };
  });
}

/** Characters XML 1.0 cannot carry (control characters other than tab and line breaks, lone surrogates). */
const NOT_XML =
  /[\u0000-\u0008\u000b\u000c\u000e-\u001f\ufffe\uffff]|[\ud800-\udbff](?![\udc00-\udfff])|(?<![\ud800-\udbff])[\udc00-\udfff]/g;

/** A CDATA section that survives a `]]>` in the text. */
export function cdata(text: string): string {
  return `<![CDATA[${text.replace(NOT_XML, '').replaceAll(']]>', ']]]]><![CDATA[>')}]]>`;
}

const element = (name: string, value: string | number | null | undefined) =>
  value === null || value === undefined || value === ''
    ? ''
    : `<${name}>${typeof value === 'number' ? value : cdata(value)}</${name}>`;

/** One salary line as people read it: "15000–22000 PLN per month". */
function salaryText(salary: NonNullable<FeedJob['salary']>): string {
  const { min, max, currency, period } = salary;
  const amount = min !== null && max !== null && min !== max ? `${min}–${max}` : `${min ?? max}`;
  return `${amount} ${currency} per ${period}`;
}

/**
 * The board's feed in the XML format job aggregators read (Indeed's `<source><job>` layout, which Jooble,
 * Adzuna, Careerjet and others accept), with structured salary elements beside the text. Its schema is
 * `docs/integrations/job-feed.xsd`.
 */
export function feedXml(jobs: FeedJob[], publisher: { name: string; url: string }, builtAt: Date): string {
  const entries = jobs.map((job) =>
    [
      '<job>',
      element('title', job.title),
      element('date', job.date.toUTCString()),
      element('referencenumber', job.reference),
      element('url', job.url),
      element('company', job.company),
      element('city', job.city),
      element('state', job.region),
      element('country', job.country),
      element('remotetype', job.remote ? 'Fully remote' : job.workplace === 'hybrid' ? 'Hybrid remote' : null),
      element('description', job.description),
      job.salary ? element('salary', salaryText(job.salary)) : '',
      job.salary ? element('salary_min', job.salary.min) : '',
      job.salary ? element('salary_max', job.salary.max) : '',
      job.salary ? element('salary_currency', job.salary.currency) : '',
      job.salary ? element('salary_period', job.salary.period) : '',
      element('jobtype', job.jobTypes.join(', ')),
      element('category', job.category),
      element('expiration_date', job.expires.toUTCString()),
      '</job>',
    ].join(''),
  );
  return [
    '<?xml version="1.0" encoding="UTF-8"?>',
    '<source>',
    `${element('publisher', publisher.name)}${element('publisherurl', publisher.url)}${element('lastBuildDate', builtAt.toUTCString())}`,
    ...entries,
    '</source>',
    '',
  ].join('\n');
}

/** The same entries as JSON, for integrators that prefer it; dates in ISO 8601, the description also as text. */
export function feedJson(jobs: FeedJob[], publisher: { name: string; url: string }, builtAt: Date): string {
  return JSON.stringify({
    publisher: publisher.name,
    publisherUrl: publisher.url,
    lastBuildDate: builtAt.toISOString(),
    jobs: jobs.map((job) => ({
      reference: job.reference,
      title: job.title,
      url: job.url,
      company: job.company,
      city: job.city,
      region: job.region,
      country: job.country,
      remote: job.remote,
      workplace: job.workplace,
      description: job.description,
      descriptionText: htmlToText(job.description),
      jobTypes: job.jobTypes,
      category: job.category,
      date: job.date.toISOString(),
      expires: job.expires.toISOString(),
      salary: job.salary,
    })),
  });
}

export type FeedFormat = 'xml' | 'json';

/**
 * The board's feed, gzipped, kept per board generation (a publish, edit or finish anywhere changes it) and
 * for at most a minute: aggregators poll it, and the answer is bytes already compressed.
 */
export function boardFeed(db: Db, tenant: Tenant, origin: string, locale: Locale, format: FeedFormat): Promise<Buffer> {
  return cachedCount(tenant.id, `feed-${format}`, `${origin}|${locale}`, async () => {
    const jobs = await loadFeedJobs(db, tenant, origin, locale);
    const publisher = { name: tenant.config.brand.name, url: `${origin}${localizedPath(locale, paths.home())}` };
    const builtAt = new Date();
    const text = format === 'xml' ? feedXml(jobs, publisher, builtAt) : feedJson(jobs, publisher, builtAt);
    return gzipAsync(text, { level: 6 });
  });
}
