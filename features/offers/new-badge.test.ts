import { describe, expect, it } from 'vitest';
import { isNewOffer } from './new-badge';

const now = new Date('2026-11-24T12:00:00Z');
const hoursAgo = (h: number) => new Date(now.getTime() - h * 3_600_000).toISOString();

describe('isNewOffer', () => {
  it('marks an active offer published within three days', () => {
    expect(isNewOffer({ publishedAt: hoursAgo(1), active: true }, now)).toBe(true);
    expect(isNewOffer({ publishedAt: hoursAgo(71), active: true }, now)).toBe(true);
  });

  it('does not mark an older offer', () => {
    expect(isNewOffer({ publishedAt: hoursAgo(73), active: true }, now)).toBe(false);
  });

  it('never marks an expired offer, however recently published', () => {
    expect(isNewOffer({ publishedAt: hoursAgo(1), active: false }, now)).toBe(false);
  });

  it('does not mark an unpublished offer', () => {
    expect(isNewOffer({ publishedAt: null, active: true }, now)).toBe(false);
  });
});
