'use client';

import dynamic from 'next/dynamic';
import { useEffect, useState } from 'react';
import { FLOATING_BANNER_SOURCE, MOBILE_QUERY, SURVEY_URL } from '../config';
import {
  FLOATING_BANNER_STORAGE_KEY,
  HORIZONTAL_POPUP_SESSION_KEY,
  isSurveyHidden,
  nextFloatingBannerShow,
  parseFloatingBannerState,
  shouldShowHorizontalPopup,
  surveyDelayMs,
} from '../rules';
import type { FloatingBannerText } from './floating-banner';
import type { HorizontalPopupText } from './horizontal-popup';
import type { SurveyPopupText } from './survey-popup';

// The popups load only once one of them is due, so they never weigh on the first load.
const SurveyPopup = dynamic(() => import('./survey-popup'), { ssr: false });
const HorizontalPopup = dynamic(() => import('./horizontal-popup'), { ssr: false });
const FloatingBanner = dynamic(() => import('./floating-banner'), { ssr: false });

export interface PopupsHostProps {
  surveyEnabled: boolean;
  horizontalPopupEnabled: boolean;
  isHorizontal: boolean;
  floatingBannerHref: string;
  enableHorizontal: (enabled: boolean) => Promise<unknown>;
  text: { survey: SurveyPopupText; horizontal: HorizontalPopupText; banner: FloatingBannerText };
}

type Modal = 'survey' | 'horizontal' | null;

const storage = (kind: 'localStorage' | 'sessionStorage') => {
  try {
    return window[kind];
  } catch {
    return null;
  }
};

/** Decides, after hydration, which popup (at most one modal) and whether the floating banner show. */
export function PopupsHost(props: PopupsHostProps) {
  const [modal, setModal] = useState<Modal>(null);
  const [banner, setBanner] = useState(false);
  const { surveyEnabled, horizontalPopupEnabled, isHorizontal } = props;

  useEffect(() => {
    const isMobile = window.matchMedia(MOBILE_QUERY).matches;
    const timers: number[] = [];
    if (surveyEnabled && !isSurveyHidden(document.cookie)) {
      timers.push(window.setTimeout(() => setModal('survey'), surveyDelayMs(isMobile)));
    } else if (horizontalPopupEnabled) {
      const session = storage('sessionStorage');
      const show = shouldShowHorizontalPopup({
        cookieString: document.cookie,
        viewedThisSession: session?.getItem(HORIZONTAL_POPUP_SESSION_KEY) === 'true',
        isHorizontalAlready: isHorizontal,
      });
      if (show) {
        session?.setItem(HORIZONTAL_POPUP_SESSION_KEY, 'true');
        timers.push(window.setTimeout(() => setModal('horizontal'), 0));
      }
    }
    const local = storage('localStorage');
    const next = nextFloatingBannerShow(
      parseFloatingBannerState(local?.getItem(FLOATING_BANNER_STORAGE_KEY) ?? null),
      FLOATING_BANNER_SOURCE,
      isMobile,
    );
    if (next.show) {
      local?.setItem(FLOATING_BANNER_STORAGE_KEY, JSON.stringify(next.state));
      timers.push(window.setTimeout(() => setBanner(true), 0));
    }
    return () => timers.forEach((t) => window.clearTimeout(t));
  }, [surveyEnabled, horizontalPopupEnabled, isHorizontal]);

  const done = () => setModal(null);
  return (
    <>
      {modal === 'survey' ? <SurveyPopup text={props.text.survey} surveyUrl={SURVEY_URL} onDone={done} /> : null}
      {modal === 'horizontal' ? (
        <HorizontalPopup text={props.text.horizontal} enableHorizontal={props.enableHorizontal} onDone={done} />
      ) : null}
      {banner ? <FloatingBanner text={props.text.banner} href={props.floatingBannerHref} /> : null}
    </>
  );
}
