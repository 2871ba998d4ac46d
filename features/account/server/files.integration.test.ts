import { mkdtempSync, readdirSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { eq } from 'drizzle-orm';
import { NextRequest } from 'next/server';
import { GET as avatarGet, POST as avatarPost } from '@/app/api/v2/user-panel/profile/avatar/route';
import { DELETE as docDelete, GET as docGet } from '@/app/api/v2/user-panel/profile/documents/[id]/route';
import { POST as docPost } from '@/app/api/v2/user-panel/profile/documents/route';
import { resolveTenant } from '@/lib/tenants/tenant-service';
import { installDbHandle } from '@/lib/db/client';
import { candidateDocuments } from '@/lib/db/schema';
import { seedDemo } from '@/features/demo-data/server/seed';
import { installStorage, LocalStorage } from '@/lib/storage/storage';
import en from '@/messages/en.json';
import { createTestDb } from '@/tests/db';
import { createCandidate } from '@/tests/factories/candidate';
import {
  docxFile,
  executableFile,
  jpegFile,
  nestedZipBombDocx,
  pdfFile,
  pdfWith,
  pngFile,
  pngWithScript,
  windowsExecutable,
  xxeDocx,
  zipBombDocx,
} from '@/tests/factories/files';

const handle = await createTestDb();
installDbHandle(handle);
const root = mkdtempSync(path.join(tmpdir(), 'wakat-files-'));
installStorage(new LocalStorage(root));
await seedDemo(handle, { offers: 0, seed: 4 });
const { db } = handle;
const it_ = await resolveTenant('it.localhost', db);
const biz = await resolveTenant('biz.localhost', db);

type Handler = (req: NextRequest, seg?: { params?: Promise<Record<string, string>> }) => Promise<Response>;

async function send(
  handler: Handler,
  url: string,
  init: {
    method?: string;
    cookie?: string;
    file?: [Uint8Array, string];
    host?: string;
    params?: Record<string, string>;
  },
) {
  const host = init.host ?? 'it.localhost';
  let body: FormData | undefined;
  if (init.file) {
    body = new FormData();
    body.set('file', new Blob([init.file[0] as BlobPart]), init.file[1]);
  }
  const req = new NextRequest(`http://${host}${url}`, {
    method: init.method ?? (body ? 'POST' : 'GET'),
    headers: { host, 'accept-language': 'en', ...(init.cookie ? { cookie: init.cookie } : {}) },
    body,
  });
  return handler(req, { params: Promise.resolve(init.params ?? {}) });
}

const files = () => readdirSync(path.join(root, 'cv'), { withFileTypes: true }).length;

describe('CV documents', () => {
  it('stores a PDF and a DOCX by their bytes, and lets only the owner download them, as attachments', async () => {
    const a = await createCandidate(db, it_);
    const b = await createCandidate(db, it_);
    const res = await send(docPost, '/api/v2/user-panel/profile/documents', {
      cookie: a.cookie,
      file: [pdfFile(), 'Moje CV.pdf'],
    });
    expect(res.status).toBe(201);
    const doc = await res.json();
    expect(doc).toMatchObject({ type: 'cv', fileName: 'Moje CV.pdf' });
    expect(
      (await send(docPost, '/api/v2/user-panel/profile/documents', { cookie: a.cookie, file: [docxFile(), 'cv.docx'] }))
        .status,
    ).toBe(201);

    const own = await send(docGet, `/api/v2/user-panel/profile/documents/${doc.id}`, {
      cookie: a.cookie,
      params: { id: String(doc.id) },
    });
    expect(own.status).toBe(200);
    expect(own.headers.get('content-disposition')).toMatch(/^attachment;/);
    expect(own.headers.get('x-content-type-options')).toBe('nosniff');
    expect(own.headers.get('content-security-policy')).toBe("default-src 'none'; sandbox");
    expect(own.headers.get('content-type')).toBe('application/pdf');
    expect(new Uint8Array(await own.arrayBuffer())).toEqual(pdfFile());

    // Another candidate, another board's session, or nobody: not found / sign in.
    expect(
      (
        await send(docGet, `/api/v2/user-panel/profile/documents/${doc.id}`, {
          cookie: b.cookie,
          params: { id: String(doc.id) },
        })
      ).status,
    ).toBe(404);
    expect(
      (await send(docGet, `/api/v2/user-panel/profile/documents/${doc.id}`, { params: { id: String(doc.id) } })).status,
    ).toBe(401);
    expect(
      (
        await send(docGet, `/api/v2/user-panel/profile/documents/${doc.id}`, {
          cookie: a.cookie,
          host: 'biz.localhost',
          params: { id: String(doc.id) },
        })
      ).status,
    ).toBe(401);
    expect(
      (
        await send(docDelete, `/api/v2/user-panel/profile/documents/${doc.id}`, {
          method: 'DELETE',
          cookie: b.cookie,
          params: { id: String(doc.id) },
        })
      ).status,
    ).toBe(404);
    expect(await db.select().from(candidateDocuments).where(eq(candidateDocuments.id, doc.id))).toHaveLength(1);

    const del = await send(docDelete, `/api/v2/user-panel/profile/documents/${doc.id}`, {
      method: 'DELETE',
      cookie: a.cookie,
      params: { id: String(doc.id) },
    });
    expect(del.status).toBe(204);
    expect(await db.select().from(candidateDocuments).where(eq(candidateDocuments.id, doc.id))).toHaveLength(0);
    void biz;
  });

  it.each([
    ['a renamed executable', 'invalidFileType', 415, () => executableFile(), 'cv.pdf'],
    ['an empty file', 'corruptedFile', 422, () => new Uint8Array(0), 'cv.pdf'],
    ['a 5,000,001-byte file', 'fileTooLarge', 413, () => pdfFile({ size: 5_000_001 }), 'cv.pdf'],
    ['a zip bomb posing as DOCX', 'corruptedFile', 422, () => zipBombDocx(), 'cv.docx'],
    ['a PDF holding an executable', 'invalidFileType', 415, () => pdfWith(windowsExecutable()), 'cv.pdf'],
    ['a DOCX with a nested zip bomb', 'corruptedFile', 422, () => nestedZipBombDocx(), 'cv.docx'],
    ['a DOCX with an XXE declaration', 'corruptedFile', 422, () => xxeDocx(), 'cv.docx'],
    [
      'a PDF/HTML polyglot',
      'invalidFileType',
      415,
      () => pdfWith('<!doctype html><script>alert(1)</script>\n'),
      'cv.pdf',
    ],
    ['a PNG header followed by script', 'invalidFileType', 415, () => pngWithScript(), 'cv.png'],
  ] as const)('rejects %s with %s (%i) and stores nothing', async (_label, reason, status, make, name) => {
    const a = await createCandidate(db, it_);
    const before = files();
    const res = await send(docPost, '/api/v2/user-panel/profile/documents', { cookie: a.cookie, file: [make(), name] });
    expect(res.status).toBe(status);
    const body = await res.json();
    expect(body.error.fields).toEqual([{ field: 'file', message: en.errors.upload[reason] }]);
    expect(body.error.message).toBe(en.errors.upload[reason]);
    expect(await db.select().from(candidateDocuments).where(eq(candidateDocuments.userId, a.userId))).toHaveLength(0);
    expect(files()).toBe(before);
  });

  it('keeps at most 5 CV files', async () => {
    const a = await createCandidate(db, it_);
    for (let i = 0; i < 5; i++) {
      expect(
        (
          await send(docPost, '/api/v2/user-panel/profile/documents', {
            cookie: a.cookie,
            file: [pdfFile(), `cv${i}.pdf`],
          })
        ).status,
      ).toBe(201);
    }
    const sixth = await send(docPost, '/api/v2/user-panel/profile/documents', {
      cookie: a.cookie,
      file: [pdfFile(), 'cv6.pdf'],
    });
    expect(sixth.status).toBe(422);
  });
});

describe('photo', () => {
  it('takes a JPEG or PNG with a photo extension, readable by its owner only', async () => {
    const a = await createCandidate(db, it_);
    const b = await createCandidate(db, it_);
    expect(
      (await send(avatarPost, '/api/v2/user-panel/profile/avatar', { cookie: a.cookie, file: [pdfFile(), 'me.pdf'] }))
        .status,
    ).toBe(415);
    expect(
      (await send(avatarPost, '/api/v2/user-panel/profile/avatar', { cookie: a.cookie, file: [pdfFile(), 'me.PNG'] }))
        .status,
    ).toBe(415);
    expect(
      (
        await send(avatarPost, '/api/v2/user-panel/profile/avatar', {
          cookie: a.cookie,
          file: [new Uint8Array(0), 'me.png'],
        })
      ).status,
    ).toBe(422);
    const ok = await send(avatarPost, '/api/v2/user-panel/profile/avatar', {
      cookie: a.cookie,
      file: [pngFile(), 'Me.PNG'],
    });
    expect(ok.status).toBe(200);
    expect((await ok.json()).avatarUrl).toMatch(/^\/api\/v2\/user-panel\/profile\/avatar\?v=/);
    const replaced = await send(avatarPost, '/api/v2/user-panel/profile/avatar', {
      cookie: a.cookie,
      file: [jpegFile(), 'me.jpeg'],
    });
    expect(replaced.status).toBe(200);
    const mine = await send(avatarGet, '/api/v2/user-panel/profile/avatar', { cookie: a.cookie });
    expect(mine.headers.get('content-type')).toBe('image/jpeg');
    expect(mine.headers.get('content-security-policy')).toBe("default-src 'none'; sandbox");
    expect(mine.headers.get('x-content-type-options')).toBe('nosniff');
    expect((await send(avatarGet, '/api/v2/user-panel/profile/avatar', { cookie: b.cookie })).status).toBe(404);
    expect(readdirSync(path.join(root, 'avatars'))).toHaveLength(1);
  });

  it.each([
    ['a PNG header followed by script', 415, () => pngWithScript()],
    ['a PNG claiming 20,000 × 20,000 pixels', 422, () => pngFile({ size: 20_000 })],
    [
      'a JPEG whose markers frame garbage',
      422,
      () => Uint8Array.from([0xff, 0xd8, 0xff, 0xe0, ...new Array<number>(300).fill(7), 0xff, 0xd9]),
    ],
  ] as const)('refuses %s as a photo and stores nothing', async (_label, status, make) => {
    const a = await createCandidate(db, it_);
    const before = readdirSync(path.join(root, 'avatars')).length;
    const res = await send(avatarPost, '/api/v2/user-panel/profile/avatar', {
      cookie: a.cookie,
      file: [make(), 'me.png'],
    });
    expect(res.status).toBe(status);
    expect(readdirSync(path.join(root, 'avatars'))).toHaveLength(before);
    expect((await send(avatarGet, '/api/v2/user-panel/profile/avatar', { cookie: a.cookie })).status).toBe(404);
  });
});
