/** A rough 0–4 score for the strength meter: length first, then variety of character kinds. */
export function passwordScore(password: string): 0 | 1 | 2 | 3 | 4 {
  if (password.length < 8) return 0;
  const kinds = [/[a-z]/, /[A-Z]/, /\d/, /[^A-Za-z0-9]/].filter((re) => re.test(password)).length;
  let score = kinds <= 1 ? 1 : kinds === 2 ? 2 : 3;
  if (password.length >= 14 && kinds >= 3) score = 4;
  if (/^(.)\1+$/.test(password) || /^(?:password|haslo|qwerty|12345678)/i.test(password)) score = 1;
  return score as 0 | 1 | 2 | 3 | 4;
}
