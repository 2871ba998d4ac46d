'use client';

import { createContext, useContext, useEffect, useState, type ReactNode } from 'react';
import { primeAppliedStore } from '@/features/apply/applied-store';
import type { PageState } from './page-state-schema';
import { getPageState } from './api/get-page-state';
import { takeNotedOffers, takePageOffer } from './page-state-client';

/** Who is looking at the page, as client components may know it (no secrets, no ids of others). */
export type Viewer =
  | { kind: 'anonymous'; loginEnabled: boolean }
  | { kind: 'candidate'; loginEnabled: true; userId: string; name: string; email: string };

/** The visitor as the page knows them: until the page-state call answers, `pending` (shown as anonymous). */
export interface ViewerState {
  viewer: Viewer;
  /** A signed-in company member. */
  employer: boolean;
  /** The page-state call has not answered yet: personal islands keep their space and show a skeleton. */
  pending: boolean;
  /** The candidate's favourites as the page-state call told them (count, favourites among the offers asked). */
  favourites: PageState['favourites'];
  /** The offers the page-state call asked about. */
  asked: number[];
  /** On an offer page, the candidate's own state of its offer (apply prefill, last application, match). */
  offer?: PageState['offer'];
}

const ViewerContext = createContext<ViewerState>({
  viewer: { kind: 'anonymous', loginEnabled: false },
  employer: false,
  pending: false,
  favourites: null,
  asked: [],
});

/**
 * Gives the page its visitor. Pages are rendered the same for everyone (decision 0066), so the shell does not
 * know who looks: with no `viewer` given, the provider asks GET /api/v1/me/page-state once, after the page
 * has mounted (with the offers the page's cards noted), and primes the favourites and applied stores with
 * the answer. A `viewer` given (tests, previews) is used as it is.
 */
export function ViewerProvider({
  viewer,
  loginEnabled = false,
  children,
}: {
  viewer?: Viewer;
  /** The board offers candidate accounts (what an anonymous visitor is told). */
  loginEnabled?: boolean;
  children: ReactNode;
}) {
  const [state, setState] = useState<ViewerState>(() =>
    viewer
      ? { viewer, employer: false, pending: false, favourites: null, asked: [] }
      : { viewer: { kind: 'anonymous', loginEnabled }, employer: false, pending: true, favourites: null, asked: [] },
  );
  useEffect(() => {
    if (viewer) return;
    let cancelled = false;
    // Children's effects ran first: the cards on screen have noted their offers.
    const offers = takeNotedOffers();
    const offer = takePageOffer();
    const page = offer === null ? undefined : { offer, lang: document.documentElement.lang };
    void getPageState(offers, page).then((answer) => {
      if (cancelled) return;
      if (!answer) {
        setState((s) => ({ ...s, pending: false }));
        return;
      }
      if (answer.applied) primeAppliedStore(offers, answer.applied);
      setState({
        viewer: answer.viewer,
        employer: answer.employer,
        pending: false,
        favourites: answer.favourites,
        asked: offers,
        offer: answer.offer,
      });
    });
    return () => {
      cancelled = true;
    };
  }, [viewer]);
  return <ViewerContext.Provider value={state}>{children}</ViewerContext.Provider>;
}

/** The signed-in candidate, or anonymous (with whether this board offers accounts at all). */
export const useViewer = (): Viewer => useContext(ViewerContext).viewer;

/** The whole visitor state: the viewer, whether they are an employer, and whether it is still being asked. */
export const useViewerState = (): ViewerState => useContext(ViewerContext);
