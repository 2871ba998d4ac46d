import 'server-only';
import { and, eq } from 'drizzle-orm';
import { rightCovers, type CompanyRight, type EmployerCaller } from '@/lib/auth/caller';
import { changedFields, recordAudit } from '@/lib/audit';
import type { Db } from '@/lib/db/client';
import { companies, companyMembers, users, type CompanyClauses } from '@/lib/db/schema';
import { AppError } from '@/lib/http/errors';
import type { Locale } from '@/lib/i18n/locales';
import { logger } from '@/lib/log';
import { logoThumbKey } from '@/lib/storage/company-logo-keys';
import { getStorage } from '@/lib/storage/storage';
import type { MultipartFile } from '@/lib/uploads/multipart';
import type {
  BillingDataInput,
  ClausesInput,
  CompanyDataInput,
  ProfileInput,
  RecruiterAccessInput,
} from '../validation';
import { storeLogo } from './logo-store';
import type { CompanyView, EmployerProfile } from '../types';

export type { CompanyView, EmployerProfile };

/** The rights each part of the company's data needs to change (decision 0019). */
export const RIGHT_TO_CHANGE = {
  companyData: 'admin',
  billingData: 'admin',
  clauses: 'admin',
  recruiterAccess: 'admin',
} as const;

/** The company's logo is company data: whoever may change the company data may change it (decision 0043). */
export const mayChangeCompanyLogo = (right: CompanyRight | null | undefined): boolean =>
  right != null && rightCovers(right, RIGHT_TO_CHANGE.companyData);

/** GET /v2/employer-panel/profiles/me: the member's own account and the companies it acts for. */
export async function getEmployerProfile(db: Db, caller: EmployerCaller): Promise<EmployerProfile> {
  const [user] = await db
    .select({ id: users.id, name: users.name, email: users.email, phone: users.phone })
    .from(users)
    .where(and(eq(users.id, caller.userId), eq(users.tenantId, caller.tenantId)));
  if (!user) throw new AppError('UNAUTHORIZED', 'signInRequired');
  const memberships = await db
    .select({ id: companies.id, name: companies.name, slug: companies.slug, right: companyMembers.right })
    .from(companyMembers)
    .innerJoin(companies, eq(companies.id, companyMembers.companyId))
    .where(and(eq(companyMembers.userId, caller.userId), eq(companies.tenantId, caller.tenantId)))
    .orderBy(companyMembers.createdAt, companies.id);
  const active = memberships.find((m) => m.id === caller.companyId);
  if (!active) throw new AppError('FORBIDDEN', 'forbidden');
  return {
    id: user.id,
    name: user.name,
    email: user.email,
    phone: user.phone ?? '',
    right: caller.right,
    company: { id: active.id, name: active.name, slug: active.slug },
    companies: memberships.map(({ id, name, right }) => ({ id, name, right })),
  };
}

/** PATCH /v1/profiles/me: name and phone; the e-mail is the sign-in and changes only through the auth library. */
export async function updateEmployerProfile(db: Db, caller: EmployerCaller, input: ProfileInput) {
  await db
    .update(users)
    .set({
      ...(input.name === undefined ? {} : { name: input.name }),
      ...(input.phone === undefined ? {} : { phone: input.phone || null }),
      updatedAt: new Date(),
    })
    .where(and(eq(users.id, caller.userId), eq(users.tenantId, caller.tenantId)));
  return getEmployerProfile(db, caller);
}

const EMPTY_CLAUSES: Required<CompanyClauses> = {
  informationClause: '',
  futureConsentEnabled: false,
  futureConsent: '',
  customConsentEnabled: false,
  customConsent: '',
};

async function companyRow(db: Db, caller: EmployerCaller) {
  // Always the caller's active company, on the caller's board: no id ever comes from the client.
  const [row] = await db
    .select()
    .from(companies)
    .where(and(eq(companies.id, caller.companyId), eq(companies.tenantId, caller.tenantId)));
  if (!row) throw new AppError('NOT_FOUND', 'notFound');
  return row;
}

type CompanyRow = Awaited<ReturnType<typeof companyRow>>;

function logoVersion(row: CompanyRow): string {
  return row.logoKey ? row.logoKey.split('/').pop()!.split('.')[0]!.slice(0, 12) : row.logoColor.slice(1);
}

export function toCompanyView(row: CompanyRow, caller: EmployerCaller): CompanyView {
  const base = `/api/v1/companies/${row.slug}/logo`;
  const v = logoVersion(row);
  const may = (right: 'owner' | 'admin' | 'recruiter') => rightCovers(caller.right, right);
  return {
    id: row.id,
    name: row.name,
    slug: row.slug,
    size: row.size,
    website: row.websiteUrl,
    logoUrl: `${base}?size=full&v=${v}`,
    logoThumbUrl: `${base}?v=${v}`,
    hasUploadedLogo: row.logoKey !== null,
    ...(may(RIGHT_TO_CHANGE.billingData) ? { billingData: row.billingData ?? null } : {}),
    clauses: { ...EMPTY_CLAUSES, ...row.clauses },
    recruitersAssignedOnly: row.recruitersAssignedOnly,
    canEdit: {
      companyData: may(RIGHT_TO_CHANGE.companyData),
      billingData: may(RIGHT_TO_CHANGE.billingData),
      clauses: may(RIGHT_TO_CHANGE.clauses),
      recruiterAccess: may(RIGHT_TO_CHANGE.recruiterAccess),
    },
    updatedAt: row.updatedAt.toISOString(),
  };
}

/** GET /v1/company: the caller's active company. */
export async function getCompany(db: Db, caller: EmployerCaller): Promise<CompanyView> {
  return toCompanyView(await companyRow(db, caller), caller);
}

const initialsOf = (name: string) =>
  name
    .split(/\s+/)
    .filter((w) => /\p{L}|\p{N}/u.test(w))
    .slice(0, 2)
    .map((w) => [...w.replace(/[^\p{L}\p{N}]/gu, '')][0] ?? '')
    .join('')
    .toUpperCase() || name.slice(0, 2).toUpperCase();

/**
 * POST /v1/company/company_data: name, size, website and (optionally: the company keeps its logo
 * otherwise) a new logo. The logo is checked and re-encoded before anything is written, stored before
 * the row points at it, and the old files go only after the change is committed.
 */
export async function updateCompanyData(
  db: Db,
  caller: EmployerCaller,
  input: CompanyDataInput,
  logo: MultipartFile | undefined,
  locale: Locale,
): Promise<CompanyView> {
  const stored = logo ? await storeLogo(logo, locale) : null;
  let previousKey: string | null = null;
  try {
    const row = await db.transaction(async (tx) => {
      const [before] = await tx
        .select()
        .from(companies)
        .where(and(eq(companies.id, caller.companyId), eq(companies.tenantId, caller.tenantId)))
        .for('update');
      if (!before) throw new AppError('NOT_FOUND', 'notFound');
      previousKey = stored ? before.logoKey : null;
      const next = {
        name: input.name,
        size: input.size,
        websiteUrl: input.website,
        logoKey: stored?.key ?? before.logoKey,
        logoInitials: initialsOf(input.name),
      };
      const changes = changedFields(
        { name: before.name, size: before.size, website: before.websiteUrl, logo: before.logoKey },
        { name: next.name, size: next.size, website: next.websiteUrl, logo: next.logoKey },
      );
      // The audit names a new logo, not its storage key (keys are internal).
      if (changes.logo) changes.logo = { from: before.logoKey ? 'uploaded' : null, to: 'uploaded' };
      const [after] = await tx
        .update(companies)
        .set({ ...next, updatedAt: new Date() })
        .where(eq(companies.id, before.id))
        .returning();
      if (Object.keys(changes).length) {
        await recordAudit(tx, {
          tenantId: caller.tenantId,
          companyId: before.id,
          actorId: caller.userId,
          action: 'company.data_updated',
          subjectType: 'company',
          subjectId: before.id,
          details: changes,
        });
      }
      return after!;
    });
    if (previousKey) await removeLogoFiles(previousKey);
    return toCompanyView(row, caller);
  } catch (error) {
    if (stored) await removeLogoFiles(stored.key);
    throw error;
  }
}

/**
 * A new company logo chosen in the offer form (the offer shows its company's logo): re-encoded and stored
 * like the company page's, the row pointed at it and audited, the old files removed after the commit.
 * The file was checked with the form's own messages before; this checks it again by its bytes. Only a
 * member holding the company-data right may (decision 0043): `right` is the caller's right in *this*
 * company, null for anyone else (a draft link's bearer who is not such a member).
 */
export async function replaceCompanyLogo(
  db: Db,
  who: { tenantId: number; companyId: number; userId: string | null; right: CompanyRight | null },
  logo: MultipartFile,
  locale: Locale,
): Promise<void> {
  if (!mayChangeCompanyLogo(who.right)) throw new AppError('FORBIDDEN', 'forbidden');
  const stored = await storeLogo(logo, locale);
  let previousKey: string | null = null;
  try {
    await db.transaction(async (tx) => {
      const [before] = await tx
        .select({ id: companies.id, logoKey: companies.logoKey })
        .from(companies)
        .where(and(eq(companies.id, who.companyId), eq(companies.tenantId, who.tenantId)))
        .for('update');
      if (!before) throw new AppError('NOT_FOUND', 'notFound');
      previousKey = before.logoKey;
      await tx.update(companies).set({ logoKey: stored.key, updatedAt: new Date() }).where(eq(companies.id, before.id));
      await recordAudit(tx, {
        tenantId: who.tenantId,
        companyId: before.id,
        actorId: who.userId,
        action: 'company.data_updated',
        subjectType: 'company',
        subjectId: before.id,
        details: { logo: { from: before.logoKey ? 'uploaded' : null, to: 'uploaded' } },
      });
    });
  } catch (error) {
    await removeLogoFiles(stored.key);
    throw error;
  }
  if (previousKey) await removeLogoFiles(previousKey);
}

async function removeLogoFiles(key: string): Promise<void> {
  const storage = getStorage();
  await Promise.all(
    [key, logoThumbKey(key)].map((k) =>
      storage.delete(k).catch((error: unknown) => logger.error({ err: error }, 'deleting a company logo file')),
    ),
  );
}

/** Changes one JSON part of the company row in a transaction, with its audit entry. */
async function updateCompanyJson<K extends 'billingData' | 'clauses'>(
  db: Db,
  caller: EmployerCaller,
  column: K,
  value: NonNullable<CompanyRow[K]>,
  action: string,
): Promise<CompanyView> {
  const row = await db.transaction(async (tx) => {
    const [before] = await tx
      .select()
      .from(companies)
      .where(and(eq(companies.id, caller.companyId), eq(companies.tenantId, caller.tenantId)))
      .for('update');
    if (!before) throw new AppError('NOT_FOUND', 'notFound');
    const previous = (before[column] ?? {}) as Record<string, unknown>;
    const changes = changedFields(previous, value as Record<string, unknown>);
    const [after] = await tx
      .update(companies)
      .set({ [column]: value, updatedAt: new Date() })
      .where(eq(companies.id, before.id))
      .returning();
    if (Object.keys(changes).length) {
      await recordAudit(tx, {
        tenantId: caller.tenantId,
        companyId: before.id,
        actorId: caller.userId,
        action,
        subjectType: 'company',
        subjectId: before.id,
        details: changes,
      });
    }
    return after!;
  });
  return toCompanyView(row, caller);
}

/** PATCH /v2/employer-panel/company/billing-data: the invoice data (validated and normalised by the schema). */
export function updateBillingData(db: Db, caller: EmployerCaller, input: BillingDataInput) {
  return updateCompanyJson(db, caller, 'billingData', input, 'company.billing_data_updated');
}

/** PATCH /v2/employer-panel/company/clauses: the texts the offer form pre-fills. */
export function updateClauses(db: Db, caller: EmployerCaller, input: ClausesInput) {
  return updateCompanyJson(db, caller, 'clauses', input, 'company.clauses_updated');
}

/**
 * PATCH /v2/employer-panel/company/recruiter-access: whether recruiters see only the offers assigned to them
 * (and those offers' applications). Audited when it changes; applies from the next request on.
 */
export async function updateRecruiterAccess(
  db: Db,
  caller: EmployerCaller,
  input: RecruiterAccessInput,
): Promise<CompanyView> {
  const row = await db.transaction(async (tx) => {
    const [before] = await tx
      .select()
      .from(companies)
      .where(and(eq(companies.id, caller.companyId), eq(companies.tenantId, caller.tenantId)))
      .for('update');
    if (!before) throw new AppError('NOT_FOUND', 'notFound');
    if (before.recruitersAssignedOnly === input.recruitersAssignedOnly) return before;
    const [after] = await tx
      .update(companies)
      .set({ recruitersAssignedOnly: input.recruitersAssignedOnly, updatedAt: new Date() })
      .where(eq(companies.id, before.id))
      .returning();
    await recordAudit(tx, {
      tenantId: caller.tenantId,
      companyId: before.id,
      actorId: caller.userId,
      action: 'company.recruiter_access_updated',
      subjectType: 'company',
      subjectId: before.id,
      details: { recruitersAssignedOnly: { from: before.recruitersAssignedOnly, to: input.recruitersAssignedOnly } },
    });
    return after!;
  });
  return toCompanyView(row, caller);
}
