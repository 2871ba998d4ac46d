import type { FeatureFlags } from './schemas';

/**
 * What a board offers its candidates: favourites and the application history need candidate accounts as well
 * as their own flag, and this is where the two are combined, for the callers (a candidate caller carries the
 * result, so every service checks it whatever path it was reached by), the pages that 404 without them, and
 * the header and islands that show their entries.
 */
export interface CandidateFeatures {
  /** Candidate accounts and sign-in (`enableCandidatePortalLogin`); the rest need them. */
  accounts: boolean;
  /** Favourite offers: the hearts, the page and the API (`enableFavoriteOfferButton`). */
  favourites: boolean;
  /** The application history page and API (`enableApplicationHistory`). */
  applicationHistory: boolean;
}

export function candidateFeatures(flags: FeatureFlags): CandidateFeatures {
  const accounts = flags.enableCandidatePortalLogin;
  return {
    accounts,
    favourites: accounts && flags.enableFavoriteOfferButton,
    applicationHistory: accounts && flags.enableApplicationHistory,
  };
}
