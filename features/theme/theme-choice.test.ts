import { readThemeChoice } from './theme-choice';

const enabled = { darkModeEnabled: true, horizontalEnabled: true };

describe('readThemeChoice', () => {
  it('reads dark and the horizontal theme from their cookies', () => {
    expect(readThemeChoice({ scheme: 'dark', horizontal: 'always' }, enabled)).toEqual({
      scheme: 'dark',
      horizontal: true,
    });
  });

  it('defaults to light and classic without cookies', () => {
    expect(readThemeChoice({}, enabled)).toEqual({ scheme: 'light', horizontal: false });
  });

  it('ignores tampered values', () => {
    expect(readThemeChoice({ scheme: 'DARK<script>', horizontal: 'true' }, enabled)).toEqual({
      scheme: 'light',
      horizontal: false,
    });
  });

  it('honours neither choice where the tenant turns the flags off', () => {
    expect(
      readThemeChoice({ scheme: 'dark', horizontal: 'always' }, { darkModeEnabled: false, horizontalEnabled: false }),
    ).toEqual({ scheme: 'light', horizontal: false });
  });
});
