import { eq, inArray } from 'drizzle-orm';
import type { DbOrTx } from '@/lib/db/client';
import {
  offerBoards,
  offerEmploymentTypes,
  offerLanguages,
  offerListings,
  offerLocations,
  offerSkills,
} from '@/lib/db/schema';
import { offersChanged } from '../board-version';
import type { Children } from './offer-rows';

/** What every write shares: child rows in and out, the boards an offer is listed on, and their announcement. */

/** Boards whose search rows hold any of the offers now. */
export async function listedBoards(db: DbOrTx, offerIds: readonly number[]): Promise<number[]> {
  if (offerIds.length === 0) return [];
  const rows = await db
    .selectDistinct({ tenantId: offerListings.tenantId })
    .from(offerListings)
    .where(inArray(offerListings.offerId, [...offerIds]));
  return rows.map((r) => r.tenantId);
}

/** Announces a committed change to every board concerned. */
export async function announce(boards: Iterable<number>): Promise<void> {
  for (const tenantId of new Set(boards)) await offersChanged(tenantId);
}

const CHUNK = 500;
export async function insertChunked<T>(rows: T[], insert: (chunk: T[]) => Promise<unknown>) {
  for (let i = 0; i < rows.length; i += CHUNK) await insert(rows.slice(i, i + CHUNK));
}

/** The child rows of offers whose ids are known. */
export function childRows(items: readonly { id: number; children: Children }[]) {
  return {
    locations: items.flatMap((i) => i.children.locations.map((c) => ({ ...c, offerId: i.id }))),
    employmentTypes: items.flatMap((i) => i.children.employmentTypes.map((c) => ({ ...c, offerId: i.id }))),
    skills: items.flatMap((i) => i.children.skills.map((c) => ({ ...c, offerId: i.id }))),
    languages: items.flatMap((i) => i.children.languages.map((c) => ({ ...c, offerId: i.id }))),
    boards: items.flatMap((i) => i.children.boards.map((tenantId) => ({ offerId: i.id, tenantId }))),
  };
}

export async function insertChildren(tx: DbOrTx, items: { id: number; children: Children }[]) {
  const rows = childRows(items);
  await insertChunked(rows.locations, (c) => tx.insert(offerLocations).values(c));
  await insertChunked(rows.employmentTypes, (c) => tx.insert(offerEmploymentTypes).values(c));
  await insertChunked(rows.skills, (c) => tx.insert(offerSkills).values(c));
  await insertChunked(rows.languages, (c) => tx.insert(offerLanguages).values(c));
  await insertChunked(rows.boards, (c) => tx.insert(offerBoards).values(c));
}

/** A stable text form of a value: dates as ISO strings, object keys sorted (jsonb reorders them). */
export function comparable(value: unknown): string {
  const normalise = (v: unknown): unknown => {
    if (v instanceof Date) return v.toISOString();
    if (Array.isArray(v)) return v.map(normalise);
    if (v && typeof v === 'object')
      return Object.fromEntries(
        Object.entries(v)
          .filter(([, item]) => item !== undefined)
          .sort(([a], [b]) => a.localeCompare(b))
          .map(([key, item]) => [key, normalise(item)]),
      );
    return v ?? null;
  };
  return JSON.stringify(normalise(value));
}

export async function childrenOf(tx: DbOrTx, offerId: number) {
  const strip = <T extends { offerId?: number; id?: number }>(rows: T[]) =>
    rows.map(({ offerId: _o, id: _i, ...rest }) => rest);
  const [locations, employmentTypes, skillRows, languages, boards] = await Promise.all([
    tx.select().from(offerLocations).where(eq(offerLocations.offerId, offerId)).orderBy(offerLocations.ordinal),
    tx
      .select()
      .from(offerEmploymentTypes)
      .where(eq(offerEmploymentTypes.offerId, offerId))
      .orderBy(offerEmploymentTypes.ordinal),
    tx.select().from(offerSkills).where(eq(offerSkills.offerId, offerId)).orderBy(offerSkills.ordinal),
    tx.select().from(offerLanguages).where(eq(offerLanguages.offerId, offerId)).orderBy(offerLanguages.code),
    tx.select({ tenantId: offerBoards.tenantId }).from(offerBoards).where(eq(offerBoards.offerId, offerId)),
  ]);
  return {
    locations: strip(locations),
    employmentTypes: strip(employmentTypes),
    skills: strip(skillRows),
    languages: strip(languages),
    boards: boards.map((b) => b.tenantId).sort((a, b) => a - b),
  };
}
