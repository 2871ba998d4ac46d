'use client';

import type { ReactNode } from 'react';
import { usePathname } from '@/lib/i18n/navigation';
import { isWithinPath, paths } from '@/lib/paths';

/**
 * Shows `panel` inside the employer panel and `site` everywhere else. Both are rendered on the server (the
 * footer is part of the shared shell), so switching is a client decision that needs no request.
 */
export function PanelAreaSwitch({ panel, site }: { panel: ReactNode; site: ReactNode }) {
  return isWithinPath(usePathname(), paths.employerPanel()) ? panel : site;
}
