import {
  EMPLOYMENT_TYPE_SALARY_TYPES,
  EMPLOYMENT_TYPES,
  WORKING_TIME_UNDETERMINED,
  type EmploymentType,
  type OfferDraftState,
  type OfferFormMode,
  type PublicTag,
  type SalaryType,
} from './options';
import { defaultOfferFormValues } from './default-values';
import { chosenCategoryKey, parseAmount } from './field-rules';
import { type FormCategory, type FormSalary, type OfferFormValues } from './schema';

/**
 * The draft/offer server shape (spec 3 "Draft or offer, server shape") and the mapping between it
 * and the form values, implementing spec 5 "Values sent" exactly. Plain TypeScript: the form sends
 * `toServerShape(values)`, the server answers the shape and the form loads `fromServerShape(shape)`.
 */

export interface ServerSalary {
  from: number;
  to: number;
  unit: string;
}

export interface ServerEmploymentType {
  type: string;
  currency: string;
  amountType: SalaryType;
  currencySource: 'original';
  salary: ServerSalary | null;
  order: number;
}

export interface ServerLimits {
  maxLocationsCount: number;
  bumpsUpCount: number;
  bumpsUpEveryDays: number;
  durationInDays: number;
  seniority: string[];
  categories: number;
  subcategories?: number;
}

export interface OfferServerShape {
  planKey: string;
  slug: string;
  hiringCompany: {
    name: string;
    shortName: string | null;
    logoUrl: string | null;
    logoUrlThumb: string | null;
    size: string;
    url: string;
    type: string | null;
  };
  title: string;
  shortTitle: string;
  experienceLevel: string | null;
  body: string;
  workplaceType: string | null;
  workingTime: string | null;
  informationClause: string;
  publicTags: PublicTag[];
  apply: { url?: string; email?: string };
  futureConsent: { enabled: boolean; value: string };
  customConsent: { enabled: boolean; value: string };
  contact: { name: string; email: string; phone: string };
  locations: {
    city: string;
    countryCode: string;
    street: string;
    geoCoordinates: { latitude: number | null; longitude: number | null };
  }[];
  languages: { code: string; level: string }[];
  requirements: { skillName: string; skillId: number | null; level: number; required: boolean; ordinal: number }[];
  employmentTypes: ServerEmploymentType[];
  categories: { key: string }[];
  expiredAt: string | null;
  limits: ServerLimits | null;
}

/** Extra fields the server answers next to the shape when a draft or offer is opened for editing. */
export interface EditableOffer extends OfferServerShape {
  id: number;
  draftId: number | null;
  offerId: number | null;
  mode: OfferFormMode;
  state: OfferDraftState;
  status: string | null;
  isOfferActive: boolean;
}

/** Spec 5: amount type from the employment-type dictionary; for `any` the chosen one. */
export function amountTypeOf(employmentType: string, chosen: string): SalaryType {
  if (employmentType === 'any' && (chosen === 'net' || chosen === 'gross')) return chosen;
  const types = EMPLOYMENT_TYPE_SALARY_TYPES[employmentType as EmploymentType];
  return types?.[0] ?? 'gross';
}

const lowerEmail = (v: string) => v.trim().toLowerCase();

/**
 * Form values → server shape (spec 5 "Values sent"):
 * - the primary salary only with both ends; the additional employment type only if chosen;
 * - language entries without code and level dropped;
 * - e-mails lower-cased;
 * - amount type from the dictionary (type `any`: the chosen one);
 * - currency PLN by default on draft updates; working time 'undetermined' → null in drafts.
 */
export function toServerShape(
  values: OfferFormValues,
  options: { draft: boolean; slug?: string; logo?: { url: string | null; thumbUrl: string | null } },
): OfferServerShape {
  const currency = values.salaryCurrency.trim() || (options.draft ? 'PLN' : '');
  const employmentType = (s: FormSalary, order: number, withSalary: boolean): ServerEmploymentType => {
    const [from, to] = [parseAmount(s.from), parseAmount(s.to)];
    const range = withSalary && from !== null && to !== null && !Number.isNaN(from) && !Number.isNaN(to);
    return {
      type: s.employmentType,
      currency,
      amountType: amountTypeOf(s.employmentType, s.salaryType),
      currencySource: 'original',
      salary: range ? { from: from!, to: to!, unit: values.salaryUnit || 'month' } : null,
      order,
    };
  };
  const employmentTypes: ServerEmploymentType[] = [];
  if (values.primarySalary.employmentType !== '') employmentTypes.push(employmentType(values.primarySalary, 0, true));
  if (values.secondSalaryActive && values.additionalSalary.employmentType !== '')
    employmentTypes.push(employmentType(values.additionalSalary, employmentTypes.length, true));

  const logo = options.logo ?? storedLogo(values);
  const uri = values.applicationTypeUri.trim();
  const publicTags: PublicTag[] = [];
  if (values.remoteInterview) publicTags.push('remote_interview');
  if (values.openToHireUkrainians) publicTags.push('open_to_hire_ukrainians');
  const categoryKey = chosenCategoryKey(values);
  const workingTime =
    values.workingTime === WORKING_TIME_UNDETERMINED || values.workingTime === ''
      ? options.draft
        ? null
        : values.workingTime
      : values.workingTime;
  const title = values.jobPositionName.trim();
  return {
    planKey: values.type || 'pro',
    slug: options.slug ?? '',
    hiringCompany: {
      name: values.companyName.trim(),
      shortName: null,
      logoUrl: logo.url,
      logoUrlThumb: logo.thumbUrl,
      size: values.companySize,
      url: values.companyWebsite.trim(),
      type: null,
    },
    title,
    shortTitle: title.length > 60 ? `${title.slice(0, 59)}…` : title,
    experienceLevel: values.jobPositionExperience || null,
    body: values.jobDescription,
    workplaceType: values.workingPlace || null,
    workingTime,
    informationClause: values.informationClauseText,
    publicTags,
    apply:
      values.applicationType === 'url'
        ? { url: uri }
        : values.applicationType === 'email'
          ? { email: lowerEmail(uri) }
          : {},
    futureConsent: { enabled: values.futureConsentEnabled, value: values.futureConsentText },
    customConsent: { enabled: values.customConsentEnabled, value: values.customConsentText },
    contact: {
      name: values.contactName.trim(),
      email: lowerEmail(values.contactEmail),
      phone: values.contactPhone.trim(),
    },
    locations: values.locations.map((l) => ({
      city: l.city.trim(),
      countryCode: (l.countryCode.trim() || 'PL').toUpperCase(),
      street: l.street.trim(),
      geoCoordinates: { latitude: l.latitude, longitude: l.longitude },
    })),
    languages: values.languages
      .filter((l) => l.code.trim() !== '' || l.level.trim() !== '')
      .map((l) => ({ code: l.code.trim().toLowerCase(), level: l.level.trim().toLowerCase() })),
    requirements: [
      ...values.requiredSkills.map((s, i) => ({
        skillName: s.name.trim(),
        skillId: s.id,
        level: s.level,
        required: true,
        ordinal: i,
      })),
      ...values.optionalSkills.map((s, i) => ({
        skillName: s.name.trim(),
        skillId: s.id,
        level: s.level,
        required: false,
        ordinal: values.requiredSkills.length + i,
      })),
    ],
    employmentTypes,
    categories: categoryKey ? [{ key: categoryKey }] : [],
    expiredAt: values.expiredAt.trim() ? new Date(values.expiredAt).toISOString() : null,
    limits: null,
  };
}

function storedLogo(values: OfferFormValues): { url: string | null; thumbUrl: string | null } {
  const logo = values.companyLogo;
  if (logo && !(typeof File !== 'undefined' && logo instanceof File) && 'url' in logo)
    return { url: logo.url || null, thumbUrl: logo.thumbUrl ?? null };
  return { url: null, thumbUrl: null };
}

const amountText = (n: number | undefined | null) => (typeof n === 'number' ? String(n) : '');

/**
 * Server shape → form values (loaded from the server: `isPublished` false, spec 3). The category
 * list tells which key is a sub-category; without it the key is taken as a main category.
 */
export function fromServerShape(
  shape: Partial<OfferServerShape>,
  options: { categories?: readonly FormCategory[]; mode?: OfferFormMode; state?: OfferDraftState } = {},
): OfferFormValues {
  const values = defaultOfferFormValues(shape.planKey || undefined);
  const company = shape.hiringCompany;
  const types = shape.employmentTypes ?? [];
  const block = (e: ServerEmploymentType | undefined): FormSalary =>
    e
      ? {
          employmentType: (EMPLOYMENT_TYPES as readonly string[]).includes(e.type) ? e.type : '',
          from: amountText(e.salary?.from),
          to: amountText(e.salary?.to),
          salaryType: e.type === 'any' ? e.amountType : '',
        }
      : { employmentType: '', from: '', to: '', salaryType: '' };
  const key = shape.categories?.[0]?.key ?? '';
  const category = options.categories?.find((c) => c.key === key);
  const requirements = [...(shape.requirements ?? [])].sort((a, b) => a.ordinal - b.ordinal);
  const skill = (r: OfferServerShape['requirements'][number]) => ({ id: r.skillId, name: r.skillName, level: r.level });
  const firstSalary = types.find((e) => e.salary);
  return {
    ...values,
    companyLogo: company?.logoUrl ? { url: company.logoUrl, thumbUrl: company.logoUrlThumb } : null,
    companyName: company?.name ?? '',
    companySize: company?.size ?? '',
    companyWebsite: company?.url ?? '',
    applicationType: shape.apply?.url !== undefined ? 'url' : 'email',
    applicationTypeUri: shape.apply?.url ?? shape.apply?.email ?? '',
    informationClauseText: shape.informationClause ?? '',
    futureConsentEnabled: shape.futureConsent?.enabled ?? false,
    futureConsentText: shape.futureConsent?.value ?? '',
    customConsentEnabled: shape.customConsent?.enabled ?? false,
    customConsentText: shape.customConsent?.value ?? '',
    contactName: shape.contact?.name ?? '',
    contactEmail: shape.contact?.email ?? '',
    contactPhone: shape.contact?.phone ?? '',
    openToHireUkrainians: shape.publicTags?.includes('open_to_hire_ukrainians') ?? false,
    remoteInterview: shape.publicTags?.includes('remote_interview') ?? false,
    jobCategory: category?.parentKey ?? key,
    jobSubcategory: category?.parentKey ? key : '',
    jobCategoryKey: key,
    jobDescription: shape.body ?? '',
    locations: (shape.locations ?? []).map((l) => ({
      city: l.city,
      street: l.street,
      countryCode: l.countryCode,
      latitude: l.geoCoordinates?.latitude ?? null,
      longitude: l.geoCoordinates?.longitude ?? null,
    })),
    jobPositionName: shape.title ?? '',
    jobPositionExperience: shape.experienceLevel ?? '',
    salaryUnit: firstSalary?.salary?.unit ?? 'month',
    salaryCurrency: types[0]?.currency ?? 'PLN',
    primarySalary: block(types[0]),
    additionalSalary: block(types[1]),
    secondSalaryActive: types.length > 1,
    requiredSkills: requirements.filter((r) => r.required).map(skill),
    optionalSkills: requirements.filter((r) => !r.required).map(skill),
    workingPlace: shape.workplaceType ?? '',
    workingTime: shape.workingTime ?? WORKING_TIME_UNDETERMINED,
    type: shape.planKey || values.type,
    isPublished: false,
    languages: (shape.languages ?? []).map((l) => ({ code: l.code, level: l.level })),
    expiredAt: shape.expiredAt ?? '',
    creationType: options.mode ?? 'create',
    state: options.state ?? 'workInProgress',
    limitsSubType: shape.planKey || values.limitsSubType,
  };
}
