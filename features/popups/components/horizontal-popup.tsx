'use client';

import { useRouter } from 'next/navigation';
import { useTransition } from 'react';
import buttons from '@/components/ui/buttons.module.css';
import { horizontalPopupClosedCookie } from '../rules';
import { InvitationCard } from './invitation-card';

export interface HorizontalPopupText {
  title: string;
  text: string;
  tryIt: string;
  later: string;
  close: string;
}

/** Promotes the horizontal layout; every close counts towards the three-closes limit. */
export default function HorizontalPopup({
  text,
  enableHorizontal,
  onDone,
}: {
  text: HorizontalPopupText;
  enableHorizontal: (enabled: boolean) => Promise<unknown>;
  onDone: () => void;
}) {
  const router = useRouter();
  const [pending, startTransition] = useTransition();
  const closed = () => {
    document.cookie = horizontalPopupClosedCookie(document.cookie);
    onDone();
  };
  return (
    <InvitationCard
      id="horizontal-popup"
      title={text.title}
      text={text.text}
      closeLabel={text.close}
      onClose={closed}
    >
      <button
        type="button"
        className={buttons.primary}
        disabled={pending}
        onClick={() =>
          startTransition(async () => {
            await enableHorizontal(true);
            onDone();
            router.refresh();
          })
        }
      >
        {text.tryIt}
      </button>
      <button type="button" className={buttons.secondary} onClick={closed}>
        {text.later}
      </button>
    </InvitationCard>
  );
}
