import { localized } from './paths';

describe('localized', () => {
  it('adds the English prefix and leaves Polish paths as they are', () => {
    expect(localized('en', '/employer/sign-in')).toBe('/en/employer/sign-in');
    expect(localized('pl', '/employer/sign-in')).toBe('/employer/sign-in');
  });

  it('keeps a path that already carries the prefix (a next address)', () => {
    expect(localized('en', '/en/employer/offers')).toBe('/en/employer/offers');
    expect(localized('en', '/en')).toBe('/en');
    expect(localized('en', '/enterprise')).toBe('/en/enterprise');
  });
});
