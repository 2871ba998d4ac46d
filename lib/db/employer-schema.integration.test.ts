import { cpSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { sql } from 'drizzle-orm';
import { migrate } from 'drizzle-orm/pglite/migrator';
import { createTestDb, testDriver } from '@/tests/db';
import { MIGRATIONS_FOLDER, openPglite } from './client';

const { db } = await createTestDb();

const one = async <T extends Record<string, unknown>>(query: ReturnType<typeof sql>) =>
  (await db.execute<T>(query)).rows[0]!;
const fails = (query: ReturnType<typeof sql>) => expect(db.execute(query)).rejects.toThrow();

// One board, company, employer, plan, offer and payment to hang the employer-side rows on.
const { id: tenant } = await one<{ id: number }>(
  sql`insert into tenants (slug, name, config) values ('it', 'IT', '{}') returning id`,
);
const { id: company } = await one<{ id: number }>(
  sql`insert into companies (tenant_id, name, slug, size, website_url, logo_color, logo_initials)
      values (${tenant}, 'Acme', 'acme', '11-25', 'https://acme.example', '#000', 'AC') returning id`,
);
await db.execute(
  sql`insert into users (id, tenant_id, name, email, role) values ('u1', ${tenant}, 'Ola', 'ola@acme.example', 'employer')`,
);
const { id: plan } = await one<{ id: number }>(
  sql`insert into plans (tenant_id, key, names, net_price, gross_price, tax_rate, features, limits)
      values (${tenant}, 'pro', '{"pl":"Pro","en":"Pro"}', 100, 123, 23, '{"pl":[],"en":[]}',
              '{"maxLocationsCount":3,"bumpsUpCount":1,"bumpsUpEveryDays":14,"durationInDays":30,"seniority":[],"categories":1}')
      returning id`,
);
const { id: offer } = await one<{ id: number }>(
  sql`insert into offers (tenant_id, company_id, plan_key, status, slug, guid, title, body, seniority, workplace_type,
        working_time, information_clause, future_consent, custom_consent, contact, limits, company_name)
      values (${tenant}, ${company}, 'pro', 'deleted', 'acme-dev', gen_random_uuid(), 'Dev', '', 'mid', 'remote',
        'full_time', '', '{}', '{}', '{}', '{}', 'Acme') returning id`,
);
const payment = (key: string, ref: string | null) =>
  sql`insert into payments (tenant_id, offer_id, company_id, user_id, plan_id, plan_key, status, net_amount, gross_amount,
        invoice, accepted_regulations, return_url, provider, provider_ref, idempotency_key)
      values (${tenant}, ${offer}, ${company}, 'u1', ${plan}, 'pro', 'pending', 100, 123, '{}', true, '/', 'embedded', ${ref}, ${key})
      returning id`;

describe(`the employer-side schema on ${testDriver()}`, () => {
  it('keeps one payment per idempotency key and per provider reference', async () => {
    await one(payment('key-1', 'ref-1'));
    await fails(payment('key-1', 'ref-2'));
    await fails(payment('key-2', 'ref-1'));
    await one(payment('key-3', null));
    await one(payment('key-4', null));
  });

  it('records a provider event once, and numbers invoices once per board and year', async () => {
    const event = sql`insert into payment_provider_events (provider, event_id, type, payload) values ('embedded', 'e1', 'paid', '{}')`;
    await db.execute(event);
    await fails(event);
    const { id: paymentId } = await one<{ id: number }>(payment('key-5', 'ref-5'));
    const { id: otherPayment } = await one<{ id: number }>(payment('key-6', 'ref-6'));
    const invoice = (pay: number, year: number, sequence: number) =>
      sql`insert into invoices (tenant_id, payment_id, company_id, year, sequence, number, buyer, net_amount, tax_amount,
            gross_amount, issued_at)
          values (${tenant}, ${pay}, ${company}, ${year}, ${sequence}, ${`${sequence}/${year}`}, '{}', 100, 23, 123, now())`;
    await db.execute(invoice(paymentId, 2026, 1));
    await fails(invoice(otherPayment, 2026, 1));
    await db.execute(invoice(otherPayment, 2027, 1));
  });

  it('redeems a code once per offer', async () => {
    const { id: code } = await one<{ id: number }>(
      sql`insert into promo_codes (tenant_id, code, kind, max_uses) values (${tenant}, 'FREE', 'publish', 5) returning id`,
    );
    const redeem = sql`insert into promo_code_redemptions (code_id, offer_id, company_id, user_id, kind)
      values (${code}, ${offer}, ${company}, 'u1', 'publish')`;
    await db.execute(redeem);
    await fails(redeem);
  });

  it('opens a draft by the hash of its token, one draft per slug and board', async () => {
    const draft = (slug: string, hash: string) =>
      sql`insert into offer_drafts (tenant_id, company_id, slug, token_hash, content) values (${tenant}, ${company}, ${slug}, ${hash}, '{"title":"Dev"}')`;
    await db.execute(draft('draft-1', 'h1'));
    await fails(draft('draft-1', 'h2'));
    await fails(draft('draft-2', 'h1'));
    const row = await one<{ state: string; mode: string; plan_key: string }>(
      sql`select state, mode, plan_key from offer_drafts where token_hash = 'h1'`,
    );
    expect(row).toEqual({ state: 'workInProgress', mode: 'create', plan_key: 'pro' });
  });

  it('counts statistics once per offer and day', async () => {
    const bump = sql`insert into offer_stats_daily (offer_id, tenant_id, day, detail_views) values (${offer}, ${tenant}, '2026-11-01', 1)
      on conflict (offer_id, day) do update set detail_views = offer_stats_daily.detail_views + 1`;
    await db.execute(bump);
    await db.execute(bump);
    const row = await one<{ detail_views: number; applications: number }>(
      sql`select detail_views, applications from offer_stats_daily where offer_id = ${offer}`,
    );
    expect(row).toEqual({ detail_views: 2, applications: 0 });
  });
});

describe('the employer-side migration over existing data', () => {
  it("turns 'member' rights into 'recruiter' and renames application statuses", async () => {
    // Apply every migration before 0011 to a fresh database, write old values, then apply 0011.
    const folder = mkdtempSync(path.join(tmpdir(), 'wakat-migrations-'));
    try {
      cpSync(MIGRATIONS_FOLDER, folder, { recursive: true });
      const journalPath = path.join(folder, 'meta/_journal.json');
      const journal = JSON.parse(readFileSync(journalPath, 'utf8')) as { entries: { tag: string }[] };
      const full = structuredClone(journal);
      // The database as it stood before the employer migration: it and every later one not yet applied.
      const cut = journal.entries.findIndex((e) => e.tag === '0011_employer_domain');
      journal.entries = journal.entries.slice(0, cut);
      writeFileSync(journalPath, JSON.stringify(journal));
      const old = await openPglite();
      try {
        await migrate(old.db as never, { migrationsFolder: folder });
        await old.db.execute(sql`insert into tenants (slug, name, config) values ('it', 'IT', '{}')`);
        await old.db.execute(
          sql`insert into companies (tenant_id, name, slug, size, website_url, logo_color, logo_initials)
              values (1, 'Acme', 'acme', '11-25', 'https://acme.example', '#000', 'AC')`,
        );
        await old.db.execute(
          sql`insert into users (id, tenant_id, name, email, role) values ('u1', 1, 'Ola', 'o@a.example', 'employer')`,
        );
        await old.db.execute(
          sql`insert into company_members (company_id, user_id, "right") values (1, 'u1', 'member')`,
        );
        await old.db.execute(
          sql`insert into offers (tenant_id, company_id, plan_key, status, slug, guid, title, body, seniority, workplace_type,
                working_time, information_clause, future_consent, custom_consent, contact, limits, company_name, published_at)
              values (1, 1, 'pro', 'published', 'dev', gen_random_uuid(), 'Dev', '', 'mid', 'remote',
                'full_time', '', '{}', '{}', '{}', '{}', 'Acme', '2026-10-01T00:00:00Z')`,
        );
        await old.db.execute(
          sql`insert into applications (tenant_id, offer_id, name, email, source, status, retention_until)
              values (1, 1, 'Jan', 'j@x.example', 'apply_form', 'shortlisted', now())`,
        );
        writeFileSync(journalPath, JSON.stringify(full));
        await migrate(old.db as never, { migrationsFolder: folder });
        const { rows } = await old.db.execute<{ right: string; status: string; original: string }>(
          sql`select (select "right" from company_members) as right, (select status from applications) as status,
                     (select original_published_at::text from offers) as original`,
        );
        expect(rows[0]).toEqual({ right: 'recruiter', status: 'in_review', original: '2026-10-01 00:00:00+00' });
      } finally {
        await old.close();
      }
    } finally {
      rmSync(folder, { recursive: true, force: true });
    }
  });

  it('assigns existing offers to the recruiter who created them, and leaves recruiters unlimited', async () => {
    const folder = mkdtempSync(path.join(tmpdir(), 'wakat-migrations-'));
    try {
      cpSync(MIGRATIONS_FOLDER, folder, { recursive: true });
      const journalPath = path.join(folder, 'meta/_journal.json');
      const journal = JSON.parse(readFileSync(journalPath, 'utf8')) as { entries: { tag: string }[] };
      const full = structuredClone(journal);
      journal.entries = journal.entries.slice(
        0,
        journal.entries.findIndex((e) => e.tag === '0022_recruiter_offer_scope'),
      );
      writeFileSync(journalPath, JSON.stringify(journal));
      const old = await openPglite();
      try {
        await migrate(old.db as never, { migrationsFolder: folder });
        await old.db.execute(sql`insert into tenants (slug, name, config) values ('it', 'IT', '{}')`);
        await old.db.execute(
          sql`insert into companies (tenant_id, name, slug, size, website_url, logo_color, logo_initials)
              values (1, 'Acme', 'acme', '11-25', 'https://acme.example', '#000', 'AC')`,
        );
        await old.db.execute(
          sql`insert into users (id, tenant_id, name, email, role)
              values ('rec', 1, 'Rita', 'r@a.example', 'employer'), ('own', 1, 'Olga', 'o@a.example', 'employer')`,
        );
        await old.db.execute(
          sql`insert into company_members (company_id, user_id, "right") values (1, 'rec', 'recruiter'), (1, 'own', 'owner')`,
        );
        for (const slug of ['by-recruiter', 'by-owner']) {
          await old.db.execute(
            sql`insert into offers (tenant_id, company_id, plan_key, status, slug, guid, title, body, seniority, workplace_type,
                  working_time, information_clause, future_consent, custom_consent, contact, limits, company_name, published_at)
                values (1, 1, 'pro', 'published', ${slug}, gen_random_uuid(), 'Dev', '', 'mid', 'remote',
                  'full_time', '', '{}', '{}', '{}', '{}', 'Acme', '2026-10-01T00:00:00Z')`,
          );
        }
        await old.db.execute(
          sql`insert into offer_revisions (offer_id, user_id, action)
              select id, case when slug = 'by-recruiter' then 'rec' else 'own' end, 'create' from offers`,
        );
        // A later edit by the owner does not change who created the offer.
        await old.db.execute(
          sql`insert into offer_revisions (offer_id, user_id, action)
              select id, 'own', 'update' from offers where slug = 'by-recruiter'`,
        );
        writeFileSync(journalPath, JSON.stringify(full));
        await migrate(old.db as never, { migrationsFolder: folder });
        const { rows } = await old.db.execute<{ slug: string; user_id: string }>(
          sql`select o.slug, a.user_id from offer_assignees a join offers o on o.id = a.offer_id order by 1`,
        );
        expect(rows).toEqual([{ slug: 'by-recruiter', user_id: 'rec' }]);
        const { rows: setting } = await old.db.execute<{ on: boolean }>(
          sql`select recruiters_assigned_only as on from companies`,
        );
        expect(setting).toEqual([{ on: false }]);
      } finally {
        await old.close();
      }
    } finally {
      rmSync(folder, { recursive: true, force: true });
    }
  });
});
