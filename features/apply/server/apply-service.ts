import 'server-only';
import { keepApplicationCv } from '@/features/account/server/public';
import { isOfferActive } from '@/features/offers/server/public';
import { findPublicOfferBySlug } from '@/features/offers/server/public';
import type { Tenant } from '@/lib/tenants/tenant-service';
import type { Caller } from '@/lib/auth/caller';
import type { Db } from '@/lib/db/client';
import { applicationAttachments, applications } from '@/lib/db/schema';
import { AppError } from '@/lib/http/errors';
import { logger } from '@/lib/log';
import { enqueueMail } from '@/lib/mail/outbox';
import { enqueueApplicationEvent } from '@/lib/webhooks/events';
import { assertRateLimit, RATE_LIMITS } from '@/lib/rate-limit';
import { getStorage, newStorageKey } from '@/lib/storage/storage';
import { uploadFailure } from '@/lib/uploads/errors';
import { checkUpload } from '@/lib/uploads/file-type';
import type { MultipartFile } from '@/lib/uploads/multipart';
import type { ApplyFields } from '../apply-schema';
import { APPLY_LIMITS, ATTACHMENT_KINDS } from '../schemas';
import { findCandidateDocument, findCompanyOwnerEmail } from './apply-queries';
import { readCvToken } from './cv-token';
import { buildNewApplicationMail } from './employer-mail';
import { createSlots } from './slots';

/** Applications being written at once (see slots.ts); the others wait their turn. */
const writeSlot = createSlots(3);

/** Personal data of an application is kept this long (decision 0011), then the retention job removes it. */
export const RETENTION_MS = 365 * 86_400_000;

export interface ApplyRequest {
  fields: ApplyFields;
  /** The uploaded attachment, if any (browsers send an empty part when none was chosen). */
  file: MultipartFile | null;
  clientIp: string;
  /** Public origin of the board, for the link in the employer's e-mail. */
  origin: string;
}

/** The stored CV named by a token can no longer be used (expired, someone else's, or gone). */
const cvUnavailable = () =>
  new AppError('UNPROCESSABLE', 'apply.attachmentRejected', {
    fields: [{ field: 'attachment', message: 'apply.cvUnavailable' }],
  });

/**
 * POST /v1/offers/{slug}/applications: validates, stores the file under a random key, then writes the
 * application, its attachment row and the employer's e-mail in one transaction. The id is returned only
 * after commit; when the transaction fails the file is removed again, so nothing is left half-stored.
 * A signed-in candidate who uploaded a CV, has none on the profile and ticked `keep_cv` then has it kept
 * as the profile's CV (`keepApplicationCv`, a copy under the profile's rules); the application stands
 * whether or not that works.
 */
export async function submitApplication(
  db: Db,
  tenant: Tenant,
  caller: Caller,
  slug: string,
  request: ApplyRequest,
  now = new Date(),
): Promise<{ id: number; cvKept: boolean }> {
  const { fields } = request;
  const email = fields.email.toLowerCase();
  // Keyed on the address alone: a fresh e-mail per attempt must not buy another one.
  await assertRateLimit(`apply:${tenant.id}:${request.clientIp}:${slug}`, RATE_LIMITS.applyPerOffer);
  await assertRateLimit(`apply:${tenant.id}:${request.clientIp}`, RATE_LIMITS.applyPerAddress);

  const offer = await findPublicOfferBySlug(db, tenant.id, slug);
  if (!offer) throw new AppError('NOT_FOUND', 'apply.offerNotFound');
  if (!isOfferActive(offer, now)) throw new AppError('CONFLICT', 'apply.offerClosed');
  if (offer.applyUrl) throw new AppError('CONFLICT', 'apply.externalOffer');

  const upload = await resolveAttachment(db, caller, request);
  const message = fields.message?.trim() ? fields.message : null;
  if (!upload && !message) {
    throw new AppError('BAD_REQUEST', 'badRequest', {
      fields: [{ field: 'attachment', message: 'apply.attachmentOrMessage' }],
    });
  }

  // Spec: one-click only for a signed-in candidate sending the stored CV under the profile's name and e-mail.
  const isOneClick =
    caller.kind === 'candidate' &&
    upload?.fromProfile === true &&
    fields.name === caller.name &&
    email === caller.email.toLowerCase();
  const marketing =
    caller.kind === 'anonymous' && tenant.config.flags.enableMarketingConsent
      ? fields.marketing_consent_accepted === 'true'
      : null;

  const sent = await writeSlot(async () => {
    const storageKey = upload ? newStorageKey('applications', upload.extension) : null;
    const storage = getStorage();
    if (upload && storageKey) await storage.put(storageKey, upload.bytes);
    try {
      const to = offer.applyEmail || offer.contact.email || (await findCompanyOwnerEmail(db, offer.companyId));
      return await db.transaction(async (tx) => {
        const [row] = await tx
          .insert(applications)
          .values({
            tenantId: tenant.id,
            offerId: offer.id,
            candidateId: caller.kind === 'candidate' ? caller.userId : null,
            name: fields.name,
            email: fields.email,
            message,
            source: isOneClick ? '1_click_apply' : 'apply_form',
            futureConsentAccepted: fields.future_consent_accepted === 'true',
            customConsentAccepted: fields.custom_consent_accepted === 'true',
            marketingConsentAccepted: marketing,
            retentionUntil: new Date(now.getTime() + RETENTION_MS),
            createdAt: now,
          })
          .returning({ id: applications.id });
        const id = row!.id;
        if (upload && storageKey) {
          await tx.insert(applicationAttachments).values({
            applicationId: id,
            storageKey,
            fileName: upload.fileName,
            mimeType: upload.mimeType,
            sizeBytes: upload.bytes.byteLength,
          });
        }
        await enqueueApplicationEvent(tx, id, 'application.created', { now });
        if (to) {
          await enqueueMail(
            tx,
            buildNewApplicationMail(tenant, {
              to,
              origin: request.origin,
              applicationId: id,
              offer: { id: offer.id, title: offer.title },
              candidate: { name: fields.name, email: fields.email, message },
              attachment: upload ? { fileName: upload.fileName } : null,
            }),
          );
        }
        return { id };
      });
    } catch (error) {
      if (storageKey) await storage.delete(storageKey).catch(() => undefined);
      throw error;
    }
  });
  let cvKept = false;
  if (caller.kind === 'candidate' && upload && !upload.fromProfile && fields.keep_cv === 'true')
    cvKept = await keepApplicationCv(db, caller.userId, upload).catch((error: unknown) => {
      logger.error({ err: error, applicationId: sent.id }, 'keeping the application CV on the profile');
      return false;
    });
  return { id: sent.id, cvKept };
}

interface Upload {
  bytes: Uint8Array;
  fileName: string;
  mimeType: string;
  extension: string;
  fromProfile: boolean;
}

/** The file to store: an upload checked by its bytes, or the caller's stored CV named by a token. */
async function resolveAttachment(db: Db, caller: Caller, request: ApplyRequest): Promise<Upload | null> {
  const { file, fields } = request;
  const isUploaded = file !== null && (file.fileName !== '' || file.bytes.byteLength > 0 || file.tooLarge);
  if (isUploaded) {
    if (file.tooLarge) throw uploadFailure('fileTooLarge', 'attachment');
    const check = await checkUpload(file.bytes, ATTACHMENT_KINDS, APPLY_LIMITS.attachmentMaxBytes);
    if (!check.ok) throw uploadFailure(check.error, 'attachment');
    return {
      bytes: file.bytes,
      fileName: cleanFileName(file.fileName, check.extension),
      mimeType: check.mimeType,
      extension: check.extension,
      fromProfile: false,
    };
  }
  if (!fields.cv_token) return null;
  if (caller.kind !== 'candidate') throw cvUnavailable();
  const documentId = readCvToken(fields.cv_token, caller.userId);
  const document = documentId === null ? null : await findCandidateDocument(db, caller.userId, documentId);
  const bytes = document ? await getStorage().get(document.storageKey) : null;
  if (!document || !bytes) throw cvUnavailable();
  const check = await checkUpload(bytes, ATTACHMENT_KINDS, APPLY_LIMITS.attachmentMaxBytes);
  if (!check.ok) throw uploadFailure(check.error, 'attachment');
  return {
    bytes,
    fileName: cleanFileName(document.fileName, check.extension),
    mimeType: check.mimeType,
    extension: check.extension,
    fromProfile: true,
  };
}

/** The name shown to the employer: the client's, without paths or control characters, with the real extension. */
function cleanFileName(name: string, extension: string): string {
  const base = (name.split(/[\\/]/).pop() ?? '')
    .replace(/[\u0000-\u001f\u007f"]/g, '')
    .replace(/\.[^.]*$/, '')
    .trim()
    .slice(0, 120);
  return `${base || 'attachment'}.${extension}`;
}
