'use client';

import buttons from '@/components/ui/buttons.module.css';
import { cookieAssignment, SURVEY_COOKIE, SURVEY_COOKIE_MAX_AGE_S } from '../rules';
import { InvitationCard } from './invitation-card';

export interface SurveyPopupText {
  title: string;
  text: string;
  cta: string;
  close: string;
  opensInNewTab: string;
}

/** Invites the visitor to the board's survey; once closed or answered it stays hidden for a year. */
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
    <InvitationCard id="survey-popup" title={text.title} text={text.text} closeLabel={text.close} onClose={hide}>
      <a className={buttons.primary} href={surveyUrl} target="_blank" rel="noopener noreferrer" onClick={hide}>
        {text.cta} <span className="visually-hidden">{text.opensInNewTab}</span>
      </a>
    </InvitationCard>
  );
}
