'use client';

import type { ReactNode } from 'react';
import { usePathname } from '@/lib/i18n/navigation';
import { isEmployerArea } from '@/lib/paths';

/** Renders its children everywhere but on employers' pages (the panel, pricing, the payment page). */
export function OutsideEmployerArea({ children }: { children: ReactNode }) {
  return isEmployerArea(usePathname()) ? null : children;
}
