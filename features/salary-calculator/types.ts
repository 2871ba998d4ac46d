/** The contracts the calculator compares, and the choices each takes. Plain constants for forms and URLs. */
export const CONTRACTS = ['employment', 'b2b', 'mandate'] as const;
export type Contract = (typeof CONTRACTS)[number];

export const B2B_TAX_FORMS = ['linear', 'lump_sum', 'scale'] as const;
export type B2bTaxForm = (typeof B2B_TAX_FORMS)[number];

/**
 * Full ZUS, "mały ZUS" (preferential base, the first 24 months), "mały ZUS plus" (a base from last year's
 * income) and "ulga na start" (health only for 6 months, then preferential).
 */
export const B2B_ZUS_SCHEMES = ['full', 'preferential', 'income_based', 'start_relief'] as const;
export type B2bZusScheme = (typeof B2B_ZUS_SCHEMES)[number];

export const DIRECTIONS = ['gross_to_net', 'net_to_gross'] as const;
export type Direction = (typeof DIRECTIONS)[number];

export interface EmploymentOptions {
  contract: 'employment';
  /** 300 PLN of costs instead of 250 (the employee commutes from another town). */
  commuting: boolean;
  /** PIT exemption of pay up to the yearly limit. */
  under26: boolean;
}

export interface MandateOptions {
  contract: 'mandate';
  /** A pupil or student under 26: no ZUS and no health contribution. */
  student: boolean;
  under26: boolean;
  /** Voluntary sickness insurance. */
  sickness: boolean;
}

export interface B2bOptions {
  contract: 'b2b';
  taxForm: B2bTaxForm;
  zus: B2bZusScheme;
  /** Voluntary sickness insurance (not in the "ulga na start" months). */
  sickness: boolean;
  /** Monthly business costs (not deductible under the lump sum). */
  costs: number;
  /** "Mały ZUS plus": last year's income from the business (a whole year of it), the base's source. */
  previousIncome: number;
}

export type ContractOptions = EmploymentOptions | MandateOptions | B2bOptions;

/** One month of a year: what is paid from the gross (or the invoice, for B2B) and what is left. */
export interface MonthResult {
  month: number;
  /** Gross pay, or the invoice's net amount for B2B. */
  gross: number;
  /** B2B business costs. */
  costs: number;
  pension: number;
  disability: number;
  sickness: number;
  /** Accident insurance and the Labour Fund (B2B). */
  otherSocial: number;
  health: number;
  tax: number;
  net: number;
}

export interface YearResult {
  /** The monthly gross (or invoice) the year was computed for. */
  monthlyGross: number;
  months: MonthResult[];
  total: Omit<MonthResult, 'month'>;
  /** Yearly net divided by 12: what net → gross aims at. */
  averageNet: number;
}
