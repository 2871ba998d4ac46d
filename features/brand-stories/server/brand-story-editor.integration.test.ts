import { mkdtempSync, readdirSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { and, eq, notInArray } from 'drizzle-orm';
import { NextRequest } from 'next/server';
import sharp from 'sharp';
import { GET as imageGet } from '@/app/api/v1/brand-stories/images/[name]/route';
import { PUT as storyPut } from '@/app/api/v2/employer-panel/brand-stories/[slug]/route';
import { GET as dataGet } from '@/app/api/v2/employer-panel/brand-stories/data/[slug]/route';
import { GET as statusGet } from '@/app/api/v2/employer-panel/brand-stories/status/[slug]/route';
import { GET as technologiesGet } from '@/app/api/v2/employer-panel/brand-stories/technologies/route';
import { GET as listGet } from '@/app/api/v2/user-panel/brand-stories/company/list/route';
import { seedDemo } from '@/features/demo-data/server/seed';
import { installDbHandle } from '@/lib/db/client';
import { auditLog, brandStories, companies, skills } from '@/lib/db/schema';
import { installStorage, LocalStorage } from '@/lib/storage/storage';
import { resolveTenant } from '@/lib/tenants/tenant-service';
import { createTestDb } from '@/tests/db';
import { createEmployer } from '@/tests/factories/employer';
import { pdfFile } from '@/tests/factories/files';
import { insertOffer } from '@/tests/factories/offer';
import { callRoute } from '@/tests/http';

const handle = await createTestDb();
installDbHandle(handle);
await seedDemo(handle, { offers: 30, seed: 11 });
const { db } = handle;
const root = mkdtempSync(path.join(tmpdir(), 'wakat-stories-'));
installStorage(new LocalStorage(root));
const tenant = await resolveTenant('it.localhost', db);

// Company A has no story yet; company B has the seeded one.
const [seeded] = await db.select().from(brandStories).where(eq(brandStories.tenantId, tenant.id)).limit(1);
const withStories = (await db.select({ id: brandStories.companyId }).from(brandStories)).map((r) => r.id);
const [companyA] = await db
  .select()
  .from(companies)
  .where(and(eq(companies.tenantId, tenant.id), notInArray(companies.id, withStories)))
  .limit(1);
const storyB = seeded!;
const adminA = await createEmployer(db, tenant, [{ companyId: companyA!.id, right: 'admin' }]);
const recruiterA = await createEmployer(db, tenant, [{ companyId: companyA!.id, right: 'recruiter' }]);
const ownerB = await createEmployer(db, tenant, [{ companyId: storyB.companyId, right: 'owner' }]);
const [twoSkills] = [await db.select({ name: skills.name }).from(skills).limit(2)];
const listedOfA = [
  await insertOffer(db, tenant.id, { companyId: companyA!.id }),
  await insertOffer(db, tenant.id, { companyId: companyA!.id }),
];

const photo = (width: number, height: number, format: 'jpeg' | 'png' = 'jpeg') =>
  sharp({ create: { width, height, channels: 3, background: { r: 40, g: 120, b: 200 } } })
    [format]()
    .toBuffer();

const FIELDS = {
  name: 'Alpha Story',
  slug: 'alpha-story',
  type: 'startup',
  shortDescription: 'We build tools that developers enjoy using every day.',
  body: '<h2>Who we are</h2><p>Small team, <strong>big</strong> plans.</p><script>alert(1)</script><p onclick="x()">Hi</p>',
  technologies: JSON.stringify(twoSkills.map((s) => s.name.toUpperCase())),
  gallery: '[]',
  status: 'published',
};

async function put(
  who: { cookie: string } | null,
  slug: string,
  fields: Record<string, string>,
  files: Record<string, [Uint8Array, string]> = {},
  lang = 'en',
) {
  const form = new FormData();
  for (const [k, v] of Object.entries(fields)) form.set(k, v);
  for (const [k, [bytes, name]] of Object.entries(files)) form.set(k, new Blob([bytes as BlobPart]), name);
  const request = new NextRequest(`http://it.localhost/api/v2/employer-panel/brand-stories/${slug}?lang=${lang}`, {
    method: 'PUT',
    headers: { host: 'it.localhost', origin: 'http://it.localhost', ...(who ? { cookie: who.cookie } : {}) },
    body: form,
  });
  const res = await storyPut(request, { params: Promise.resolve({ slug }) });
  const text = await res.text();
  return { status: res.status, body: text ? JSON.parse(text) : null };
}

const get = (who: { cookie: string } | null, route: typeof dataGet, url: string, params: Record<string, string>) =>
  callRoute(route, url, { params, headers: who ? { cookie: who.cookie } : {} });

const storedFiles = () => readdirSync(path.join(root, 'brand-story-images'), { withFileTypes: true }).length;
const storyRow = async (slug: string) =>
  (
    await db
      .select()
      .from(brandStories)
      .where(and(eq(brandStories.tenantId, tenant.id), eq(brandStories.slug, slug)))
  )[0];

describe('brand story editor', () => {
  it('answers an empty 404 for a story not written yet, and keeps recruiters and visitors out', async () => {
    const none = await get(adminA, dataGet, '/api/v2/employer-panel/brand-stories/data/alpha-story', {
      slug: 'alpha-story',
    });
    expect(none.status).toBe(404);
    expect(none.body).toBeNull();
    const recruiter = await get(recruiterA, dataGet, '/api/v2/employer-panel/brand-stories/data/alpha-story', {
      slug: 'alpha-story',
    });
    expect(recruiter.status).toBe(403);
    expect((await get(null, dataGet, '/x', { slug: 'alpha-story' })).status).toBe(401);
    expect((await put(recruiterA, 'alpha-story', FIELDS)).status).toBe(403);
  });

  it('refuses an image that is not an image with the spec message, storing nothing', async () => {
    const answer = await put(adminA, 'alpha-story', FIELDS, {
      cover: [pdfFile(), 'cover.png'],
      gallery0: [await photo(400, 300), 'a.jpg'],
    });
    expect(answer.status).toBe(415);
    expect(answer.body.error.fields).toEqual([
      { field: 'cover', message: 'Invalid file format. Allowed formats: JPG, JPEG, PNG.' },
    ]);
    expect(await storyRow('alpha-story')).toBeUndefined();
    const empty = await put(adminA, 'alpha-story', FIELDS, { gallery0: [new Uint8Array(0), 'empty.jpg'] }, 'pl');
    expect(empty.status).toBe(422);
    expect(empty.body.error.fields[0]).toEqual({ field: 'gallery0', message: 'Obraz jest pusty lub uszkodzony.' });
    const broken = (await photo(400, 300)).subarray(0, 200);
    const corrupted = await put(adminA, 'alpha-story', FIELDS, { logo: [broken, 'logo.jpg'] }, 'pl');
    expect(corrupted.status).toBe(422);
    expect(corrupted.body.error.fields[0]).toEqual({ field: 'logo', message: 'Obraz jest pusty lub uszkodzony.' });
    expect(await storyRow('alpha-story')).toBeUndefined();
  });

  it('writes a story with a cover, a gallery and technologies, sanitised, shown on the board with its offers', async () => {
    const before = (await db.select().from(auditLog).where(eq(auditLog.action, 'brand_story.created'))).length;
    const answer = await put(adminA, 'alpha-story', FIELDS, {
      cover: [await photo(2400, 800), 'cover.JPG'],
      gallery0: [await photo(800, 600, 'png'), 'team.png'],
      gallery1: [await photo(640, 480), 'office.jpeg'],
    });
    expect(answer.status).toBe(200);
    const story = answer.body;
    expect(story).toMatchObject({ slug: 'alpha-story', name: 'Alpha Story', type: 'startup', status: 'published' });
    expect(story.technologies).toEqual(twoSkills.map((s) => s.name));
    expect(story.body).toContain('<h2>Who we are</h2>');
    expect(story.body).not.toMatch(/script|onclick|alert/);
    expect(story.gallery).toHaveLength(2);
    expect(story.coverPhotoUrl).toMatch(/^\/api\/v1\/brand-stories\/images\/[a-f0-9]{32}\.jpg$/);
    expect(story.logoUrl).toBe(`/api/v1/companies/${companyA!.slug}/logo?size=full`);
    expect(story.offersCount).toBe(listedOfA.length);
    // The cover is our own JPEG, at most 1600 px wide; gallery photos are served as images.
    const name = story.coverPhotoUrl.split('/').pop();
    const image = await imageGet(
      new NextRequest(`http://it.localhost${story.coverPhotoUrl}`, { headers: { host: 'it.localhost' } }),
      {
        params: Promise.resolve({ name }),
      },
    );
    expect(image.status).toBe(200);
    expect(image.headers.get('content-type')).toBe('image/jpeg');
    expect(image.headers.get('x-content-type-options')).toBe('nosniff');
    const meta = await sharp(Buffer.from(await image.arrayBuffer())).metadata();
    expect(meta.width).toBe(1600);
    const list = await callRoute(listGet, '/api/v2/user-panel/brand-stories/company/list?perPage=100');
    expect(list.body.data.find((s: { slug: string }) => s.slug === 'alpha-story')).toMatchObject({
      offersCount: listedOfA.length,
      coverPhotoUrl: story.coverPhotoUrl,
    });
    const read = await get(adminA, dataGet, '/x', { slug: 'alpha-story' });
    expect(read.body.gallery).toEqual(story.gallery);
    const after = (await db.select().from(auditLog).where(eq(auditLog.action, 'brand_story.created'))).length;
    expect(after).toBe(before + 1);
  });

  it("refuses a slug another company's story holds as a field error, and answers 404 for another company's story", async () => {
    const taken = await put(adminA, 'alpha-story', { ...FIELDS, slug: storyB.slug });
    expect(taken.status).toBe(422);
    expect(taken.body.error.fields).toEqual([
      { field: 'slug', message: 'Another story already uses this address. Choose another one.' },
    ]);
    const files = storedFiles();
    const foreign = await put(
      adminA,
      storyB.slug,
      { ...FIELDS, slug: storyB.slug },
      { cover: [await photo(300, 100), 'c.jpg'] },
    );
    expect(foreign.status).toBe(404);
    expect(storedFiles()).toBe(files);
    expect((await storyRow(storyB.slug))!.name).toBe(storyB.name);
    expect((await get(ownerB, dataGet, '/x', { slug: 'alpha-story' })).status).toBe(404);
    expect((await put(ownerB, 'alpha-story', { ...FIELDS, name: 'Hijacked' })).status).toBe(404);
    expect((await storyRow('alpha-story'))!.name).toBe('Alpha Story');
  });

  it('tells whose a slug is and finds technologies in the dictionary only', async () => {
    const status = async (slug: string) => (await get(adminA, statusGet, '/x', { slug })).body.state;
    expect(await status('alpha-story')).toBe('published');
    expect(await status(storyB.slug)).toBe('taken');
    expect(await status('nobody-has-this')).toBe('free');
    expect((await get(adminA, statusGet, '/x', { slug: 'Not A Slug!' })).status).toBe(404);
    const found = await callRoute(
      technologiesGet,
      `/api/v2/employer-panel/brand-stories/technologies?search=${encodeURIComponent(twoSkills[0]!.name)}`,
      {
        headers: { cookie: adminA.cookie },
      },
    );
    expect(found.body.data.map((s: { name: string }) => s.name)).toContain(twoSkills[0]!.name);
    const unknown = await put(adminA, 'alpha-story', { ...FIELDS, technologies: '["No Such Tech 123"]' });
    expect(unknown.status).toBe(422);
    expect(unknown.body.error.fields[0].field).toBe('technologies');
    const bad = await put(adminA, 'alpha-story', {
      ...FIELDS,
      type: 'bakery',
      shortDescription: 'short',
      slug: 'data',
    });
    expect(bad.status).toBe(400);
    expect(bad.body.error.fields.map((f: { field: string }) => f.field).sort()).toEqual([
      'shortDescription',
      'slug',
      'type',
    ]);
  });

  it('renames, keeps some gallery photos, deletes the dropped ones, and refuses a photo it no longer has', async () => {
    const current = (await storyRow('alpha-story'))!;
    const files = storedFiles();
    const renamed = await put(adminA, 'alpha-story', {
      ...FIELDS,
      slug: 'alpha-renamed',
      gallery: JSON.stringify([current.gallery[1]]),
      status: 'draft',
    });
    expect(renamed.status).toBe(200);
    expect(renamed.body).toMatchObject({ slug: 'alpha-renamed', status: 'draft', gallery: [current.gallery[1]] });
    expect(storedFiles()).toBe(files - 1);
    expect(await storyRow('alpha-story')).toBeUndefined();
    const stale = await put(adminA, 'alpha-renamed', {
      ...FIELDS,
      slug: 'alpha-renamed',
      gallery: JSON.stringify([current.gallery[0]]),
    });
    expect(stale.status).toBe(422);
    expect(stale.body.error.fields[0]).toEqual({ field: 'gallery', message: 'The image must be re-added.' });
    // A draft is not on the board.
    const list = await callRoute(listGet, '/api/v2/user-panel/brand-stories/company/list?perPage=100');
    expect(list.body.data.some((s: { slug: string }) => s.slug === 'alpha-renamed')).toBe(false);
  });
});
