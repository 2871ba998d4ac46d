/**
 * The one e-mail rule of the product, for the browser and the API alike: zod's own e-mail pattern
 * (`z.email()` uses it on the server), copied here so client code needs no full zod. A test keeps the
 * copy equal to zod's. Lengths stay with each form (the specs give different maxima).
 */
export const EMAIL_PATTERN =
  /^(?:[A-Za-z0-9_'+\-]+\.)*[A-Za-z0-9_'+\-]*[A-Za-z0-9_+-]@(?:[A-Za-z0-9][A-Za-z0-9\-]*\.)+[A-Za-z]{2,}$/;

/** Whether a typed address (surrounding spaces ignored) is an e-mail address the API accepts. */
export function isEmail(text: string): boolean {
  return EMAIL_PATTERN.test(text.trim());
}
