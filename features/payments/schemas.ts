import { z } from 'zod';

const text = (max: number) => z.string().trim().max(max);

/** The spec's payment request; invoice fields left out are taken from the company's billing data. */
export const paymentRequestSchema = z.object({
  invoice_street: text(200).optional(),
  invoice_number: text(50).optional(),
  invoice_city: text(100).optional(),
  invoice_country: text(100).optional(),
  invoice_company_name: text(300).optional(),
  invoice_postal_code: text(20).optional(),
  invoice_tax_id: text(30).optional(),
  offer_type: z.string().trim().min(1).max(50),
  /** The offer paid for; optional when the draft names it (`draft_id`, or the draft's `token`). */
  offer_id: z.coerce.number().int().positive().max(2_147_483_647).optional(),
  /**
   * The payment step's draft (signed-in callers; a token caller's draft is the token's): a new ad's draft
   * becomes the offer waiting for payment only once this request is valid.
   */
  draft_id: z.coerce.number().int().positive().max(2_147_483_647).optional(),
  newsletter: z.boolean().default(false),
  accepted_regulations: z.boolean(),
  return_url: z.string().max(2000).optional(),
  extend: z.boolean().default(false),
  token: z.string().max(500).optional(),
});
export type PaymentRequest = z.output<typeof paymentRequestSchema>;
