'use client';

import type { ReactNode } from 'react';
import { useViewerState } from '@/features/account/viewer';
import { usePathname } from '@/lib/i18n/navigation';
import { isEmployerArea } from '@/lib/paths';

/**
 * Renders its children everywhere but on employers' pages (the panel, pricing, the payment page), and not to
 * a signed-in company member once the page-state call says so (the footer's band: below the page, so its
 * leaving moves nothing the visitor looks at).
 */
export function OutsideEmployerArea({ children }: { children: ReactNode }) {
  const { employer } = useViewerState();
  return isEmployerArea(usePathname()) || employer ? null : children;
}
