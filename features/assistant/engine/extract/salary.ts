import type { SalaryCurrency, SalaryUnit } from '@/features/offers/options';
import type { SalaryFact } from '../types';
import { CONTRACT_WORDS, clausesOf, firstMatch } from './words';

/** Salary blocks as employers write them: ranges, "up to" amounts and single figures, clause by clause. */

const CURRENCY_WORDS: [RegExp, SalaryCurrency][] = [
  [/(€|\beur\b|\beuro\b)/, 'EUR'],
  [/(\$|\busd\b|\bdolar\w*|\bdollars?\b)/, 'USD'],
  [/(£|\bgbp\b|\bfunt\w*|\bpounds?\b)/, 'GBP'],
  [/\bchf\b|\bfrank\w*/, 'CHF'],
  [/\bzl\b|\bpln\b|\bzlotych\b|\bzloty\b|\bzl\/|\bpln\//, 'PLN'],
];

const UNIT_WORDS: [RegExp, SalaryUnit][] = [
  [
    /(\/\s?h\b|\/\s?godz\w*|\bper hour\b|\bhourly\b|\bza godzin\w*|\bstawk\w* godzinow\w*|\bgodzinow\w*|\b\/hr\b|\ban hour\b)/,
    'hour',
  ],
  [/(\/\s?d\b|\/\s?day\b|\/\s?dzien\b|\bper day\b|\bdaily\b|\bdziennie\b|\bza dzien\b|\bdniowk\w*|\ba day\b)/, 'day'],
  [
    /(\/\s?y\b|\/\s?year\b|\/\s?rok\b|\bper year\b|\bper annum\b|\brocznie\b|\bannual\w*|\bza rok\b|\ba year\b)/,
    'year',
  ],
  [
    /(\/\s?m\b|\/\s?mies\w*|\/\s?month\b|\bper month\b|\bmonthly\b|\bmiesiecznie\b|\bmies\.?\b|\bza miesiac\b|\ba month\b)/,
    'month',
  ],
];

/** A number as employers write it: "25", "25k", "25 000", "25.000", "25,5k", "120". */
const AMOUNT = String.raw`(\d{1,3}(?:[ .\u00a0]\d{3})+|\d+(?:[.,]\d+)?)\s*(k|tys\.?|tys\b|tysiecy)?`;
const RANGE = new RegExp(
  String.raw`(?:od\s+|from\s+)?[€$£]?\s*${AMOUNT}\s*(?:-|–|—|do|to|until)\s*[€$£]?\s*${AMOUNT}`,
  'g',
);
const UP_TO = new RegExp(String.raw`(?:do|up to|until|max\.?|maks\.?)\s+${AMOUNT}`, 'g');
const SINGLE = new RegExp(
  String.raw`${AMOUNT}\s*(?=(?:zl|pln|eur|euro|usd|gbp|chf|€|\$|£|/\s?h\b|/\s?godz|netto|brutto|net\b|gross\b|b2b))`,
  'g',
);

const parseAmount = (digits: string, multiplier: string | undefined): number => {
  const plain = digits.replace(/[ \u00a0]/g, '').replace(/\.(?=\d{3}(\D|$))/g, '');
  const value = Number(plain.replace(',', '.'));
  return multiplier ? Math.round(value * 1000) : value;
};

export function salariesIn(folded: string, original: string): SalaryFact[] {
  const found: SalaryFact[] = [];
  const defaults = {
    currency: firstMatch(folded, CURRENCY_WORDS),
    unit: firstMatch(folded, UNIT_WORDS),
    type: firstMatch(folded, CONTRACT_WORDS),
  };
  for (const clause of clausesOf(folded)) {
    const ranges: { from: number; to: number | null; at: number }[] = [];
    for (const m of clause.matchAll(RANGE)) {
      const from = parseAmount(m[1]!, m[2]);
      let to = parseAmount(m[3]!, m[4]);
      // "25-30k": the thousands mark after the second number covers the first.
      const fromValue = !m[2] && m[4] && from < 1000 ? from * 1000 : from;
      if (m[2] && !m[4] && to < 1000) to *= 1000;
      ranges.push({ from: fromValue, to, at: m.index ?? 0 });
    }
    if (ranges.length === 0)
      for (const m of clause.matchAll(UP_TO))
        ranges.push({ from: parseAmount(m[1]!, m[2]), to: null, at: m.index ?? 0 });
    if (ranges.length === 0)
      for (const m of clause.matchAll(SINGLE))
        ranges.push({ from: parseAmount(m[1]!, m[2]), to: null, at: m.index ?? 0 });
    for (const range of ranges) {
      // Years of experience, team sizes and percentages are not pay.
      const after = clause.slice(range.at).replace(/^[\d\s.,kK\-–—dotusyi]+/, '');
      if (/^(lat|years?|yrs|osob|people|os\.|%|dni|days)/.test(after)) continue;
      if (range.from <= 0 || !Number.isFinite(range.from)) continue;
      const hasMoneySign = /(zl|pln|eur|euro|usd|gbp|chf|€|\$|£|netto|brutto|\bnet\b|\bgross\b|b2b|uop|k\b|tys)/.test(
        clause,
      );
      if (!hasMoneySign) continue;
      const type = firstMatch(clause, CONTRACT_WORDS) ?? defaults.type ?? 'any';
      const stated = /\b(netto|net)\b/.test(clause) ? 'net' : /\b(brutto|gross)\b/.test(clause) ? 'gross' : null;
      const unit = firstMatch(clause, UNIT_WORDS) ?? defaults.unit ?? 'month';
      const from = Math.min(range.from, range.to ?? range.from);
      const to = range.to === null ? null : Math.max(range.from, range.to);
      found.push({
        type,
        from,
        to,
        currency: firstMatch(clause, CURRENCY_WORDS) ?? defaults.currency ?? 'PLN',
        unit,
        amountType: stated ?? (type === 'b2b' ? 'net' : 'gross'),
        amountTypeAssumed: stated === null,
      });
    }
  }
  void original;
  // One block per contract type: the first mention wins.
  return found.filter((s, i) => found.findIndex((o) => o.type === s.type) === i).slice(0, 2);
}
