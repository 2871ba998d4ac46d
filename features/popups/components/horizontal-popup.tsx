'use client';

import { useRouter } from 'next/navigation';
import { useTransition } from 'react';
import buttons from '@/components/ui/buttons.module.css';
import { horizontalPopupClosedCookie } from '../rules';
import { PopupDialog } from './popup-dialog';
import styles from './popup.module.css';

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
    <PopupDialog id="horizontal-popup" title={text.title} closeLabel={text.close} onClose={closed}>
      <p className={styles.text}>{text.text}</p>
      <div className={styles.actions}>
        <button
          type="button"
          className={buttons.primary}
          disabled={pending}
          onClick={(event) => {
            const dialog = event.currentTarget.closest('dialog');
            startTransition(async () => {
              await enableHorizontal(true);
              dialog?.close();
              router.refresh();
            });
          }}
        >
          {text.tryIt}
        </button>
        <button
          type="button"
          className={buttons.secondary}
          onClick={(event) => event.currentTarget.closest('dialog')?.close()}
        >
          {text.later}
        </button>
      </div>
    </PopupDialog>
  );
}
