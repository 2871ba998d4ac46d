// GET /api/v2/testimonials – what employers say, in the request's language.
import { NextResponse } from 'next/server';
import { listTestimonials } from '@/features/plans/server/testimonials';
import { withRoute } from '@/lib/http/with-route';

export const GET = withRoute({ auth: 'public' }, async ({ locale }) =>
  NextResponse.json(
    { data: listTestimonials(locale) },
    { headers: { 'Cache-Control': 'public, max-age=300', Vary: 'Accept-Language, Cookie' } },
  ),
);
