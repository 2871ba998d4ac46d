import { sql } from 'drizzle-orm';
import { openPgliteBefore } from '@/tests/db';

/**
 * Migration 0024 repairs what the old, multi-statement publication left behind after a crash or a failure
 * half-way: drafts in `converted` with no offer (or a refresh whose offer never got its content) become
 * editable drafts again, and code uses without a redemption are given back. Everything else is untouched.
 */
describe('migration 0024: drafts stuck in converted and burnt code uses', () => {
  it('gives stuck drafts back as editable drafts and burnt uses back to their codes, nothing else', async () => {
    const { handle, finish } = await openPgliteBefore('0024_stuck_drafts');
    const { db } = handle;
    try {
      await db.execute(sql`insert into tenants (slug, name, config) values ('it', 'IT', '{}')`);
      await db.execute(
        sql`insert into companies (tenant_id, name, slug, size, website_url, logo_color, logo_initials)
            values (1, 'Acme', 'acme', '11-25', 'https://acme.example', '#000', 'AC')`,
      );
      for (const [slug, status] of [
        ['live', 'published'],
        ['ended', 'expired'],
        ['refreshed', 'expired'],
      ])
        await db.execute(
          sql`insert into offers (tenant_id, company_id, plan_key, status, slug, guid, title, body, seniority,
                workplace_type, working_time, information_clause, future_consent, custom_consent, contact, limits,
                company_name)
              values (1, 1, 'pro', ${status}, ${slug}, gen_random_uuid(), 'Dev', '', 'mid', 'remote', 'full_time',
                '', '{}', '{}', '{}', '{}', 'Acme')`,
        );
      const at = '2026-11-01T10:00:00Z';
      // The refresh that did write its content has an update revision at the time of its claim.
      await db.execute(
        sql`insert into offer_revisions (offer_id, action, created_at)
            select id, 'update', ${at}::timestamptz from offers where slug = 'refreshed'`,
      );
      const drafts: [string, string, string, string | null][] = [
        ['stuck-new', 'create', 'converted', null],
        ['stuck-copy', 'duplicate', 'converted', null],
        ['stuck-refresh', 'refresh', 'converted', 'ended'],
        ['done-new', 'create', 'converted', 'live'],
        ['done-refresh', 'refresh', 'converted', 'refreshed'],
        ['editing', 'create', 'summarised', null],
      ];
      for (const [slug, mode, state, offer] of drafts)
        await db.execute(
          sql`insert into offer_drafts (tenant_id, company_id, slug, mode, state, offer_id, updated_at)
              values (1, 1, ${slug}, ${mode}, ${state}, (select id from offers where slug = ${offer}),
                ${at}::timestamptz)`,
        );
      await db.execute(
        sql`insert into promo_codes (tenant_id, code, kind, max_uses, uses)
            values (1, 'BURNT', 'publish', 5, 3), (1, 'FAIR', 'publish', 5, 1), (1, 'FRESH', 'publish', 5, 0)`,
      );
      await db.execute(
        sql`insert into promo_code_redemptions (code_id, offer_id, company_id, kind)
            select c.id, o.id, 1, 'publish' from promo_codes c, offers o
             where c.code in ('BURNT', 'FAIR') and o.slug = 'live'`,
      );

      await finish();

      const { rows } = await db.execute<{ slug: string; state: string; offer: string | null }>(
        sql`select d.slug, d.state, o.slug as offer from offer_drafts d left join offers o on o.id = d.offer_id
             order by d.id`,
      );
      expect(rows).toEqual([
        { slug: 'stuck-new', state: 'workInProgress', offer: null },
        { slug: 'stuck-copy', state: 'workInProgress', offer: null },
        { slug: 'stuck-refresh', state: 'workInProgress', offer: 'ended' },
        { slug: 'done-new', state: 'converted', offer: 'live' },
        { slug: 'done-refresh', state: 'converted', offer: 'refreshed' },
        { slug: 'editing', state: 'summarised', offer: null },
      ]);
      const { rows: codes } = await db.execute<{ code: string; uses: number }>(
        sql`select code, uses from promo_codes order by id`,
      );
      expect(codes).toEqual([
        { code: 'BURNT', uses: 1 },
        { code: 'FAIR', uses: 1 },
        { code: 'FRESH', uses: 0 },
      ]);
    } finally {
      await handle.close();
    }
  }, 120_000);
});
