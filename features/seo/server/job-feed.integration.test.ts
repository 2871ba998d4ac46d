import { spawnSync } from 'node:child_process';
import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { gunzipSync } from 'node:zlib';
import { and, eq, gt } from 'drizzle-orm';
import { NextRequest } from 'next/server';
import { GET as jsonFeed } from '@/app/feeds/jobs.json/route';
import { GET as xmlFeed } from '@/app/feeds/jobs.xml/route';
import { GET as robots } from '@/app/robots.txt/route';
import { seedDemo } from '@/features/demo-data/server/seed';
import { changeOfferState } from '@/features/offers/server/public';
import { installDbHandle } from '@/lib/db/client';
import { offerListings, offers, tenants } from '@/lib/db/schema';
import { createTestDb } from '@/tests/db';
import { insertOffer } from '@/tests/factories/offer';
import { cdata, feedJobTypes } from './job-feed';

const handle = await createTestDb();
installDbHandle(handle);
await seedDemo(handle, { offers: 150, seed: 11 });
const { db } = handle;
const [board] = await db.select().from(tenants).where(eq(tenants.slug, 'it'));
const HOST = 'it.localhost:3000';
const SCHEMA = path.resolve(import.meta.dirname, '../../../docs/integrations/job-feed.xsd');

const hasXmllint = spawnSync('xmllint', ['--version']).status === 0;

/** xmllint (libxml2, Debian's libxml2-utils) checks the feed against its published schema. */
function validate(xml: string): string {
  const file = path.join(mkdtempSync(path.join(tmpdir(), 'wakat-feed-')), 'jobs.xml');
  writeFileSync(file, xml);
  const run = spawnSync('xmllint', ['--noout', '--schema', SCHEMA, file], { encoding: 'utf8' });
  return `${run.status} ${run.stderr.trim().split('\n').slice(-3).join(' | ')}`;
}

async function get(route: typeof xmlFeed, query = '', encoding: string | null = 'gzip, deflate, br') {
  const headers: Record<string, string> = { host: HOST };
  if (encoding) headers['accept-encoding'] = encoding;
  const res = await route(new NextRequest(`http://${HOST}/feeds/jobs${query}`, { headers }));
  const bytes = Buffer.from(await res.arrayBuffer());
  const gzipped = res.headers.get('content-encoding') === 'gzip';
  return {
    status: res.status,
    type: res.headers.get('content-type'),
    gzipped,
    vary: res.headers.get('vary'),
    text: (gzipped ? gunzipSync(bytes) : bytes).toString('utf8'),
  };
}

const listedGuids = async () =>
  (
    await db
      .select({ guid: offers.guid })
      .from(offerListings)
      .innerJoin(offers, eq(offers.id, offerListings.offerId))
      .where(and(eq(offerListings.tenantId, board!.id), gt(offerListings.expiresAt, new Date())))
  )
    .map((r) => r.guid)
    .sort();

const references = (xml: string) =>
  [...xml.matchAll(/<referencenumber><!\[CDATA\[([^\]]+)\]\]><\/referencenumber>/g)].map((m) => m[1]!).sort();

describe('the job feed for aggregators', () => {
  it('is valid against its schema and holds exactly the listed offers, gzipped for clients that take gzip', async () => {
    if (!hasXmllint && process.env.CI) throw new Error('xmllint is needed (apt-get install libxml2-utils)');
    const feed = await get(xmlFeed, '.xml');
    expect(feed.status).toBe(200);
    expect(feed.type).toContain('application/xml');
    expect(feed.gzipped).toBe(true);
    expect(feed.vary).toBe('Accept-Encoding');
    expect(references(feed.text)).toEqual(await listedGuids());
    expect(references(feed.text).length).toBeGreaterThan(20);
    expect(feed.text).toContain(`<url><![CDATA[http://${HOST}/job-offer/`);
    expect(feed.text).toMatch(/<salary_currency><!\[CDATA\[PLN\]\]><\/salary_currency>/);
    expect(feed.text).toMatch(/<salary_period><!\[CDATA\[(month|hour|day|year)\]\]><\/salary_period>/);
    if (hasXmllint) expect(validate(feed.text)).toMatch(/^0 /);
  });

  it('sends the same feed inflated to a client without gzip, and in English with ?lang=en', async () => {
    const gz = await get(xmlFeed, '.xml');
    const plain = await get(xmlFeed, '.xml', null);
    expect(plain.gzipped).toBe(false);
    expect(plain.text).toBe(gz.text);
    const refusing = await get(xmlFeed, '.xml', 'gzip;q=0, identity');
    expect(refusing.gzipped).toBe(false);
    const en = await get(xmlFeed, '.xml?lang=en');
    expect(en.text).toContain(`<url><![CDATA[http://${HOST}/en/job-offer/`);
    expect(references(en.text)).toEqual(references(gz.text));
  });

  it('has a JSON variant with the same offers', async () => {
    const feed = await get(jsonFeed, '.json');
    expect(feed.type).toContain('application/json');
    const body = JSON.parse(feed.text) as {
      publisherUrl: string;
      jobs: { reference: string; descriptionText: string; date: string }[];
    };
    expect(body.publisherUrl).toBe(`http://${HOST}/`);
    expect(body.jobs.map((j) => j.reference).sort()).toEqual(await listedGuids());
    expect(body.jobs[0]!.descriptionText).not.toContain('<');
    expect(new Date(body.jobs[0]!.date).toISOString()).toBe(body.jobs[0]!.date);
  });

  it('follows publishing and finishing at once (the board generation changes)', async () => {
    const before = references((await get(xmlFeed, '.xml')).text);
    const id = await insertOffer(db, board!.id, { title: 'Feed Developer ]]> <tag> & co' });
    const [added] = await db.select({ guid: offers.guid }).from(offers).where(eq(offers.id, id));
    const published = await get(xmlFeed, '.xml');
    expect(references(published.text)).toEqual([...before, added!.guid].sort());
    expect(published.text).toContain('<title><![CDATA[Feed Developer ]]]]><![CDATA[> <tag> & co]]></title>');
    if (hasXmllint) expect(validate(published.text)).toMatch(/^0 /);
    await changeOfferState(db, [id], 'finish', {});
    const finished = await get(xmlFeed, '.xml');
    expect(references(finished.text)).toEqual(before);
    const json = JSON.parse((await get(jsonFeed, '.json')).text) as { jobs: { reference: string }[] };
    expect(json.jobs.map((j) => j.reference)).not.toContain(added!.guid);
  });

  it('never puts an unknown Host into a link, and robots.txt names the feed', async () => {
    const res = await xmlFeed(
      new NextRequest('http://attacker.example/feeds/jobs.xml', {
        headers: { host: 'attacker.example', 'x-forwarded-host': 'evil.example' },
      }),
    );
    const text = await res.text();
    expect(text).toContain(`<url><![CDATA[http://${HOST}/job-offer/`);
    expect(text).not.toMatch(/attacker|evil/);
    const robotsText = await (
      await robots(new NextRequest(`http://${HOST}/robots.txt`, { headers: { host: HOST } }))
    ).text();
    expect(robotsText).toContain(`# http://${HOST}/feeds/jobs.xml`);
  });
});

describe('feed encoding', () => {
  it('keeps text with "]]>" and drops characters XML cannot carry', () => {
    expect(cdata('a]]>b\u0001c\ud800')).toBe('<![CDATA[a]]]]><![CDATA[>bc]]>');
  });
  it('maps working time and contracts to the aggregators’ job types', () => {
    expect(feedJobTypes('full_time', ['permanent'])).toEqual(['fulltime']);
    expect(feedJobTypes('full_time', ['b2b'])).toEqual(['fulltime', 'contract']);
    expect(feedJobTypes('freelance', [])).toEqual(['contract']);
    expect(feedJobTypes('practice_internship', ['internship'])).toEqual(['internship']);
  });
});
