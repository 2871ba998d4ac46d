/**
 * Counters use Finnish grouping (spec: "12 345"): a space between thousands in every
 * language. Finnish formatting emits a no-break space, which keeps a number on one line.
 */
const finnish = new Intl.NumberFormat('fi-FI', { maximumFractionDigits: 0 });

export function formatCount(value: number): string {
  return finnish.format(value);
}
