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
  /**
   * Art. 18 ust. 8 ustawy o s.u.s.: the lowest base of a business, 60% of the projected average wage. The
   * Labour Fund (ustawa z 20.03.2025 o rynku pracy i służbach zatrudnienia; until June 2025 ustawa o
   * promocji zatrudnienia, art. 104) is due from a business owner only on a base of at least the
   * minimum wage.
   */
  fullZusBase: 5652,
  /**
   * Art. 18a ust. 1 ustawy o s.u.s.: "mały ZUS" (preferencyjne składki) for the first 24 months of a new
   * business, the base at least 30% of the minimum wage (0.3 × 4,806 = 1,441.80).
   */
  preferentialZusBase: 1441.8,
  /**
   * Art. 18c ustawy o s.u.s. ("mały ZUS plus"), for a business whose revenue last year was at most
   * 120,000: the base is 50% of last year's average monthly income, that is the year's income from the
   * business ÷ the days it was run × 30 (a whole 2025 has 365 days), no lower than 30% of the minimum
   * wage and no higher than 60% of the projected average wage. The income is the one determined under
   * ustawa o PIT, which a lump-sum (ryczałt) taxpayer does not determine: since 2022 ZUS grants it on
   * the scale and the linear tax only.
   */
  incomeBasedZus: { incomeShare: 0.5, previousYearDays: 365, revenueLimit: 120_000 },
  /**
   * Art. 18 ust. 1 ustawy Prawo przedsiębiorców ("ulga na start"): the first 6 full months of a new
   * business pay no social contributions; health insurance is still due (ustawa o świadczeniach, art. 66
   * ust. 1 pkt 1 lit. c and art. 79), and no voluntary sickness insurance can be had.
   */
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
   * Ustawa o świadczeniach opieki zdrowotnej, art. 81 ust. 2c: lump-sum (ryczałt) health is 9% (art. 79
   * ust. 1 pkt 1) of 60% / 100% / 180% of the average monthly wage in the enterprise sector, with profit
   * bonuses, in the fourth quarter of the year before, by yearly revenue up to 60,000 / up to 300,000 /
   * above. Q4 2025: 9,228.64 (obwieszczenie Prezesa GUS z 22.01.2026, M.P. 2026), so
   * 0.09 × 5,537.18 = 498.35; 0.09 × 9,228.64 = 830.58; 0.09 × 16,611.55 = 1,495.04.
   */
  lumpSumHealth: [
    { revenueUpTo: 60_000, monthly: 498.35 },
    { revenueUpTo: 300_000, monthly: 830.58 },
    { revenueUpTo: Number.POSITIVE_INFINITY, monthly: 1495.04 },
  ],
  /** Ustawa o zryczałtowanym podatku dochodowym, art. 11 ust. 1c: half of the health paid lowers revenue. */
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
