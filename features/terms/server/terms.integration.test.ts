import { eq } from 'drizzle-orm';
import { GET as termsFile } from '@/app/terms/[file]/route';
import { resolveTenant } from '@/lib/tenants/tenant-service';
import { installDbHandle } from '@/lib/db/client';
import { termsFiles } from '@/lib/db/schema';
import { seedDemo } from '@/features/demo-data/server/seed';
import { createTestDb } from '@/tests/db';
import { callRoute } from '@/tests/http';
import { findTermsFiles } from './terms-service';

const handle = await createTestDb();
installDbHandle(handle);
const reference = new Date('2026-11-22T00:00:00Z');
await seedDemo(handle, { offers: 20, seed: 2, referenceDate: reference });
const { db } = handle;

describe('terms files', () => {
  it('hide past-due files and mark those not yet in force', async () => {
    const tenant = await resolveTenant('it.localhost', db);
    const sections = await findTermsFiles(db, tenant, 'pl', '2026-11-22');
    const privacy = sections.find((s) => s.section === 'privacyPolicy')!;
    expect(privacy.files.map((f) => f.title)).toEqual(['Polityka prywatności']);
    const users = sections.find((s) => s.section === 'usersTerms')!;
    expect(users.files.map((f) => [f.title, f.upcoming])).toEqual([
      ['Regulamin dla użytkowników', false],
      ['Regulamin dla użytkowników (nowa wersja)', true],
    ]);
    // The day the new version takes effect it is simply in force.
    const later = await findTermsFiles(db, tenant, 'pl', users.files[1]!.fromDate);
    expect(later.find((s) => s.section === 'usersTerms')!.files.every((f) => !f.upcoming)).toBe(true);
  });

  it('list the whistleblower section only where the board enables it', async () => {
    const tenant = await resolveTenant('it.localhost', db);
    const on = await findTermsFiles(db, tenant, 'en', '2026-11-22');
    expect(on.map((s) => s.section)).toContain('whistleblowerReport');
    const off = {
      ...tenant,
      config: { ...tenant.config, flags: { ...tenant.config.flags, enableWhistleblowerReport: false } },
    };
    expect((await findTermsFiles(db, off, 'en', '2026-11-22')).map((s) => s.section)).not.toContain(
      'whistleblowerReport',
    );
  });

  it('serve each file of the board as a PDF, and nothing else', async () => {
    const tenant = await resolveTenant('it.localhost', db);
    const [file] = await db.select().from(termsFiles).where(eq(termsFiles.tenantId, tenant.id)).limit(1);
    const name = file!.url.replace('/terms/', '');
    const res = await termsFile(
      new (await import('next/server')).NextRequest(`http://it.localhost/terms/${name}`, {
        headers: { host: 'it.localhost' },
      }),
      { params: Promise.resolve({ file: name }) },
    );
    expect(res.status).toBe(200);
    expect(res.headers.get('content-type')).toBe('application/pdf');
    const bytes = Buffer.from(await res.arrayBuffer());
    expect(bytes.subarray(0, 8).toString('latin1')).toBe('%PDF-1.4');
    expect(bytes.toString('latin1')).toMatch(/startxref\n\d+\n%%EOF\n$/);
    expect((await callRoute(termsFile, '/x', { params: { file: 'nope.pdf' } })).status).toBe(404);
    expect((await callRoute(termsFile, '/x', { params: { file: '../etc/passwd' } })).status).toBe(404);
  });
});
