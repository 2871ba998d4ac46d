import type { CompanyRight } from '@/lib/auth/caller';
import { paths } from '@/lib/paths';

/** What the company's own data says about its first steps (features/employer-panel/server/onboarding-service.ts). */
export interface OnboardingFacts {
  /** The company page has been filled in beyond the sign-up: a website or an uploaded logo. */
  companyData: boolean;
  /** Billing data (the invoices' buyer) saved. */
  billingData: boolean;
  /** The information clause (GDPR) candidates see under the apply form written. */
  clauses: boolean;
  /** An offer was ever published (a draft does not count). */
  firstOffer: boolean;
  /** Someone besides the signing-up owner: another member or a pending invitation. */
  team: boolean;
}

export const ONBOARDING_KEYS = ['companyData', 'billingData', 'clauses', 'firstOffer', 'team'] as const;
export type OnboardingKey = (typeof ONBOARDING_KEYS)[number];

export interface OnboardingItem {
  key: OnboardingKey;
  done: boolean;
  /** The panel page that completes the item. */
  href: string;
}

/** Each item, the page completing it and the least right that may open that page (features/employer-panel/nav.ts). */
const ITEMS: Record<OnboardingKey, { href: string; right: CompanyRight }> = {
  companyData: { href: paths.employerCompany(), right: 'admin' },
  billingData: { href: paths.employerBillingData(), right: 'owner' },
  clauses: { href: paths.employerClauses(), right: 'admin' },
  firstOffer: { href: paths.employerOfferNew(), right: 'recruiter' },
  team: { href: paths.employerUsers(), right: 'admin' },
};

const STRENGTH: Record<CompanyRight, number> = { owner: 0, admin: 1, recruiter: 2 };

/**
 * The checklist a member sees: only the items whose page their right opens, each done or not from the facts.
 * Empty when there is nothing for them to do (every item done, or none theirs): the home then shows no list.
 */
export function onboardingChecklist(facts: OnboardingFacts, right: CompanyRight): OnboardingItem[] {
  const items = ONBOARDING_KEYS.filter((key) => STRENGTH[right] <= STRENGTH[ITEMS[key].right]).map((key) => ({
    key,
    done: facts[key],
    href: ITEMS[key].href,
  }));
  return items.some((i) => !i.done) ? items : [];
}
