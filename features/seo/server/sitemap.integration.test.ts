import { and, eq, gt } from 'drizzle-orm';
import { GET as robots } from '@/app/robots.txt/route';
import { GET as sitemap } from '@/app/sitemap.xml/route';
import { installDbHandle } from '@/lib/db/client';
import { offerListings, offers, tenants } from '@/lib/db/schema';
import { seedDemo } from '@/features/demo-data/server/seed';
import { createTestDb } from '@/tests/db';
import { NextRequest } from 'next/server';

const handle = await createTestDb();
installDbHandle(handle);
await seedDemo(handle, { offers: 200, seed: 9 });
const { db } = handle;

const get = async (route: typeof sitemap, host: string) => {
  const res = await route(new NextRequest(`http://${host}/x`, { headers: { host } }));
  return { status: res.status, type: res.headers.get('content-type'), text: await res.text() };
};

describe('sitemap.xml', () => {
  it("lists exactly the board's listed offers, list pages and English alternates", async () => {
    const [board] = await db.select().from(tenants).where(eq(tenants.slug, 'biz'));
    const listed = await db
      .select({ slug: offers.slug })
      .from(offerListings)
      .innerJoin(offers, eq(offers.id, offerListings.offerId))
      .where(and(eq(offerListings.tenantId, board!.id), gt(offerListings.expiresAt, new Date())));
    const { status, type, text } = await get(sitemap, 'biz.localhost:3000');
    expect(status).toBe(200);
    expect(type).toContain('application/xml');
    const offerUrls = [...text.matchAll(/<loc>http:\/\/biz\.localhost:3000\/job-offer\/([^<]+)<\/loc>/g)].map(
      (m) => m[1],
    );
    expect(offerUrls.sort()).toEqual(listed.map((o) => o.slug).sort());
    expect(text).toContain('<loc>http://biz.localhost:3000/job-offers</loc>');
    expect(text).toContain('hreflang="en" href="http://biz.localhost:3000/en/job-offer/');
    for (const page of ['/product', '/about-us', '/help', '/career', '/pricing', '/candidate-profile', '/blog']) {
      expect(text).toContain(`<loc>http://biz.localhost:3000${page}</loc>`);
      expect(text).toContain(`hreflang="en" href="http://biz.localhost:3000/en${page}"`);
    }
    expect(text).not.toContain('/employer<');
    const expired = await db.select({ slug: offers.slug }).from(offers).where(eq(offers.status, 'expired')).limit(1);
    expect(text).not.toContain(`/job-offer/${expired[0]!.slug}<`);
  });

  it('lists the salary calculator, in both languages, on boards that show it', async () => {
    const { text } = await get(sitemap, 'it.localhost:3000');
    expect(text).toContain(
      '<url><loc>http://it.localhost:3000/salary-calculator</loc><xhtml:link rel="alternate" hreflang="pl" href="http://it.localhost:3000/salary-calculator"/><xhtml:link rel="alternate" hreflang="en" href="http://it.localhost:3000/en/salary-calculator"/></url>',
    );
  });

  it("robots.txt names the sitemap of the board's origin", async () => {
    const { text } = await get(robots, 'it.localhost:3000');
    expect(text).toContain('Sitemap: http://it.localhost:3000/sitemap.xml');
    expect(text).toContain('Disallow: /api/');
  });

  it('never puts an unknown Host into a URL: the default board answers on its configured origin', async () => {
    for (const route of [sitemap, robots]) {
      const res = await route(
        new NextRequest('http://attacker.example/x', {
          headers: { host: 'attacker.example', 'x-forwarded-host': 'evil.example', 'x-forwarded-proto': 'https' },
        }),
      );
      const text = await res.text();
      expect(text).toContain('http://it.localhost:3000/');
      expect(text).not.toMatch(/attacker|evil/);
    }
  });
});
