'use client';

import type { ReactNode } from 'react';
import { usePathname } from '@/lib/i18n/navigation';
import { isWithinPath, paths } from '@/lib/paths';

/**
 * Which header a page gets: a signed-in employer's pages under /employer get the employer header, every
 * other page (and every visitor) the site's own.
 */
export function HeaderGate({ site, employer }: { site: ReactNode; employer: ReactNode | null }) {
  const pathname = usePathname();
  return employer && isWithinPath(pathname, paths.employerPanel()) ? employer : site;
}
