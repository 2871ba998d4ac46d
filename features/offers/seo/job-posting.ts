import type { EmploymentType, SalaryUnit, WorkingTime } from '../options';

/** What the structured data is built from (a subset of the public offer detail). */
export interface JobPostingSource {
  slug: string;
  guid: string;
  title: string;
  body: string;
  publishedAt: string | null;
  expiredAt: string | null;
  workingTime: WorkingTime;
  workplaceType: string;
  applyUrl: string | null;
  company: { name: string; websiteUrl: string | null; logoUrl: string };
  locations: { city: string; street: string | null; countryCode: string; latitude: number; longitude: number }[];
  employmentTypes: {
    type: EmploymentType;
    currency: string;
    salary: { from: number | null; to: number | null; unit: SalaryUnit } | null;
  }[];
}

/**
 * The employer spec maps full_time → FULL_TIME, part_time → PART_TIME, internship → INTERN and anything else
 * → OTHER. This follows it for those and goes further in one place: a B2B contract or freelance work adds
 * CONTRACTOR, Google's type for contractors, rather than OTHER (a B2B offer is a contractor's job, and OTHER
 * tells a search engine nothing; docs/decisions/0068). An internship contract also gives INTERN. OTHER stays
 * for what none of these describes (a working time outside the list, e.g. an imported offer's empty one, with
 * only employment or mandate contracts).
 */
export function jobPostingEmploymentTypes(workingTime: WorkingTime, contracts: EmploymentType[]): string[] {
  const types = new Set<string>();
  if (workingTime === 'full_time') types.add('FULL_TIME');
  else if (workingTime === 'part_time') types.add('PART_TIME');
  else if (workingTime === 'practice_internship') types.add('INTERN');
  if (contracts.includes('internship')) types.add('INTERN');
  if (contracts.includes('b2b') || workingTime === 'freelance') types.add('CONTRACTOR');
  if (types.size === 0) types.add('OTHER');
  return [...types];
}

const UNIT: Record<SalaryUnit, string> = { hour: 'HOUR', day: 'DAY', month: 'MONTH', year: 'YEAR' };

/** Plain text of the sanitised HTML description, for crawlers that want text. */
export function htmlToText(html: string): string {
  return html
    .replace(/<(br|\/p|\/li|\/h\d)\s*\/?>/gi, '\n')
    .replace(/<[^>]+>/g, '')
    .replace(/&nbsp;/g, ' ')
    .replace(/&amp;/g, '&')
    .replace(/&lt;/g, '<')
    .replace(/&gt;/g, '>')
    .replace(/&quot;/g, '"')
    .replace(/&#39;/g, "'")
    .replace(/[ \t]+/g, ' ')
    .replace(/\n\s*\n+/g, '\n')
    .trim();
}

/**
 * schema.org JobPosting with Google's required properties (title, description, datePosted,
 * hiringOrganization, jobLocation or remote) and the recommended ones (validThrough, baseSalary,
 * employmentType, identifier, directApply, applicantLocationRequirements for remote work).
 */
export function buildJobPosting(offer: JobPostingSource, pageUrl: string): Record<string, unknown> {
  const remote = offer.workplaceType === 'remote';
  const withSalary = offer.employmentTypes.find((e) => e.salary && (e.salary.from !== null || e.salary.to !== null));
  const posting: Record<string, unknown> = {
    '@context': 'https://schema.org/',
    '@type': 'JobPosting',
    title: offer.title,
    description: offer.body,
    datePosted: offer.publishedAt ?? undefined,
    validThrough: offer.expiredAt ?? undefined,
    employmentType: jobPostingEmploymentTypes(
      offer.workingTime,
      offer.employmentTypes.map((e) => e.type),
    ),
    identifier: { '@type': 'PropertyValue', name: offer.company.name, value: offer.guid },
    hiringOrganization: {
      '@type': 'Organization',
      name: offer.company.name,
      sameAs: offer.company.websiteUrl ?? undefined,
      logo: offer.company.logoUrl,
    },
    directApply: offer.applyUrl === null,
    url: pageUrl,
    jobLocation: offer.locations.map((l) => ({
      '@type': 'Place',
      address: {
        '@type': 'PostalAddress',
        streetAddress: l.street || undefined,
        addressLocality: l.city,
        addressCountry: (l.countryCode || 'PL').toUpperCase(),
      },
      geo: { '@type': 'GeoCoordinates', latitude: l.latitude, longitude: l.longitude },
    })),
  };
  if (remote) {
    posting.jobLocationType = 'TELECOMMUTE';
    const countries = [...new Set(offer.locations.map((l) => (l.countryCode || 'PL').toUpperCase()))];
    posting.applicantLocationRequirements = (countries.length ? countries : ['PL']).map((name) => ({
      '@type': 'Country',
      name,
    }));
  }
  if (withSalary?.salary) {
    const { from, to, unit } = withSalary.salary;
    posting.baseSalary = {
      '@type': 'MonetaryAmount',
      currency: withSalary.currency.toUpperCase(),
      value: {
        '@type': 'QuantitativeValue',
        minValue: from ?? to,
        maxValue: to ?? from,
        unitText: UNIT[unit ?? 'month'],
      },
    };
  }
  return JSON.parse(JSON.stringify(posting)) as Record<string, unknown>;
}

export interface Crumb {
  label: string;
  /** Absent on the last crumb (the page itself). */
  href?: string;
}

export function buildBreadcrumbList(crumbs: Crumb[], origin: string): Record<string, unknown> {
  return {
    '@context': 'https://schema.org/',
    '@type': 'BreadcrumbList',
    itemListElement: crumbs.map((c, i) => ({
      '@type': 'ListItem',
      position: i + 1,
      name: c.label,
      ...(c.href ? { item: new URL(c.href, origin).toString() } : {}),
    })),
  };
}

/** JSON for a <script type="application/ld+json">, safe against `</script>` in offer texts. */
export function jsonLd(value: unknown): string {
  return JSON.stringify(value).replace(/</g, '\\u003c').replace(/>/g, '\\u003e').replace(/&/g, '\\u0026');
}
