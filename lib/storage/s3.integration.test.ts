import { readdirSync } from 'node:fs';
import http from 'node:http';
import { and, eq, isNull, ne } from 'drizzle-orm';
import { NextRequest } from 'next/server';
import { GET as download } from '@/app/api/v1/offers/[slug]/applications/[id]/download/route';
import { POST as apply } from '@/app/api/v1/offers/[slug]/applications/route';
import { DELETE as removeApplication } from '@/app/api/v2/employer-panel/applications/[id]/route';
import { DELETE as docDelete, GET as docGet } from '@/app/api/v2/user-panel/profile/documents/[id]/route';
import { POST as docPost } from '@/app/api/v2/user-panel/profile/documents/route';
import { seedDemo } from '@/features/demo-data/server/seed';
import { eraseExpiredApplications, ORPHAN_GRACE_MS, sweepOrphanFiles } from '@/features/privacy/server/retention-job';
import { installDbHandle } from '@/lib/db/client';
import { applicationAttachments, applications, offerBoards, offers } from '@/lib/db/schema';
import { CLIENT_ADDRESS_HEADER } from '@/lib/http/client-address';
import { installStorage, newStorageKey } from '@/lib/storage/storage';
import { resolveTenant } from '@/lib/tenants/tenant-service';
import { createTestDb } from '@/tests/db';
import { antiBotToken } from '@/tests/factories/antibot';
import { createCandidate } from '@/tests/factories/candidate';
import { createEmployer } from '@/tests/factories/employer';
import { pdfFile } from '@/tests/factories/files';
import { startTestS3 } from '@/tests/s3';
import { serveRoute } from '@/tests/serve-route';

// Uploads, downloads, deletions and the retention job with the S3 adapter installed, against a real
// S3-compatible server. Two adapters on one bucket stand for two instances of the deployment: a file written
// through one is read through the other. The instances keep read objects in memory as a deployment's do
// (S3_CACHE_MB's default); `bucket` keeps nothing and sees what the bucket holds.
const s3 = await startTestS3();
const instance1 = s3.storage({ cacheBytes: 64 * 1024 * 1024 });
const instance2 = s3.storage({ cacheBytes: 64 * 1024 * 1024 });
const bucket = s3.storage();
const handle = await createTestDb();
installDbHandle(handle);
await seedDemo(handle, { offers: 12, seed: 5 });
const { db } = handle;
const board = await resolveTenant('it.localhost', db);
const [offer] = await db
  .select({ id: offers.id, slug: offers.slug, companyId: offers.companyId })
  .from(offers)
  .innerJoin(offerBoards, and(eq(offerBoards.offerId, offers.id), eq(offerBoards.tenantId, board.id)))
  .where(and(eq(offers.status, 'published'), isNull(offers.applyUrl)))
  .limit(1);
const recruiter = await createEmployer(db, board, [{ companyId: offer!.companyId, right: 'owner' }]);
const host = 'it.localhost';
const employerHeaders = {
  host,
  origin: `http://${host}`,
  cookie: recruiter.cookie,
  [CLIENT_ADDRESS_HEADER]: '127.0.0.1',
};

async function applyWith(cv: Uint8Array, fileName: string): Promise<number> {
  const body = new FormData();
  body.set('name', 'Ola Nowak');
  body.set('email', `ola.${Math.random().toString(36).slice(2)}@example.com`);
  body.set('attachment', new File([cv as BlobPart], fileName));
  const res = await apply(
    new NextRequest(`http://${host}/api/v1/offers/${offer!.slug}/applications`, {
      method: 'POST',
      body,
      headers: {
        host,
        origin: `http://${host}`,
        [CLIENT_ADDRESS_HEADER]: '10.9.0.1',
        'recaptcha-token': antiBotToken('apply'),
      },
    }),
    { params: Promise.resolve({ slug: offer!.slug }) },
  );
  expect(res.status).toBe(201);
  return ((await res.json()) as { id: number }).id;
}

const attachmentOf = async (applicationId: number) =>
  (await db.select().from(applicationAttachments).where(eq(applicationAttachments.applicationId, applicationId)))[0];

const downloadAs = (headers: Record<string, string>, id: number, slug = offer!.slug) =>
  download(new NextRequest(`http://${host}/api/v1/offers/${slug}/applications/${id}/download`, { headers }), {
    params: Promise.resolve({ slug, id: String(id) }),
  });

describe('with S3 storage', () => {
  it('keeps an application CV in the bucket, and the employer downloads it through another instance with the stored-file headers', async () => {
    installStorage(instance1);
    const cv = pdfFile({ size: 600_000 });
    const id = await applyWith(cv, 'Życiorys Oli.pdf');
    const file = await attachmentOf(id);
    expect(file!.storageKey).toMatch(/^applications\/[0-9a-f]{32}\.pdf$/);
    // In the bucket, byte for byte.
    expect(Buffer.compare((await bucket.get(file!.storageKey))!, cv)).toBe(0);
    expect((await bucket.list('applications')).map((o) => o.key)).toContain(file!.storageKey);

    installStorage(instance2);
    const res = await downloadAs(employerHeaders, id);
    expect(res.status).toBe(200);
    expect(Object.fromEntries(res.headers)).toMatchObject({
      'content-type': 'application/pdf',
      'x-content-type-options': 'nosniff',
      'content-security-policy': "default-src 'none'; sandbox",
      'cache-control': 'private, no-store',
      'content-disposition': `attachment; filename="_yciorys Oli.pdf"; filename*=UTF-8''${encodeURIComponent('Życiorys Oli.pdf')}`,
    });
    expect(Buffer.compare(Buffer.from(await res.arrayBuffer()), cv)).toBe(0);

    // The same authorisation as ever: another company's employer and an anonymous caller get nothing.
    const [otherCompany] = await db
      .select({ id: offers.companyId })
      .from(offers)
      .where(and(eq(offers.tenantId, board.id), ne(offers.companyId, offer!.companyId)))
      .limit(1);
    const other = await createEmployer(db, board, [{ companyId: otherCompany!.id, right: 'owner' }]);
    expect((await downloadAs({ ...employerHeaders, cookie: other.cookie }, id)).status).toBe(404);
    expect((await downloadAs({ host, [CLIENT_ADDRESS_HEADER]: '127.0.0.1' }, id)).status).toBe(401);

    // Deleting the application deletes the object.
    const removed = await removeApplication(
      new NextRequest(`http://${host}/api/v2/employer-panel/applications/${id}`, {
        method: 'DELETE',
        headers: employerHeaders,
      }),
      { params: Promise.resolve({ id: String(id) }) },
    );
    expect(removed.status).toBe(204);
    expect(await bucket.get(file!.storageKey)).toBeNull();
  });

  it('streams a download over HTTP as the server sends it, with its Content-Length: headers only for HEAD, and a client leaving mid-way releases the connection to the bucket', async () => {
    installStorage(instance1);
    const cv = pdfFile({ size: 5_000_000 });
    const id = await applyWith(cv, 'CV.pdf');
    installStorage(instance2);
    const served = await serveRoute(download, (pathname) => {
      const [, , , , slug, , applicationId] = pathname.split('/');
      return { slug: slug!, id: applicationId! };
    });
    const path = `/api/v1/offers/${offer!.slug}/applications/${id}/download`;
    const request = (method: string, onResponse: (res: http.IncomingMessage, req: http.ClientRequest) => void) =>
      new Promise<void>((resolve, reject) => {
        const req = http.request(`${served.origin}${path}`, {
          method,
          agent: false,
          headers: { host, cookie: recruiter.cookie },
        });
        req.on('response', (res) => {
          onResponse(res, req);
          res.on('close', resolve);
        });
        req.on('error', (error) => (req.destroyed ? resolve() : reject(error)));
        req.end();
      });
    const descriptors = () => readdirSync('/proc/self/fd').length;
    try {
      let received = Buffer.alloc(0);
      let headers: http.IncomingHttpHeaders = {};
      await request('GET', (res) => {
        headers = res.headers;
        const parts: Buffer[] = [];
        res.on('data', (chunk: Buffer) => parts.push(chunk));
        res.on('end', () => (received = Buffer.concat(parts)));
      });
      expect(Buffer.compare(received, cv)).toBe(0);
      expect(headers).toMatchObject({
        'content-type': 'application/pdf',
        'x-content-type-options': 'nosniff',
        'content-security-policy': "default-src 'none'; sandbox",
        'cache-control': 'private, no-store',
        // The size on the wire, so a browser shows the download's progress (Next drops it; the server puts it back).
        'content-length': String(cv.byteLength),
      });
      expect(headers['transfer-encoding']).toBeUndefined();
      expect(Object.keys(headers).filter((name) => name.startsWith('x-wakat'))).toEqual([]);

      const before = descriptors();
      for (let i = 0; i < 10; i++) {
        await request('HEAD', (res) => {
          expect([res.statusCode, res.headers['content-disposition'], res.headers['content-length']]).toEqual([
            200,
            headers['content-disposition'],
            String(cv.byteLength),
          ]);
          res.resume();
        });
        // Part of the file, then the client goes away.
        await request('GET', (res, req) => res.once('data', () => req.destroy()));
      }
      // Every socket of those twenty requests closes: the client's, the server's and the one to the bucket.
      await vi.waitFor(() => expect(descriptors()).toBeLessThanOrEqual(before), { timeout: 5_000 });
      // A client leaving is no error of the server's (Next logs a failed pipe).
      expect(served.errors).toEqual([]);
    } finally {
      await served.close();
    }
  });

  it("keeps a candidate's CV document in the bucket for its owner only, and deletes it there", async () => {
    installStorage(instance1);
    const owner = await createCandidate(db, board);
    const stranger = await createCandidate(db, board);
    const form = new FormData();
    const cv = pdfFile({ size: 40_000 });
    form.set('file', new Blob([cv as BlobPart]), 'CV.pdf');
    const headers = (cookie: string) => ({ host, cookie, 'accept-language': 'en' });
    const created = await docPost(
      new NextRequest(`http://${host}/api/v2/user-panel/profile/documents`, {
        method: 'POST',
        body: form,
        headers: headers(owner.cookie),
      }),
      { params: Promise.resolve({}) },
    );
    expect(created.status).toBe(201);
    const { id } = (await created.json()) as { id: number };
    const [object] = await bucket.list('cv');
    expect(object?.size).toBe(cv.byteLength);

    installStorage(instance2);
    const get = (cookie: string, method = 'GET') =>
      (method === 'GET' ? docGet : docDelete)(
        new NextRequest(`http://${host}/api/v2/user-panel/profile/documents/${id}`, {
          method,
          headers: headers(cookie),
        }),
        { params: Promise.resolve({ id: String(id) }) },
      );
    const res = await get(owner.cookie);
    expect(res.status).toBe(200);
    expect(res.headers.get('content-disposition')).toMatch(/^attachment; filename="CV.pdf"/);
    expect(Buffer.compare(Buffer.from(await res.arrayBuffer()), cv)).toBe(0);
    expect((await get(stranger.cookie)).status).toBe(404);
    expect((await get(owner.cookie, 'DELETE')).status).toBe(204);
    expect(await bucket.list('cv')).toEqual([]);
  });

  it('the retention job erases expired application files and sweeps unreferenced ones from the bucket', async () => {
    installStorage(instance1);
    const expiredId = await applyWith(pdfFile({ size: 3000 }), 'old.pdf');
    const keptId = await applyWith(pdfFile({ size: 3000 }), 'kept.pdf');
    const expired = (await attachmentOf(expiredId))!.storageKey;
    const kept = (await attachmentOf(keptId))!.storageKey;
    await db
      .update(applications)
      .set({ retentionUntil: new Date(Date.now() - 1000) })
      .where(eq(applications.id, expiredId));
    // A file whose row never committed.
    const orphan = newStorageKey('applications', 'pdf');
    await bucket.put(orphan, pdfFile());

    installStorage(instance2);
    expect(await eraseExpiredApplications(db, new Date())).toEqual({ erased: 1, files: 1 });
    expect(await bucket.get(expired)).toBeNull();
    expect(await bucket.get(kept)).not.toBeNull();

    // Within the grace period the orphan may still be a write in flight: kept.
    expect(await sweepOrphanFiles(db, new Date())).toBe(0);
    expect(await bucket.get(orphan)).not.toBeNull();
    // Past it (S3 cannot backdate an object, so the clock moves instead): swept; referenced files stay.
    expect(await sweepOrphanFiles(db, new Date(Date.now() + ORPHAN_GRACE_MS + 60_000))).toBe(1);
    expect(await bucket.get(orphan)).toBeNull();
    expect(await bucket.get(kept)).not.toBeNull();
  });
});
