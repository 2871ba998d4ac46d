import { NextRequest } from 'next/server';
import { installDbHandle } from '@/lib/db/client';
import { seedDemo } from '@/features/demo-data/server/seed';
import { createTestDb } from '@/tests/db';
import { GET as markers } from '../markers/route';
import { GET as count } from '../count/route';
import { GET as clusters } from './route';

const handle = await createTestDb();
installDbHandle(handle);
await seedDemo(handle, { offers: 500, seed: 13 });

const POLAND = 'neLat=55&neLon=24.15&swLat=49&swLon=14.12';
type Cluster = {
  id: string;
  region: string;
  count: number;
  latitude: number;
  longitude: number;
  categoryKey: string | null;
};
const get = async (route: typeof count, qs: string) => {
  const res = await route(new NextRequest(`http://it.localhost/x?${qs}`, { headers: { host: 'it.localhost' } }));
  return { status: res.status, body: await res.json() };
};
const sum = (items: Cluster[]) => items.reduce((n, c) => n + c.count, 0);

describe('GET /api/v2/user-panel/offers/clusters', () => {
  it('clusters add up to the matching total at every zoom', async () => {
    const total = (await get(count, '')).body.count;
    for (const zoom of [3, 6, 9, 15]) {
      const { status, body } = await get(clusters, `${POLAND}&zoom=${zoom}`);
      expect(status).toBe(200);
      expect(sum(body.data), `zoom ${zoom}`).toBe(total);
    }
    const low = (await get(clusters, `${POLAND}&zoom=3`)).body.data as Cluster[];
    const high = (await get(clusters, `${POLAND}&zoom=12`)).body.data as Cluster[];
    expect(low.length).toBeLessThan(high.length);
    // Counts are raw numbers; the client labels 100 or more as 99+.
    expect(low.some((c) => c.count >= 100)).toBe(true);
  });

  it('follows the filters, and keeps to the envelope', async () => {
    const remote = (await get(count, 'remote=true')).body.count;
    expect(sum((await get(clusters, `${POLAND}&zoom=5&remote=true`)).body.data)).toBe(remote);
    const krakow = (await get(clusters, 'neLat=50.2&neLon=20.2&swLat=49.9&swLon=19.7&zoom=10')).body.data as Cluster[];
    expect(krakow.length).toBeGreaterThan(0);
    expect(krakow.every((c) => c.latitude >= 49.9 && c.latitude <= 50.2)).toBe(true);
  });

  it('lists the offers of a cluster through markers, 20 a page', async () => {
    const big = ((await get(clusters, `${POLAND}&zoom=4`)).body.data as Cluster[]).sort(
      (a, b) => b.count - a.count,
    )[0]!;
    const first = await get(markers, `region=${big.region}`);
    expect(first.status).toBe(200);
    expect(first.body.data).toHaveLength(Math.min(20, big.count));
    expect(first.body.meta.totalItems).toBe(big.count);
    const second = await get(markers, `region=${big.region}&page=2`);
    const ids = [...first.body.data, ...second.body.data].map((o: { id: number }) => o.id);
    expect(new Set(ids).size).toBe(ids.length);
    expect(first.body.data[0]).toMatchObject({
      slug: expect.any(String),
      title: expect.any(String),
      companyName: expect.any(String),
    });
  });

  it('refuses a bad envelope or region, and answers 404 for a cluster it never issued', async () => {
    expect((await get(clusters, 'neLat=95&neLon=24&swLat=49&swLon=14&zoom=5')).status).toBe(400);
    expect((await get(clusters, `${POLAND}`)).status).toBe(400);
    expect((await get(markers, 'region=drop')).status).toBe(400);
    expect((await get(markers, 'region=c999999999')).status).toBe(404);
  });
});
