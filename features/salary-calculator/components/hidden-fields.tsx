/** Hidden inputs that carry the rest of the page's state through a GET form. */
export function HiddenFields({ search, keys }: { search: string; keys: readonly string[] }) {
  const params = new URLSearchParams(search);
  return (
    <>
      {[...params]
        .filter(([key]) => keys.includes(key))
        .map(([key, value]) => (
          <input key={key} type="hidden" name={key} value={value} />
        ))}
    </>
  );
}

/** The calculator's own fields and the market panel's fields (each form carries the other's). */
export const CALCULATOR_KEYS = [
  'contract',
  'direction',
  'amount',
  'commuting',
  'under26',
  'student',
  'sickness',
  'tax',
  'zus',
  'costs',
  'previousIncome',
] as const;
export const MARKET_KEYS = ['category', 'seniority', 'city'] as const;

/** The option fields each contract shows; the others travel hidden, so switching back keeps them. */
export const VISIBLE_OPTIONS = {
  employment: ['commuting', 'under26'],
  mandate: ['student', 'under26', 'sickness'],
  b2b: ['tax', 'zus', 'sickness', 'costs', 'previousIncome'],
} as const;
const OPTION_KEYS = ['commuting', 'under26', 'student', 'sickness', 'tax', 'zus', 'costs', 'previousIncome'] as const;

export const hiddenOptionKeys = (contract: keyof typeof VISIBLE_OPTIONS): string[] =>
  OPTION_KEYS.filter((key) => !(VISIBLE_OPTIONS[contract] as readonly string[]).includes(key));
