import 'server-only';
import { eq, inArray } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import type { OfferInput } from '@/features/offers/server/public';
import type { DbOrTx } from '@/lib/db/client';
import { categories, skills, type OfferLimits } from '@/lib/db/schema';
import { foldText } from '@/lib/text';
import { offerFormIssues } from '../form-rules';
import { type FormCategory, type OfferFormIssue, type OfferFormValues } from '../schema';
import { fromServerShape, type OfferServerShape } from '../server-shape';
import { issuesError } from './errors';
import { ensureLocalityCity, geocode, resolvePlace, type Place } from './geocoder';
import type { ParsedServerShape } from './shape-schema';

/** The board's categories with their ids and parent keys. */
export async function boardCategories(db: DbOrTx, tenantId: number) {
  const parent = alias(categories, 'parent_category');
  const rows = await db
    .select({ id: categories.id, key: categories.key, parentKey: parent.key })
    .from(categories)
    .leftJoin(parent, eq(parent.id, categories.parentId))
    .where(eq(categories.tenantId, tenantId));
  return rows.map((r) => ({ id: r.id, key: r.key, parentKey: r.parentKey ?? null }));
}

/** The form path of a requirement of the server shape (required ones first, by ordinal). */
function requirementPaths(shape: ParsedServerShape): string[] {
  const order = shape.requirements.map((r, i) => ({ r, i })).sort((a, b) => a.r.ordinal - b.r.ordinal);
  const paths: string[] = [];
  let [req, opt] = [0, 0];
  for (const { r, i } of order) paths[i] = r.required ? `requiredSkills.${req++}` : `optionalSkills.${opt++}`;
  return paths;
}

/** Plan limits beyond the shared schema's: how many categories, and sub-categories at all. */
function categoryLimitIssues(shape: ParsedServerShape, cats: readonly FormCategory[], limits: OfferLimits | null) {
  const issues: OfferFormIssue[] = [];
  if (!limits) return issues;
  if (limits.categories > 0 && shape.categories.length > limits.categories)
    issues.push({ path: ['jobCategory'], message: 'categoryNotInPlan' });
  const sub = shape.categories.find((c) => cats.some((k) => k.key === c.key && k.parentKey !== null));
  if (sub && limits.subcategories === 0) issues.push({ path: ['jobSubcategory'], message: 'categoryNotInPlan' });
  return issues;
}

export interface CheckedShape {
  /** The shape with coordinates filled in where the geocoder found the address. */
  shape: ParsedServerShape;
  /** The place each location is in (by index): its city for the list's filter, or a gazetteer locality. */
  places: (Place | null)[];
  values: OfferFormValues;
  issues: OfferFormIssue[];
  categories: Awaited<ReturnType<typeof boardCategories>>;
}

/**
 * Locations without coordinates are geocoded (the locality's centre, or GEOCODER_URL); one that finds
 * nothing keeps null coordinates, which the shared schema answers with the ZERO_RESULTS message. A
 * located one (the form's pin) is only matched to the place its city names, nearest to the pin.
 */
async function geocodeShape(db: DbOrTx, shape: ParsedServerShape) {
  const places: (Place | null)[] = [];
  const locations = [];
  for (const l of shape.locations) {
    const { latitude, longitude } = l.geoCoordinates;
    const countryCode = l.countryCode || 'PL';
    if (l.city.trim() === '') {
      places.push(null);
      locations.push(l);
    } else if (latitude !== null && longitude !== null) {
      places.push(await resolvePlace(db, l.city, countryCode, { latitude, longitude }));
      locations.push(l);
    } else {
      const found = await geocode(db, { city: l.city, street: l.street, countryCode });
      places.push(found?.place ?? null);
      locations.push(found ? { ...l, geoCoordinates: { latitude: found.latitude, longitude: found.longitude } } : l);
    }
  }
  return { shape: { ...shape, locations }, places };
}

/**
 * The server shape checked by the shared schema (strength `draft` or `full`) and the plan's limits:
 * the same rules the form runs, so the API answers the form's field messages.
 */
export async function checkShape(
  db: DbOrTx,
  tenantId: number,
  raw: ParsedServerShape,
  options: { strength: 'draft' | 'full'; limits: OfferLimits | null; now?: Date; hasLogo?: boolean },
): Promise<CheckedShape> {
  const cats = await boardCategories(db, tenantId);
  const { shape, places } = await geocodeShape(db, raw);
  const values = fromServerShape(shape as OfferServerShape, { categories: cats });
  // A multipart update sends the file next to the shape: the logo rule is then the upload's.
  if (options.hasLogo) values.companyLogo = { url: 'upload' };
  const issues = offerFormIssues(values, {
    strength: options.strength,
    categories: cats,
    limits: options.limits
      ? { maxLocationsCount: options.limits.maxLocationsCount, seniority: options.limits.seniority }
      : null,
    now: options.now,
  });
  issues.push(...categoryLimitIssues(shape, cats, options.limits));
  return { shape, places, values, issues, categories: cats };
}

/** Refuses a shape with issues (drafts: 'form contains errors, fix before saving the draft'). */
export function assertNoIssues(checked: CheckedShape, strength: 'draft' | 'full') {
  if (checked.issues.length) throw issuesError(checked.issues, strength === 'draft' ? 'draftHasErrors' : 'formInvalid');
}

export interface OfferTarget {
  tenantId: number;
  companyId: number;
  planKey: string;
  limits: OfferLimits;
  slug: string;
  status: NonNullable<OfferInput['status']>;
}

/**
 * A fully valid server shape as the offer writer's input: category key → id, skills → dictionary ids
 * (by id or by name), locations geocoded where they have no coordinates (ZERO_RESULTS → field error).
 */
export async function toOfferInput(
  db: DbOrTx,
  shape: ParsedServerShape,
  checked: CheckedShape,
  target: OfferTarget,
): Promise<OfferInput> {
  const issues: OfferFormIssue[] = [];
  const key = shape.categories[0]?.key ?? '';
  const category = checked.categories.find((c) => c.key === key);
  if (!category) issues.push({ path: ['jobCategory'], message: 'unknownCategory' });

  // Skills: by id when given, else by name in the dictionary.
  const ids = shape.requirements.map((r) => r.skillId).filter((id): id is number => id !== null);
  const names = shape.requirements.filter((r) => r.skillId === null).map((r) => foldText(r.skillName.trim()));
  const [byId, byName] = await Promise.all([
    ids.length ? db.select({ id: skills.id }).from(skills).where(inArray(skills.id, ids)) : [],
    names.length
      ? db
          .select({ id: skills.id, normalized: skills.normalizedName })
          .from(skills)
          .where(inArray(skills.normalizedName, names))
      : [],
  ]);
  const known = new Set(byId.map((s) => s.id));
  const nameToId = new Map(byName.map((s) => [s.normalized, s.id]));
  const paths = requirementPaths(shape);
  const requirements = shape.requirements.map((r, i) => {
    const id = r.skillId ?? nameToId.get(foldText(r.skillName.trim())) ?? null;
    if (id === null || (r.skillId !== null && !known.has(id)))
      issues.push({ path: [...paths[i]!.split('.'), 'name'], message: 'unknownSkill' });
    return { skillId: id ?? 0, level: r.level, required: r.required, ordinal: r.ordinal };
  });
  if (new Set(requirements.map((r) => r.skillId)).size !== requirements.length)
    issues.push({ path: ['requiredSkills'], message: 'skillDuplicate' });

  checked.shape.locations.forEach(({ geoCoordinates: { latitude, longitude } }, i) => {
    if (latitude === null || longitude === null)
      issues.push({ path: ['locations', i, 'city'], message: 'addressNotFound' });
  });
  if (issues.length) throw issuesError(issues, 'formInvalid');

  const locations = [];
  for (const [i, l] of checked.shape.locations.entries()) {
    const place = checked.places[i] ?? null;
    // A gazetteer locality becomes a city of the table with the offer that is in it (same transaction).
    const cityId = !place
      ? null
      : 'locality' in place
        ? await ensureLocalityCity(db, place.locality.geonameId)
        : place.cityId;
    locations.push({
      cityId,
      city: l.city,
      street: l.street,
      countryCode: l.countryCode || 'PL',
      geoCoordinates: { latitude: l.geoCoordinates.latitude ?? 0, longitude: l.geoCoordinates.longitude ?? 0 },
    });
  }

  const apply = shape.apply.url !== undefined ? { url: shape.apply.url } : { email: shape.apply.email };
  return {
    tenantId: target.tenantId,
    companyId: target.companyId,
    companyName: shape.hiringCompany.name.trim(),
    planKey: target.planKey,
    status: target.status,
    slug: target.slug,
    title: shape.title.trim(),
    body: shape.body,
    experienceLevel: shape.experienceLevel as never,
    workplaceType: shape.workplaceType as never,
    workingTime: shape.workingTime as never,
    categoryId: category!.id,
    publicTags: {
      remoteInterview: shape.publicTags.includes('remote_interview'),
      openToHireUkrainians: shape.publicTags.includes('open_to_hire_ukrainians'),
    },
    apply,
    informationClause: shape.informationClause,
    futureConsent: shape.futureConsent,
    customConsent: shape.customConsent,
    contact: {
      name: shape.contact.name,
      email: shape.contact.email.toLowerCase(),
      ...(shape.contact.phone ? { phone: shape.contact.phone } : {}),
    },
    limits: target.limits,
    locations,
    requirements,
    employmentTypes: shape.employmentTypes.map((e, order) => ({
      type: e.type as never,
      currency: (e.currency || 'PLN') as never,
      amountType: e.amountType,
      salary: e.salary ? { from: e.salary.from, to: e.salary.to, unit: e.salary.unit as never } : null,
      order,
    })),
    languages: shape.languages.map((l) => ({ code: l.code, level: l.level as never })),
  };
}
