'use server';

import { cookies } from 'next/headers';
import { z } from 'zod';
import { withAction } from '@/lib/http/with-action';
import {
  COLOR_SCHEME_COOKIE,
  COLOR_SCHEME_MAX_AGE_S,
  HORIZONTAL_THEME_COOKIE,
  HORIZONTAL_THEME_MAX_AGE_S,
  HORIZONTAL_THEME_VALUE,
} from './theme-choice';

const base = { httpOnly: true, sameSite: 'lax', path: '/' } as const;

/** Remembers the colour scheme for the server to render with. */
const setColorSchemeAction = withAction({ auth: 'public', input: z.enum(['dark', 'light']) }, async ({ input }) => {
  const jar = await cookies();
  jar.set(COLOR_SCHEME_COOKIE, input, { ...base, maxAge: COLOR_SCHEME_MAX_AGE_S });
});

/** Sets horizontalTheme=always for one day, or removes it (spec: header theme toggle). */
const setHorizontalThemeAction = withAction({ auth: 'public', input: z.boolean() }, async ({ input: enabled }) => {
  const jar = await cookies();
  if (enabled) {
    jar.set(HORIZONTAL_THEME_COOKIE, HORIZONTAL_THEME_VALUE, { ...base, maxAge: HORIZONTAL_THEME_MAX_AGE_S });
  } else {
    jar.delete({ name: HORIZONTAL_THEME_COOKIE, path: '/' });
  }
});

/** Remembers the colour scheme. */
export async function setColorScheme(input: 'dark' | 'light') {
  return setColorSchemeAction(input);
}

/** Turns the horizontal theme on for a day, or off. */
export async function setHorizontalTheme(input: boolean) {
  return setHorizontalThemeAction(input);
}
