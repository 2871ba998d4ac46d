import { decodePosition, encodePosition, positionCookie, positionFor, POSITION_COOKIE } from './position-memory';

const position = {
  from: 'eyJ2IjoxfQ',
  itemsCount: 100,
  params: '/job-offers/krakow?keyword=c%2B%2B&keyword=łódź',
  index: 42,
};

describe('list position memory', () => {
  it('round-trips through the cookie, Polish letters and all', () => {
    const cookie = positionCookie(position).split(';')[0]!;
    expect(decodePosition(`theme=dark; ${cookie}; other=1`)).toEqual(position);
    expect(positionCookie(position)).toContain('Max-Age=86400');
  });

  it('ignores absent, garbage and tampered values', () => {
    expect(decodePosition('')).toBeNull();
    expect(decodePosition(`${POSITION_COOKIE}=%%%`)).toBeNull();
    expect(decodePosition(`${POSITION_COOKIE}=${btoa('{"index":-1}')}`)).toBeNull();
    expect(decodePosition(`${POSITION_COOKIE}=${encodePosition({ ...position, index: 1.5 })}`)).toBeNull();
  });

  it('restores on the same list and page, clears on another list, waits on another page', () => {
    const list = { params: position.params, from: position.from, count: 100 };
    expect(positionFor(position, list)).toEqual({ restore: 42, clear: false });
    expect(positionFor(position, { ...list, params: '/job-offers/krakow?sortBy=newest' })).toEqual({
      restore: null,
      clear: true,
    });
    expect(positionFor(position, { ...list, from: null })).toEqual({ restore: null, clear: false });
    expect(positionFor(position, { ...list, count: 10 })).toEqual({ restore: null, clear: false });
    expect(positionFor(null, list)).toEqual({ restore: null, clear: false });
  });
});
