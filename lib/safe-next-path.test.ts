import { safeNextPath } from './safe-next-path';

describe('safeNextPath', () => {
  it('keeps a path on this site, with its query and fragment', () => {
    expect(safeNextPath('/profile', '/')).toBe('/profile');
    expect(safeNextPath('/en/job-offers?keyword=java#top', '/')).toBe('/en/job-offers?keyword=java#top');
    expect(safeNextPath(['/favorite-offers', '/x'], '/')).toBe('/favorite-offers');
  });

  it.each([
    ['/\t/evil.example'],
    ['/\n/evil.example'],
    ['/\r\n/evil.example'],
    ['\t//evil.example'],
    ['/\u0000/evil.example'],
    ['//evil.example'],
    ['/\\evil.example'],
    ['\\\\evil.example'],
    ['/x\\..\\..\\evil'],
    ['https://evil.example/'],
    ['javascript:alert(1)'],
    ['evil.example'],
    [''],
    ['/' + 'a'.repeat(3000)],
  ])('refuses %j', (raw) => {
    expect(safeNextPath(raw, '/fallback')).toBe('/fallback');
  });

  it('refuses a missing value', () => {
    expect(safeNextPath(undefined, '/en/')).toBe('/en/');
    expect(safeNextPath(null, '/')).toBe('/');
  });
});
