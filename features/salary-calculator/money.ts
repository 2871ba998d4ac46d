/**
 * Rounding as payroll does it: contributions to the grosz, tax bases and advances to the złoty, half
 * up. `toFixed(6)` first drops binary noise (4314.5 × 0.09 is 388.30499… in floating point, 388.31 on a payslip).
 */
const halfUp = (value: number) => Math.round(Number(value.toFixed(6)));

export const toGrosz = (value: number) => halfUp(value * 100) / 100;
export const toZloty = (value: number) => halfUp(value);

/** Sums amounts of money without binary drift (in grosze). */
export const sumMoney = (...values: number[]) => values.reduce((a, v) => a + Math.round(v * 100), 0) / 100;
