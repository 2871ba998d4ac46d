import 'server-only';
import { and, eq } from 'drizzle-orm';
import type { AbstractIntlMessages } from 'next-intl';
import { getMessages } from 'next-intl/server';
import { getFormInputsData } from '@/features/dictionaries/server/public';
import { mayChangeCompanyLogo } from '@/features/employer-company/server/public';
import { getCityLabels } from '@/features/map/server/public';
import { PREFERENCE_LANGUAGES } from '@/features/matching/criteria';
import { rightCovers, type EmployerCaller } from '@/lib/auth/caller';
import { getReadDb, type DbOrTx } from '@/lib/db/client';
import { categories, companies, plans, type BillingData } from '@/lib/db/schema';
import { getEnv } from '@/lib/env';
import { formatAmount } from '@/lib/format';
import type { Locale } from '@/lib/i18n/locales';
import { validationMessages } from '@/lib/validation/client-messages';
import type { InvoiceFields, OfferFormOptions } from '../components/form-options';
import { clauseForOffer, OFFER_FORM_BOUNDS } from '../config';
import { DEFAULT_PLAN_KEY } from '../options';
import { defaultOfferFormValues } from '../default-values';
import { type FormCategory, type FormPlanLimits, type OfferFormValues } from '../schema';
import { companyLogoUrl } from './offer-shape';

/** Everything the form page hands the client form besides the values: lists, labels, plan, company. */
export interface FormPageData {
  options: OfferFormOptions;
  categories: FormCategory[];
  limits: FormPlanLimits | null;
  planKey: string;
  company: { name: string; size: string; websiteUrl: string; logoUrl: string | null; clauses: string[] };
  messages: Record<string, unknown>;
}

async function planOf(db: DbOrTx, tenantId: number, key: string) {
  const [row] = await db
    .select({
      key: plans.key,
      names: plans.names,
      netPrice: plans.netPrice,
      grossPrice: plans.grossPrice,
      currency: plans.currency,
      limits: plans.limits,
    })
    .from(plans)
    .where(and(eq(plans.tenantId, tenantId), eq(plans.key, key)))
    .limit(1);
  return row ?? null;
}

export async function loadFormPage(
  tenantId: number,
  employer: EmployerCaller,
  locale: Locale,
  planKey: string = DEFAULT_PLAN_KEY,
): Promise<FormPageData> {
  const db = await getReadDb();
  const [inputs, cats, plan, [company], { labels }, allMessages] = await Promise.all([
    getFormInputsData(db, locale),
    db
      .select({ id: categories.id, key: categories.key, parentId: categories.parentId, labels: categories.labels })
      .from(categories)
      .where(eq(categories.tenantId, tenantId)),
    planOf(db, tenantId, planKey),
    db
      .select({
        name: companies.name,
        size: companies.size,
        websiteUrl: companies.websiteUrl,
        slug: companies.slug,
        logoKey: companies.logoKey,
        clauses: companies.clauses,
        billing: companies.billingData,
      })
      .from(companies)
      .where(eq(companies.id, employer.companyId)),
    getCityLabels(locale),
    getMessages({ locale }),
  ]);
  const keyOf = new Map(cats.map((c) => [c.id, c.key]));
  const formCategories = cats.map((c) => ({
    key: c.key,
    parentKey: c.parentId ? (keyOf.get(c.parentId) ?? null) : null,
    label: c.labels[locale],
  }));
  const names = new Intl.DisplayNames([locale], { type: 'language' });
  const limits = plan?.limits ?? null;
  const clauses = company
    ? [company.clauses.informationClause]
        .filter((c): c is string => Boolean(c))
        .map((c) => clauseForOffer(c, company.name))
    : [];
  const logoUrl = company?.logoKey ? companyLogoUrl(company.slug) : null;
  const options: OfferFormOptions = {
    companySizes: inputs.companySizes,
    seniorities: inputs.experienceLevels,
    workplaceTypes: inputs.remoteWorkOptions,
    workingTimes: inputs.fulltimeParttimeOptions,
    employmentTypes: inputs.employmentTypes,
    salaryUnits: inputs.salaryUnits,
    currencies: inputs.currencies,
    skillLevels: inputs.skillLevels,
    suggestedSkills: inputs.skills.map((s) => ({ id: s.id, name: s.name })),
    categories: formCategories.sort((a, b) => a.label.localeCompare(b.label, locale)),
    cities: inputs.cities.map((c) => ({
      label: c.label,
      countryCode: c.countryCode,
      latitude: c.mapCenter.latitude,
      longitude: c.mapCenter.longitude,
    })),
    languageCodes: [...PREFERENCE_LANGUAGES],
    languageNames: Object.fromEntries(PREFERENCE_LANGUAGES.map((c) => [c, names.of(c) ?? c])),
    maxLocations: limits?.maxLocationsCount ?? OFFER_FORM_BOUNDS.defaultMaxLocations,
    allowedSeniorities: limits?.seniority ?? [],
    planName: plan?.names[locale] ?? planKey,
    planPrice: plan ? `${formatAmount(plan.netPrice, locale)} ${plan.currency}` : '',
    planGrossPrice: plan ? `${formatAmount(plan.grossPrice, locale)} ${plan.currency}` : '',
    planDurationDays: limits?.durationInDays ?? null,
    // Billing data is shown to those who may change it (decision 0019); a recruiter's empty fields are
    // filled from it on the server.
    invoice: invoiceFields(rightCovers(employer.right, 'admin') ? (company?.billing ?? null) : null),
    invoiceOnFile: Boolean(company?.billing),
    mapStyleUrl: getEnv().MAP_STYLE_URL ?? null,
    mapLabels: labels,
    clauses,
    companyLogoUrl: logoUrl,
    canChangeLogo: mayChangeCompanyLogo(employer.right),
  };
  const m = allMessages as Record<string, unknown>;
  return {
    options,
    categories: formCategories.map(({ key, parentKey }) => ({ key, parentKey })),
    limits: limits ? { maxLocationsCount: limits.maxLocationsCount, seniority: limits.seniority } : null,
    planKey: plan?.key ?? planKey,
    company: {
      name: company?.name ?? '',
      size: company?.size ?? '',
      websiteUrl: company?.websiteUrl ?? '',
      logoUrl,
      clauses,
    },
    messages: {
      offerForm: m.offerForm,
      offerFormUi: m.offerFormUi,
      map: m.map,
      // The summary previews the ad's list card, whose favourite button has its own texts.
      favourites: m.favourites,
      assistantPanel: m.assistantPanel,
      // Field messages shared with every form (the offer's own rules are in offerForm).
      ...validationMessages(m as AbstractIntlMessages),
    },
  };
}

/** A new ad's values: the company's name, size, website, logo and clause filled in. */
export function newFormValues(data: FormPageData): OfferFormValues {
  const values = defaultOfferFormValues(data.planKey);
  return {
    ...values,
    companyName: data.company.name,
    companySize: data.company.size,
    companyWebsite: data.company.websiteUrl,
    companyLogo: data.company.logoUrl ? { url: data.company.logoUrl, thumbUrl: data.company.logoUrl } : null,
    informationClauseText: data.company.clauses[0] ?? '',
  };
}

function invoiceFields(billing: BillingData | null): InvoiceFields {
  return {
    company_name: billing?.companyName ?? '',
    tax_id: billing?.taxId ?? '',
    street: billing?.street ?? '',
    number: billing?.number ?? '',
    postal_code: billing?.postalCode ?? '',
    city: billing?.city ?? '',
    country: billing?.country ?? '',
  };
}
