import { eq } from 'drizzle-orm';
import { countOffersPublishedAfter, resolveSavedFilters } from '@/features/alerts/server/saved-search';
import { seedDemo } from '@/features/demo-data/server/seed';
import { DEFAULT_FILTERS } from '@/features/offers/search-params';
import { installDbHandle } from '@/lib/db/client';
import { companies, skills } from '@/lib/db/schema';
import { resolveTenant } from '@/lib/tenants/tenant-service';
import { createTestDb, testDriver } from '@/tests/db';
import { offerInputFor } from '@/tests/factories/offer';
import { offerFilterQuerySchema, offersByCursorQuerySchema } from '../schemas';
import { findClusters } from './map-service';
import { createOffers } from './offer-writer/create-offers';
import { countOffers, findOffersByCursor, findOffersPage } from './offer-search-service';
import { rebuildSuggestions } from './suggestion-queries';
import { suggest } from './suggestion-service';

/**
 * The relevance table (decision 0045): a board of offers written for it through the offer writer,
 * and what each query must list, in order. Offers are published a minute apart in the table's order,
 * so within a relevance tier (title; title, required skills and company; anywhere else) the order
 * is the table's.
 */
const handle = await createTestDb();
installDbHandle(handle);
await seedDemo(handle, { offers: 0, seed: 3 });
const { db } = handle;
const tenant = await resolveTenant('it.localhost', db);

type Fixture = [title: string, required: string[], nice?: string[], body?: string, company?: string];
const OFFERS = {
  j1: ['Senior Java Developer', ['Java', 'Spring Boot']],
  j2: ['Java Software Engineer', ['Java', 'Kafka'], [], '', 'Javelin Systems'],
  j3: ['Backend Developer (Java)', ['Java', 'Hibernate']],
  j4: ['Fullstack Developer', ['Java', 'React']],
  j5: ['Kotlin Developer', ['Kotlin'], ['Java']],
  j6: ['Data Engineer', ['Python', 'Spark'], [], 'Przenosimy stare systemy z Javy na Pythona.'],
  js1: ['JavaScript Developer', ['JavaScript', 'HTML']],
  js2: ['Frontend Developer (Vue.js)', ['Vue.js', 'JavaScript']],
  js3: ['React Developer', ['React', 'JavaScript', 'TypeScript'], [], '', 'Javelin Systems'],
  js4: ['Node.js Backend Engineer', ['Node.js', 'TypeScript']],
  c1: ['Embedded C Programmer', ['C', 'Linux']],
  c2: ['C# .NET Developer', ['C#', '.NET']],
  c3: ['C++ Game Developer', ['C++', 'Unreal Engine']],
  c4: ['iOS Developer', ['Swift'], ['Objective-C']],
  g1: ['Go Developer', ['Go', 'Kubernetes']],
  g2: ['Golang Backend Engineer', ['Go', 'Docker']],
  g3: ['Google Analytics Specialist', ['Google Analytics', 'SEO']],
  g4: ['Godot Game Developer', ['Godot'], [], '', 'Golden Gate Software'],
  p1: ['Programista PHP', ['PHP', 'Laravel']],
  p2: ['Programistka Python', ['Python', 'Django']],
  p3: ['Starszy programista .NET', ['C#', '.NET']],
  p4: ['Specjalistka ds. rekrutacji IT', ['Rekrutacja']],
  p5: ['Specjalista ds. sprzedaży', ['Sprzedaż B2B']],
  p6: ['Księgowa', ['Księgowość']],
  p7: ['Główny księgowy', ['Księgowość', 'Podatki']],
  t1: ['Tester manualny', ['Jira']],
  t2: ['Testerka automatyzująca', ['Selenium', 'Java']],
  t3: ['QA Engineer', ['Cypress'], [], 'Szukamy testerów z doświadczeniem w automatyzacji.'],
  a1: ['Analityk danych', ['SQL', 'Power BI']],
  a2: ['Analityczka biznesowa', ['BPMN', 'UML']],
  k1: ['Kierownik projektu IT', ['Scrum', 'Jira']],
  k2: ['Kierowniczka zespołu wsparcia', ['ITIL']],
  d1: ['DevOps Engineer', ['Kubernetes', 'Terraform', 'AWS']],
  d2: ['Site Reliability Engineer', ['Linux', 'AWS'], [], 'Utrzymujemy klastry k8s.'],
  s1: ['Scala Developer', ['Scala', 'Spark']],
  s2: ['Platform Engineer', ['AWS'], [], 'Systems that scale to millions of users.'],
  u1: ['Unity Developer', ['Unity']],
  u2: ['Backend Developer (PHP)', ['PHP'], [], 'Unit tests are a must.'],
  r1: ['R Developer / Data Scientist', ['R', 'Statistics']],
  r2: ['Ruby on Rails Developer', ['Ruby on Rails']],
  n1: ['.NET Architect', ['.NET', 'ASP.NET Core']],
  ts1: ['T-SQL Database Developer', ['T-SQL', 'MS SQL Server']],
  pl1: ['Oracle PL/SQL Developer', ['PL/SQL', 'Oracle']],
  ci1: ['Inżynier CI/CD', ['GitLab CI', 'Jenkins']],
  fe1: ['Front-end Developer', ['Angular']],
  sap1: ['Konsultant SAP (praca zdalna)', ['SAP']],
  sap2: ['Konsultantka SAP FI/CO', ['SAP FI/CO']],
  inz: ['Inżynier oprogramowania', ['Rust']],
} satisfies Record<string, Fixture>;
type Key = keyof typeof OFFERS;

/** Query (keywords as typed, one list entry each) → the whole list, best first. */
const TABLE: [keywords: string[], expected: Key[]][] = [
  [['java'], ['j1', 'j2', 'j3', 'j4', 't2', 'j5', 'j6']],
  [['Java'], ['j1', 'j2', 'j3', 'j4', 't2', 'j5', 'j6']],
  [['javy'], ['j1', 'j2', 'j3', 'j4', 't2', 'j5', 'j6']],
  [['javascript'], ['js1', 'js2', 'js3']],
  [['c'], ['c1']],
  [['c#'], ['c2', 'p3']],
  [['C++'], ['c3']],
  [['go'], ['g1', 'g2']],
  [['golang'], ['g1', 'g2']],
  [['google'], ['g3']],
  [['programista'], ['p1', 'p2', 'p3']],
  [['programistka'], ['p1', 'p2', 'p3']],
  [['programiści'], ['p1', 'p2', 'p3']],
  [['specjalista'], ['p4', 'p5']],
  [['księgowa'], ['p6', 'p7']],
  [['ksiegowy'], ['p6', 'p7']],
  [['tester'], ['t1', 't2', 't3']],
  [['analityk'], ['a1', 'a2']],
  [['kierownik'], ['k1', 'k2']],
  [['kubernetes'], ['g1', 'd1', 'd2']],
  [['k8s'], ['g1', 'd1', 'd2']],
  [['scala'], ['s1']],
  [['scale'], ['s2']],
  [['unity'], ['u1']],
  [['r'], ['r1']],
  [['ruby'], ['r2']],
  [['.net'], ['c2', 'p3', 'n1']],
  [['dotnet'], ['c2', 'p3', 'n1']],
  [['asp.net'], ['n1']],
  [['sql'], ['ts1', 'pl1', 'a1']],
  [['t-sql'], ['ts1']],
  [['pl/sql'], ['pl1']],
  [['ci/cd'], ['ci1']],
  [['frontend'], ['js2', 'fe1']],
  [['front-end'], ['js2', 'fe1']],
  [['vue'], ['js2']],
  [['vue.js'], ['js2']],
  [['node.js'], ['js4']],
  [['node'], ['js4']],
  [['senior java'], ['j1']],
  [['java spring'], ['j1']],
  [['java', 'kafka'], ['j2']],
  [['inżynier'], ['ci1', 'inz']],
  [['inżynierowie'], ['ci1', 'inz']],
  [['konsultant'], ['sap1', 'sap2']],
  [['praca zdalna'], ['sap1']],
  [['sap'], ['sap1', 'sap2']],
  [['javelin'], ['j2', 'js3']],
  [['golden'], ['g4']],
  [['python'], ['p2', 'j6']],
  [['spark'], ['j6', 's1']],
  [['nonexistent-xyz'], []],
];

const skillRows = await db.select({ id: skills.id, name: skills.name }).from(skills);
const skillId = new Map(skillRows.map((s) => [s.name, s.id]));
const companyRows = await db
  .select({ id: companies.id })
  .from(companies)
  .where(eq(companies.tenantId, tenant.id))
  .orderBy(companies.id)
  .limit(3);
const [plain, javelin, golden] = companyRows.map((c) => c.id) as [number, number, number];
await db.update(companies).set({ name: 'Plain Company' }).where(eq(companies.id, plain));
await db.update(companies).set({ name: 'Javelin Systems' }).where(eq(companies.id, javelin));
await db.update(companies).set({ name: 'Golden Gate Software' }).where(eq(companies.id, golden));
const companyOf = { 'Javelin Systems': javelin, 'Golden Gate Software': golden } as Record<string, number>;

const now = Date.now();
const keys = Object.keys(OFFERS) as Key[];
const inputs = await Promise.all(
  keys.map(async (key, i) => {
    const [title, required, nice = [], body = '', company = ''] = OFFERS[key] as Fixture;
    const requirements = [...required, ...nice].map((name, n) => {
      const id = skillId.get(name);
      if (!id) throw new Error(`no skill ${name}`);
      return { skillId: id, level: 3, required: n < required.length };
    });
    const publishedAt = new Date(now - (i + 1) * 60_000);
    return offerInputFor(db, tenant.id, {
      slug: `relevance-${key}`,
      title,
      companyId: companyOf[company] ?? plain,
      body: `<p>Dołącz do naszego zespołu.</p>${body ? `<p>${body}</p>` : ''}`,
      requirements,
      publishedAt,
      expiresAt: new Date(now + 30 * 86_400_000),
    });
  }),
);
const ids = await createOffers(db, inputs);
const keyOf = new Map(ids.map((id, i) => [id, keys[i]!]));
await rebuildSuggestions(db, tenant.id);

const keysOf = (offers: { id: number }[]) => offers.map((o) => keyOf.get(o.id) ?? `other ${o.id}`);
const query = (keywords: string[], extra: Record<string, unknown> = {}) =>
  offersByCursorQuerySchema.parse({ keywords, itemsCount: 100, ...extra });

describe(`the relevance table on ${testDriver()} (${TABLE.length} queries)`, () => {
  it.each(TABLE)('%j lists %j', async (keywords, expected) => {
    const list = await findOffersByCursor(db, tenant, query(keywords));
    expect(keysOf(list.data)).toEqual(expected);
    // One matcher: the count, the numbered pages, the map and saved-search alerts agree with the list.
    expect(list.meta.totalItems).toBe(expected.length);
    expect(await countOffers(db, tenant, offerFilterQuerySchema.parse({ keywords }))).toBe(expected.length);
    const page = await findOffersPage(db, tenant, { ...query(keywords), page: 1, perPage: 100 });
    expect(keysOf(page.data)).toEqual(expected);
    const clusters = await findClusters(db, tenant, {
      ...offerFilterQuerySchema.parse({ keywords }),
      neLat: 85,
      neLon: 180,
      swLat: -85,
      swLon: -180,
      zoom: 0,
    });
    expect(clusters.data.reduce((n, c) => n + c.count, 0)).toBe(expected.length);
    const saved = await resolveSavedFilters(db, tenant, { ...DEFAULT_FILTERS, keywords }, new Date());
    expect(await countOffersPublishedAfter(db, saved, new Date(0))).toBe(expected.length);
  });

  it('pages a ranked list both ways across its tiers, in every sort', async () => {
    for (const extra of [{}, { sortBy: 'newest' }, { sortBy: 'salary', orderBy: 'asc' }]) {
      const all = keysOf((await findOffersByCursor(db, tenant, query(['java'], extra))).data);
      expect(all).toHaveLength(7);
      // Title matches first in every sort.
      expect(all.slice(0, 3).sort()).toEqual(['j1', 'j2', 'j3']);
      const forward: string[][] = [];
      let from: string | undefined;
      let last;
      do {
        last = await findOffersByCursor(db, tenant, query(['java'], { ...extra, itemsCount: 2, from }));
        forward.push(keysOf(last.data));
        from = last.meta.cursors.next ?? undefined;
      } while (from);
      expect(forward.flat()).toEqual(all);
      const backward: string[][] = [];
      let back = last.meta.cursors.prev ?? undefined;
      while (back) {
        const page = await findOffersByCursor(db, tenant, query(['java'], { ...extra, itemsCount: 2, from: back }));
        backward.unshift(keysOf(page.data));
        back = page.meta.cursors.prev ?? undefined;
      }
      expect([...backward.flat(), ...forward.at(-1)!]).toEqual(all);
    }
  });

  it('refuses a cursor of a keyword search on a list without keywords, and the other way round', async () => {
    const ranked = await findOffersByCursor(db, tenant, query(['java'], { itemsCount: 2 }));
    const plainList = await findOffersByCursor(db, tenant, query([], { itemsCount: 2 }));
    await expect(findOffersByCursor(db, tenant, query([], { from: ranked.meta.cursors.next! }))).rejects.toMatchObject({
      code: 'BAD_REQUEST',
    });
    await expect(
      findOffersByCursor(db, tenant, query(['java'], { from: plainList.meta.cursors.next! })),
    ).rejects.toMatchObject({ code: 'BAD_REQUEST' });
  });

  it('matches titles and companies chosen from the suggestions as whole terms', async () => {
    const titles = await findOffersByCursor(db, tenant, query([], { jobTitles: ['Java Developer'] }));
    // Every word of the chosen title, in any order: not "JavaScript Developer".
    expect(keysOf(titles.data)).toEqual(['j1', 'j3']);
    const company = await findOffersByCursor(db, tenant, query([], { companyNames: ['Golden Gate Software'] }));
    expect(keysOf(company.data)).toEqual(['g4']);
    expect((await findOffersByCursor(db, tenant, query([], { companyNames: ['Go'] }))).data).toEqual([]);
  });

  it('suggests whole-term matches first, then what the typed word begins', async () => {
    const java = await suggest(db, tenant, 'java');
    expect(java.titles.map((t) => t.title)).toEqual([
      'Java Software Engineer',
      'Backend Developer (Java)',
      'Senior Java Developer',
      'JavaScript Developer',
    ]);
    expect(java.skills.map((s) => s.title)).toEqual(['Java', 'JavaScript']);
    // "Javelin" does not begin with "java".
    expect(java.companies).toEqual([]);
    expect((await suggest(db, tenant, 'jav')).companies.map((c) => c.title)).toEqual(['Javelin Systems']);
    const go = await suggest(db, tenant, 'go');
    expect(go.skills[0]!.title).toBe('Go');
    expect(go.titles.slice(0, 2).map((t) => t.title)).toEqual(['Go Developer', 'Golang Backend Engineer']);
    expect((await suggest(db, tenant, 'programista')).titles.map((t) => t.title).sort()).toEqual([
      'Programista PHP',
      'Programistka Python',
      'Starszy programista .NET',
    ]);
  });

  it('keeps the terms of an edited offer current (the writer computes them)', async () => {
    const { updateOffer } = await import('./offer-writer/update-offer');
    const index = keys.indexOf('u2');
    await updateOffer(db, ids[index]!, { ...inputs[index]!, title: 'Unity Backend Developer' });
    expect(keysOf((await findOffersByCursor(db, tenant, query(['unity']))).data)).toEqual(['u1', 'u2']);
    await updateOffer(db, ids[index]!, inputs[index]!);
    expect(keysOf((await findOffersByCursor(db, tenant, query(['unity']))).data)).toEqual(['u1']);
    // Nothing else is on the board.
    const all = await findOffersByCursor(db, tenant, query([]));
    expect(all.meta.totalItems).toBe(keys.length);
  });
});
