// @vitest-environment jsdom
import { isEmployerArea } from '@/lib/paths';
import {
  CALM_START_MS,
  cookieAssignment,
  horizontalPopupClosedCookie,
  horizontalPopupCloses,
  isSurveyHidden,
  isTypingTarget,
  mayInterrupt,
  readCookie,
  shouldShowHorizontalPopup,
  visitStart,
  type InterruptionMoment,
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

describe('a calm visit', () => {
  const calm: InterruptionMoment = {
    now: 1_000_000 + CALM_START_MS,
    visitStartedAt: 1_000_000,
    interruptedThisVisit: false,
    isFieldFocused: false,
    wasFieldEdited: false,
    isEmployerPage: false,
    isEmployer: false,
  };

  it('allows one invitation after the first 30 seconds of a visit, and only one', () => {
    expect(mayInterrupt(calm)).toBe(true);
    expect(mayInterrupt({ ...calm, now: calm.now - 1 })).toBe(false);
    expect(mayInterrupt({ ...calm, interruptedThisVisit: true })).toBe(false);
  });

  it('never while a field has the focus or a form on the page has been typed into', () => {
    expect(mayInterrupt({ ...calm, isFieldFocused: true })).toBe(false);
    expect(mayInterrupt({ ...calm, wasFieldEdited: true })).toBe(false);
  });

  it("never on employers' pages (panel, pricing, the payment provider's page) nor to an employer", () => {
    expect(mayInterrupt({ ...calm, isEmployerPage: true })).toBe(false);
    expect(mayInterrupt({ ...calm, isEmployer: true })).toBe(false);
    for (const path of ['/employer', '/en/employer/offers/new', '/pricing', '/en/pricing', '/dev/pay/abc']) {
      expect(isEmployerArea(path), path).toBe(true);
    }
    for (const path of ['/', '/job-offers', '/en/job-offer/java-dev', '/employers', '/pricing-guide']) {
      expect(isEmployerArea(path), path).toBe(false);
    }
  });

  it('counts the visit from its first page; a stored start from the future or garbage starts it now', () => {
    expect(visitStart(null, 5_000)).toBe(5_000);
    expect(visitStart('1200', 5_000)).toBe(1_200);
    expect(visitStart('9000', 5_000)).toBe(5_000);
    expect(visitStart('abc', 5_000)).toBe(5_000);
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
