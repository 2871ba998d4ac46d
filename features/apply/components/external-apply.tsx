'use client';

import dynamic from 'next/dynamic';
import { useLocale } from 'next-intl';
import { useState, type ReactNode } from 'react';
import { useViewer } from '@/features/account/viewer';
import { trackRedirect } from '../api/track-redirect';
import type { SuccessLinks } from './apply-success';
import type { MuiScopeProps } from './mui-scope';

const AfterRedirect = dynamic(() => import('./after-redirect').then((m) => m.AfterRedirect), { ssr: false });

export interface ExternalApplyProps {
  slug: string;
  applyUrl: string;
  label: string;
  newTabLabel: string;
  className?: string;
  isHistoryEnabled: boolean;
  lookalikes: ReactNode;
  links: SuccessLinks;
  mui: MuiScopeProps;
}

/**
 * The apply button of an offer with an external apply URL. The link itself opens the URL in a new tab
 * in the click (so no popup blocker stands in the way and it works without script); the click is then
 * tracked, and the page offers similar offers, or the confirm-application dialog to signed-in candidates.
 */
export function ExternalApply(props: ExternalApplyProps) {
  const viewer = useViewer();
  const locale = useLocale();
  const [redirect, setRedirect] = useState<{ id: number | null; token: string | null; key: number } | null>(null);
  return (
    <>
      <a
        className={props.className}
        href={props.applyUrl}
        target="_blank"
        rel="noopener noreferrer nofollow"
        data-testid="apply-external"
        onClick={() => {
          void trackRedirect(props.slug, locale).then((tracked) =>
            setRedirect({ id: tracked?.id ?? null, token: tracked?.token ?? null, key: Date.now() }),
          );
        }}
      >
        {props.label} <span className="visually-hidden">{props.newTabLabel}</span>
      </a>
      {redirect ? (
        <AfterRedirect
          key={redirect.key}
          redirectId={redirect.id}
          redirectToken={redirect.token}
          isCandidate={viewer.kind === 'candidate'}
          isHistoryEnabled={props.isHistoryEnabled}
          lookalikes={props.lookalikes}
          links={props.links}
          mui={props.mui}
        />
      ) : null}
    </>
  );
}
