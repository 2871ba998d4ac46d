import { mkdtemp, readdir, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { and, eq, isNull, sql } from 'drizzle-orm';
import { NextRequest } from 'next/server';
import { GET as getAttachment } from '@/app/api/v1/applications/[id]/attachment/route';
import { POST as apply } from '@/app/api/v1/offers/[slug]/applications/route';
import { resolveTenant, refreshTenantCache } from '@/lib/tenants/tenant-service';
import { installDbHandle } from '@/lib/db/client';
import {
  applicationAttachments,
  applications,
  candidateDocuments,
  emailOutbox,
  offerBoards,
  offers,
  tenants,
} from '@/lib/db/schema';
import { seedDemo } from '@/features/demo-data/server/seed';
import { CLIENT_ADDRESS_HEADER } from '@/lib/http/client-address';
import { resetRateLimits } from '@/lib/rate-limit';
import { installStorage, LocalStorage } from '@/lib/storage/storage';
import { createTestDb } from '@/tests/db';
import { antiBotToken } from '@/tests/factories/antibot';
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
import { createCandidate } from '@/tests/factories/candidate';
import { callRoute } from '@/tests/http';
import { loadApplyContext } from './apply-page-service';
import { createCvToken } from './cv-token';

const handle = await createTestDb();
installDbHandle(handle);
await seedDemo(handle, { offers: 120, seed: 11 });
const { db } = handle;
const uploads = await mkdtemp(path.join(tmpdir(), 'wakat-apply-'));
installStorage(new LocalStorage(uploads));
afterAll(() => rm(uploads, { recursive: true, force: true }));
const itBoard = await resolveTenant('it.localhost', db);
const bizBoard = await resolveTenant('biz.localhost', db);

/** Active offers of a board, with or without an external apply URL. */
async function offerOf(
  tenantId: number,
  external: boolean,
  status: 'published' | 'expired' = 'published',
  notOn?: number,
) {
  const [row] = await db
    .select({ id: offers.id, slug: offers.slug, applyEmail: offers.applyEmail, companyName: offers.companyName })
    .from(offers)
    .innerJoin(offerBoards, and(eq(offerBoards.offerId, offers.id), eq(offerBoards.tenantId, tenantId)))
    .where(
      and(
        eq(offers.status, status),
        external ? sql`${offers.applyUrl} is not null` : isNull(offers.applyUrl),
        status === 'published' ? sql`${offers.expiresAt} > now()` : undefined,
        notOn === undefined
          ? undefined
          : sql`not exists (select 1 from ${offerBoards} b where b.offer_id = ${offers.id} and b.tenant_id = ${notOn})`,
      ),
    )
    .limit(1);
  return row!;
}
const internal = await offerOf(itBoard.id, false);
const external = await offerOf(itBoard.id, true);
const expired = await offerOf(itBoard.id, false, 'expired');

interface Form {
  name?: string;
  email?: string;
  message?: string;
  file?: { name: string; bytes: Uint8Array };
  extra?: Record<string, string>;
}

/** A fresh client address per request unless a test names one (the limits are tested on their own). */
let addresses = 0;
const nextAddress = () => `10.0.${(++addresses >> 8) & 255}.${addresses & 255}`;

async function post(
  slug: string,
  form: Form,
  options: {
    host?: string;
    cookie?: string;
    token?: string | null;
    ip?: string;
    lang?: string;
    headers?: Record<string, string>;
  } = {},
) {
  const host = options.host ?? 'it.localhost';
  const body = new FormData();
  if (form.name !== undefined) body.set('name', form.name);
  if (form.email !== undefined) body.set('email', form.email);
  if (form.message !== undefined) body.set('message', form.message);
  if (form.file) body.set('attachment', new File([form.file.bytes as BlobPart], form.file.name));
  for (const [k, v] of Object.entries(form.extra ?? {})) body.set(k, v);
  const token =
    options.token === undefined ? await antiBotToken('apply', { board: host.split('.')[0] }) : options.token;
  const headers: Record<string, string> = {
    host,
    origin: `http://${host}`,
    // The socket address, as server.ts stamps it.
    [CLIENT_ADDRESS_HEADER]: options.ip ?? nextAddress(),
    ...options.headers,
  };
  if (token) headers['recaptcha-token'] = token;
  if (options.cookie) headers.cookie = options.cookie;
  if (options.lang) headers['accept-language'] = options.lang;
  const res = await apply(
    new NextRequest(`http://${host}/api/v1/offers/${slug}/applications`, { method: 'POST', body, headers }),
    {
      params: Promise.resolve({ slug }),
    },
  );
  const text = await res.text();
  // eslint-disable-next-line @typescript-eslint/no-explicit-any -- answers are checked field by field
  return { status: res.status, headers: res.headers, body: (text ? JSON.parse(text) : null) as any };
}

const valid = (overrides: Form = {}): Form => ({
  name: 'Ola Nowak',
  email: `ola.${Math.random().toString(36).slice(2)}@example.com`,
  message: 'Dzień dobry, chętnie dołączę.',
  file: { name: 'cv.pdf', bytes: pdfFile({ size: 2048 }) },
  ...overrides,
});

const counts = async () => {
  const [a] = await db.select({ n: sql<number>`count(*)::int` }).from(applications);
  const [f] = await db.select({ n: sql<number>`count(*)::int` }).from(applicationAttachments);
  const files = await readdir(path.join(uploads, 'applications')).catch(() => []);
  return { applications: a!.n, attachments: f!.n, files: files.length };
};

beforeEach(() => resetRateLimits());

describe('POST /api/v1/offers/{slug}/applications', () => {
  it('stores the application, its file and the employer e-mail, and answers the id after commit', async () => {
    const form = valid();
    const res = await post(internal.slug, form);
    expect(res.status).toBe(201);
    expect(res.body).toEqual({ id: expect.any(Number), cvKept: false });
    expect(res.headers.get('server-timing')).toMatch(/^app;dur=/);
    const [row] = await db.select().from(applications).where(eq(applications.id, res.body.id));
    expect(row).toMatchObject({
      offerId: internal.id,
      tenantId: itBoard.id,
      candidateId: null,
      name: 'Ola Nowak',
      email: form.email,
      source: 'apply_form',
      futureConsentAccepted: false,
      marketingConsentAccepted: false,
    });
    // Retention clock: about twelve months.
    const days = (row!.retentionUntil.getTime() - row!.createdAt.getTime()) / 86_400_000;
    expect(Math.round(days)).toBe(365);
    const [file] = await db
      .select()
      .from(applicationAttachments)
      .where(eq(applicationAttachments.applicationId, res.body.id));
    expect(file).toMatchObject({ mimeType: 'application/pdf', fileName: 'cv.pdf', sizeBytes: 2048 });
    expect(file!.storageKey).toMatch(/^applications\/[0-9a-f]{32}\.pdf$/);
    const stored = await new LocalStorage(uploads).get(file!.storageKey);
    expect(stored?.byteLength).toBe(2048);
    const [mail] = await db.select().from(emailOutbox).where(eq(emailOutbox.to, internal.applyEmail!));
    expect(mail!.subject).toContain('Ola Nowak');
    expect(mail!.text).toContain(form.email!);
    expect(mail!.text).toContain('Dzień dobry, chętnie dołączę.');
    expect(mail!.text).toContain(`/employer/offers/${internal.id}/applications/${res.body.id}`);
    expect(mail!.headers).toMatchObject({ 'Reply-To': form.email });
    // The file itself never travels by e-mail.
    expect(mail!.html).not.toContain('%PDF');
  });

  it('keeps the consent flags, and the marketing consent only for anonymous callers when the flag is on', async () => {
    const res = await post(
      internal.slug,
      valid({
        extra: { future_consent_accepted: 'true', custom_consent_accepted: 'true', marketing_consent_accepted: 'true' },
      }),
    );
    const [row] = await db.select().from(applications).where(eq(applications.id, res.body.id));
    expect(row).toMatchObject({
      futureConsentAccepted: true,
      customConsentAccepted: true,
      marketingConsentAccepted: true,
    });

    const candidate = await createCandidate(db, itBoard);
    const signedIn = await post(internal.slug, valid({ extra: { marketing_consent_accepted: 'true' } }), {
      cookie: candidate.cookie,
    });
    const [mine] = await db.select().from(applications).where(eq(applications.id, signedIn.body.id));
    expect(mine!.marketingConsentAccepted).toBeNull();

    const config = structuredClone(itBoard.config);
    config.flags.enableMarketingConsent = false;
    await db.update(tenants).set({ config }).where(eq(tenants.id, itBoard.id));
    refreshTenantCache();
    try {
      const off = await post(internal.slug, valid({ extra: { marketing_consent_accepted: 'true' } }));
      const [offRow] = await db.select().from(applications).where(eq(applications.id, off.body.id));
      expect(offRow!.marketingConsentAccepted).toBeNull();
    } finally {
      await db.update(tenants).set({ config: itBoard.config }).where(eq(tenants.id, itBoard.id));
      refreshTenantCache();
    }
  });

  it('accepts a message without a file, and a DOCX, JPEG or PNG', async () => {
    const before = await counts();
    expect((await post(internal.slug, valid({ file: undefined }))).status).toBe(201);
    expect((await post(internal.slug, valid({ file: { name: 'cv.docx', bytes: docxFile() } }))).status).toBe(201);
    expect((await post(internal.slug, valid({ file: { name: 'cv.png', bytes: pngFile() } }))).status).toBe(201);
    expect((await post(internal.slug, valid({ file: { name: 'cv.jpg', bytes: jpegFile() } }))).status).toBe(201);
    const after = await counts();
    expect(after.applications - before.applications).toBe(4);
    expect(after.files - before.files).toBe(3);
  });

  it.each([
    ['a renamed executable', { name: 'cv.pdf', bytes: executableFile() }, 415, 'invalidFileType'],
    ['an empty file', { name: 'cv.pdf', bytes: new Uint8Array() }, 422, 'corruptedFile'],
    ['a 5,000,001-byte file', { name: 'cv.pdf', bytes: pdfFile({ size: 5_000_001 }) }, 413, 'fileTooLarge'],
    ['a zip bomb posing as DOCX', { name: 'cv.docx', bytes: zipBombDocx() }, 422, 'corruptedFile'],
    ['a PDF holding an executable', { name: 'cv.pdf', bytes: pdfWith(windowsExecutable()) }, 415, 'invalidFileType'],
    ['a DOCX with a nested zip bomb', { name: 'cv.docx', bytes: nestedZipBombDocx() }, 422, 'corruptedFile'],
    ['a DOCX with an XXE declaration', { name: 'cv.docx', bytes: xxeDocx() }, 422, 'corruptedFile'],
    [
      'a PDF/HTML polyglot',
      { name: 'cv.pdf', bytes: pdfWith('<html><script>alert(1)</script></html>\n') },
      415,
      'invalidFileType',
    ],
    ['a PNG header followed by script', { name: 'cv.png', bytes: pngWithScript() }, 415, 'invalidFileType'],
  ])('rejects %s and stores nothing', async (_label, file, status, key) => {
    const before = await counts();
    const mailsBefore = await db.select({ n: sql<number>`count(*)::int` }).from(emailOutbox);
    const res = await post(internal.slug, valid({ file }), { host: 'it.localhost' });
    expect(res.status).toBe(status);
    const messages = {
      invalidFileType: 'Ten typ pliku',
      corruptedFile: 'uszkodzony lub pusty',
      fileTooLarge: 'za duży',
    };
    expect(res.body.error.fields).toEqual([
      { field: 'attachment', message: expect.stringContaining(messages[key as keyof typeof messages]) },
    ]);
    expect(await counts()).toEqual(before);
    expect(await db.select({ n: sql<number>`count(*)::int` }).from(emailOutbox)).toEqual(mailsBefore);
  });

  it('accepts exactly 5,000,000 bytes', async () => {
    expect(
      (await post(internal.slug, valid({ file: { name: 'cv.pdf', bytes: pdfFile({ size: 5_000_000 }) } }))).status,
    ).toBe(201);
  });

  it('answers localised field errors for the form rules, changing nothing', async () => {
    const before = await counts();
    const cases: [Form, string, RegExp][] = [
      [valid({ name: '  ' }), 'name', /^This field is required\.$/],
      [valid({ email: 'not-an-email' }), 'email', /valid e-mail/],
      [valid({ message: 'x'.repeat(1001) }), 'message', /at most 1,000 characters/],
      [valid({ file: undefined, message: '   ' }), 'attachment', /Attach a file or write a message/],
      [valid({ extra: { future_consent_accepted: 'maybe' } }), 'future_consent_accepted', /Choose one of/],
    ];
    for (const [form, field, message] of cases) {
      const res = await post(internal.slug, form, { lang: 'en' });
      expect(res.status, field).toBe(400);
      expect(res.body.error.fields).toContainEqual({ field, message: expect.stringMatching(message) });
    }
    const polish = await post(internal.slug, valid({ file: undefined, message: '' }));
    expect(polish.body.error.fields).toEqual([{ field: 'attachment', message: 'Dołącz plik albo napisz wiadomość.' }]);
    expect((await post(internal.slug, valid({ message: 'x'.repeat(1000), file: undefined }))).status).toBe(201);
    expect((await counts()).applications).toBe(before.applications + 1);
  });

  it('speaks English when asked', async () => {
    const body = new FormData();
    body.set('name', 'Ola');
    body.set('email', 'nope');
    const res = await apply(
      new NextRequest(`http://it.localhost/api/v1/offers/${internal.slug}/applications?lang=en`, {
        method: 'POST',
        body,
        headers: { host: 'it.localhost', 'recaptcha-token': await antiBotToken('apply'), 'accept-language': 'en' },
      }),
      { params: Promise.resolve({ slug: internal.slug }) },
    );
    const json = await res.json();
    expect(json.error.fields).toContainEqual({ field: 'email', message: 'Enter a valid e-mail address.' });
  });

  it('refuses without an anti-bot token (403), from a foreign origin, and for offers it cannot take', async () => {
    const before = await counts();
    expect((await post(internal.slug, valid(), { token: null })).status).toBe(403);
    expect((await post(external.slug, valid())).status).toBe(409);
    expect((await post(expired.slug, valid())).status).toBe(409);
    const missing = await post('no-such-offer', valid());
    expect(missing.status).toBe(404);
    expect(missing.body.error.message).toBe('Ta oferta nie istnieje.');
    // Another board's offer does not exist here.
    const biz = await offerOf(bizBoard.id, false, 'published', itBoard.id);
    expect((await post(biz.slug, valid())).status).toBe(404);
    expect(await counts()).toEqual(before);
  });

  it('limits applications per address and offer with 429 and Retry-After, whatever the e-mail', async () => {
    for (let i = 0; i < 5; i++) expect((await post(internal.slug, valid(), { ip: '10.9.9.9' })).status).toBe(201);
    // A fresh e-mail and a made-up X-Forwarded-For do not buy another attempt.
    const limited = await post(internal.slug, valid(), {
      ip: '10.9.9.9',
      headers: { 'x-forwarded-for': '198.51.100.77' },
    });
    expect(limited.status).toBe(429);
    expect(Number(limited.headers.get('retry-after'))).toBeGreaterThan(0);
    // Another address is not held back.
    expect((await post(internal.slug, valid(), { ip: '10.9.9.10' })).status).toBe(201);
  });

  it('limits applications per address across offers', async () => {
    const slugs = (
      await db
        .select({ slug: offers.slug })
        .from(offers)
        .innerJoin(offerBoards, and(eq(offerBoards.offerId, offers.id), eq(offerBoards.tenantId, itBoard.id)))
        .where(and(eq(offers.status, 'published'), isNull(offers.applyUrl), sql`${offers.expiresAt} > now()`))
        .limit(7)
    ).map((o) => o.slug);
    expect(slugs).toHaveLength(7);
    let created = 0;
    for (let i = 0; i < 31; i++) {
      const res = await post(slugs[i % slugs.length]!, valid(), { ip: '10.7.7.7' });
      if (res.status === 201) created += 1;
      else expect(res.status).toBe(429);
    }
    expect(created).toBe(30);
  });

  it('takes the candidate from the session, never from the form', async () => {
    const me = await createCandidate(db, itBoard);
    const other = await createCandidate(db, itBoard);
    const anonymous = await post(internal.slug, valid({ extra: { candidate_id: other.userId } }));
    const [a] = await db.select().from(applications).where(eq(applications.id, anonymous.body.id));
    expect(a!.candidateId).toBeNull();
    const signed = await post(internal.slug, valid({ extra: { candidate_id: other.userId } }), { cookie: me.cookie });
    const [b] = await db.select().from(applications).where(eq(applications.id, signed.body.id));
    expect(b!.candidateId).toBe(me.userId);
    // A session of one board is anonymous on the other.
    const biz = await offerOf(bizBoard.id, false);
    const cross = await post(biz.slug, valid(), { host: 'biz.localhost', cookie: me.cookie });
    const [c] = await db.select().from(applications).where(eq(applications.id, cross.body.id));
    expect(c!.candidateId).toBeNull();
  });

  it('is 1_click_apply only with the stored CV, the profile name and e-mail unchanged', async () => {
    const me = await createCandidate(db, itBoard);
    const storage = new LocalStorage(uploads);
    await storage.put('cv/mine.pdf', pdfFile({ size: 4096 }));
    const [doc] = await db
      .insert(candidateDocuments)
      .values({
        userId: me.userId,
        storageKey: 'cv/mine.pdf',
        fileName: 'Moje CV.pdf',
        mimeType: 'application/pdf',
        sizeBytes: 4096,
      })
      .returning();
    const token = createCvToken(me.userId, doc!.id);
    const sourceOf = async (form: Form, cookie = me.cookie) => {
      const res = await post(internal.slug, form, { cookie });
      expect(res.status).toBe(201);
      const [row] = await db.select().from(applications).where(eq(applications.id, res.body.id));
      return row!.source;
    };
    const profile = {
      name: me.name,
      email: me.email,
      file: undefined,
      extra: { cv_token: token, source: '1_click_apply' },
    };
    expect(await sourceOf(profile)).toBe('1_click_apply');
    // The profile's CV is copied for the application, under a key of its own.
    const [latest] = await db
      .select()
      .from(applicationAttachments)
      .orderBy(sql`id desc`)
      .limit(1);
    expect(latest).toMatchObject({ fileName: 'Moje CV.pdf', sizeBytes: 4096 });
    expect(latest!.storageKey).not.toBe('cv/mine.pdf');
    expect(await sourceOf({ ...profile, name: 'Someone Else' })).toBe('apply_form');
    expect(await sourceOf({ ...profile, email: 'changed@example.com' })).toBe('apply_form');
    expect(await sourceOf({ ...profile, file: { name: 'new.pdf', bytes: pdfFile({ size: 100 }) } })).toBe('apply_form');
    // A client claiming one-click without the stored CV is not believed.
    expect(await sourceOf({ name: me.name, email: me.email, message: 'hi', extra: { source: '1_click_apply' } })).toBe(
      'apply_form',
    );
    // Another candidate cannot use my CV token.
    const other = await createCandidate(db, itBoard);
    const stolen = await post(
      internal.slug,
      { ...profile, name: other.name, email: other.email },
      { cookie: other.cookie },
    );
    expect(stolen.status).toBe(422);
    expect(stolen.body.error.fields[0].field).toBe('attachment');
    const anonymousToken = await post(internal.slug, { ...profile }, {});
    expect(anonymousToken.status).toBe(422);
  });

  describe("the first application's CV kept on the profile (keep_cv)", () => {
    const profileDocs = (userId: string) =>
      db.select().from(candidateDocuments).where(eq(candidateDocuments.userId, userId));
    const cvFiles = async () => (await readdir(path.join(uploads, 'cv')).catch(() => [])).length;

    it('keeps the uploaded CV as the profile CV when asked, so the next application is one click', async () => {
      const me = await createCandidate(db, itBoard);
      const bytes = pdfFile({ size: 3072 });
      const first = await post(
        internal.slug,
        { name: me.name, email: me.email, file: { name: 'Moje CV 2026.pdf', bytes }, extra: { keep_cv: 'true' } },
        { cookie: me.cookie },
      );
      expect(first.status).toBe(201);
      expect(first.body.cvKept).toBe(true);
      const docs = await profileDocs(me.userId);
      expect(docs).toHaveLength(1);
      expect(docs[0]).toMatchObject({ type: 'cv', fileName: 'Moje CV 2026.pdf', sizeBytes: 3072 });
      // A copy of its own under the profile's keys, not the application's file.
      const [attachment] = await db
        .select()
        .from(applicationAttachments)
        .where(eq(applicationAttachments.applicationId, first.body.id));
      expect(docs[0]!.storageKey).toMatch(/^cv\//);
      expect(docs[0]!.storageKey).not.toBe(attachment!.storageKey);
      expect(new Uint8Array((await new LocalStorage(uploads).get(docs[0]!.storageKey))!)).toEqual(bytes);

      // The next apply: the profile's CV offered with its token, sent as it is: one click.
      const context = await loadApplyContext(
        db,
        {
          kind: 'candidate',
          tenantId: itBoard.id,
          userId: me.userId,
          email: me.email,
          name: me.name,
          emailVerified: true,
          features: { accounts: true, favourites: true, applicationHistory: true },
        },
        internal.id,
      );
      expect(context.prefill?.cv?.fileName).toBe('Moje CV 2026.pdf');
      const second = await post(
        internal.slug,
        { name: me.name, email: me.email, extra: { cv_token: context.prefill!.cv!.token } },
        { cookie: me.cookie },
      );
      expect(second.status).toBe(201);
      expect(second.body.cvKept).toBe(false);
      const [row] = await db.select().from(applications).where(eq(applications.id, second.body.id));
      expect(row!.source).toBe('1_click_apply');
      expect(await profileDocs(me.userId)).toHaveLength(1);
    });

    it('keeps nothing without the candidate asking, nor for a visitor who is not signed in', async () => {
      const me = await createCandidate(db, itBoard);
      const files = await cvFiles();
      for (const extra of [{}, { keep_cv: 'false' }] as Record<string, string>[]) {
        const res = await post(
          internal.slug,
          { ...valid(), name: me.name, email: me.email, extra },
          { cookie: me.cookie },
        );
        expect(res.status).toBe(201);
        expect(res.body.cvKept).toBe(false);
      }
      expect(await profileDocs(me.userId)).toHaveLength(0);
      const anonymous = await post(internal.slug, valid({ extra: { keep_cv: 'true' } }));
      expect(anonymous.status).toBe(201);
      expect(anonymous.body.cvKept).toBe(false);
      expect(await cvFiles()).toBe(files);
    });

    it('never replaces nor adds to a CV the profile already has', async () => {
      const me = await createCandidate(db, itBoard);
      await new LocalStorage(uploads).put('cv/already-there.pdf', pdfFile({ size: 1000 }));
      await db.insert(candidateDocuments).values({
        userId: me.userId,
        storageKey: 'cv/already-there.pdf',
        fileName: 'Stare CV.pdf',
        mimeType: 'application/pdf',
        sizeBytes: 1000,
      });
      const files = await cvFiles();
      const res = await post(
        internal.slug,
        { ...valid(), name: me.name, email: me.email, extra: { keep_cv: 'true' } },
        { cookie: me.cookie },
      );
      expect(res.status).toBe(201);
      expect(res.body.cvKept).toBe(false);
      const docs = await profileDocs(me.userId);
      expect(docs.map((d) => d.fileName)).toEqual(['Stare CV.pdf']);
      // Nothing left behind in the profile's storage either.
      expect(await cvFiles()).toBe(files);
    });

    it('two applications at once keep one CV', async () => {
      const me = await createCandidate(db, itBoard);
      const both = await Promise.all(
        ['a.pdf', 'b.pdf'].map((name) =>
          post(
            internal.slug,
            {
              name: me.name,
              email: me.email,
              file: { name, bytes: pdfFile({ size: 2000 }) },
              extra: { keep_cv: 'true' },
            },
            { cookie: me.cookie },
          ),
        ),
      );
      expect(both.map((r) => r.status)).toEqual([201, 201]);
      expect(both.filter((r) => r.body.cvKept)).toHaveLength(1);
      expect(await profileDocs(me.userId)).toHaveLength(1);
    });
  });

  it('leaves no file behind when the transaction fails', async () => {
    const before = await counts();
    // Every row is written, then the commit fails: no row, no file, no id.
    const { submitApplication } = await import('./apply-service');
    const failing = new Proxy(db, {
      get(target, prop) {
        if (prop === 'transaction') {
          return (run: (tx: unknown) => Promise<unknown>) =>
            target.transaction(async (tx) => {
              await run(tx);
              throw new Error('connection lost');
            });
        }
        const value = Reflect.get(target, prop);
        return typeof value === 'function' ? value.bind(target) : value;
      },
    });
    const mailsBefore = await db.select({ n: sql<number>`count(*)::int` }).from(emailOutbox);
    await expect(
      submitApplication(failing, itBoard, { kind: 'anonymous', tenantId: itBoard.id }, internal.slug, {
        fields: { name: 'A', email: 'a@example.com', message: 'hi' },
        file: { fileName: 'cv.pdf', bytes: pdfFile({ size: 1000 }), tooLarge: false },
        clientIp: '10.1.1.1',
        origin: 'http://it.localhost',
      }),
    ).rejects.toThrow('connection lost');
    expect(await counts()).toEqual(before);
    expect(await db.select({ n: sql<number>`count(*)::int` }).from(emailOutbox)).toEqual(mailsBefore);
  });
});

describe('GET /api/v1/applications/{id}/attachment', () => {
  it('gives the file to the candidate who sent it, as a download, and to nobody else', async () => {
    const me = await createCandidate(db, itBoard);
    const other = await createCandidate(db, itBoard);
    const sent = await post(internal.slug, valid({ name: me.name, email: me.email }), { cookie: me.cookie });
    const id = String(sent.body.id);
    const res = await getAttachment(
      new NextRequest(`http://it.localhost/api/v1/applications/${id}/attachment`, {
        headers: { host: 'it.localhost', cookie: me.cookie },
      }),
      { params: Promise.resolve({ id }) },
    );
    expect(res.status).toBe(200);
    expect(res.headers.get('content-disposition')).toMatch(/^attachment; filename="cv.pdf"/);
    expect(res.headers.get('x-content-type-options')).toBe('nosniff');
    expect(res.headers.get('content-security-policy')).toBe("default-src 'none'; sandbox");
    expect(res.headers.get('content-type')).toBe('application/pdf');
    expect((await res.arrayBuffer()).byteLength).toBe(2048);
    const route = getAttachment as Parameters<typeof callRoute>[0];
    expect(
      (
        await callRoute(route, `/api/v1/applications/${id}/attachment`, {
          params: { id },
          headers: { cookie: other.cookie },
        })
      ).status,
    ).toBe(404);
    expect((await callRoute(route, `/api/v1/applications/${id}/attachment`, { params: { id } })).status).toBe(401);
    expect(
      (
        await callRoute(route, `/api/v1/applications/${id}/attachment`, {
          params: { id },
          host: 'biz.localhost',
          headers: { cookie: me.cookie },
        })
      ).status,
    ).toBe(401);
  });
});
