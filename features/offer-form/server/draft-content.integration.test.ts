import { count, eq, sql } from 'drizzle-orm';
import { POST as paymentOffer } from '@/app/api/v1/offers/[slug]/payment-offer/route';
import { POST as publishWithCode } from '@/app/api/v1/offers/[slug]/publish-with-code/route';
import { seedDemo } from '@/features/demo-data/server/seed';
import { installDbHandle } from '@/lib/db/client';
import { offerDrafts, offers, promoCodes } from '@/lib/db/schema';
import en from '@/messages/en.json';
import pl from '@/messages/pl.json';
import { resolveTenant } from '@/lib/tenants/tenant-service';
import { createTestDb, testDriver } from '@/tests/db';
import { insertCompany } from '@/tests/factories/employer';
import { insertSavedDraft } from '@/tests/factories/offer-drafts';
import { insertPromoCode } from '@/tests/factories/plans';
import { callRoute } from '@/tests/http';
import { draftShape, editableDraft, readDraftContent } from './draft-content';
import { saveDraft } from './drafts';
import { serverShapeSchema } from './shape-schema';

/**
 * A draft whose stored content cannot be read in full (written by an older version, or damaged) is never
 * emptied: what can be read is kept and shown, the rest left empty; publishing or paying for it is refused
 * with a clear message in the caller's language, the draft and the code untouched, until it is saved again.
 */
const handle = await createTestDb();
installDbHandle(handle);
const { db } = handle;
await seedDemo(handle, { offers: 2, seed: 13 });
const tenant = await resolveTenant('it.localhost', db);
const companyId = await insertCompany(db, tenant.id, 'Damaged Drafts Co');

const draftRow = async (id: number) => (await db.select().from(offerDrafts).where(eq(offerDrafts.id, id)))[0]!;
const offersOf = async () =>
  (await db.select({ n: count() }).from(offers).where(eq(offers.companyId, companyId)))[0]!.n;

/** A saved, complete draft whose stored `locations` and `requirements` are then damaged. */
async function damagedDraft() {
  const draft = await insertSavedDraft(db, tenant, { companyId });
  const good = draft.content as Record<string, unknown>;
  await db
    .update(offerDrafts)
    .set({ content: { ...good, locations: 'Warszawa', requirements: [{ skillName: 42 }] } })
    .where(eq(offerDrafts.id, draft.id));
  return { ...(await draftRow(draft.id)), token: draft.token, good };
}

describe(`a draft with unreadable content (${testDriver()})`, () => {
  it('keeps what can be read and names what cannot', async () => {
    const draft = await damagedDraft();
    const { shape, unreadable } = readDraftContent(draft);
    expect(unreadable.sort()).toEqual(['locations', 'requirements']);
    expect(shape.title).toBe(draft.good.title);
    expect(shape.title).not.toBe('');
    expect(shape.body).toBe(draft.good.body);
    expect(shape.contact).toEqual(draft.good.contact);
    expect(shape.locations).toEqual([]);
    expect(shape.requirements).toEqual([]);
    // The form loads the readable part (not an empty draft).
    const editable = await editableDraft(db, draft);
    expect(editable.title).toBe(draft.good.title);
    expect(draftShape(draft).hiringCompany).toEqual(draft.good.hiringCompany);

    // Content that is not an object at all: nothing to keep, and it says so.
    const odd = { ...draft, content: 'garbage' as unknown as typeof draft.content };
    expect(readDraftContent(odd).unreadable).toEqual(['content']);
    expect(readDraftContent(odd).shape.planKey).toBe(draft.planKey);
  });

  it('publishing or paying for it is refused with a clear localised 409; nothing changes; saved again, it publishes', async () => {
    const draft = await damagedDraft();
    const code = `DAMAGED-${Date.now().toString(36)}`;
    const codeId = await insertPromoCode(db, tenant.id, code, { maxUses: 5 });
    const before = await offersOf();

    const publish = (lang: string) =>
      callRoute(publishWithCode, `/x?code=${code}&lang=${lang}`, {
        method: 'POST',
        params: { slug: draft.slug },
        body: { token: draft.token },
      });
    const plRes = await publish('pl');
    expect(plRes.status, JSON.stringify(plRes.body)).toBe(409);
    expect(JSON.stringify(plRes.body)).toContain(pl.offerForm.errors.draftUnreadable);
    const enRes = await publish('en');
    expect(enRes.status).toBe(409);
    expect(JSON.stringify(enRes.body)).toContain(en.offerForm.errors.draftUnreadable);

    const pay = await callRoute(paymentOffer, `/x?token=${draft.token}&lang=pl`, {
      method: 'POST',
      params: { slug: draft.slug },
    });
    expect(pay.status, JSON.stringify(pay.body)).toBe(409);
    expect(JSON.stringify(pay.body)).toContain(pl.offerForm.errors.draftUnreadable);

    // Nothing converted, nothing written, no use of the code held.
    const after = await draftRow(draft.id);
    expect(after).toMatchObject({ state: draft.state, offerId: null, content: draft.content });
    expect(await offersOf()).toBe(before);
    const [codeRow] = await db.select({ uses: promoCodes.uses }).from(promoCodes).where(eq(promoCodes.id, codeId));
    expect(codeRow!.uses).toBe(0);

    // The employer fills the emptied fields in and saves: now it publishes.
    const filled = { ...draftShape(after), locations: draft.good.locations, requirements: draft.good.requirements };
    await saveDraft(db, after, serverShapeSchema.parse(filled));
    expect(readDraftContent(await draftRow(draft.id)).unreadable).toEqual([]);
    const again = await publish('pl');
    expect(again.status, JSON.stringify(again.body)).toBe(200);
    expect(await offersOf()).toBe(before + 1);
    const [{ n } = { n: 0 }] = (
      await db.execute<{ n: number }>(
        sql`select count(*)::int as n from promo_code_redemptions where code_id = ${codeId}`,
      )
    ).rows;
    expect(n).toBe(1);
  });
});
