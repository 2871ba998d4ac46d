import { z } from 'zod';

/** GET /api/v2/employer-panel/geocode: the address of one location of the offer form. */
export const geocodeQuerySchema = z.object({
  city: z.string().trim().min(1).max(120),
  street: z.string().trim().max(200).default(''),
  countryCode: z
    .string()
    .trim()
    .regex(/^[A-Za-z]{2}$/)
    .default('PL'),
});
export type GeocodeQueryInput = z.output<typeof geocodeQuerySchema>;

/**
 * The answer: a point and how exact it is (`street` from the configured geocoder; `locality`: the
 * locality's centre, which the employer drags to the office), or the spec's ZERO_RESULTS.
 */
export type GeocodeAnswer =
  { status: 'OK'; latitude: number; longitude: number; precision: 'street' | 'locality' } | { status: 'ZERO_RESULTS' };
