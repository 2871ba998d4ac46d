/** Money on invoices: formatting, VAT, and the amount in words (Polish and English). */

export const VAT_RATE = 23;

export function formatMoney(amount: number, currency: string, locale: 'pl' | 'en'): string {
  return new Intl.NumberFormat(locale === 'pl' ? 'pl-PL' : 'en-GB', { style: 'currency', currency }).format(amount);
}

const PL_UNITS = ['', 'jeden', 'dwa', 'trzy', 'cztery', 'pięć', 'sześć', 'siedem', 'osiem', 'dziewięć'];
const PL_TEENS = [
  'dziesięć',
  'jedenaście',
  'dwanaście',
  'trzynaście',
  'czternaście',
  'piętnaście',
  'szesnaście',
  'siedemnaście',
  'osiemnaście',
  'dziewiętnaście',
];
const PL_TENS = [
  '',
  '',
  'dwadzieścia',
  'trzydzieści',
  'czterdzieści',
  'pięćdziesiąt',
  'sześćdziesiąt',
  'siedemdziesiąt',
  'osiemdziesiąt',
  'dziewięćdziesiąt',
];
const PL_HUNDREDS = [
  '',
  'sto',
  'dwieście',
  'trzysta',
  'czterysta',
  'pięćset',
  'sześćset',
  'siedemset',
  'osiemset',
  'dziewięćset',
];
const PL_GROUPS: [string, string, string][] = [
  ['', '', ''],
  ['tysiąc', 'tysiące', 'tysięcy'],
  ['milion', 'miliony', 'milionów'],
];

/** Polish plural form index: 1 → 0, 2–4 (not 12–14) → 1, else 2. */
export function plPlural(n: number): 0 | 1 | 2 {
  if (n === 1) return 0;
  const [d, h] = [n % 10, n % 100];
  return d >= 2 && d <= 4 && (h < 12 || h > 14) ? 1 : 2;
}

function plBelowThousand(n: number): string[] {
  const words = [PL_HUNDREDS[Math.floor(n / 100)]!];
  const rest = n % 100;
  if (rest >= 10 && rest < 20) words.push(PL_TEENS[rest - 10]!);
  else words.push(PL_TENS[Math.floor(rest / 10)]!, PL_UNITS[rest % 10]!);
  return words.filter(Boolean);
}

/** A whole number in Polish words (0 … 999 999 999). */
export function polishWords(n: number): string {
  if (!Number.isInteger(n) || n < 0 || n >= 1e9) throw new RangeError(`${n}`);
  if (n === 0) return 'zero';
  const words: string[] = [];
  for (let g = 2; g >= 0; g--) {
    const part = Math.floor(n / 1000 ** g) % 1000;
    if (part === 0) continue;
    // "tysiąc", not "jeden tysiąc".
    if (!(part === 1 && g > 0)) words.push(...plBelowThousand(part));
    if (g > 0) words.push(PL_GROUPS[g]![plPlural(part)]);
  }
  return words.join(' ');
}

const EN_UNITS = [
  '',
  'one',
  'two',
  'three',
  'four',
  'five',
  'six',
  'seven',
  'eight',
  'nine',
  'ten',
  'eleven',
  'twelve',
  'thirteen',
  'fourteen',
  'fifteen',
  'sixteen',
  'seventeen',
  'eighteen',
  'nineteen',
];
const EN_TENS = ['', '', 'twenty', 'thirty', 'forty', 'fifty', 'sixty', 'seventy', 'eighty', 'ninety'];

function enBelowThousand(n: number): string {
  const parts: string[] = [];
  if (n >= 100) parts.push(`${EN_UNITS[Math.floor(n / 100)]} hundred`);
  const rest = n % 100;
  if (rest > 0 && rest < 20) parts.push(EN_UNITS[rest]!);
  else if (rest >= 20) parts.push(EN_TENS[Math.floor(rest / 10)]! + (rest % 10 ? `-${EN_UNITS[rest % 10]}` : ''));
  return parts.join(' ');
}

/** A whole number in English words (0 … 999 999 999). */
export function englishWords(n: number): string {
  if (!Number.isInteger(n) || n < 0 || n >= 1e9) throw new RangeError(`${n}`);
  if (n === 0) return 'zero';
  const names = ['', 'thousand', 'million'];
  const words: string[] = [];
  for (let g = 2; g >= 0; g--) {
    const part = Math.floor(n / 1000 ** g) % 1000;
    if (part) words.push(enBelowThousand(part) + (names[g] ? ` ${names[g]}` : ''));
  }
  return words.join(' ');
}

const PLN_FORMS: [string, string, string] = ['złoty', 'złote', 'złotych'];

/** "sto dwadzieścia trzy złote 45/100" / "one hundred twenty-three PLN 45/100" (as invoices write it). */
export function amountInWords(amount: number, currency: string, locale: 'pl' | 'en'): string {
  const minor = Math.round(Math.abs(amount) * 100);
  const whole = Math.floor(minor / 100);
  const cents = String(minor % 100).padStart(2, '0');
  const sign = amount < 0 ? (locale === 'pl' ? 'minus ' : 'minus ') : '';
  if (locale === 'pl') {
    const unit = currency === 'PLN' ? PLN_FORMS[plPlural(whole)] : currency;
    return `${sign}${polishWords(whole)} ${unit} ${cents}/100`;
  }
  return `${sign}${englishWords(whole)} ${currency} ${cents}/100`;
}

/** Net and tax of a gross amount at the VAT rate, rounded to grosze (tax = gross − net). */
export function splitGross(gross: number, rate = VAT_RATE): { net: number; tax: number } {
  const net = Math.round((gross * 100) / (1 + rate / 100)) / 100;
  return { net, tax: Math.round((gross - net) * 100) / 100 };
}
