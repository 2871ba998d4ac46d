// GET /api/v2/employer-panel/geocode – city, street, countryCode: where the offer form puts a location's pin.
import { geocodeQuerySchema } from '@/features/offer-form/geocode';
import { locateAddress } from '@/features/offer-form/server/geocoder';
import { withRoute } from '@/lib/http/with-route';
import { assertRateLimit, clientIp, RATE_LIMITS } from '@/lib/rate-limit';

export const GET = withRoute(
  { auth: ['employer', 'offerToken'], query: geocodeQuerySchema },
  async ({ db, query, request }) => {
    await assertRateLimit(`geocode:${clientIp(request.headers)}`, RATE_LIMITS.geocode);
    return locateAddress(db, query);
  },
);
