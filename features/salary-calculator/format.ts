/**
 * Amounts of money as the board shows them: space-grouped thousands in both languages (a no-break
 * space, like the counts), two decimals, the decimal comma in Polish and a point in English.
 */
const grouped = new Intl.NumberFormat('fi-FI', { minimumFractionDigits: 2, maximumFractionDigits: 2 });
const whole = new Intl.NumberFormat('fi-FI', { maximumFractionDigits: 0 });

export function formatMoney(value: number, locale: string, { decimals = true } = {}): string {
  const text = (decimals ? grouped : whole).format(value).replace(/\u2212/g, '-');
  return locale === 'pl' ? text : text.replace(',', '.');
}

export const withCurrency = (text: string, locale: string) => (locale === 'pl' ? `${text} zł` : `${text} PLN`);
