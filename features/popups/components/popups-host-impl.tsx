'use client';

import dynamic from 'next/dynamic';
import { usePathname } from 'next/navigation';
import { useEffect, useRef, useState } from 'react';
import { isEmployerArea } from '@/lib/paths';
import { MOBILE_QUERY, SURVEY_URL } from '../config';
import {
  CALM_START_MS,
  HORIZONTAL_POPUP_SESSION_KEY,
  isSurveyHidden,
  isTypingTarget,
  mayInterrupt,
  POPUP_VISIT_KEY,
  shouldShowHorizontalPopup,
} from '../rules';
import type { HorizontalPopupText } from './horizontal-popup';
import type { SurveyPopupText } from './survey-popup';
import { recordVisitStart, wasFieldEdited } from '../page-watch';
import styles from './popup.module.css';
import { useViewerState } from '@/features/account/viewer';

// The invitations load only once one of them is due, so they never weigh on the first load.
const SurveyPopup = dynamic(() => import('./survey-popup'), { ssr: false });
const HorizontalPopup = dynamic(() => import('./horizontal-popup'), { ssr: false });

export interface PopupsHostProps {
  surveyEnabled: boolean;
  horizontalPopupEnabled: boolean;
  isHorizontal: boolean;
  enableHorizontal: (enabled: boolean) => Promise<unknown>;
  text: { survey: SurveyPopupText; horizontal: HorizontalPopupText };
}

type Invitation = 'survey' | 'horizontal';

/** How far below the screen the end of the page is when the invitation is placed there. */
const END_MARGIN = '0px 0px 240px 0px';

const storage = (kind: 'sessionStorage') => {
  try {
    return window[kind];
  } catch {
    return null;
  }
};

/**
 * The visit's one invitation (the survey, else the layout promotion), decided after hydration by
 * `mayInterrupt`: it is placed below the page's content as the visitor reaches the end of it, so it
 * never covers what is being read, never takes the focus, and waits for a page without a form in
 * progress. Nothing of it exists on employers' pages.
 */
export function PopupsHostImpl(props: PopupsHostProps) {
  const pathname = usePathname() ?? '';
  const end = useRef<HTMLDivElement>(null);
  const [shown, setShown] = useState<{ which: Invitation; pathname: string } | null>(null);
  const { surveyEnabled, horizontalPopupEnabled, isHorizontal } = props;
  // A signed-in company member (the page-state call tells): candidate invitations are not for them; nothing
  // is decided before the call answers.
  const { employer: isEmployer, pending } = useViewerState();
  const isEmployerPage = isEmployerArea(pathname);

  useEffect(() => {
    const session = storage('sessionStorage');
    const now = Date.now();
    const visitStartedAt = recordVisitStart(now);
    const marker = end.current;
    if (!marker || isEmployerPage || isEmployer || pending) return;

    // Typing into any field of this page means a form is being filled: no invitation on it (`wasFieldEdited`,
    // watched by `PopupsHost` from the page's first render).
    const due = (): Invitation | null => {
      if (surveyEnabled && !isSurveyHidden(document.cookie)) return 'survey';
      const layoutDue =
        horizontalPopupEnabled &&
        shouldShowHorizontalPopup({
          cookieString: document.cookie,
          viewedThisSession: session?.getItem(HORIZONTAL_POPUP_SESSION_KEY) === 'true',
          isHorizontalAlready: isHorizontal,
          isMobile: window.matchMedia(MOBILE_QUERY).matches,
        });
      return layoutDue ? 'horizontal' : null;
    };
    // Decided when the visitor reaches the end of the page, and again when the calm start is over
    // while they are there (a short page).
    let isAtEnd = false;
    const consider = () => {
      if (!isAtEnd) return;
      const may = mayInterrupt({
        now: Date.now(),
        visitStartedAt,
        interruptedThisVisit: session?.getItem(POPUP_VISIT_KEY) === 'true',
        isFieldFocused: isTypingTarget(document.activeElement),
        wasFieldEdited: wasFieldEdited(),
        isEmployerPage,
        isEmployer,
      });
      const which = may ? due() : null;
      if (!which) return;
      observer.disconnect();
      session?.setItem(POPUP_VISIT_KEY, 'true');
      if (which === 'horizontal') session?.setItem(HORIZONTAL_POPUP_SESSION_KEY, 'true');
      setShown({ which, pathname });
    };
    const observer = new IntersectionObserver(
      (entries) => {
        // At the end, or past it (reading the footer: the card goes in above, the view keeps still).
        const entry = entries[entries.length - 1]!;
        isAtEnd = entry.isIntersecting || entry.boundingClientRect.bottom <= (entry.rootBounds?.top ?? 0);
        consider();
      },
      { rootMargin: END_MARGIN },
    );
    observer.observe(marker);
    const calmLeft = visitStartedAt + CALM_START_MS - now;
    const timer = calmLeft > 0 ? window.setTimeout(consider, calmLeft) : undefined;
    return () => {
      observer.disconnect();
      window.clearTimeout(timer);
    };
  }, [pathname, isEmployerPage, isEmployer, pending, surveyEnabled, horizontalPopupEnabled, isHorizontal]);

  if (isEmployerPage || isEmployer) return null;
  const done = () => setShown(null);
  // An invitation belongs to the page it was placed on.
  const which = shown?.pathname === pathname ? shown.which : null;
  return (
    <>
      <div ref={end} className={styles.end} aria-hidden="true" data-testid="page-end" />
      {which === 'survey' ? <SurveyPopup text={props.text.survey} surveyUrl={SURVEY_URL} onDone={done} /> : null}
      {which === 'horizontal' ? (
        <HorizontalPopup text={props.text.horizontal} enableHorizontal={props.enableHorizontal} onDone={done} />
      ) : null}
    </>
  );
}
