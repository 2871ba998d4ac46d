'use client';

import { useSearchParams } from 'next/navigation';
import { Suspense, type ReactNode } from 'react';
import { usePathname } from '@/lib/i18n/navigation';
import { isFooterHidden } from '@/lib/paths';

function Gate({ children }: { children: ReactNode }) {
  const pathname = usePathname();
  const search = useSearchParams();
  return isFooterHidden(pathname, search.toString()) ? null : children;
}

/** Hides the footer on the full-height pages listed in lib/paths. */
export function FooterGate({ children }: { children: ReactNode }) {
  return (
    <Suspense fallback={children}>
      <Gate>{children}</Gate>
    </Suspense>
  );
}
