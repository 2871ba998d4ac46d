import { WORKING_TIMES, type EmploymentType, type WorkingTime } from '@/lib/offers/options';
import { offerCrumbs } from './breadcrumbs';
import {
  buildBreadcrumbList,
  buildJobPosting,
  jobPostingEmploymentTypes,
  jsonLd,
  type JobPostingSource,
} from './job-posting';

const offer: JobPostingSource = {
  slug: 'senior-java-developer-acme-warszawa',
  guid: '7f1c7d2e-8f43-4a4d-9a53-1f7c2b0e0a11',
  title: 'Senior Java Developer',
  body: '<p>Build things.</p>',
  publishedAt: '2026-11-20T10:00:00.000Z',
  expiredAt: '2026-12-20T10:00:00.000Z',
  workingTime: 'full_time',
  workplaceType: 'hybrid',
  applyUrl: null,
  company: {
    name: 'Acme',
    websiteUrl: 'https://acme.example',
    logoUrl: 'http://it.localhost/api/v1/companies/acme/logo',
  },
  locations: [{ city: 'Warszawa', street: 'Prosta 1', countryCode: 'pl', latitude: 52.23, longitude: 21.01 }],
  employmentTypes: [
    { type: 'b2b', currency: 'pln', salary: { from: 20000, to: 28000, unit: 'month' } },
    { type: 'permanent', currency: 'PLN', salary: null },
  ],
};

describe('JobPosting structured data', () => {
  it("has Google's required and recommended properties", () => {
    const posting = buildJobPosting(offer, 'http://it.localhost/job-offer/x');
    expect(posting).toMatchObject({
      '@context': 'https://schema.org/',
      '@type': 'JobPosting',
      title: 'Senior Java Developer',
      description: '<p>Build things.</p>',
      datePosted: '2026-11-20T10:00:00.000Z',
      validThrough: '2026-12-20T10:00:00.000Z',
      hiringOrganization: {
        '@type': 'Organization',
        name: 'Acme',
        sameAs: 'https://acme.example',
        logo: expect.stringContaining('/logo'),
      },
      identifier: { '@type': 'PropertyValue', value: offer.guid },
      directApply: true,
      jobLocation: [
        {
          '@type': 'Place',
          address: { addressLocality: 'Warszawa', streetAddress: 'Prosta 1', addressCountry: 'PL' },
          geo: { '@type': 'GeoCoordinates', latitude: 52.23, longitude: 21.01 },
        },
      ],
      baseSalary: {
        '@type': 'MonetaryAmount',
        currency: 'PLN',
        value: { '@type': 'QuantitativeValue', minValue: 20000, maxValue: 28000, unitText: 'MONTH' },
      },
    });
    expect(posting.employmentType).toEqual(['FULL_TIME', 'CONTRACTOR']);
    expect(posting).not.toHaveProperty('jobLocationType');
  });

  it('marks remote offers as telecommute with the countries applicants may live in', () => {
    const posting = buildJobPosting({ ...offer, workplaceType: 'remote', applyUrl: 'https://jobs.acme.example' }, 'u');
    expect(posting.jobLocationType).toBe('TELECOMMUTE');
    expect(posting.applicantLocationRequirements).toEqual([{ '@type': 'Country', name: 'PL' }]);
    expect(posting.directApply).toBe(false);
  });

  it('maps working times as the employer spec says, and B2B or freelance work to CONTRACTOR rather than OTHER', () => {
    expect(jobPostingEmploymentTypes('part_time', ['permanent'])).toEqual(['PART_TIME']);
    expect(jobPostingEmploymentTypes('practice_internship', ['internship'])).toEqual(['INTERN']);
    expect(jobPostingEmploymentTypes('freelance', ['any'])).toEqual(['CONTRACTOR']);
    expect(jobPostingEmploymentTypes('full_time', ['b2b'])).toEqual(['FULL_TIME', 'CONTRACTOR']);
  });

  it('falls back to OTHER for anything else, and only then', () => {
    for (const contracts of [
      [],
      ['permanent'],
      ['mandate_contract', 'contract_for_specific_work'],
    ] as EmploymentType[][])
      expect(jobPostingEmploymentTypes('' as WorkingTime, contracts)).toEqual(['OTHER']);
    expect(jobPostingEmploymentTypes('' as WorkingTime, ['b2b'])).toEqual(['CONTRACTOR']);
    for (const time of WORKING_TIMES) expect(jobPostingEmploymentTypes(time, ['permanent'])).not.toContain('OTHER');
  });

  it('cannot be broken out of its script element by offer texts', () => {
    const text = jsonLd(buildJobPosting({ ...offer, title: '</script><script>alert(1)</script>' }, 'u'));
    expect(text).not.toContain('</script>');
    expect(JSON.parse(text).title).toBe('</script><script>alert(1)</script>');
  });
});

describe('offer breadcrumbs', () => {
  const input = {
    allOffers: 'Wszystkie oferty',
    city: { slug: 'warszawa', label: 'Warszawa' },
    main: { slug: 'backend', label: 'Praca Backend' },
    sub: { slug: 'java', label: 'Java' },
    title: 'Senior Java Developer',
  };

  it('prefix Polish labels with "Praca" once and link every level but the title', () => {
    const crumbs = offerCrumbs({ ...input, locale: 'pl' });
    expect(crumbs.map((c) => c.label)).toEqual([
      'Wszystkie oferty',
      'Praca Warszawa',
      'Praca Backend',
      'Praca Java',
      'Senior Java Developer',
    ]);
    expect(crumbs.map((c) => c.href)).toEqual([
      '/job-offers',
      '/job-offers/warszawa',
      '/job-offers/warszawa/backend',
      '/job-offers/warszawa/backend/java',
      undefined,
    ]);
  });

  it('keep English labels and the /en prefix', () => {
    const crumbs = offerCrumbs({ ...input, main: { slug: 'backend', label: 'Backend' }, locale: 'en' });
    expect(crumbs[2]).toEqual({ label: 'Backend', href: '/en/job-offers/warszawa/backend' });
    const list = buildBreadcrumbList(crumbs, 'http://it.localhost');
    expect(list.itemListElement).toHaveLength(5);
    expect((list.itemListElement as { item?: string }[])[1]!.item).toBe('http://it.localhost/en/job-offers/warszawa');
    expect((list.itemListElement as { item?: string }[])[4]!.item).toBeUndefined();
  });
});
