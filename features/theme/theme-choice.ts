/** Cookie names and values of the two appearance choices the server reads. */
export { COLOR_SCHEME_COOKIE } from '@/lib/theme/color-scheme';
/** Spec: the theme toggle sets or removes horizontalTheme='always' (one day, HTTP-only). */
export const HORIZONTAL_THEME_COOKIE = 'horizontalTheme';
export const HORIZONTAL_THEME_VALUE = 'always';
export const HORIZONTAL_THEME_MAX_AGE_S = 24 * 60 * 60;
export const COLOR_SCHEME_MAX_AGE_S = 365 * 24 * 60 * 60;

export type ColorScheme = 'light' | 'dark';

export interface ThemeChoice {
  scheme: ColorScheme;
  horizontal: boolean;
}

/**
 * Reads the choice from raw cookie values. Anything unexpected (tampered, malformed) is
 * ignored and the default is used; dark is only honoured where the tenant enables it.
 */
export function readThemeChoice(
  cookies: { scheme?: string; horizontal?: string },
  options: { darkModeEnabled: boolean; horizontalEnabled: boolean },
): ThemeChoice {
  const scheme: ColorScheme = options.darkModeEnabled && cookies.scheme === 'dark' ? 'dark' : 'light';
  const horizontal = options.horizontalEnabled && cookies.horizontal === HORIZONTAL_THEME_VALUE;
  return { scheme, horizontal };
}
