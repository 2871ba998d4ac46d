'use client';

import { useTranslations } from 'next-intl';
import { useEffect, useSyncExternalStore } from 'react';
import { noteOffer } from '@/features/account/page-state-client';
import { useViewer } from '@/features/account/viewer';
import { appliedStore } from '../applied-store';

const noSubscription = () => () => {};

/** "Applied" on a card the signed-in candidate has already applied to; nothing for visitors. */
export function AppliedBadge({ offerId, className }: { offerId: number; className?: string }) {
  const viewer = useViewer();
  const store = viewer.kind === 'candidate' ? appliedStore() : null;
  const applied = useSyncExternalStore(
    store?.subscribe ?? noSubscription,
    () => store?.isApplied(offerId),
    () => undefined,
  );
  useEffect(() => {
    // Before the visitor is known, the offer goes into the page-state call; after, into the store's batches.
    if (store) store.request(offerId);
    else noteOffer(offerId);
  }, [store, offerId]);
  return applied ? <AppliedText className={className} /> : null;
}

/** The badge's words: translated only where the badge shows, not on each of a list's hundred cards. */
function AppliedText({ className }: { className?: string }) {
  const t = useTranslations('applied');
  return (
    <span className={className} data-testid="applied-badge">
      {t('badge')}
    </span>
  );
}
