import type { Db } from '@/lib/db/client';
import { sanitizeRichText } from '@/lib/html/sanitize';
import {
  brandStories,
  companies,
  COMPANY_SIZES,
  plans,
  promoCodes,
  termsFiles,
  type BRAND_STORY_TYPES,
} from '@/lib/db/schema';
import { isValidNip } from '@/features/employer-company/rules';
import { DEMO_CODES, DEMO_PLANS, DEMO_TAX_RATE, grossOf } from './data/plans';
import { COMPANY_FIRST, COMPANY_LEGAL, COMPANY_SECOND, INTRO_EN, INTRO_PL, LOGO_COLORS } from './data/words';
import { OFFICES } from './data/offices';
import { demoLogo, storeDemoLogos } from './logos';
import { slugify, type Random } from './prng';

/**
 * A Polish NIP from a generated number: its first nine digits (a tax office's code first, as on a real one)
 * with the check digit the company rules verify; a number whose check would be 10 moves to the next one.
 */
export function nipFrom(n: number): string {
  for (let base = Math.floor(n / 10); ; base = base >= 999_999_999 ? 100_000_000 : base + 1) {
    const digits = String(base).padStart(9, '0');
    for (let check = 0; check < 10; check++) if (isValidNip(`${digits}${check}`)) return `${digits}${check}`;
  }
}

/**
 * The board's companies, each with a logo (its generated mark, stored like an upload) and the invoice data a
 * Polish company enters (registered office, NIP, country code).
 */
export async function insertCompanies(db: Db, random: Random, tenantId: number, count: number) {
  const names = new Set<string>();
  while (names.size < count) names.add(`${random.pick(COMPANY_FIRST)} ${random.pick(COMPANY_SECOND)}`);
  const rows = [...names].map((base) => {
    const legal = random.pick(COMPANY_LEGAL);
    const slug = slugify(base);
    return {
      tenantId,
      name: legal ? `${base} ${legal}` : base,
      shortName: base,
      slug,
      size: random.pick(COMPANY_SIZES),
      websiteUrl: `https://${slug}.example`,
      logoColor: random.pick(LOGO_COLORS),
      logoInitials: base
        .split(' ')
        .map((w) => w[0])
        .join('')
        .toUpperCase(),
      billingData: {
        companyName: legal ? `${base} ${legal}` : base,
        taxId: nipFrom(random.int(1_000_000_000, 9_999_999_999)),
        number: String(random.int(1, 90)),
        ...OFFICES[(random.int(0, 9) * 1000 + random.int(100, 999)) % OFFICES.length]!,
        country: 'PL',
      },
    };
  });
  // The files first, as for an upload: a row never points at a logo that is not there.
  const logos = rows.map((row) => demoLogo(tenantId, row));
  await storeDemoLogos(logos);
  return db
    .insert(companies)
    .values(rows.map((row, i) => ({ ...row, logoKey: logos[i]!.key })))
    .returning({ id: companies.id, name: companies.name, slug: companies.slug, shortName: companies.shortName });
}

const STORY_TYPES: (typeof BRAND_STORY_TYPES)[number][] = [
  'startup',
  'software-house',
  'e-commerce',
  'corporation',
  'agency',
  'other',
];

export async function insertBrandStories(
  db: Db,
  random: Random,
  tenantId: number,
  list: { id: number; name: string; slug: string; shortName: string | null }[],
  count: number,
) {
  const chosen = list.slice(0, count);
  await db.insert(brandStories).values(
    chosen.map((c, i) => ({
      tenantId,
      companyId: c.id,
      name: c.shortName ?? c.name,
      slug: c.slug,
      type: STORY_TYPES[i % STORY_TYPES.length]!,
      logoUrl: `/api/v1/companies/${c.slug}/logo`,
      // Generated art, so the stories' cover sections can be seen.
      coverPhotoUrl: `/demo/cover-${(i % 6) + 1}.svg`,
      shortDescription: random.pick(INTRO_PL),
      body: sanitizeRichText(`<p>${random.pick(INTRO_PL)}</p><p>${random.pick(INTRO_EN)}</p>`),
    })),
  );
}

/**
 * The board's plans and demo promo codes, in one transaction so a board never has half of them.
 * `firstCompanyId` gets a code of its own (the panel's codes list shows it).
 */
export async function insertPlans(
  db: Db,
  tenantId: number,
  priceFactor: number,
  reference: Date,
  firstCompanyId: number | null = null,
) {
  const day = 86_400_000;
  await db.transaction(async (tx) => {
    await tx.insert(plans).values(
      DEMO_PLANS.map((p, ordinal) => {
        const net = Math.round(p.net * priceFactor);
        const oldNet = p.oldNet === undefined ? null : Math.round(p.oldNet * priceFactor);
        return {
          tenantId,
          key: p.key,
          names: p.names,
          netPrice: net,
          grossPrice: grossOf(net, DEMO_TAX_RATE),
          taxRate: DEMO_TAX_RATE,
          oldNetPrice: oldNet,
          oldGrossPrice: oldNet === null ? null : grossOf(oldNet, DEMO_TAX_RATE),
          currency: 'PLN',
          ordinal,
          isRecommended: p.recommended === true,
          hasGraphics: p.graphics === true,
          promotionDeadline:
            p.promotionDays === undefined ? null : new Date(reference.getTime() + p.promotionDays * day),
          features: p.features,
          tags: p.tags,
          limits: p.limits,
        };
      }),
    );
    const validUntil = new Date(reference.getTime() + 365 * day);
    await tx.insert(promoCodes).values([
      ...DEMO_CODES.map((c) => ({
        tenantId,
        code: c.code,
        kind: c.kind,
        planKey: c.planKey,
        maxUses: c.maxUses,
        validUntil,
        createdAt: reference,
      })),
      ...(firstCompanyId === null
        ? []
        : [
            {
              tenantId,
              code: 'WAKAT-FIRMA',
              kind: 'publish' as const,
              planKey: 'premium',
              maxUses: 3,
              companyId: firstCompanyId,
              validUntil,
              createdAt: reference,
            },
          ]),
    ]);
  });
}

const SECTIONS = [
  ['clientsTerms', 'Regulamin dla klientów', 'Terms for clients'],
  ['usersTerms', 'Regulamin dla użytkowników', 'Terms for users'],
  ['privacyPolicy', 'Polityka prywatności', 'Privacy policy'],
  ['informationClause', 'Klauzula informacyjna', 'Information clause'],
  ['whistleblowerReport', 'Procedura zgłoszeń wewnętrznych', 'Whistleblower procedure'],
] as const;

/** Terms files: current ones, a future version of the user terms, and a past-due privacy policy. */
export async function insertTermsFiles(db: Db, tenantId: number, reference: Date) {
  const day = (offset: number) => new Date(reference.getTime() + offset * 86_400_000).toISOString().slice(0, 10);
  const rows: (typeof termsFiles.$inferInsert)[] = SECTIONS.flatMap(([section, pl, en]) =>
    (['pl', 'en'] as const).map((locale) => ({
      tenantId,
      section,
      locale,
      title: locale === 'pl' ? pl : en,
      url: `/terms/${section}-${locale}.pdf`,
      fromDate: day(-400),
      dueDate: null,
    })),
  );
  for (const locale of ['pl', 'en'] as const) {
    rows.push({
      tenantId,
      section: 'usersTerms',
      locale,
      title: locale === 'pl' ? 'Regulamin dla użytkowników (nowa wersja)' : 'Terms for users (new version)',
      url: `/terms/usersTerms-next-${locale}.pdf`,
      fromDate: day(21),
      dueDate: null,
    });
    rows.push({
      tenantId,
      section: 'privacyPolicy',
      locale,
      title: locale === 'pl' ? 'Polityka prywatności (archiwalna)' : 'Privacy policy (archived)',
      url: `/terms/privacyPolicy-old-${locale}.pdf`,
      fromDate: day(-800),
      dueDate: day(-401),
    });
  }
  await db.insert(termsFiles).values(rows);
}
