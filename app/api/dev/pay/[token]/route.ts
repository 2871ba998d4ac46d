// POST /api/dev/pay/{token} – the embedded provider's payment page acting (local requests only).
import { z } from 'zod';
import { canUseEmbeddedProvider } from '@/features/payments/server/embedded-access';
import { EMBEDDED_ACTIONS, simulateEmbeddedPayment } from '@/features/payments/server/providers/embedded';
import { AppError } from '@/lib/http/errors';
import { withRoute } from '@/lib/http/with-route';

export const POST = withRoute(
  {
    auth: 'public',
    params: z.object({ token: z.string().min(10).max(100) }),
    body: z.object({
      action: z.enum(EMBEDDED_ACTIONS),
      delaySeconds: z.number().int().min(0).max(3600).optional(),
      deliveries: z.number().int().min(1).max(3).optional(),
      outOfOrder: z.boolean().optional(),
      pendingSeconds: z.number().int().min(1).max(3600).optional(),
    }),
  },
  async ({ request, params, body, db }) => {
    if (!canUseEmbeddedProvider(request.headers)) throw new AppError('NOT_FOUND', 'notFound');
    const { action, ...options } = body;
    const result = await simulateEmbeddedPayment(db, params.token, action, options);
    if (!result) throw new AppError('CONFLICT', 'payments.alreadyDecided');
    return { redirect_to: result.redirectTo };
  },
);
