'use server';

import { cookies } from 'next/headers';
import { z } from 'zod';
import { withAction } from '@/lib/http/with-action';
import { LIST_LAYOUT_COOKIE, LIST_LAYOUT_MAX_AGE_S, LIST_LAYOUTS, type ListLayout } from './layout-choice';

/** Remembers the desktop list layout (list only, or list beside the map) for the server to render with. */
const setListLayoutAction = withAction({ auth: 'public', input: z.enum(LIST_LAYOUTS) }, async ({ input }) => {
  const jar = await cookies();
  jar.set(LIST_LAYOUT_COOKIE, input, { httpOnly: true, sameSite: 'lax', path: '/', maxAge: LIST_LAYOUT_MAX_AGE_S });
});

/** Remembers the desktop list layout. */
export async function setListLayout(input: ListLayout) {
  return setListLayoutAction(input);
}

/** The layout toggle's form action (a form ignores the result: the page re-renders with the cookie). */
export async function chooseListLayout(layout: unknown): Promise<void> {
  await setListLayout(layout as never);
}
