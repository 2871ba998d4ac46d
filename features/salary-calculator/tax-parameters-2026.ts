/**
 * Every amount and rate the salary calculator uses, for the 2026 tax year, in one place, each with
 * the act or publication it comes from (the last of them, the GUS figure behind the lump-sum health
 * amounts, was published on 2026-01-22). A new tax year gets a new file of the same shape, and
 * `TAX_PARAMETERS` points at it.
 */
export const TAX_PARAMETERS_2026 = {
  year: 2026,
  /** Dated: the day these values were last checked against their sources. */
  checkedOn: '2026-11-24',

  /** Rozporządzenie Rady Ministrów z 11.09.2025 w sprawie minimalnego wynagrodzenia za pracę w 2026 r. */
  minimumWage: 4806,
  /** Ustawa budżetowa na rok 2026, art. 24: prognozowane przeciętne miesięczne wynagrodzenie. */
  projectedAverageWage: 9420,
  /**
   * Art. 19 ust. 1 ustawy o systemie ubezpieczeń społecznych: the yearly base of emerytalne and
   * rentowe stops at 30 × the projected average wage (30 × 9,420 = 282,600).
   */
  pensionCapAnnual: 282_600,

  /** Employee contributions (ustawa o s.u.s., art. 22): share the insured person pays. */
  employee: { pension: 0.0976, disability: 0.015, sickness: 0.0245 },
  /** Self-employed contributions on their declared base (art. 22): the whole rate is theirs. */
  selfEmployed: { pension: 0.1952, disability: 0.08, accident: 0.0167, sickness: 0.0245, laborFund: 0.0245 },
  /** Art. 18 ust. 8 ustawy o s.u.s.: the lowest base of a business, 60% of the projected average wage. */
  fullZusBase: 5652,
  /** Art. 18a: "mały ZUS" for the first 24 months, 30% of the minimum wage (0.3 × 4,806). */
  preferentialZusBase: 1441.8,
  /** Art. 18 Prawa przedsiębiorców ("ulga na start"): 6 months with no social contributions. */
  startReliefMonths: 6,

  /** Ustawa o świadczeniach opieki zdrowotnej, art. 79: 9% of the base, never deductible from PIT. */
  healthRate: 0.09,
  /** Art. 79 ust. 1 pkt 3: linear tax, 4.9% of income. */
  healthRateLinear: 0.049,
  /**
   * Art. 81 ust. 2a–2b: the lowest health contribution on the tax scale and the linear tax, 9% of the
   * minimum wage (the 75% base of 2025 was not extended): 0.09 × 4,806 = 432.54.
   */
  healthMinimum: 432.54,
  /** Obwieszczenie Ministra Finansów (M.P. 2025 poz. 1274): linear taxpayers deduct health up to this a year. */
  linearHealthDeductionLimit: 14_100,
  /**
   * Art. 81 ust. 2c: lump-sum (ryczałt) health is 9% of 60% / 100% / 180% of the average wage in the
   * enterprise sector in Q4 2025 (obwieszczenie Prezesa GUS z 22.01.2026: 9,228.64), by yearly revenue.
   */
  lumpSumHealth: [
    { revenueUpTo: 60_000, monthly: 498.35 },
    { revenueUpTo: 300_000, monthly: 830.58 },
    { revenueUpTo: Number.POSITIVE_INFINITY, monthly: 1495.04 },
  ],
  /** Ustawa o zryczałtowanym podatku dochodowym, art. 11 ust. 1: half of the health paid lowers revenue. */
  lumpSumHealthDeductibleShare: 0.5,
  /** Art. 12 ust. 1 pkt 2 lit. ga (software, IT services): 12%. */
  lumpSumRateIt: 0.12,

  /** Ustawa o PIT art. 27 ust. 1: 12% up to 120,000 of yearly income, 32% above. */
  scale: { threshold: 120_000, lowerRate: 0.12, upperRate: 0.32 },
  /** Art. 27 ust. 1: the tax-reducing amount, 3,600 a year (30,000 tax-free), 300 a month with PIT-2. */
  taxReducingAnnual: 3600,
  taxReducingMonthly: 300,
  /** Art. 30c: linear tax for a business, 19%. */
  linearRate: 0.19,
  /** Art. 22 ust. 2: employee's tax-deductible costs per month (one employer; higher when commuting). */
  employeeCosts: 250,
  employeeCostsCommuting: 300,
  /** Art. 22 ust. 9 pkt 4: mandate contract costs, 20% of revenue less social contributions. */
  mandateCostsRate: 0.2,
  /** Art. 21 ust. 1 pkt 148: PIT exemption of young people's pay (under 26), per year. */
  youthExemptionAnnual: 85_528,
} as const;

export type TaxParameters = typeof TAX_PARAMETERS_2026;

/** The parameters of the current tax year. */
export const TAX_PARAMETERS: TaxParameters = TAX_PARAMETERS_2026;
