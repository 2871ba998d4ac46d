import 'server-only';
import { randomBytes } from 'node:crypto';
import { eq, sql } from 'drizzle-orm';
import type { Tenant } from '@/lib/tenants/tenant-service';
import { hashOfferToken } from '@/lib/auth/offer-token';
import type { DbOrTx } from '@/lib/db/client';
import { companies, offerDrafts } from '@/lib/db/schema';
import { foldText } from '@/lib/text';
import { clauseForOffer, OFFER_TOKEN_TTL_DAYS } from '../config';
import type { OfferServerShape } from '../server-shape';
import { companyLogoUrl } from './offer-shape';
import { requirePlan } from './plans';

/** New drafts: an empty one for a plan, one for an integrator's id, and what a company's draft starts with. */

const DAY = 86_400_000;

/** A URL-safe random token (192 bits); only its hash is stored. */
const newToken = () => randomBytes(24).toString('base64url');

/** A slug from the title, unique enough with a random tail (checked against the board anyway). */
export function slugFor(title: string): string {
  const base = foldText(title)
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-+|-+$/g, '')
    .slice(0, 80)
    .replace(/-+$/, '');
  return `${base || 'offer'}-${randomBytes(4).toString('hex')}`;
}

export interface StartedDraft {
  id: number;
  slug: string;
  token: string;
}

type DraftValues = Omit<typeof offerDrafts.$inferInsert, 'slug' | 'tokenHash' | 'tokenExpiresAt'>;

function draftRowValues(values: DraftValues, now: Date) {
  const token = newToken();
  const slug = slugFor('draft');
  return {
    token,
    row: {
      ...values,
      slug,
      tokenHash: hashOfferToken(token),
      tokenExpiresAt: new Date(now.getTime() + OFFER_TOKEN_TTL_DAYS * DAY),
      createdAt: now,
      updatedAt: now,
    },
  };
}

export async function insertDraft(db: DbOrTx, values: DraftValues, now: Date): Promise<StartedDraft> {
  const { token, row: insert } = draftRowValues(values, now);
  const [row] = await db.insert(offerDrafts).values(insert).returning({ id: offerDrafts.id });
  return { id: row!.id, slug: insert.slug, token };
}

/**
 * The posting API's new, empty draft for an integrator's `externalId` (decision 0056), owned by the company at
 * once (the caller saves its content in the same transaction); null when the company already has a draft with that id on this
 * board. One conditional insert: of concurrent creates with one id, exactly one inserts (on Postgres the
 * others wait for its transaction and then find the id taken; if it rolls back, the next one inserts).
 */
export async function startExternalDraft(
  db: DbOrTx,
  tenant: Tenant,
  input: { planKey: string; companyId: number; externalId: string; now?: Date },
): Promise<StartedDraft | null> {
  const plan = await requirePlan(db, tenant.id, input.planKey);
  const { token, row: insert } = draftRowValues(
    {
      tenantId: tenant.id,
      companyId: input.companyId,
      createdBy: null,
      planKey: plan.key,
      mode: 'create',
      content: { planKey: plan.key },
      externalId: input.externalId,
    },
    input.now ?? new Date(),
  );
  const [row] = await db
    .insert(offerDrafts)
    .values(insert)
    .onConflictDoNothing({
      target: [offerDrafts.tenantId, offerDrafts.companyId, offerDrafts.externalId],
      where: sql`external_id IS NOT NULL`,
    })
    .returning({ id: offerDrafts.id });
  return row ? { id: row.id, slug: insert.slug, token } : null;
}

/** POST /v1/offers/initiate: a new, empty draft for a plan; a signed-in employer owns it at once. */
export async function initiateDraft(
  db: DbOrTx,
  tenant: Tenant,
  input: { planKey: string; companyId: number | null; userId: string | null; now?: Date },
): Promise<StartedDraft> {
  const plan = await requirePlan(db, tenant.id, input.planKey);
  return insertDraft(
    db,
    {
      tenantId: tenant.id,
      companyId: input.companyId,
      createdBy: input.userId,
      planKey: plan.key,
      mode: 'create',
      content: { planKey: plan.key, ...(input.companyId ? await companyPrefill(db, input.companyId) : {}) },
    },
    input.now ?? new Date(),
  );
}

/** What a new draft of a company starts with: its name, size, site and logo, and its clauses (spec 2). */
export async function companyPrefill(db: DbOrTx, companyId: number): Promise<Partial<OfferServerShape>> {
  const [company] = await db.select().from(companies).where(eq(companies.id, companyId));
  if (!company) return {};
  const logo = company.logoKey ? companyLogoUrl(company.slug) : null;
  const clauses = company.clauses;
  return {
    hiringCompany: {
      name: company.name,
      shortName: company.shortName,
      logoUrl: logo,
      logoUrlThumb: logo,
      size: company.size,
      url: company.websiteUrl,
      type: null,
    },
    informationClause: clauseForOffer(clauses.informationClause ?? '', company.name),
    futureConsent: { enabled: Boolean(clauses.futureConsent), value: clauses.futureConsent ?? '' },
    customConsent: { enabled: Boolean(clauses.customConsent), value: clauses.customConsent ?? '' },
  };
}
