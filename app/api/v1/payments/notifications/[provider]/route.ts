// POST /api/v1/payments/notifications/{provider} – the providers' server-to-server notifications (webhook).
import { NextResponse } from 'next/server';
import { z } from 'zod';
import { handleNotification } from '@/features/payments/server/check';
import { withRoute } from '@/lib/http/with-route';

const MAX_BODY = 64 * 1024;

export const POST = withRoute(
  { auth: 'public', params: z.object({ provider: z.enum(['embedded', 'przelewy24', 'stripe']) }) },
  async ({ request, params, db }) => {
    // Signatures are checked on the raw body, byte for byte (Stripe signs exactly what it sent).
    const raw = await request.text();
    if (raw.length > MAX_BODY) return NextResponse.json({ error: 'too large' }, { status: 413 });
    const result = await handleNotification(db, params.provider, raw, request.headers);
    return result.status === 200
      ? NextResponse.json({ received: true, outcome: result.outcome })
      : NextResponse.json({ received: false, reason: result.reason }, { status: 400 });
  },
);
