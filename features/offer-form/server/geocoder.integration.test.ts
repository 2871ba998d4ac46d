import { createServer, type IncomingMessage, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { eq } from 'drizzle-orm';
import { GET as geocodeRoute } from '@/app/api/v2/employer-panel/geocode/route';
import { seedDemo } from '@/features/demo-data/server/seed';
import { installDbHandle } from '@/lib/db/client';
import { cities } from '@/lib/db/schema';
import { getEnv } from '@/lib/env';
import { searchLocalities } from '@/lib/geo/gazetteer';
import { resolveTenant } from '@/lib/tenants/tenant-service';
import { createTestDb, testDriver } from '@/tests/db';
import { createEmployer, insertCompany } from '@/tests/factories/employer';
import { callRoute, type Route } from '@/tests/http';
import { geocode } from './geocoder';

const handle = await createTestDb();
installDbHandle(handle);
const { db } = handle;
await seedDemo(handle, { offers: 2, seed: 5 });
const board = await resolveTenant('it.localhost', db);
const companyId = await insertCompany(db, board.id, 'Geo Test');
const owner = await createEmployer(db, board, [{ companyId, right: 'owner' }]);
const [krakow] = await db.select().from(cities).where(eq(cities.slug, 'krakow'));
const wieliczka = searchLocalities('Wieliczka')[0]!;

/** Streets the fake service knows: "street|city" (folded the way a user types them) → [lat, lon]. */
const KNOWN: Record<string, [number, number]> = {
  'rynek górny 1|wieliczka': [49.98711, 20.06498],
  'prosta 1|kraków': [50.05371, 19.93451],
};

/**
 * A local service answering Nominatim's structured search (`/search?format=jsonv2&city=&street=`, a JSON
 * array of places, empty when nothing is found) and Photon's (`/api?q=`, a GeoJSON FeatureCollection);
 * `/broken/search` answers 503.
 */
function fakeGeocoder(seen: URL[]): Server {
  return createServer((req: IncomingMessage, res) => {
    const url = new URL(req.url ?? '/', 'http://fake.local');
    seen.push(url);
    const send = (status: number, body: unknown) => {
      res.writeHead(status, { 'content-type': 'application/json' });
      res.end(JSON.stringify(body));
    };
    if (url.pathname === '/broken/search') return send(503, { error: 'overloaded' });
    if (url.pathname === '/search') {
      if (url.searchParams.get('format') !== 'jsonv2') return send(400, { error: 'format' });
      const key = `${url.searchParams.get('street') ?? ''}|${url.searchParams.get('city') ?? ''}`.toLowerCase();
      const hit = KNOWN[key];
      return send(
        200,
        hit
          ? [
              {
                place_id: 1,
                licence: 'Data © OpenStreetMap contributors, ODbL 1.0.',
                osm_type: 'node',
                lat: String(hit[0]),
                lon: String(hit[1]),
                category: 'place',
                type: 'house',
                place_rank: 30,
                importance: 0.1,
                addresstype: 'place',
                display_name: key,
                boundingbox: [
                  String(hit[0] - 0.001),
                  String(hit[0] + 0.001),
                  String(hit[1] - 0.001),
                  String(hit[1] + 0.001),
                ],
              },
            ]
          : [],
      );
    }
    if (url.pathname === '/api') {
      const [street, city] = (url.searchParams.get('q') ?? '').split(', ');
      const hit = KNOWN[`${street ?? ''}|${city ?? ''}`.toLowerCase()];
      return send(200, {
        type: 'FeatureCollection',
        features: hit
          ? [{ type: 'Feature', geometry: { type: 'Point', coordinates: [hit[1], hit[0]] }, properties: {} }]
          : [],
      });
    }
    send(404, { error: 'not found' });
  });
}

const seen: URL[] = [];
const server = fakeGeocoder(seen);
await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
const base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
afterAll(() => new Promise<void>((resolve) => server.close(() => resolve())));

const lookUp = (query: string, headers: Record<string, string> = { cookie: owner.cookie }) =>
  callRoute(geocodeRoute as Route, `/api/v2/employer-panel/geocode?${query}`, { headers });

describe(`geocoding offer addresses (${testDriver()})`, () => {
  afterEach(() => {
    getEnv().GEOCODER_URL = undefined;
  });

  it('places a street through a Nominatim-compatible service; nothing found is ZERO_RESULTS', async () => {
    const found = await geocode(db, { city: 'Wieliczka', street: 'Rynek Górny 1', countryCode: 'PL' }, base);
    expect(found).toMatchObject({
      latitude: 49.98711,
      longitude: 20.06498,
      precision: 'street',
      place: { locality: { geonameId: wieliczka.geonameId } },
    });
    const asked = seen.at(-1)!;
    expect(asked.pathname).toBe('/search');
    expect(Object.fromEntries(asked.searchParams)).toMatchObject({
      format: 'jsonv2',
      city: 'Wieliczka',
      street: 'Rynek Górny 1',
      countrycodes: 'pl',
      limit: '1',
    });
    // A dictionary city keeps its id for the filters.
    expect(await geocode(db, { city: 'Kraków', street: 'Prosta 1', countryCode: 'PL' }, base)).toMatchObject({
      precision: 'street',
      place: { cityId: krakow!.id },
    });
    expect(await geocode(db, { city: 'Wieliczka', street: 'Nieistniejąca 99', countryCode: 'PL' }, base)).toBeNull();
  });

  it('speaks Photon at a URL ending in /api', async () => {
    expect(
      await geocode(db, { city: 'Wieliczka', street: 'Rynek Górny 1', countryCode: 'PL' }, `${base}/api`),
    ).toMatchObject({ latitude: 49.98711, longitude: 20.06498, precision: 'street' });
    expect(seen.at(-1)!.searchParams.get('q')).toBe('Rynek Górny 1, Wieliczka');
    expect(await geocode(db, { city: 'Wieliczka', street: 'Brak 0', countryCode: 'PL' }, `${base}/api`)).toBeNull();
  });

  it('falls back to the locality when the service fails, and offline', async () => {
    const atLocality = { latitude: wieliczka.latitude, longitude: wieliczka.longitude, precision: 'locality' };
    expect(
      await geocode(db, { city: 'Wieliczka', street: 'Rynek Górny 1', countryCode: 'PL' }, `${base}/broken`),
    ).toMatchObject(atLocality);
    expect(
      await geocode(db, { city: 'Wieliczka', street: 'Rynek Górny 1', countryCode: 'PL' }, undefined),
    ).toMatchObject(atLocality);
    expect(await geocode(db, { city: 'Atlantyda', street: '', countryCode: 'PL' }, undefined)).toBeNull();
  });

  it('answers the offer form: OK with its precision, or ZERO_RESULTS; only to employers and token holders', async () => {
    getEnv().GEOCODER_URL = base;
    const street = await lookUp('city=Wieliczka&street=Rynek%20G%C3%B3rny%201');
    expect(street.status).toBe(200);
    expect(street.body).toEqual({ status: 'OK', latitude: 49.98711, longitude: 20.06498, precision: 'street' });
    const none = await lookUp('city=Wieliczka&street=Nieistniej%C4%85ca%2099');
    expect(none.body).toEqual({ status: 'ZERO_RESULTS' });

    getEnv().GEOCODER_URL = undefined;
    const offline = await lookUp('city=wieliczka&street=Rynek%20G%C3%B3rny%201');
    expect(offline.body).toEqual({
      status: 'OK',
      latitude: wieliczka.latitude,
      longitude: wieliczka.longitude,
      precision: 'locality',
    });
    expect((await lookUp('city=Atlantyda&street=Zatopiona%201')).body).toEqual({ status: 'ZERO_RESULTS' });

    const bad = await lookUp('city=&street=x');
    expect(bad.status).toBe(400);
    const anonymous = await lookUp('city=Wieliczka', {});
    expect(anonymous.status).toBeGreaterThanOrEqual(401);
    expect(anonymous.status).toBeLessThanOrEqual(403);
  });
});
