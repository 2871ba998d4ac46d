'use client';

import dynamic from 'next/dynamic';
import { usePathname } from 'next/navigation';
import { useEffect, useState } from 'react';
import { isWithinPath, paths } from '@/lib/paths';
import { FLOATING_BANNER_SOURCE, MOBILE_QUERY, SURVEY_URL } from '../config';
import {
  FLOATING_BANNER_STORAGE_KEY,
  HORIZONTAL_POPUP_SESSION_KEY,
  isSurveyHidden,
  isTypingTarget,
  nextFloatingBannerShow,
  parseFloatingBannerState,
  POPUP_VISIT_KEY,
  popupWaitMs,
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

/** The employer's panel and offer form: no candidate survey, layout promotion or "recruiting?" banner there. */
const inEmployerArea = (pathname: string) => isWithinPath(pathname, paths.employerPanel());

const storage = (kind: 'localStorage' | 'sessionStorage') => {
  try {
    return window[kind];
  } catch {
    return null;
  }
};

/**
 * Decides, after hydration, which popup (at most one modal per visit) and whether the floating banner
 * show. A due modal popup waits while a field has the focus and for a quiet time after typing, so it
 * never takes a keystroke.
 */
export function PopupsHost(props: PopupsHostProps) {
  const [modal, setModal] = useState<Modal>(null);
  const [banner, setBanner] = useState(false);
  const { surveyEnabled, horizontalPopupEnabled, isHorizontal } = props;
  const pathname = usePathname() ?? '';

  useEffect(() => {
    const isMobile = window.matchMedia(MOBILE_QUERY).matches;
    const session = storage('sessionStorage');
    const timers: number[] = [];
    let lastTypedAt: number | null = null;
    const typed = () => {
      lastTypedAt = Date.now();
    };
    document.addEventListener('keydown', typed, true);
    document.addEventListener('input', typed, true);
    const openWhenQuiet = (which: Exclude<Modal, null>) => {
      const wait = popupWaitMs({
        now: Date.now(),
        lastTypedAt,
        isFieldFocused: isTypingTarget(document.activeElement),
      });
      if (wait > 0) {
        timers.push(window.setTimeout(() => openWhenQuiet(which), wait));
        return;
      }
      if (session?.getItem(POPUP_VISIT_KEY) === 'true') return;
      // Not over the employer's work: the popup waits for a candidate page of a later visit.
      if (inEmployerArea(window.location.pathname)) return;
      session?.setItem(POPUP_VISIT_KEY, 'true');
      if (which === 'horizontal') session?.setItem(HORIZONTAL_POPUP_SESSION_KEY, 'true');
      setModal(which);
    };
    const interruptedThisVisit = session?.getItem(POPUP_VISIT_KEY) === 'true';
    if (interruptedThisVisit) {
      // One interruption per visit: nothing else modal until the next one.
    } else if (surveyEnabled && !isSurveyHidden(document.cookie)) {
      timers.push(window.setTimeout(() => openWhenQuiet('survey'), surveyDelayMs(isMobile)));
    } else if (horizontalPopupEnabled) {
      const show = shouldShowHorizontalPopup({
        cookieString: document.cookie,
        viewedThisSession: session?.getItem(HORIZONTAL_POPUP_SESSION_KEY) === 'true',
        isHorizontalAlready: isHorizontal,
        isMobile,
      });
      if (show) timers.push(window.setTimeout(() => openWhenQuiet('horizontal'), 0));
    }
    const local = storage('localStorage');
    const next = nextFloatingBannerShow(
      parseFloatingBannerState(local?.getItem(FLOATING_BANNER_STORAGE_KEY) ?? null),
      FLOATING_BANNER_SOURCE,
      isMobile,
    );
    if (next.show && !inEmployerArea(window.location.pathname)) {
      local?.setItem(FLOATING_BANNER_STORAGE_KEY, JSON.stringify(next.state));
      timers.push(window.setTimeout(() => setBanner(true), 0));
    }
    return () => {
      timers.forEach((t) => window.clearTimeout(t));
      document.removeEventListener('keydown', typed, true);
      document.removeEventListener('input', typed, true);
    };
  }, [surveyEnabled, horizontalPopupEnabled, isHorizontal]);

  const done = () => setModal(null);
  if (inEmployerArea(pathname)) return null;
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
