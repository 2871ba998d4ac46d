import { asc, eq } from 'drizzle-orm';
import { cities } from '@/lib/db/schema';
import { createTestDb } from '@/tests/db';
import { fillCityLocatives, insertCities } from './dictionaries';

const { db } = await createTestDb();

describe('the Polish locatives of the city dictionary', () => {
  it('are seeded with every city', async () => {
    await insertCities(db);
    const rows = await db.select({ labels: cities.labels }).from(cities).orderBy(asc(cities.id));
    expect(rows.length).toBeGreaterThan(60);
    for (const { labels } of rows) expect(labels.locative).toMatch(/^we? \p{Lu}/u);
    expect(rows.find((r) => r.labels.pl === 'Wrocław')?.labels.locative).toBe('we Wrocławiu');
    expect(await fillCityLocatives(db)).toBe(0);
  });

  it('are filled into a dictionary seeded without them, leaving other localities alone', async () => {
    await db
      .update(cities)
      .set({ labels: { pl: 'Kraków', en: 'Kraków' } })
      .where(eq(cities.slug, 'krakow'));
    await db.insert(cities).values({
      slug: 'koniakow',
      labels: { pl: 'Koniaków', en: 'Koniaków' },
      group: 'list',
      voivodeship: 'śląskie',
      latitude: 49.55,
      longitude: 18.96,
    });
    expect(await fillCityLocatives(db)).toBe(1);
    const [krakow] = await db.select({ labels: cities.labels }).from(cities).where(eq(cities.slug, 'krakow'));
    expect(krakow!.labels).toEqual({ pl: 'Kraków', en: 'Kraków', locative: 'w Krakowie' });
    const [koniakow] = await db.select({ labels: cities.labels }).from(cities).where(eq(cities.slug, 'koniakow'));
    expect(koniakow!.labels).toEqual({ pl: 'Koniaków', en: 'Koniaków' });
    // Idempotent: nothing left to fill.
    expect(await fillCityLocatives(db)).toBe(0);
  });
});
