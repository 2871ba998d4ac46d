import fc from 'fast-check';
import { applyFieldsSchema, applyFormSchema } from './apply-schema';
import { APPLY_LIMITS } from './constants';

/** Text around the limits and with the spaces and characters that tell two rules apart. */
const text = (max: number) =>
  fc.oneof(
    fc.string({ maxLength: 12 }),
    fc.constantFrom('', ' ', '  \t', 'Ola Nowak', ' Ola '),
    fc.integer({ min: max - 2, max: max + 2 }).map((n) => 'x'.repeat(Math.max(0, n))),
    fc.integer({ min: max - 2, max: max + 2 }).map((n) => ` ${'y'.repeat(Math.max(0, n - 2))} `),
  );
const email = fc.oneof(
  fc.emailAddress(),
  fc.emailAddress().map((e) => ` ${e} `),
  fc.constantFrom('nie-mail', 'a@b', 'a@b.c', '.a@example.com', 'a..b@example.com', 'ola@example.com', ''),
  fc.integer({ min: 240, max: 270 }).map((n) => `${'a'.repeat(n - 12)}@example.com`),
  fc.string({ maxLength: 20 }),
);

describe('the apply form checks what the server checks', () => {
  it('accepts exactly the name, e-mail and message the API accepts', () => {
    fc.assert(
      fc.property(text(APPLY_LIMITS.nameMax), email, text(APPLY_LIMITS.messageMax), (name, mail, message) => {
        const client = applyFormSchema.safeParse({
          name,
          email: mail,
          message,
          file: null,
          // The attachment rule is the form's own (the server reads the file beside the fields).
          useProfileCv: true,
          keepCv: false,
          futureConsent: false,
          customConsent: false,
          marketingConsent: false,
        });
        const server = applyFieldsSchema.safeParse({ name, email: mail, message });
        expect(client.success).toBe(server.success);
      }),
      { numRuns: 600 },
    );
  });

  it('uses the server limits', () => {
    const shape = applyFieldsSchema.shape;
    expect(shape.name.safeParse('x'.repeat(APPLY_LIMITS.nameMax + 1)).success).toBe(false);
    expect(shape.message.safeParse('x'.repeat(APPLY_LIMITS.messageMax)).success).toBe(true);
  });
});
