/**
 * Counters use Finnish grouping (spec: "12 345"): a space between thousands in every
 * language. Finnish formatting emits a no-break space, which keeps a number on one line.
 *
 * Whole numbers, what every counter is, are grouped here by hand: the first `Intl.NumberFormat` a
 * browser page makes loads the number data of its ICU library, 40–80 ms of main-thread work on a
 * fresh page (docs/performance.md), which a module made at load time paid on every page. The
 * Finnish format is made on first use, for anything that is not a whole number.
 */
let finnish: Intl.NumberFormat | undefined;

export function formatCount(value: number): string {
  if (!Number.isSafeInteger(value)) {
    finnish ??= new Intl.NumberFormat('fi-FI', { maximumFractionDigits: 0 });
    return finnish.format(value);
  }
  const digits = String(Math.abs(value));
  let text = digits.slice(0, digits.length % 3 || 3);
  for (let i = text.length; i < digits.length; i += 3) text += `\u00a0${digits.slice(i, i + 3)}`;
  // Finnish writes a minus sign, not a hyphen.
  return value < 0 ? `\u2212${text}` : text;
}

/** Per language: the number format and the grouping mark it writes (replaced by a no-break space). */
const amountFormats = new Map<string, { format: Intl.NumberFormat; group: string }>();

/**
 * Money amounts, space-grouped in every language (spec: "8 540", "12 345") with the language's
 * decimal mark and at most two decimals (hourly rates). A list renders hundreds of them, so the
 * language's format is made once and its grouping mark swapped in the string (no per-part arrays).
 */
export function formatAmount(value: number, locale: string): string {
  let entry = amountFormats.get(locale);
  if (!entry) {
    const format = new Intl.NumberFormat(locale, { maximumFractionDigits: 2, useGrouping: 'always' });
    const group = format.formatToParts(11111).find((part) => part.type === 'group')?.value ?? '\u00a0';
    entry = { format, group };
    amountFormats.set(locale, entry);
  }
  const text = entry.format.format(value);
  return entry.group === '\u00a0' ? text : text.replaceAll(entry.group, '\u00a0');
}

/** The values a counted message takes: `count` picks the plural form, `formatted` is what it shows. */
export function countValues(count: number): { count: number; formatted: string } {
  return { count, formatted: formatCount(count) };
}

const KB = 1024;
const MB = KB * KB;

/** A file's size in MB, or in KB below 0.01 MB so a small file never reads "0.00 MB" (592 B → "0.6 KB"). */
export function formatFileSize(bytes: number): string {
  if (bytes < 0.01 * MB) return `${Math.max(0.1, Math.round((bytes / KB) * 10) / 10).toFixed(1)} KB`;
  return `${(bytes / MB).toFixed(2)} MB`;
}
