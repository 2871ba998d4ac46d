'use server';

import { cookies } from 'next/headers';
import { LIST_LAYOUT_COOKIE, LIST_LAYOUT_MAX_AGE_S, LIST_LAYOUTS, type ListLayout } from './layout-choice';

/** Remembers the desktop list layout (list only, or list beside the map) for the server to render with. */
export async function setListLayout(layout: ListLayout): Promise<void> {
  if (!LIST_LAYOUTS.includes(layout)) return;
  const jar = await cookies();
  jar.set(LIST_LAYOUT_COOKIE, layout, {
    httpOnly: true,
    sameSite: 'lax',
    path: '/',
    maxAge: LIST_LAYOUT_MAX_AGE_S,
  });
}
