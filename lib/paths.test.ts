import { isWithinPath, localePrefix, localizedPath, localizedPaths, paths, withoutLocale } from './paths';

describe('locale-aware paths', () => {
  it('prefixes English only', () => {
    expect(localePrefix('pl')).toBe('');
    expect(localePrefix('en')).toBe('/en');
    expect(localizedPath('pl', paths.login())).toBe('/login');
    expect(localizedPath('en', paths.jobOffer('java dev'))).toBe('/en/job-offer/java%20dev');
  });

  it('writes the English home without a trailing slash, before a query or a hash', () => {
    expect(localizedPath('en', paths.home())).toBe('/en');
    expect(localizedPath('pl', paths.home())).toBe('/');
    expect(localizedPath('en', paths.homeOffersTab('matchedForYou'))).toBe('/en?tab=matchedForYou#offers');
    expect(localizedPath('en', paths.homeOffersTab())).toBe('/en#offers');
    expect(localizedPath('pl', paths.homeWith({ 'job-alerts': 'activate', code: 'a b', jobFilterId: 3 }))).toBe(
      '/?job-alerts=activate&code=a+b&jobFilterId=3',
    );
  });

  it('builds every path of a language with its prefix', () => {
    const en = localizedPaths('en');
    const pl = localizedPaths('pl');
    expect(en.employerChat()).toBe('/en/employer/chat');
    expect(en.employerApplication(3, 7)).toBe('/en/employer/offers/3/applications/7');
    expect(en.employerOfferEdit('a b', 'salary')).toBe('/en/employer/offers/a%20b/edit?step=salary');
    expect(en.home()).toBe('/en');
    expect(pl.employerOfferNew('PREMIUM')).toBe('/employer/offers/new?plan=PREMIUM');
    for (const name of Object.keys(paths) as (keyof typeof paths)[]) expect(typeof en[name]).toBe('function');
  });

  it('round-trips with withoutLocale', () => {
    for (const path of [paths.home(), paths.resetPassword('t0k'), paths.employerUsers()])
      expect(withoutLocale(localizedPath('en', path).split('?')[0]!)).toBe(path.split('?')[0]);
  });

  it('tells a page below a path in either language, and not a path that only starts with the same letters', () => {
    const panel = paths.employerPanel();
    for (const path of ['/employer', '/employer/offers', '/en/employer', '/en/employer/applications'])
      expect(isWithinPath(path, panel)).toBe(true);
    for (const path of ['/', '/en', '/employers', '/en/employerx', '/job-offers/employer', '/enemployer'])
      expect(isWithinPath(path, panel)).toBe(false);
  });
});
