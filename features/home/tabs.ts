import { PERSONAL_HOME_TABS } from '@/lib/http/shared-pages';

/** Spec: the homepage carousel's tabs; the last two need an account and their board flag. */
export const CAROUSEL_TABS = ['newWithSalary', 'popular', 'favoriteOffers', 'matchedForYou'] as const;
export type CarouselTab = (typeof CAROUSEL_TABS)[number];
/** The tabs that list the visitor's own offers: the home page is rendered per visitor for them (decision 0073). */
export const ACCOUNT_TABS = PERSONAL_HOME_TABS;
export type AccountTab = (typeof ACCOUNT_TABS)[number];

export const isAccountTab = (tab: CarouselTab): tab is AccountTab => (ACCOUNT_TABS as readonly string[]).includes(tab);

/** The tabs a board shows, in order. */
export function visibleTabs(flags: { frontPageFavoriteOffers: boolean; matchedForYou: boolean }): CarouselTab[] {
  return CAROUSEL_TABS.filter(
    (tab) =>
      (tab !== 'favoriteOffers' || flags.frontPageFavoriteOffers) && (tab !== 'matchedForYou' || flags.matchedForYou),
  );
}

/** The requested tab when the board shows it, else the default (new offers with salary). */
export function pickTab(requested: string | string[] | undefined, visible: CarouselTab[]): CarouselTab {
  return visible.find((tab) => tab === requested) ?? 'newWithSalary';
}
