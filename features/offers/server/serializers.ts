import { paths } from '@/lib/paths';
import type { OfferCardRows } from './offer-list-queries';

/** Spec: permanent contracts are shown as gross. */
const grossOf = (type: string, amountType: string) => type === 'permanent' || amountType === 'gross';

/** List cards (spec "Offer (list)") in the order of `ids`. */
export function toOfferListItems(rows: OfferCardRows, ids: number[], firstIndex: number) {
  const group = <T extends { offerId: number }>(items: T[]) => {
    const map = new Map<number, T[]>();
    for (const item of items) map.set(item.offerId, [...(map.get(item.offerId) ?? []), item]);
    return map;
  };
  const locations = group(rows.locationRows);
  const employment = group(rows.employmentRows);
  const skillsByOffer = group(rows.skillRows);
  const byId = new Map(rows.offerRows.map((o) => [o.id, o]));
  return ids.flatMap((id, i) => {
    const o = byId.get(id);
    if (!o) return [];
    const places = locations.get(id) ?? [];
    const main = places[0];
    const offerSkills = skillsByOffer.get(id) ?? [];
    return [
      {
        id: o.id,
        slug: o.slug,
        guid: o.guid,
        title: o.title,
        companyName: o.companyName,
        companyLogoThumbUrl: `/api/v1/companies/${o.companySlug}/logo`,
        city: main?.city ?? null,
        street: main?.street ?? null,
        employmentTypes: (employment.get(id) ?? []).map((e) => ({
          type: e.type,
          currency: e.currency,
          amountType: e.amountType,
          currencySource: 'original' as const,
          salary: e.salaryFrom === null ? null : { from: e.salaryFrom, to: e.salaryTo, unit: e.unit },
          gross: grossOf(e.type, e.amountType),
          converted: {
            PLN:
              e.monthlyPlnFrom === null ? null : { from: e.monthlyPlnFrom, to: e.monthlyPlnTo, unit: 'month' as const },
            EUR:
              e.monthlyEurFrom === null ? null : { from: e.monthlyEurFrom, to: e.monthlyEurTo, unit: 'month' as const },
            USD:
              e.monthlyUsdFrom === null ? null : { from: e.monthlyUsdFrom, to: e.monthlyUsdTo, unit: 'month' as const },
            GBP:
              e.monthlyGbpFrom === null ? null : { from: e.monthlyGbpFrom, to: e.monthlyGbpTo, unit: 'month' as const },
            CHF:
              e.monthlyChfFrom === null ? null : { from: e.monthlyChfFrom, to: e.monthlyChfTo, unit: 'month' as const },
          },
        })),
        workingTime: o.workingTime,
        workplaceType: o.workplaceType,
        experienceLevel: o.seniority,
        categoryId: o.categoryId,
        applyUrl: o.applyUrl,
        matchPercent: null,
        conversationLink: null,
        publishedAt: o.refreshedAt?.toISOString() ?? null,
        requiredSkills: offerSkills.filter((s) => s.required).map((s) => ({ name: s.name, level: s.level })),
        niceToHaveSkills: offerSkills.filter((s) => !s.required).map((s) => ({ name: s.name, level: s.level })),
        remoteInterview: o.remoteInterview,
        openToHireUkrainians: o.openToHireUkrainians,
        latitude: main?.latitude ?? null,
        longitude: main?.longitude ?? null,
        multilocation: places.map((p) => ({
          slug: o.slug,
          city: p.city,
          latitude: p.latitude,
          longitude: p.longitude,
          street: p.street,
        })),
        url: paths.jobOffer(o.slug),
        index: firstIndex + i,
      },
    ];
  });
}

export type OfferListItem = ReturnType<typeof toOfferListItems>[number];
