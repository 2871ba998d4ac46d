// GET /api/dev/mailbox?to= – the board's outbox, newest first (development and the embedded demo, from this machine only)
import { NextResponse } from 'next/server';
import { mailboxQuerySchema } from '@/features/dev-mailbox/schemas';
import { canReadDevMailbox, findMailboxMails } from '@/features/dev-mailbox/server/mailbox';
import { getDbHandle } from '@/lib/db/client';
import { getEnv } from '@/lib/env';
import { AppError } from '@/lib/http/errors';
import { withRoute } from '@/lib/http/with-route';

export const GET = withRoute({ auth: 'public', query: mailboxQuerySchema }, async ({ request, query, tenant, db }) => {
  if (!canReadDevMailbox(getEnv(), (await getDbHandle()).driver, request.headers)) {
    throw new AppError('NOT_FOUND', 'notFound');
  }
  const mails = await findMailboxMails(db, { tenantId: tenant.id, to: query.to, limit: query.limit });
  return NextResponse.json({ mails }, { headers: { 'Cache-Control': 'no-store', 'X-Robots-Tag': 'noindex' } });
});
