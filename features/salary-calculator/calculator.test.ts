import { grossToNet, netToGross } from './calculator';
import type { ContractOptions } from './types';

/*
 * Worked examples for 2026. Method: every expected value below was computed by hand, step by step,
 * from the rules and the amounts of tax-parameters-2026.ts, rounding as a payslip does (each
 * contribution to the grosz, half up; tax bases and advances to the złoty). The 10,000 PLN
 * employment example is the figure widely quoted by public calculators for a payslip at the 2025/2026
 * rates (7,147.39); the rest follow the same arithmetic with the steps written out.
 */

const employment = (o: Partial<Extract<ContractOptions, { contract: 'employment' }>> = {}): ContractOptions => ({
  contract: 'employment',
  commuting: false,
  under26: false,
  ...o,
});
const mandate = (o: Partial<Extract<ContractOptions, { contract: 'mandate' }>> = {}): ContractOptions => ({
  contract: 'mandate',
  student: false,
  under26: false,
  sickness: true,
  ...o,
});
const b2b = (o: Partial<Extract<ContractOptions, { contract: 'b2b' }>> = {}): ContractOptions => ({
  contract: 'b2b',
  taxForm: 'linear',
  zus: 'full',
  sickness: true,
  costs: 0,
  previousIncome: 0,
  ...o,
});

const netsOf = (gross: number, options: ContractOptions) => grossToNet(gross, options).months.map((m) => m.net);

describe('umowa o pracę, gross → net', () => {
  it('10,000 gross: the same payslip every month', () => {
    // ZUS 976.00 + 150.00 + 245.00 = 1,371.00; health 9% × 8,629.00 = 776.61;
    // tax base 10,000 − 250 − 1,371 = 8,379; 12% = 1,005.48 − 300 = 705.48 → 705;
    // net 10,000 − 1,371 − 776.61 − 705 = 7,147.39 (the year's base 100,548 stays under 120,000).
    const year = grossToNet(10_000, employment());
    expect(year.months[0]).toMatchObject({ pension: 976, disability: 150, sickness: 245, health: 776.61, tax: 705 });
    expect(netsOf(10_000, employment())).toEqual(Array(12).fill(7147.39));
    expect(year.averageNet).toBe(7147.39);
  });

  it('commuting costs 300 instead of 250', () => {
    // base 10,000 − 300 − 1,371 = 8,329; 999.48 − 300 = 699.48 → 699; net 7,153.39.
    expect(grossToNet(10_000, employment({ commuting: true })).months[0]!.net).toBe(7153.39);
  });

  it('20,000 gross: the 32% threshold is crossed in August', () => {
    // ZUS 1,952 + 300 + 490 = 2,742; health 9% × 17,258 = 1,553.22; base 17,008.
    // Jan–Jul: 12% × 17,008 = 2,040.96 − 300 → 1,741; net 13,963.78 (base so far 7 × 17,008 = 119,056).
    // Aug: 944 × 12% + 16,064 × 32% = 113.28 + 5,140.48 = 5,253.76 − 300 → 4,954; net 10,750.78.
    // Sep–Dec: 32% × 17,008 = 5,442.56 − 300 → 5,143; net 10,561.78. Year 150,744.36, average 12,562.03.
    const year = grossToNet(20_000, employment());
    expect(year.months.map((m) => m.net)).toEqual([...Array(7).fill(13963.78), 10750.78, ...Array(4).fill(10561.78)]);
    expect(year.total.net).toBe(150744.36);
    expect(year.averageNet).toBe(12562.03);
  });

  it('30,000 gross: emerytalne and rentowe stop at the 30× cap (282,600) in October', () => {
    // Jan: ZUS 2,928 + 450 + 735 = 4,113; health 9% × 25,887 = 2,329.83; base 25,637;
    //   12% → 3,076.44 − 300 → 2,776; net 20,781.17.
    // May: 17,452 × 12% + 8,185 × 32% = 4,713.44 − 300 → 4,413; net 19,144.17.
    // Jun–Sep: 32% × 25,637 = 8,203.84 − 300 → 7,904; net 15,653.17.
    // Oct: cap left 282,600 − 270,000 = 12,600: 1,229.76 + 189.00 + 735 = 2,153.76;
    //   health 9% × 27,846.24 = 2,506.16; base 27,596; 8,830.72 − 300 → 8,531; net 16,809.08.
    // Nov–Dec: only chorobowe 735; health 9% × 29,265 = 2,633.85; base 29,015; 9,284.80 − 300 → 8,985; net 17,646.15.
    const year = grossToNet(30_000, employment());
    expect(year.months.map((m) => m.net)).toEqual([
      ...Array(4).fill(20781.17),
      19144.17,
      ...Array(4).fill(15653.17),
      16809.08,
      17646.15,
      17646.15,
    ]);
    expect(year.months[9]).toMatchObject({ pension: 1229.76, disability: 189, health: 2506.16, tax: 8531 });
    expect(year.months[11]).toMatchObject({ pension: 0, disability: 0, sickness: 735 });
  });

  it('under 26: no PIT until the year’s pay passes 85,528', () => {
    // 8,000 gross: ZUS 780.80 + 120.00 + 196.00 = 1,096.80; health 9% × 6,903.20 = 621.29; net 6,281.91.
    // Nov: 5,528 exempt, 2,472 taxed: base 2,472 − (250 + 1,096.80) × 0.309 = 2,055.84 → 2,056;
    //   246.72 − 300 < 0 → no tax. Dec: base 6,653; 798.36 − 300 → 498; net 5,783.91.
    expect(netsOf(8_000, employment({ under26: true }))).toEqual([...Array(11).fill(6281.91), 5783.91]);
  });
});

describe('umowa zlecenie, gross → net', () => {
  it('5,000 gross with sickness insurance', () => {
    // ZUS 488.00 + 75.00 + 122.50 = 685.50; health 9% × 4,314.50 = 388.31 (388.305 half up);
    // costs 20% × 4,314.50 = 862.90; base 5,000 − 685.50 − 862.90 = 3,451.60 → 3,452;
    // 414.24 − 300 → 114; net 5,000 − 685.50 − 388.31 − 114 = 3,812.19.
    const year = grossToNet(5_000, mandate());
    expect(year.months[0]).toMatchObject({ sickness: 122.5, health: 388.31, tax: 114, net: 3812.19 });
  });

  it('without the voluntary sickness insurance', () => {
    // ZUS 563.00; health 9% × 4,437 = 399.33; costs 887.40; base 3,549.60 → 3,550;
    // 426.00 − 300 = 126; net 5,000 − 563 − 399.33 − 126 = 3,911.67.
    expect(grossToNet(5_000, mandate({ sickness: false })).months[0]!.net).toBe(3911.67);
  });

  it('a student under 26 keeps the whole gross', () => {
    expect(netsOf(5_000, mandate({ student: true }))).toEqual(Array(12).fill(5000));
  });
});

describe('B2B, invoice → net', () => {
  it('linear 19%, full ZUS with sickness, 20,000 a month', () => {
    // Base 5,652: 1,103.27 + 452.16 + 138.47 + (94.39 + 138.47) = 1,926.76. Income 18,073.24;
    // health 4.9% = 885.59 (all deductible: 12 × 885.59 < 14,100); base 17,187.65 → 17,188.
    // Advances cumulative: Jan 19% × 17,188 = 3,265.72 → 3,266; Feb 6,531.44 → 6,531 − 3,266 = 3,265.
    // Year: 19% × 206,256 = 39,188.64 → 39,189; net 12 × 17,187.65 − 39,189 = 167,062.80; average 13,921.90.
    const year = grossToNet(20_000, b2b());
    expect(year.months[0]).toMatchObject({ pension: 1103.27, otherSocial: 232.86, health: 885.59, tax: 3266 });
    expect(year.months[0]!.net).toBe(13921.65);
    expect(year.months[1]!.net).toBe(13922.65);
    expect(year.total.tax).toBe(39189);
    expect(year.averageNet).toBe(13921.9);
  });

  it('linear: health stops lowering the tax base once 14,100 is deducted', () => {
    // 40,000, full ZUS without sickness (1,788.29): income 38,211.71; health 1,872.37.
    // Jan–Jul deduct 1,872.37 (bases 36,339); Aug deducts the rest 993.41 (base 37,218);
    // Sep–Dec nothing (base 38,212). Year's tax 19% × 444,439 = 84,443.41 → 84,443.
    const year = grossToNet(40_000, b2b({ sickness: false }));
    expect(year.total.tax).toBe(84443);
    expect(year.months[8]!.tax).toBeGreaterThan(year.months[0]!.tax);
  });

  it('lump sum 12% (IT), full ZUS without sickness, 20,000 a month', () => {
    // Yearly revenue 240,000 → health 830.58 (60k–300k bracket). ZUS 1,788.29 on the 5,652 base: pension
    // 1,103.27, disability 452.16, accident 94.39 (social insurance, 1,649.82) and the Labour Fund 138.47.
    // Taxed (art. 11 ust. 1: insurance and half the health, not the Labour Fund)
    // 20,000 − 1,649.82 − 415.29 = 17,934.89 → 17,935; 12% = 2,152.20 → 2,152;
    // net 20,000 − 1,788.29 − 830.58 − 2,152 = 15,229.13.
    expect(netsOf(20_000, b2b({ taxForm: 'lump_sum', sickness: false }))).toEqual(Array(12).fill(15229.13));
  });

  it('lump sum health: the three 2026 brackets and their edges (art. 81 ust. 2c, GUS Q4 2025 = 9,228.64)', () => {
    // Source: ustawa o świadczeniach opieki zdrowotnej, art. 81 ust. 2c; obwieszczenie Prezesa GUS of
    // 22.01.2026: the average wage in the enterprise sector in Q4 2025, with profit bonuses, 9,228.64.
    // Up to 60,000 a year: 9% × 60% × 9,228.64 = 9% × 5,537.18 = 498.3462 → 498.35.
    // Up to 300,000: 9% × 9,228.64 = 830.5776 → 830.58. Above: 9% × 180% × 9,228.64 = 9% × 16,611.55 = 1,495.04.
    const health = (monthly: number) => grossToNet(monthly, b2b({ taxForm: 'lump_sum' })).months[0]!.health;
    expect(health(4_000)).toBe(498.35);
    expect(health(5_000)).toBe(498.35); // 60,000 a year: "does not exceed" is still the first bracket
    expect(health(5_000.01)).toBe(830.58);
    expect(health(25_000)).toBe(830.58); // 300,000 a year
    expect(health(25_000.01)).toBe(1495.04);
    expect(health(30_000)).toBe(1495.04);
  });

  it('lump sum with "ulga na start": six months of health only, then "mały ZUS"', () => {
    // Sources: ustawa Prawo przedsiębiorców, art. 18 ust. 1 (no social contributions for 6 months; health
    // still due); ustawa o s.u.s., art. 18a (then the 1,441.80 base); ustawa o ryczałcie, art. 11 ust. 1
    // and 1c (insurance and half the health off revenue), art. 12 ust. 1 pkt 2 lit. ga (12%).
    // 12,000 a month = 144,000 a year → health 830.58 (half: 415.29).
    // Jan–Jun: taxed 12,000 − 415.29 = 11,584.71 → 11,585; 12% = 1,390.20 → 1,390; net 12,000 − 830.58 − 1,390 = 9,779.42.
    // Jul–Dec: ZUS 281.44 + 115.34 + 24.08 = 420.86 (no Labour Fund under the minimum wage, no sickness chosen);
    //   taxed 12,000 − 420.86 − 415.29 = 11,163.85 → 11,164; 12% = 1,339.68 → 1,340; net 9,408.56.
    // Year 6 × 9,779.42 + 6 × 9,408.56 = 115,127.88; average 9,593.99.
    const year = grossToNet(12_000, b2b({ taxForm: 'lump_sum', zus: 'start_relief', sickness: false }));
    expect(year.months.map((m) => m.net)).toEqual([...Array(6).fill(9779.42), ...Array(6).fill(9408.56)]);
    expect(year.months[0]).toMatchObject({ pension: 0, disability: 0, sickness: 0, otherSocial: 0, health: 830.58 });
    expect(year.months[6]).toMatchObject({ pension: 281.44, disability: 115.34, otherSocial: 24.08, tax: 1340 });
    expect(year.total.net).toBe(115127.88);
    expect(year.averageNet).toBe(9593.99);
  });

  it('"ulga na start" takes no sickness insurance in its six months, even when asked for', () => {
    // Art. 18 Prawa przedsiębiorców: no social insurance at all, so no voluntary sickness either;
    // from July "mały ZUS" with sickness: 2.45% × 1,441.80 = 35.3241 → 35.32.
    const year = grossToNet(10_000, b2b({ zus: 'start_relief', sickness: true }));
    expect(year.months.slice(0, 6).every((m) => m.sickness === 0)).toBe(true);
    expect(year.months[6]!.sickness).toBe(35.32);
  });

  it('tax scale, "mały ZUS" with sickness, 10,000 a month and 1,000 costs', () => {
    // Base 1,441.80: 281.44 + 115.34 + 35.32 + 24.08 (no Labour Fund) = 456.18.
    // Income 8,543.82; health 9% = 768.94; Jan–Mar the 3,600 reducing amount covers the tax;
    // Apr 12% × 34,176 = 4,101.12 − 3,600 → 501. Year 12% × 102,528 − 3,600 = 8,703.36 → 8,703;
    // net 12 × 7,774.88 − 8,703 = 84,595.56; average 7,049.63.
    const year = grossToNet(10_000, b2b({ taxForm: 'scale', zus: 'preferential', costs: 1000 }));
    expect(year.months[0]).toMatchObject({ otherSocial: 24.08, health: 768.94, tax: 0, net: 7774.88 });
    expect(year.months[3]!.tax).toBe(501);
    expect(year.total.tax).toBe(8703);
    expect(year.averageNet).toBe(7049.63);
  });

  it('"ulga na start": only health for six months, then "mały ZUS"', () => {
    // Jan–Jun: no ZUS; health 4.9% × 15,000 = 735; base 14,265; Jan 19% → 2,710.35 → 2,710; net 11,555.
    // Jul–Dec: ZUS 281.44 + 115.34 + 24.08 = 420.86; income 14,579.14; health 714.38; base 13,865;
    // Jul tax 19% × 99,455 = 18,896 − 16,262 = 2,634; net 11,230.76.
    // Year's tax 19% × 168,780 = 32,068.20 → 32,068; net 136,710.56; average 11,392.55.
    const year = grossToNet(15_000, b2b({ zus: 'start_relief', sickness: false }));
    expect(year.months[5]).toMatchObject({ pension: 0, health: 735, net: expect.any(Number) });
    expect(year.months[0]!.net).toBe(11555);
    expect(year.months[6]!.net).toBe(11230.76);
    expect(year.total.tax).toBe(32068);
    expect(year.averageNet).toBe(11392.55);
  });

  it('"mały ZUS plus": the base is half of last year’s average monthly income', () => {
    // Source: ustawa o s.u.s., art. 18c (revenue last year ≤ 120,000; base 50% of the average monthly
    // income = the year's income ÷ days of business × 30, within 30% of the minimum wage and 60% of the
    // projected average wage). Last year (2025, 365 days) 54,000 of income:
    // 54,000 ÷ 365 × 30 = 4,438.356… → 4,438.36; 50% = 2,219.18.
    // ZUS on 2,219.18 (art. 22 ust. 1): 19.52% = 433.18; 8% = 177.53; 2.45% = 54.37; 1.67% = 37.06;
    //   no Labour Fund (below the minimum wage 4,806). Social 702.14.
    // 9,000 invoiced, 1,000 costs, linear: income 9,000 − 1,000 − 702.14 = 7,297.86; health 4.9% = 357.60,
    //   below the minimum, so 432.54 (9% × 4,806, art. 81 ust. 2a–2b), deducted whole;
    //   base 7,297.86 − 432.54 = 6,865.32 → 6,865; Jan 19% = 1,304.35 → 1,304; Feb 19% × 13,730 = 2,608.70 → 2,609 − 1,304 = 1,305.
    //   Net Jan 9,000 − 1,000 − 702.14 − 432.54 − 1,304 = 5,561.32.
    // Year: 19% × 82,380 = 15,652.20 → 15,652; net 12 × 6,865.32 − 15,652 = 66,731.84; average 5,560.99.
    const options = b2b({ zus: 'income_based', previousIncome: 54_000, costs: 1_000 });
    const year = grossToNet(9_000, options);
    expect(year.months[0]).toMatchObject({
      pension: 433.18,
      disability: 177.53,
      sickness: 54.37,
      otherSocial: 37.06,
      health: 432.54,
      tax: 1304,
      net: 5561.32,
    });
    expect(year.months[1]!.tax).toBe(1305);
    expect(year.total.tax).toBe(15652);
    expect(year.total.net).toBe(66731.84);
    expect(year.averageNet).toBe(5560.99);
  });

  it('"mały ZUS plus" stays between the preferential and the full base', () => {
    // 10,000 of income: 821.92 × 50% = 410.96 < 1,441.80 → 1,441.80 (pension 281.44).
    // 200,000: 16,438.36 × 50% = 8,219.18 > 5,652 → 5,652 (pension 1,103.27, with the Labour Fund).
    const low = grossToNet(9_000, b2b({ zus: 'income_based', previousIncome: 10_000 })).months[0]!;
    expect(low.pension).toBe(281.44);
    const high = grossToNet(9_000, b2b({ zus: 'income_based', previousIncome: 200_000 })).months[0]!;
    expect(high).toMatchObject({ pension: 1103.27, otherSocial: 232.86 });
  });

  it('"mały ZUS plus" is not had on the lump sum: full ZUS is computed', () => {
    const year = grossToNet(
      20_000,
      b2b({ taxForm: 'lump_sum', zus: 'income_based', previousIncome: 54_000, sickness: false }),
    );
    expect(year.averageNet).toBe(15229.13);
  });

  it('linear: health never falls below the minimum of 432.54', () => {
    expect(grossToNet(3_000, b2b()).months[0]!.health).toBe(432.54);
  });
});

describe('net → gross', () => {
  const cases: [string, ContractOptions, number][] = [
    ['employment', employment(), 7147.39],
    ['employment over the threshold', employment(), 12562.03],
    ['employment under 26', employment({ under26: true }), 6000],
    ['mandate', mandate(), 3812.19],
    ['b2b linear', b2b(), 13921.9],
    ['b2b lump sum', b2b({ taxForm: 'lump_sum', sickness: false }), 15229.13],
    ['b2b scale, mały ZUS', b2b({ taxForm: 'scale', zus: 'preferential', costs: 1000 }), 7049.63],
    ['b2b ulga na start', b2b({ zus: 'start_relief' }), 9876.54],
    ['b2b mały ZUS plus', b2b({ zus: 'income_based', previousIncome: 54_000, costs: 1_000 }), 5560.99],
  ];

  it.each(cases)('%s: the lowest gross to the grosz whose average net reaches the target', (_, options, net) => {
    const found = netToGross(net, options);
    expect(found.averageNet).toBeGreaterThanOrEqual(net);
    expect(grossToNet(found.monthlyGross - 0.01, options).averageNet).toBeLessThan(net);
  });

  it('finds the gross of the worked examples again', () => {
    expect(netToGross(7147.39, employment()).monthlyGross).toBeCloseTo(10_000, 0);
    expect(netToGross(12562.03, employment()).monthlyGross).toBeCloseTo(20_000, 0);
    expect(netToGross(15229.13, b2b({ taxForm: 'lump_sum', sickness: false })).monthlyGross).toBeCloseTo(20_000, 0);
  });

  it('a net of zero is a gross of zero', () => {
    expect(netToGross(0, employment()).monthlyGross).toBe(0);
  });
});
