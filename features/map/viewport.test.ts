import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { clusterLabel, clustersQuery, expandEnvelope, listsOffers, markersQuery, throttle } from './viewport';

describe('expandEnvelope', () => {
  it('grows the envelope by 5 percent of its size on every side', () => {
    expect(expandEnvelope({ swLon: 10, swLat: 40, neLon: 30, neLat: 50 })).toEqual({
      swLon: 9,
      swLat: 39.5,
      neLon: 31,
      neLat: 50.5,
    });
  });

  it('stays inside the world', () => {
    expect(expandEnvelope({ swLon: -180, swLat: -85, neLon: 180, neLat: 89 })).toEqual({
      swLon: -180,
      swLat: -90,
      neLon: 180,
      neLat: 90,
    });
  });
});

describe('clusterLabel', () => {
  it('shows counts up to 99 and 99+ from 100', () => {
    expect(clusterLabel(2)).toBe('2');
    expect(clusterLabel(99)).toBe('99');
    expect(clusterLabel(100)).toBe('99+');
    expect(clusterLabel(4321)).toBe('99+');
  });
});

describe('listsOffers', () => {
  it('lists a single offer at any zoom and a cluster only from close', () => {
    expect(listsOffers(1, 3)).toBe(true);
    expect(listsOffers(40, 6)).toBe(false);
    expect(listsOffers(40, 12)).toBe(true);
  });
});

describe('queries', () => {
  it('adds the envelope and zoom to the list filters', () => {
    const q = new URLSearchParams(
      clustersQuery('city=warszawa&skills%5B%5D=Go', { swLon: 1, swLat: 2, neLon: 3, neLat: 4 }, 6.123),
    );
    expect(Object.fromEntries(q)).toEqual({
      city: 'warszawa',
      'skills[]': 'Go',
      neLat: '4',
      neLon: '3',
      swLat: '2',
      swLon: '1',
      zoom: '6.12',
    });
  });

  it('asks for a region page with the same filters', () => {
    expect(markersQuery('remote=true', 'c12', 2)).toBe('remote=true&region=c12&page=2');
  });
});

describe('throttle', () => {
  beforeEach(() => vi.useFakeTimers());
  afterEach(() => vi.useRealTimers());

  it('runs the first call at once and one trailing call with the latest arguments', () => {
    const fn = vi.fn();
    const throttled = throttle(fn, 400);
    throttled(1);
    throttled(2);
    throttled(3);
    expect(fn.mock.calls).toEqual([[1]]);
    vi.advanceTimersByTime(399);
    expect(fn).toHaveBeenCalledTimes(1);
    vi.advanceTimersByTime(1);
    expect(fn.mock.calls).toEqual([[1], [3]]);
    vi.advanceTimersByTime(1000);
    expect(fn).toHaveBeenCalledTimes(2);
  });

  it('drops the pending call when cancelled', () => {
    const fn = vi.fn();
    const throttled = throttle(fn, 400);
    throttled('a');
    throttled('b');
    throttled.cancel();
    vi.advanceTimersByTime(1000);
    expect(fn.mock.calls).toEqual([['a']]);
  });
});
