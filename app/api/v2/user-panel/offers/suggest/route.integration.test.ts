import { NextRequest } from 'next/server';
import { installDbHandle } from '@/lib/db/client';
import { seedDemo } from '@/features/demo-data/server/seed';
import { createTestDb } from '@/tests/db';
import { GET } from './route';

const handle = await createTestDb();
installDbHandle(handle);
await seedDemo(handle, { offers: 300, seed: 9 });

type Group = { title: string; count: number; icon?: string }[];
const suggest = async (query: string, host = 'it.localhost') => {
  const res = await GET(new NextRequest(`http://${host}/x?query=${encodeURIComponent(query)}`, { headers: { host } }));
  return { status: res.status, body: (await res.json()) as { titles: Group; companies: Group; skills: Group } };
};

describe('GET /api/v2/user-panel/offers/suggest', () => {
  it('suggests titles, companies and skills as you type', async () => {
    const { status, body } = await suggest('jav');
    expect(status).toBe(200);
    expect(body.skills.map((s) => s.title)).toContain('Java');
    // Each skill names its icon, so the browser needs no catalogue of names.
    expect(body.skills.find((s) => s.title === 'Java')?.icon).toBe('openjdk');
    expect(body.skills.every((s) => typeof s.icon === 'string')).toBe(true);
    expect(body.titles.length).toBeGreaterThan(0);
    expect(body.titles.every((t) => t.title.toLowerCase().includes('jav'))).toBe(true);
    const companies = await suggest('soft');
    expect(companies.body.companies.length).toBeGreaterThan(0);
  });

  it('puts matches at the start first and ignores case and diacritics', async () => {
    const { body } = await suggest('REA');
    expect(body.skills[0]!.title.toLowerCase().startsWith('rea')).toBe(true);
    const biz = await suggest('ksieg', 'biz.localhost');
    expect(biz.body.skills.map((s) => s.title)).toContain('Księgowość');
  });

  it('answers nothing under two characters, and treats LIKE wildcards as text', async () => {
    expect((await suggest('j')).body).toEqual({ titles: [], companies: [], skills: [] });
    expect((await suggest('%%')).body).toEqual({ titles: [], companies: [], skills: [] });
    expect((await suggest('c#')).body.skills.map((s) => s.title)).toContain('C#');
  });

  it('keeps boards apart', async () => {
    expect((await suggest('ksieg', 'it.localhost')).body.skills).toEqual([]);
  });
});
