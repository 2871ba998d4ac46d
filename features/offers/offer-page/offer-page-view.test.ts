import { DEFAULT_FILTERS, serializeListUrl } from '../search-params';
import {
  activeOffersHref,
  currencyModeOf,
  employmentTypeNames,
  infoTiles,
  languageName,
  metaSalaryOf,
  offerBanner,
  offerMetadata,
  offerPath,
  remoteOffersHref,
} from './offer-page-view';

const detail = { slug: 'dev-ab1', title: 'Developer', companyName: 'Acme', isOfferActive: true };

describe('offerMetadata', () => {
  it('names the canonical address in the page language, with both languages and the Polish default', () => {
    const meta = offerMetadata({ detail, description: 'd', locale: 'en', origin: 'https://it.test', brandName: 'IT' });
    expect(meta.title).toBe('Developer – Acme');
    expect(meta.alternates).toEqual({
      canonical: 'https://it.test/en/job-offer/dev-ab1',
      languages: {
        pl: 'https://it.test/job-offer/dev-ab1',
        en: 'https://it.test/en/job-offer/dev-ab1',
        'x-default': 'https://it.test/job-offer/dev-ab1',
      },
    });
    expect(meta.openGraph).toMatchObject({
      url: 'https://it.test/en/job-offer/dev-ab1',
      images: [{ url: 'https://it.test/en/job-offer/dev-ab1/share-image', width: 1200, height: 630 }],
      locale: 'en_GB',
      siteName: 'IT',
    });
    expect(meta.robots).toBeUndefined();
  });

  it('keeps an expired offer out of the index but follows its links', () => {
    const meta = offerMetadata({
      detail: { ...detail, isOfferActive: false },
      description: 'd',
      locale: 'pl',
      origin: 'https://it.test',
      brandName: 'IT',
    });
    expect(meta.robots).toEqual({ index: false, follow: true });
    expect(meta.alternates?.canonical).toBe('https://it.test/job-offer/dev-ab1');
    expect((meta.openGraph as { locale: string }).locale).toBe('pl_PL');
  });
});

describe('the offer page view', () => {
  it('takes the first paid contract for the meta salary, `to` falling back to `from`', () => {
    expect(metaSalaryOf({ employmentTypes: [] as never })).toBeNull();
    const types = [
      { type: 'b2b', currency: 'pln', salary: null },
      { type: 'permanent', currency: 'eur', salary: { from: 5000, to: null, unit: 'month' } },
    ];
    expect(metaSalaryOf({ employmentTypes: types as never })).toEqual({
      from: 5000,
      to: 5000,
      currency: 'eur',
      unit: 'month',
    });
  });

  it('links the category and remote lists in the page language', () => {
    const list = (filters: object, locale: 'pl' | 'en') =>
      serializeListUrl({ filters: { ...DEFAULT_FILTERS, ...filters }, from: null, showMap: false }, locale);
    expect(activeOffersHref('pl', 'backend')).toBe(list({ category: 'backend' }, 'pl'));
    expect(activeOffersHref('en', null)).toBe(`/en${list({}, 'en')}`);
    expect(remoteOffersHref('en')).toBe(`/en${list({ location: { kind: 'remote' } }, 'en')}`);
    expect(offerPath('en', 'a b')).toBe('/en/job-offer/a%20b');
  });

  it('chooses the currency control and the banner by the board flags', () => {
    expect(currencyModeOf({ enableCurrencyDropdown: true, enableCurrencyChange: true })).toBe('dropdown');
    expect(currencyModeOf({ enableCurrencyDropdown: false, enableCurrencyChange: true })).toBe('toggle');
    expect(currencyModeOf({ enableCurrencyDropdown: false, enableCurrencyChange: false })).toBeNull();
    const data = { detail: { slug: 's', workplaceType: 'remote' }, mainCategory: null } as never;
    expect(offerBanner({ enableCategoryBanner: true, enableRemoteBanner: true }, data)).toBeNull();
    const onSite = { detail: { slug: 's', workplaceType: 'office' }, mainCategory: { slug: 'x', label: 'X' } } as never;
    expect(offerBanner({ enableCategoryBanner: false, enableRemoteBanner: true }, onSite)).toBe('remote');
    expect(offerBanner({ enableCategoryBanner: true, enableRemoteBanner: false }, onSite)).toBe('category');
  });

  it('labels the four facts, each contract name once', () => {
    const facts = {
      workingTime: 'full_time',
      experienceLevel: 'senior',
      workplaceType: 'hybrid',
      employmentTypes: [{ type: 'b2b' }, { type: 'permanent' }, { type: 'b2b' }],
    } as never;
    const tiles = infoTiles(
      facts,
      (key) => `L:${key}`,
      (group, value) => `${group}/${value}`,
    );
    expect(tiles).toEqual([
      { key: 'workingTime', label: 'L:workingTime', value: 'workingTime/full_time' },
      { key: 'employmentType', label: 'L:employmentType', value: 'employmentType/b2b, employmentType/permanent' },
      { key: 'experience', label: 'L:experience', value: 'seniority/senior' },
      { key: 'workplace', label: 'L:workplace', value: 'workplaceType/hybrid' },
    ]);
    expect(employmentTypeNames(facts, (type) => type.toUpperCase())).toBe('B2B, PERMANENT');
  });

  it('names a language in the page language, or gives its code back', () => {
    expect(languageName('de', 'en')).toBe('German');
    expect(languageName('de', 'pl')).toBe('niemiecki');
    expect(languageName('!!', 'en')).toBe('!!');
  });
});
