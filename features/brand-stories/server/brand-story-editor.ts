import 'server-only';
import { and, asc, count, desc, eq, inArray, sql } from 'drizzle-orm';
import { offerFilterQuerySchema } from '@/features/offers/schemas';
import { offerConditions, offersChanged, resolveFilters } from '@/features/offers/server/public';
import type { EmployerCaller } from '@/lib/auth/caller';
import { changedFields, recordAudit } from '@/lib/audit';
import type { Db } from '@/lib/db/client';
import { brandStories, companies, offerListings, offers, skills } from '@/lib/db/schema';
import { sanitizeRichText } from '@/lib/html/sanitize';
import { AppError } from '@/lib/http/errors';
import type { Locale } from '@/lib/i18n/locales';
import type { Tenant } from '@/lib/tenants/tenant-service';
import type { MultipartFile } from '@/lib/uploads/multipart';
import {
  galleryField,
  STORY_LIMITS,
  type BrandStoryEditorView,
  type BrandStoryInput,
  type BrandStoryStatus,
} from '../schemas';
import {
  prepareStoryImage,
  putStoryImages,
  removeStoryImages,
  storyImageKey,
  storyImageUrl,
  type StoryImageRole,
} from './story-images';
import { storyFieldError } from './story-messages';

type StoryRow = typeof brandStories.$inferSelect;

/** Who may read and write the company's story: admins and owners (the panel's navigation says the same). */
export const STORY_EDIT_RIGHT = 'admin' as const;

const ofCompany = (caller: EmployerCaller) =>
  and(eq(brandStories.tenantId, caller.tenantId), eq(brandStories.companyId, caller.companyId));

/** Offers of the company the board lists now: the same count the public list shows (`offersCount`). */
async function countListedOffers(db: Db, tenant: Tenant, caller: EmployerCaller): Promise<number> {
  const listed = offerConditions(await resolveFilters(db, tenant, offerFilterQuerySchema.parse({})));
  const [row] = await db
    .select({ n: count() })
    .from(offerListings)
    .innerJoin(offers, eq(offers.id, offerListings.offerId))
    .where(and(listed, eq(offers.companyId, caller.companyId)));
  return row?.n ?? 0;
}

function toView(row: StoryRow, offersCount: number): BrandStoryEditorView {
  return {
    id: row.id,
    slug: row.slug,
    name: row.name,
    type: row.type,
    logoUrl: row.logoUrl,
    coverPhotoUrl: row.coverPhotoUrl,
    shortDescription: row.shortDescription,
    body: row.body,
    technologies: row.technologies,
    gallery: row.gallery,
    status: row.status,
    offersCount,
    updatedAt: row.updatedAt.toISOString(),
  };
}

/** The company's story for the editor (its most recently changed one), or null when it has none yet. */
export async function getCompanyStory(
  db: Db,
  tenant: Tenant,
  caller: EmployerCaller,
): Promise<BrandStoryEditorView | null> {
  const [row] = await db
    .select()
    .from(brandStories)
    .where(ofCompany(caller))
    .orderBy(desc(brandStories.updatedAt), desc(brandStories.id))
    .limit(1);
  return row ? toView(row, await countListedOffers(db, tenant, caller)) : null;
}

/** The editor page: the company's story (or null) and what the preview shows of the company itself. */
export async function storyEditorPage(db: Db, tenant: Tenant, caller: EmployerCaller) {
  const [story, [company]] = await Promise.all([
    getCompanyStory(db, tenant, caller),
    db
      .select({ name: companies.name, shortName: companies.shortName, slug: companies.slug, size: companies.size })
      .from(companies)
      .where(and(eq(companies.id, caller.companyId), eq(companies.tenantId, caller.tenantId))),
  ]);
  if (!company) throw new AppError('NOT_FOUND', 'notFound');
  return { story, company: { name: company.shortName ?? company.name, slug: company.slug, size: company.size } };
}

/** GET /v2/employer-panel/brand-stories/data/{slug}: the company's story by slug; NOT_FOUND (an empty 404) when it has none by that slug. */
export async function getEditorStory(
  db: Db,
  tenant: Tenant,
  caller: EmployerCaller,
  slug: string,
): Promise<BrandStoryEditorView> {
  const [row] = await db
    .select()
    .from(brandStories)
    .where(and(ofCompany(caller), eq(brandStories.slug, slug)))
    .limit(1);
  // Another company's story answers exactly as a missing one: nothing says it exists.
  if (!row) throw new AppError('NOT_FOUND', 'notFound');
  return toView(row, await countListedOffers(db, tenant, caller));
}

/** GET /v2/employer-panel/brand-stories/status/{slug}: free, this company's (draft or published), or taken. */
export async function getStorySlugStatus(db: Db, caller: EmployerCaller, slug: string): Promise<BrandStoryStatus> {
  const [row] = await db
    .select({ companyId: brandStories.companyId, status: brandStories.status })
    .from(brandStories)
    .where(and(eq(brandStories.tenantId, caller.tenantId), eq(brandStories.slug, slug)))
    .limit(1);
  if (!row) return { slug, state: 'free' };
  return { slug, state: row.companyId === caller.companyId ? row.status : 'taken' };
}

/** GET /v2/employer-panel/brand-stories/technologies: skills of the dictionary (by name; the suggested ones without a search). */
export async function findStoryTechnologies(db: Db, search: string | undefined, pageSize: number) {
  const term = search?.toLocaleLowerCase().replace(/[\\%_]/g, (c) => `\\${c}`);
  const rows = await db
    .select({ id: skills.id, name: skills.name })
    .from(skills)
    .where(term ? sql`${skills.normalizedName} like ${`%${term}%`}` : eq(skills.isSuggested, true))
    .orderBy(
      ...(term ? [desc(sql`${skills.normalizedName} like ${`${term}%`}`), asc(sql`length(${skills.name})`)] : []),
      asc(skills.name),
      asc(skills.id),
    )
    .limit(pageSize);
  return { data: rows };
}

/** Technologies by their dictionary names (any case); a name outside the dictionary is a field error. */
async function resolveTechnologies(db: Db, names: string[], locale: Locale): Promise<string[]> {
  const wanted = [...new Map(names.map((n) => [n.toLocaleLowerCase(), n])).keys()];
  if (!wanted.length) return [];
  const rows = await db
    .select({ name: skills.name, key: sql<string>`lower(${skills.name})` })
    .from(skills)
    .where(inArray(sql`lower(${skills.name})`, wanted));
  const byKey = new Map(rows.map((r) => [r.key, r.name]));
  if (wanted.some((k) => !byKey.has(k))) throw storyFieldError(locale, 'technologies', 'validation.technologyUnknown');
  return wanted.map((k) => byKey.get(k)!);
}

const textOf = (html: string) =>
  html
    .replace(/<[^>]*>/g, ' ')
    .replace(/&nbsp;/g, ' ')
    .trim();

export interface StoryFiles {
  logo?: MultipartFile;
  cover?: MultipartFile;
  /** New gallery photos, in the order chosen. */
  gallery: MultipartFile[];
}

/** The new gallery photos of a multipart body (`gallery0`, `gallery1`…, in that order). */
export function galleryFilesOf(files: Record<string, MultipartFile>): MultipartFile[] {
  const out: MultipartFile[] = [];
  for (let i = 0; i < STORY_LIMITS.galleryMax; i++) {
    const file = files[galleryField(i)];
    if (file) out.push(file);
  }
  return out;
}

/**
 * PUT /v2/employer-panel/brand-stories/{slug}: creates the company's story under `{slug}` or changes the
 * one it has there (the slug itself may change to `input.slug`). Another company's story answers 404; a
 * slug another story holds is a field error. Every image is checked and re-encoded before anything is
 * written, stored before the row points at it, and the files it replaces go only after the commit.
 */
export async function saveBrandStory(
  db: Db,
  tenant: Tenant,
  caller: EmployerCaller,
  pathSlug: string,
  input: BrandStoryInput,
  files: StoryFiles,
  locale: Locale,
): Promise<BrandStoryEditorView> {
  const [existing] = await db
    .select()
    .from(brandStories)
    .where(and(eq(brandStories.tenantId, caller.tenantId), eq(brandStories.slug, pathSlug)))
    .limit(1);
  if (existing && existing.companyId !== caller.companyId) throw new AppError('NOT_FOUND', 'notFound');
  if (input.slug !== pathSlug) {
    const [holder] = await db
      .select({ id: brandStories.id })
      .from(brandStories)
      .where(and(eq(brandStories.tenantId, caller.tenantId), eq(brandStories.slug, input.slug)))
      .limit(1);
    if (holder) throw storyFieldError(locale, 'slug', 'validation.slugTaken');
  }
  const body = sanitizeRichText(input.body);
  if (input.status === 'published' && !textOf(body)) throw storyFieldError(locale, 'body', 'validation.bodyRequired');
  const technologies = await resolveTechnologies(db, input.technologies, locale);
  const before = existing?.gallery ?? [];
  if (input.gallery.some((url) => !before.includes(url))) {
    // A photo the form still shows but the story no longer has (changed elsewhere): it must be added again.
    throw storyFieldError(locale, 'gallery', 'validation.imageReAdd');
  }
  if (input.gallery.length + files.gallery.length > STORY_LIMITS.galleryMax) {
    throw storyFieldError(locale, 'gallery', 'validation.galleryTooMany');
  }

  const prepare = (file: MultipartFile, role: StoryImageRole, field: string) =>
    prepareStoryImage(file, role, field, locale);
  const logo = files.logo ? await prepare(files.logo, 'logo', 'logo') : null;
  const cover = files.cover ? await prepare(files.cover, 'cover', 'cover') : null;
  const gallery = [];
  for (const [i, file] of files.gallery.entries()) gallery.push(await prepare(file, 'gallery', galleryField(i)));
  const prepared = [logo, cover, ...gallery].filter((x) => x !== null);
  await putStoryImages(prepared);

  const [company] = await db.select({ slug: companies.slug }).from(companies).where(eq(companies.id, caller.companyId));
  const next = {
    name: input.name,
    slug: input.slug,
    type: input.type,
    shortDescription: input.shortDescription,
    body,
    technologies,
    status: input.status,
    logoUrl: logo
      ? storyImageUrl(logo.key)
      : (existing?.logoUrl ?? `/api/v1/companies/${company?.slug ?? ''}/logo?size=full`),
    coverPhotoUrl: cover ? storyImageUrl(cover.key) : (existing?.coverPhotoUrl ?? null),
    gallery: [...input.gallery, ...gallery.map((g) => storyImageUrl(g.key))],
  };
  let row: StoryRow;
  try {
    row = await db.transaction(async (tx) => {
      const [saved] = existing
        ? await tx
            .update(brandStories)
            .set({ ...next, updatedAt: new Date() })
            .where(and(eq(brandStories.id, existing.id), eq(brandStories.companyId, caller.companyId)))
            .returning()
        : await tx
            .insert(brandStories)
            .values({ ...next, tenantId: caller.tenantId, companyId: caller.companyId })
            .returning();
      if (!saved) throw new AppError('NOT_FOUND', 'notFound');
      const { body: _b, ...auditable } = next;
      const changes = existing
        ? changedFields(
            {
              name: existing.name,
              slug: existing.slug,
              type: existing.type,
              shortDescription: existing.shortDescription,
              technologies: existing.technologies.join(', '),
              status: existing.status,
              body: existing.body === body ? 'same' : 'previous',
            },
            {
              name: auditable.name,
              slug: auditable.slug,
              type: auditable.type,
              shortDescription: auditable.shortDescription,
              technologies: auditable.technologies.join(', '),
              status: auditable.status,
              body: existing.body === body ? 'same' : 'changed',
            },
          )
        : { slug: { from: null, to: saved.slug } };
      if (prepared.length) changes.images = { from: null, to: String(prepared.length) };
      await recordAudit(tx, {
        tenantId: caller.tenantId,
        companyId: caller.companyId,
        actorId: caller.userId,
        action: existing ? 'brand_story.updated' : 'brand_story.created',
        subjectType: 'brand_story',
        subjectId: saved.id,
        details: changes,
      });
      return saved;
    });
  } catch (error) {
    await removeStoryImages(prepared.map((p) => p.key));
    if (isUniqueViolation(error)) throw storyFieldError(locale, 'slug', 'validation.slugTaken');
    throw error;
  }
  if (existing) {
    const dropped = [
      logo ? existing.logoUrl : null,
      cover ? existing.coverPhotoUrl : null,
      ...existing.gallery.filter((url) => !next.gallery.includes(url)),
    ];
    await removeStoryImages(dropped.map(storyImageKey).filter((k): k is string => k !== null));
  }
  // The board's story list and carousel are cached per board generation: a saved story starts a new one.
  await offersChanged(caller.tenantId);
  return toView(row, await countListedOffers(db, tenant, caller));
}

function isUniqueViolation(error: unknown): boolean {
  for (let e = error as { code?: string; cause?: unknown } | undefined; e; e = e.cause as typeof e) {
    if (e.code === '23505') return true;
  }
  return false;
}
