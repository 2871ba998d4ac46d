'use client';

import { useTranslations } from 'next-intl';
import { useViewerState } from '@/features/account/viewer';
import { useAppliedHere } from '../applied-here';

/**
 * An "Apply" button leading to the form below; once the candidate has applied (before, as the page-state call
 * tells of the page's offer, or from this page) it says "Applied" and leads to the confirmation instead.
 */
export function ApplyLink({
  slug,
  isAppliedTo,
  label,
  className,
  appliedClassName,
}: {
  slug: string;
  isAppliedTo: boolean;
  label: string;
  className?: string;
  appliedClassName?: string;
}) {
  const t = useTranslations('applied');
  const { viewer, offer } = useViewerState();
  const appliedBefore = viewer.kind === 'candidate' && Boolean(offer?.appliedAt);
  const applied = useAppliedHere(slug) || isAppliedTo || appliedBefore;
  return (
    <a className={applied ? appliedClassName : className} href="#apply" data-testid="apply-link" data-applied={applied}>
      {applied ? (
        <>
          <span aria-hidden="true">{'✓\u00a0'}</span>
          {t('badge')}
        </>
      ) : (
        label
      )}
    </a>
  );
}
