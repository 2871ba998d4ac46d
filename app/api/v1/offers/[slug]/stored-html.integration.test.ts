import { and, eq, sql } from 'drizzle-orm';
import { getBrandStoryPage } from '@/features/brand-stories/server/brand-story-service';
import { resolveTenant } from '@/lib/tenants/tenant-service';
import { installDbHandle } from '@/lib/db/client';
import { brandStories, offers, tenants } from '@/lib/db/schema';
import { seedDemo } from '@/features/demo-data/server/seed';
import { sanitizeRichText } from '@/lib/html/sanitize';
import { createTestDb } from '@/tests/db';
import { callRoute } from '@/tests/http';
import { GET as offerDetail } from './route';

const handle = await createTestDb();
installDbHandle(handle);
await seedDemo(handle, { offers: 40, seed: 5 });
const { db } = handle;
const [itBoard] = await db.select().from(tenants).where(eq(tenants.slug, 'it'));

// What a row written before the allow-list existed (or by hand) may hold.
const HOSTILE =
  '<p>Hello</p><img src=x onerror=alert(1)><script>alert(2)</script><a href="javascript:alert(3)">x</a><iframe src="https://evil.example"></iframe>';

describe('stored rich text on the way out', () => {
  it('demo data is stored already sanitised', async () => {
    const rows = await db.select({ body: offers.body }).from(offers).limit(5);
    const stories = await db.select({ body: brandStories.body }).from(brandStories).limit(5);
    for (const { body } of [...rows, ...stories]) expect(sanitizeRichText(body)).toBe(body);
  });

  it('GET /api/v1/offers/{slug} answers a stored hostile body sanitised', async () => {
    const [row] = await db
      .select({ id: offers.id, slug: offers.slug })
      .from(offers)
      .where(and(eq(offers.tenantId, itBoard!.id), eq(offers.status, 'published'), sql`${offers.expiresAt} > now()`))
      .limit(1);
    await db.update(offers).set({ body: HOSTILE }).where(eq(offers.id, row!.id));
    const { status, body } = await callRoute(offerDetail, `/api/v1/offers/${row!.slug}`, {
      params: { slug: row!.slug },
    });
    expect(status).toBe(200);
    expect(body.body).toBe('<p>Hello</p><a rel="noopener noreferrer nofollow">x</a>');
  });

  it('a brand story page gets a stored hostile body sanitised', async () => {
    const [story] = await db
      .select({ id: brandStories.id, slug: brandStories.slug })
      .from(brandStories)
      .where(and(eq(brandStories.tenantId, itBoard!.id), eq(brandStories.status, 'published')))
      .limit(1);
    await db.update(brandStories).set({ body: HOSTILE }).where(eq(brandStories.id, story!.id));
    const page = await getBrandStoryPage(db, await resolveTenant('it.localhost'), story!.slug);
    expect(page!.story.body).toBe('<p>Hello</p><a rel="noopener noreferrer nofollow">x</a>');
  });
});
