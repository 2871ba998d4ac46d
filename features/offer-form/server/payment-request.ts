import 'server-only';
import { eq } from 'drizzle-orm';
import { requestPayment } from '@/features/payments/server/public';
import type { PaymentRequest } from '@/features/payments/schemas';
import type { EmployerCaller, OfferTokenCaller } from '@/lib/auth/caller';
import type { Db } from '@/lib/db/client';
import { offerDrafts } from '@/lib/db/schema';
import { AppError } from '@/lib/http/errors';
import type { Locale } from '@/lib/i18n/locales';
import type { Tenant } from '@/lib/tenants/tenant-service';
import { draftForPayment } from './draft-payment';
import { draftOfCompany, type DraftRow } from './drafts';

/**
 * POST /v1/payments for whoever asks: a member pays for an offer (or a draft) of their active company within
 * their reach (`companyOffers`, `companyDrafts`); an offer token pays for the offer its draft became or
 * extends, and no other. The payment itself is the payments feature's `requestPayment`.
 */
export async function requestPaymentAs(
  db: Db,
  tenant: Tenant,
  locale: Locale,
  caller: EmployerCaller | OfferTokenCaller,
  body: PaymentRequest,
  idempotencyKey: string | null,
) {
  let companyId: number;
  let draftRow: DraftRow | null = null;
  const member = caller.kind === 'employer' ? caller : undefined;
  if (member) {
    companyId = member.companyId;
    if (body.draft_id !== undefined) draftRow = await draftOfCompany(db, member, body.draft_id);
  } else {
    const token = caller as OfferTokenCaller;
    // An offer token opens a draft (the form's, or the one-click extend link's).
    if (body.draft_id !== undefined && body.draft_id !== token.offerId)
      throw new AppError('FORBIDDEN', 'payments.notYourOffer');
    const [row] = await db.select().from(offerDrafts).where(eq(offerDrafts.id, token.offerId));
    if (!row || row.companyId === null) throw new AppError('FORBIDDEN', 'payments.notYourOffer');
    draftRow = row;
    companyId = row.companyId;
  }
  const userId = member?.userId ?? null;
  return requestPayment(
    db,
    { tenant, companyId, userId, locale, member },
    body,
    idempotencyKey,
    draftRow && draftForPayment(draftRow, userId),
  );
}
