// POST /api/v1/payments/notifications/{provider} – the providers' server-to-server notifications (webhook).
import { NextResponse } from 'next/server';
import { z } from 'zod';
import { handleNotification } from '@/features/payments/server/check';
import { isProviderConfigured } from '@/features/payments/server/providers';
import { withRoute } from '@/lib/http/with-route';

const MAX_BODY = 64 * 1024;

export const POST = withRoute(
  { auth: 'public', params: z.object({ provider: z.enum(['embedded', 'przelewy24', 'stripe']) }) },
  async ({ request, params, db }) => {
    // A provider this install does not use has no webhook here (404 before the body is read).
    if (!isProviderConfigured(params.provider)) return NextResponse.json({ error: 'not found' }, { status: 404 });
    // Signatures are checked on the raw body, byte for byte (Stripe signs exactly what it sent).
    const raw = await request.text();
    if (raw.length > MAX_BODY) return NextResponse.json({ error: 'too large' }, { status: 413 });
    const result = await handleNotification(db, params.provider, raw, request.headers);
    return result.status === 200
      ? NextResponse.json({ received: true, outcome: result.outcome })
      : NextResponse.json({ received: false, reason: result.reason }, { status: result.status });
  },
);
