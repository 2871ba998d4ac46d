// @vitest-environment jsdom
import {
  cookieAssignment,
  FLOATING_BANNER_MAX_SHOWS,
  horizontalPopupClosedCookie,
  horizontalPopupCloses,
  isSurveyHidden,
  nextFloatingBannerShow,
  parseFloatingBannerState,
  readCookie,
  shouldShowHorizontalPopup,
  isTypingTarget,
  POPUP_QUIET_MS,
  POPUP_RECHECK_MS,
  popupWaitMs,
  surveyDelayMs,
} from './rules';

/** Applies a `document.cookie` assignment to a cookie string, as the browser would. */
const applyCookie = (jar: string, assignment: string) => {
  const [pair] = assignment.split(';');
  const name = pair!.split('=')[0]!;
  const rest = jar
    .split(';')
    .map((p) => p.trim())
    .filter((p) => p && !p.startsWith(`${name}=`));
  return [...rest, pair].join('; ');
};

describe('cookies', () => {
  it('reads one cookie among others and decodes it', () => {
    expect(readCookie('a=1; hideSurveyPopup=true; b=x%20y', 'b')).toBe('x y');
    expect(readCookie('a=1', 'hideSurveyPopup')).toBeNull();
    expect(readCookie('ahideSurveyPopup=1', 'hideSurveyPopup')).toBeNull();
  });

  it('writes site-wide cookies with their max age', () => {
    expect(cookieAssignment('hideSurveyPopup', 'true', 31_536_000)).toBe(
      'hideSurveyPopup=true; Max-Age=31536000; Path=/; SameSite=Lax',
    );
  });
});

describe('survey popup', () => {
  it('hides once the hideSurveyPopup cookie is set', () => {
    expect(isSurveyHidden('')).toBe(false);
    expect(isSurveyHidden('other=1; hideSurveyPopup=true')).toBe(true);
  });

  it('waits 500 ms on mobile and 2500 ms on desktop', () => {
    expect(surveyDelayMs(true)).toBe(500);
    expect(surveyDelayMs(false)).toBe(2500);
  });
});

describe('horizontal-theme popup', () => {
  const show = (cookieString: string, viewedThisSession = false) =>
    shouldShowHorizontalPopup({ cookieString, viewedThisSession, isHorizontalAlready: false, isMobile: false });

  it('shows until it has been closed three times', () => {
    let jar = 'theme=x';
    const seen: boolean[] = [];
    for (let i = 0; i < 4; i += 1) {
      seen.push(show(jar));
      jar = applyCookie(jar, horizontalPopupClosedCookie(jar));
    }
    expect(seen).toEqual([true, true, true, false]);
    expect(horizontalPopupCloses(jar)).toBe(4);
  });

  it('keeps the counter for one day', () => {
    expect(horizontalPopupClosedCookie('')).toContain('Max-Age=86400');
  });

  it('shows once per session and never to visitors already on the horizontal theme', () => {
    expect(show('', true)).toBe(false);
    expect(
      shouldShowHorizontalPopup({
        cookieString: '',
        viewedThisSession: false,
        isHorizontalAlready: true,
        isMobile: false,
      }),
    ).toBe(false);
  });

  it('never promotes the wide-screen layout on a phone', () => {
    expect(
      shouldShowHorizontalPopup({
        cookieString: '',
        viewedThisSession: false,
        isHorizontalAlready: false,
        isMobile: true,
      }),
    ).toBe(false);
  });

  it('treats a tampered counter as no closes', () => {
    expect(horizontalPopupCloses('horizontalPopupClosedCount=abc')).toBe(0);
    expect(horizontalPopupCloses('horizontalPopupClosedCount=-5')).toBe(0);
  });
});

describe('floating banner', () => {
  it('shows at most three times per source', () => {
    let stored = null as ReturnType<typeof parseFloatingBannerState>;
    const results: boolean[] = [];
    for (let i = 0; i < FLOATING_BANNER_MAX_SHOWS + 2; i += 1) {
      const next = nextFloatingBannerShow(stored, 'spring-campaign', false);
      results.push(next.show);
      if (next.show) stored = parseFloatingBannerState(JSON.stringify(next.state));
    }
    expect(results).toEqual([true, true, true, false, false]);
  });

  it('starts counting again when the source changes', () => {
    const exhausted = { source: 'spring-campaign', shows: 3 };
    expect(nextFloatingBannerShow(exhausted, 'spring-campaign', false).show).toBe(false);
    expect(nextFloatingBannerShow(exhausted, 'summer-campaign', false)).toEqual({
      show: true,
      state: { source: 'summer-campaign', shows: 1 },
    });
  });

  it('never shows on mobile', () => {
    expect(nextFloatingBannerShow(null, 'spring-campaign', true).show).toBe(false);
  });

  it('ignores malformed stored state', () => {
    expect(parseFloatingBannerState('{not json')).toBeNull();
    expect(parseFloatingBannerState('{"source":1,"shows":"2"}')).toBeNull();
    expect(parseFloatingBannerState(null)).toBeNull();
  });
});

describe('never interrupting typing', () => {
  it('waits while a field has the focus, and for the quiet time after the last keystroke', () => {
    expect(popupWaitMs({ now: 10_000, lastTypedAt: null, isFieldFocused: true })).toBe(POPUP_RECHECK_MS);
    expect(popupWaitMs({ now: 10_000, lastTypedAt: 9_000, isFieldFocused: false })).toBe(POPUP_QUIET_MS - 1000);
    expect(popupWaitMs({ now: 10_000, lastTypedAt: 10_000 - POPUP_QUIET_MS, isFieldFocused: false })).toBe(0);
    expect(popupWaitMs({ now: 10_000, lastTypedAt: null, isFieldFocused: false })).toBe(0);
  });

  it('counts text fields, text areas, selects and editable content as typing targets, not buttons', () => {
    const make = (html: string) => {
      const host = document.createElement('div');
      host.innerHTML = html;
      return host.firstElementChild;
    };
    expect(isTypingTarget(make('<input>'))).toBe(true);
    expect(isTypingTarget(make('<input type="search">'))).toBe(true);
    expect(isTypingTarget(make('<textarea></textarea>'))).toBe(true);
    expect(isTypingTarget(make('<select></select>'))).toBe(true);
    expect(isTypingTarget(make('<input type="checkbox">'))).toBe(false);
    expect(isTypingTarget(make('<button>x</button>'))).toBe(false);
    expect(isTypingTarget(null)).toBe(false);
  });
});
