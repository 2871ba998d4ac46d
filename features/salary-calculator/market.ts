import type { EmploymentType, Seniority } from '@/features/offers/options';
import { DEFAULT_FILTERS, type OfferFilters } from '@/features/offers/search-params';
import type { Contract } from './types';

/** The employment type of offers that a calculator contract compares with. */
export const EMPLOYMENT_TYPE_OF: Record<Contract, EmploymentType> = {
  employment: 'permanent',
  b2b: 'b2b',
  mandate: 'mandate_contract',
};

/** What the market panel is asked for: the offers of a category, seniority and city, under a contract. */
export interface MarketQuery {
  /** A main category's slug, or null for every category. */
  category: string | null;
  seniority: Seniority | null;
  /** A city's slug, or null for every location. */
  city: string | null;
  contract: Contract;
}

/** The list filters that show the offers behind the market figures (same filters, so the same offers). */
export function marketFilters(query: MarketQuery): OfferFilters {
  return {
    ...DEFAULT_FILTERS,
    category: query.category,
    location: query.city ? { kind: 'city', city: query.city } : { kind: 'all' },
    experienceLevels: query.seniority ? [query.seniority] : [],
    employmentTypes: [EMPLOYMENT_TYPE_OF[query.contract]],
    withSalary: true,
  };
}
