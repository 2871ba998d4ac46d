'use client';

import type { ComponentProps } from 'react';
import { useViewerState } from '@/features/account/viewer';
import { ApplySection } from './apply-section';

type SectionProps = ComponentProps<typeof ApplySection>;

/**
 * The offer page's apply section as the visitor's island (decision 0073): the page is rendered the same for
 * everyone, and a signed-in candidate's prefill, last application and preferences come from the page-state
 * call. The form is on screen from the first paint; the prefill fills only the fields still empty.
 */
export function OfferApplyIsland({
  marketingConsent,
  ...props
}: Omit<SectionProps, 'prefill' | 'isAppliedTo' | 'appliedAt' | 'hasPreferences' | 'showMarketingConsent'> & {
  /** The board asks anonymous visitors for marketing consent. */
  marketingConsent: boolean;
}) {
  const { viewer, offer } = useViewerState();
  const candidate = viewer.kind === 'candidate' ? viewer : null;
  const appliedAt = candidate ? (offer?.appliedAt ?? null) : null;
  return (
    <ApplySection
      {...props}
      prefill={candidate ? { name: candidate.name, email: candidate.email, cv: offer?.cv ?? null } : null}
      isAppliedTo={appliedAt !== null}
      appliedAt={appliedAt}
      hasPreferences={offer?.hasPreferences ?? false}
      showMarketingConsent={marketingConsent && !candidate}
    />
  );
}
