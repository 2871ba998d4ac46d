import { and, asc, eq, isNotNull } from 'drizzle-orm';
import { GET as markersRoute } from '@/app/api/v2/user-panel/offers/markers/route';
import { GET as clustersRoute } from '@/app/api/v2/user-panel/offers/clusters/route';
import { GET as byCursor } from '@/app/api/v2/user-panel/offers/by-cursor/route';
import { GET as localitiesRoute } from '@/app/api/v1/localities/route';
import { POST as publishWithCode } from '@/app/api/v1/offers/[slug]/publish-with-code/route';
import { PATCH as slugPatch } from '@/app/api/v1/offers/[slug]/route';
import { POST as initiateRoute } from '@/app/api/v1/offers/initiate/route';
import { seedDemo } from '@/features/demo-data/server/seed';
import { defaultOfferFormValues } from '@/features/offer-form/default-values';
import { type OfferFormValues } from '@/features/offer-form/schema';
import { toServerShape } from '@/features/offer-form/server-shape';
import { offerJobPosting } from '@/features/offers/offer-page/offer-page-view';
import { loadOfferPage } from '@/features/offers/server/offer-page-service';
import { installDbHandle } from '@/lib/db/client';
import { categories, cities, offerLocations, offers, plans, promoCodes, skills } from '@/lib/db/schema';
import { searchLocalities } from '@/lib/geo/gazetteer';
import { resolveTenant } from '@/lib/tenants/tenant-service';
import { createTestDb, testDriver } from '@/tests/db';
import { createEmployer, insertCompany } from '@/tests/factories/employer';
import { callRoute, type Route } from '@/tests/http';

const handle = await createTestDb();
installDbHandle(handle);
const { db } = handle;
await seedDemo(handle, { offers: 4, seed: 11 });
const board = await resolveTenant('it.localhost', db);
await db.insert(plans).values({
  tenantId: board.id,
  key: 'addr-pro',
  names: { pl: 'Pro', en: 'Pro' },
  netPrice: 100,
  grossPrice: 123,
  taxRate: 23,
  features: { pl: [], en: [] },
  limits: {
    maxLocationsCount: 3,
    bumpsUpCount: 0,
    bumpsUpEveryDays: 7,
    durationInDays: 30,
    seniority: [],
    categories: 1,
  },
});
const companyId = await insertCompany(db, board.id, 'Solna Soft');
const owner = await createEmployer(db, board, [{ companyId, right: 'owner' }]);
const [sub] = await db
  .select({ key: categories.key, parentId: categories.parentId })
  .from(categories)
  .where(and(eq(categories.tenantId, board.id), isNotNull(categories.parentId)))
  .limit(1);
const [parent] = await db.select({ key: categories.key }).from(categories).where(eq(categories.id, sub!.parentId!));
const [skill] = await db.select({ id: skills.id, name: skills.name }).from(skills).orderBy(asc(skills.id)).limit(1);

const call = (route: unknown, path: string, options: Parameters<typeof callRoute>[2] = {}) =>
  callRoute(route as Route, path, options);

let serial = 0;
function values(locations: OfferFormValues['locations']): OfferFormValues {
  serial += 1;
  return {
    ...defaultOfferFormValues('addr-pro'),
    companyLogo: { url: '/api/v1/companies/solna/logo' },
    companyName: 'Solna Soft',
    companySize: '26-50',
    companyWebsite: 'https://solna.example.com',
    applicationType: 'email',
    applicationTypeUri: 'jobs@solna.example.com',
    informationClauseText: 'Administratorem Twoich danych osobowych jest Solna Soft sp. z o.o. z siedzibą w Wieliczce.',
    contactName: 'Jan Kowalski',
    contactEmail: 'jan@solna.example.com',
    jobCategory: parent!.key,
    jobSubcategory: sub!.key,
    jobDescription: '<p>Praca przy systemach kopalni soli.</p>',
    locations,
    jobPositionName: `Programista systemów sztolni q${serial}x`,
    jobPositionExperience: 'mid',
    primarySalary: { employmentType: 'b2b', from: '15000', to: '22000', salaryType: '' },
    requiredSkills: [{ id: skill!.id, name: skill!.name, level: 4 }],
    workingPlace: 'office',
    workingTime: 'full_time',
  };
}

/** A draft saved with these locations and published with a code, as the form does it. */
async function publish(locations: OfferFormValues['locations']) {
  const started = await call(initiateRoute, '/api/v1/offers/initiate', {
    method: 'POST',
    body: { pricing_plan: 'addr-pro' },
    headers: { cookie: owner.cookie, 'Recaptcha-Disable': '1' },
  });
  expect(started.status).toBe(201);
  const draft = started.body as { slug: string; token: string };
  const saved = await call(slugPatch, `/api/v1/offers/${draft.slug}?token=${draft.token}`, {
    method: 'PATCH',
    params: { slug: draft.slug },
    body: toServerShape(values(locations), { draft: false }),
  });
  expect(saved.status, JSON.stringify(saved.body)).toBe(200);
  const code = `ADDR-${serial}`;
  await db.insert(promoCodes).values({ tenantId: board.id, code, kind: 'publish', maxUses: 1 });
  const res = await call(publishWithCode, `/x?code=${code}`, {
    method: 'POST',
    params: { slug: draft.slug },
    body: { token: draft.token },
  });
  expect(res.status, JSON.stringify(res.body)).toBe(200);
  const [row] = await db.select().from(offers).where(eq(offers.id, res.body.offerId));
  return row!;
}

const listSlugs = async (query: string) => {
  const res = await call(byCursor, `/api/v2/user-panel/offers/by-cursor?itemsCount=100&${query}`);
  expect(res.status, JSON.stringify(res.body)).toBe(200);
  return (res.body.data as { slug: string }[]).map((o) => o.slug);
};

const wieliczka = searchLocalities('Wieliczka')[0]!;

describe(`an office in a town outside the city dictionary (${testDriver()})`, () => {
  it('is suggested with its coordinates, then saved, published, filtered, mapped and described', async () => {
    expect(await db.select().from(cities).where(eq(cities.slug, 'wieliczka'))).toEqual([]);
    const suggested = await call(localitiesRoute, '/api/v1/localities?search=wielicz');
    expect(suggested.status).toBe(200);
    expect(suggested.body.data[0]).toMatchObject({
      name: 'Wieliczka',
      voivodeship: 'małopolskie',
      latitude: wieliczka.latitude,
      longitude: wieliczka.longitude,
      cityId: null,
      geonameId: wieliczka.geonameId,
    });

    // No pin sent: the offline default places the office at the locality's centre.
    const offer = await publish([
      { city: 'Wieliczka', street: 'Rynek Górny 1', countryCode: 'PL', latitude: null, longitude: null },
    ]);
    expect(offer.status).toBe('published');
    const [city] = await db.select().from(cities).where(eq(cities.geonameId, wieliczka.geonameId));
    expect(city).toMatchObject({ slug: 'wieliczka', voivodeship: 'małopolskie', group: 'list' });
    expect(offer.cityIds).toEqual([city!.id]);
    const [location] = await db.select().from(offerLocations).where(eq(offerLocations.offerId, offer.id));
    expect(location).toMatchObject({
      city: 'Wieliczka',
      street: 'Rynek Górny 1',
      cityId: city!.id,
      latitude: wieliczka.latitude,
      longitude: wieliczka.longitude,
    });

    // The list filters by the new town; Kraków alone does not list it, Kraków with 20 km does.
    expect(await listSlugs('city=wieliczka')).toEqual([offer.slug]);
    expect(await listSlugs('city=krakow')).not.toContain(offer.slug);
    expect(await listSlugs('city=krakow&cityRadiusKm=20')).toContain(offer.slug);
    // The form's suggestion now names the board's city (its id and the filter's slug).
    const again = await call(localitiesRoute, '/api/v1/localities?search=Wieliczka');
    expect(again.body.data[0]).toMatchObject({ cityId: city!.id, slug: 'wieliczka' });

    // The map: a cluster at the town, whose offers include this one.
    const envelope = `neLat=${wieliczka.latitude + 0.01}&neLon=${wieliczka.longitude + 0.01}&swLat=${wieliczka.latitude - 0.01}&swLon=${wieliczka.longitude - 0.01}`;
    const clusters = await call(clustersRoute, `/x?${envelope}&zoom=15&city=wieliczka`);
    expect(clusters.status).toBe(200);
    expect(clusters.body.data).toHaveLength(1);
    expect(clusters.body.data[0]).toMatchObject({ count: 1 });
    expect(clusters.body.data[0].latitude).toBeCloseTo(wieliczka.latitude, 3);
    const markers = await call(markersRoute, `/x?region=${clusters.body.data[0].region}&city=wieliczka`);
    expect(markers.status).toBe(200);
    expect(markers.body.data.map((o: { slug: string }) => o.slug)).toEqual([offer.slug]);

    // JSON-LD: the locality and its coordinates.
    const page = await loadOfferPage(db, board, offer.slug, 'pl');
    const posting = offerJobPosting(page!, 'http://it.localhost', `http://it.localhost/oferta/${offer.slug}`);
    expect(posting.jobLocation).toEqual([
      {
        '@type': 'Place',
        address: {
          '@type': 'PostalAddress',
          streetAddress: 'Rynek Górny 1',
          addressLocality: 'Wieliczka',
          addressCountry: 'PL',
        },
        geo: { '@type': 'GeoCoordinates', latitude: wieliczka.latitude, longitude: wieliczka.longitude },
      },
    ]);
  });

  it('keeps a dragged pin, adds a town once, and tells same-named towns apart by the pin', async () => {
    const pin = { latitude: wieliczka.latitude + 0.004, longitude: wieliczka.longitude - 0.003 };
    const offer = await publish([{ city: 'wieliczka', street: 'Słowackiego 5', countryCode: 'PL', ...pin }]);
    const [location] = await db.select().from(offerLocations).where(eq(offerLocations.offerId, offer.id));
    expect(location).toMatchObject(pin);
    expect(await db.select().from(cities).where(eq(cities.geonameId, wieliczka.geonameId))).toHaveLength(1);

    // Two places called Józefów: the pin near the smaller one puts the offer there, under its own slug.
    const [larger, smaller] = searchLocalities('Józefów', 20).filter((l) => l.name === 'Józefów');
    const first = await publish([
      {
        city: 'Józefów',
        street: 'Leśna 1',
        countryCode: 'PL',
        latitude: larger!.latitude,
        longitude: larger!.longitude,
      },
    ]);
    const second = await publish([
      {
        city: 'Józefów',
        street: 'Polna 2',
        countryCode: 'PL',
        latitude: smaller!.latitude,
        longitude: smaller!.longitude,
      },
    ]);
    const rows = await db
      .select()
      .from(cities)
      .where(eq(cities.labels, { pl: 'Józefów', en: 'Józefów' }));
    expect(rows.map((r) => r.geonameId).sort()).toEqual([larger!.geonameId, smaller!.geonameId].sort());
    const bySlug = new Map(rows.map((r) => [r.geonameId, r]));
    expect(bySlug.get(larger!.geonameId)!.slug).toBe('jozefow');
    // The smaller one's name is taken: its slug adds the voivodeship.
    expect(smaller!.voivodeship).toBe('lubelskie');
    expect(bySlug.get(smaller!.geonameId)!.slug).toBe('jozefow-lubelskie');
    expect(await listSlugs(`city=${bySlug.get(smaller!.geonameId)!.slug}`)).toEqual([second.slug]);
    expect(await listSlugs('city=jozefow')).toEqual([first.slug]);
  });
});
