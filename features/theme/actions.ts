'use server';

import { cookies } from 'next/headers';
import {
  COLOR_SCHEME_COOKIE,
  COLOR_SCHEME_MAX_AGE_S,
  HORIZONTAL_THEME_COOKIE,
  HORIZONTAL_THEME_MAX_AGE_S,
  HORIZONTAL_THEME_VALUE,
  type ColorScheme,
} from './theme-choice';

const base = { httpOnly: true, sameSite: 'lax', path: '/' } as const;

/** Remembers the colour scheme for the server to render with. */
export async function setColorScheme(scheme: ColorScheme): Promise<void> {
  const jar = await cookies();
  if (scheme !== 'dark' && scheme !== 'light') return;
  jar.set(COLOR_SCHEME_COOKIE, scheme, { ...base, maxAge: COLOR_SCHEME_MAX_AGE_S });
}

/** Sets horizontalTheme=always for one day, or removes it (spec: header theme toggle). */
export async function setHorizontalTheme(enabled: boolean): Promise<void> {
  const jar = await cookies();
  if (enabled === true) {
    jar.set(HORIZONTAL_THEME_COOKIE, HORIZONTAL_THEME_VALUE, { ...base, maxAge: HORIZONTAL_THEME_MAX_AGE_S });
  } else {
    jar.delete({ name: HORIZONTAL_THEME_COOKIE, path: '/' });
  }
}
