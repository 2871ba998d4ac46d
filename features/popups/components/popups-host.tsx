'use client';

import dynamic from 'next/dynamic';
import { usePathname } from 'next/navigation';
import { useEffect } from 'react';
import { recordVisitStart, watchFieldEdits } from '../page-watch';
import type { PopupsHostProps } from './popups-host-impl';

export type { PopupsHostProps } from './popups-host-impl';

// The invitations' rules decide after hydration and never before the visitor reaches the end of a page, so
// they load after the first load, not with it.
const Impl = dynamic(() => import('./popups-host-impl').then((m) => m.PopupsHostImpl), { ssr: false });

/** The visit's one invitation (`PopupsHostImpl`), loaded once the page is interactive. */
export function PopupsHost(props: PopupsHostProps) {
  const pathname = usePathname();
  // The calm start counts from the visit's first interactive page, and typing into a form counts from the
  // page's first render, not from when the rules arrive.
  useEffect(() => void recordVisitStart(Date.now()), []);
  useEffect(() => watchFieldEdits(), [pathname]);
  return <Impl {...props} />;
}
