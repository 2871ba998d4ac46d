import { activeCompanyCookieValue, ACTIVE_COMPANY_COOKIE, readActiveCompanyCookie } from './company-cookie';

const read = (value: string, userId = 'u1') =>
  readActiveCompanyCookie(new Headers({ cookie: `other=1; ${ACTIVE_COMPANY_COOKIE}=${value}; x=y` }), userId);

describe('active company cookie', () => {
  it('reads back the company it was signed for, for that user only', () => {
    const value = activeCompanyCookieValue('u1', 12);
    expect(read(value)).toBe(12);
    expect(read(value, 'u2')).toBeNull();
  });

  it('refuses a changed id, a changed signature and garbage', () => {
    const [, sig] = activeCompanyCookieValue('u1', 12).split('.');
    expect(read(`13.${sig}`)).toBeNull();
    expect(read(`12.${sig!.slice(0, -1)}${sig!.endsWith('A') ? 'B' : 'A'}`)).toBeNull();
    for (const bad of ['', '12', '12.', 'abc.def', '-1.x', '0.x', `${'9'.repeat(11)}.${sig}`])
      expect(read(bad)).toBeNull();
    expect(readActiveCompanyCookie(new Headers(), 'u1')).toBeNull();
  });
});
