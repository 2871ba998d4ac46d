'use client';

import buttons from '@/components/ui/buttons.module.css';
import { cookieAssignment, SURVEY_COOKIE, SURVEY_COOKIE_MAX_AGE_S } from '../rules';
import { PopupDialog } from './popup-dialog';
import styles from './popup.module.css';

export interface SurveyPopupText {
  title: string;
  text: string;
  cta: string;
  close: string;
  opensInNewTab: string;
}

/** Invites the visitor to the board's survey; once closed it stays hidden for a year. */
export default function SurveyPopup({
  text,
  surveyUrl,
  onDone,
}: {
  text: SurveyPopupText;
  surveyUrl: string;
  onDone: () => void;
}) {
  const hide = () => {
    document.cookie = cookieAssignment(SURVEY_COOKIE, 'true', SURVEY_COOKIE_MAX_AGE_S);
    onDone();
  };
  return (
    <PopupDialog id="survey-popup" title={text.title} closeLabel={text.close} onClose={hide}>
      <p className={styles.text}>{text.text}</p>
      <div className={styles.actions}>
        <a
          className={buttons.primary}
          href={surveyUrl}
          target="_blank"
          rel="noopener noreferrer"
          onClick={(event) => event.currentTarget.closest('dialog')?.close()}
        >
          {text.cta} <span className="visually-hidden">{text.opensInNewTab}</span>
        </a>
      </div>
    </PopupDialog>
  );
}
