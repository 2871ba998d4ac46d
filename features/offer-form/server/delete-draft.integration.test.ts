import { and, eq } from 'drizzle-orm';
import { DELETE as deleteDraftRoute } from '@/app/api/v2/employer-panel/drafts/[id]/route';
import { GET as list } from '@/app/api/v2/employer-panel/offers/route';
import { seedDemo } from '@/features/demo-data/server/seed';
import { installDbHandle } from '@/lib/db/client';
import { auditLog, companies, offerDrafts, offers } from '@/lib/db/schema';
import { CLIENT_ADDRESS_HEADER } from '@/lib/http/client-address';
import { resolveTenant } from '@/lib/tenants/tenant-service';
import { createTestDb, testDriver } from '@/tests/db';
import { createCandidate } from '@/tests/factories/candidate';
import { createEmployer, insertCompany } from '@/tests/factories/employer';
import { insertOffer } from '@/tests/factories/offer';
import { callRoute, type Route } from '@/tests/http';
import { initiateDraft } from './start-draft';
import { startDraftFromOffer } from './start-draft-from-offer';

const handle = await createTestDb();
installDbHandle(handle);
await seedDemo(handle, { offers: 3, seed: 23 });
const { db } = handle;
const board = await resolveTenant('it.localhost', db);
const companyA = await insertCompany(db, board.id, 'Draft Owner Co');
const companyB = await insertCompany(db, board.id, 'Draft Neighbour Co');
const ownerA = await createEmployer(db, board, [{ companyId: companyA, right: 'owner' }]);
const ada = await createEmployer(db, board, [{ companyId: companyA, right: 'recruiter' }]);
const bob = await createEmployer(db, board, [{ companyId: companyA, right: 'recruiter' }]);
const ownerB = await createEmployer(db, board, [{ companyId: companyB, right: 'owner' }]);
const candidate = await createCandidate(db, board);

const host = 'it.localhost';
const call = (route: Route, url: string, cookie: string | null, options: { method?: string; id?: number } = {}) =>
  callRoute(route, url, {
    host,
    method: options.method,
    params: options.id === undefined ? {} : { id: String(options.id) },
    headers: { ...(cookie ? { cookie } : {}), origin: `http://${host}`, [CLIENT_ADDRESS_HEADER]: '127.0.0.1' },
  });
const remove = (id: number, cookie: string | null, lang = 'pl') =>
  call(deleteDraftRoute, `/api/v2/employer-panel/drafts/${id}?lang=${lang}`, cookie, { method: 'DELETE', id });
const newDraft = async (companyId: number, userId: string) =>
  (await initiateDraft(db, board, { planKey: 'pro', companyId, userId })).id;
const exists = async (id: number) =>
  (await db.select({ id: offerDrafts.id }).from(offerDrafts).where(eq(offerDrafts.id, id))).length === 1;
const listedDrafts = async (cookie: string) =>
  ((await call(list, '/api/v2/employer-panel/offers?state=draft', cookie)).body.data as { id: number }[]).map(
    (d) => d.id,
  );

describe(`deleting a draft from the offers list on ${testDriver()}`, () => {
  it('lets the owner delete a listed draft: gone from the table and the list, and audited', async () => {
    const id = await newDraft(companyA, ownerA.userId);
    expect(await listedDrafts(ownerA.cookie)).toContain(id);

    const res = await remove(id, ownerA.cookie);
    expect(res.status).toBe(204);
    expect(await exists(id)).toBe(false);
    expect(await listedDrafts(ownerA.cookie)).not.toContain(id);
    const [entry] = await db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.action, 'offer_draft.deleted'), eq(auditLog.subjectId, String(id))));
    expect(entry).toMatchObject({ companyId: companyA, actorId: ownerA.userId, subjectType: 'offer_draft' });

    expect((await remove(id, ownerA.cookie)).status).toBe(404);
  });

  it("answers 404 to another company's member and 403 to a candidate, and keeps the draft", async () => {
    const id = await newDraft(companyA, ada.userId);
    expect((await remove(id, ownerB.cookie)).status).toBe(404);
    expect((await remove(id, candidate.cookie)).status).toBe(403);
    expect((await remove(id, null)).status).toBe(401);
    expect(await exists(id)).toBe(true);
  });

  it('keeps a limited recruiter to the drafts they started, as the list does', async () => {
    const adas = await newDraft(companyA, ada.userId);
    const bobs = await newDraft(companyA, bob.userId);
    await db.update(companies).set({ recruitersAssignedOnly: true }).where(eq(companies.id, companyA));
    try {
      expect(await listedDrafts(bob.cookie)).not.toContain(adas);
      expect((await remove(adas, bob.cookie)).status).toBe(404);
      expect(await exists(adas)).toBe(true);
      expect((await remove(bobs, bob.cookie)).status).toBe(204);
    } finally {
      await db.update(companies).set({ recruitersAssignedOnly: false }).where(eq(companies.id, companyA));
    }
  });

  it('refuses a draft that became an offer, or edits one, and leaves the offer and its draft alone', async () => {
    const offerId = await insertOffer(
      db,
      board.id,
      {
        companyId: companyA,
        title: 'Waiting For Payment',
        status: 'pending_payment',
        publishedAt: undefined,
        expiresAt: undefined,
      },
      { userId: ownerA.userId },
    );
    // What the payment step leaves: the draft converted into the offer waiting for its payment.
    const converted = await newDraft(companyA, ownerA.userId);
    await db.update(offerDrafts).set({ state: 'converted', offerId }).where(eq(offerDrafts.id, converted));
    const edit = (
      await startDraftFromOffer(db, board, { companyId: companyA, userId: ownerA.userId, offerId, mode: 'edit' })
    ).id;

    const refused = await remove(converted, ownerA.cookie, 'en');
    expect(refused.status).toBe(409);
    expect(refused.body.error.message).toBe('This draft already belongs to an offer: manage the offer in the list.');
    expect((await remove(edit, ownerA.cookie)).status).toBe(409);
    expect(await exists(converted)).toBe(true);
    expect(await exists(edit)).toBe(true);
    const [offer] = await db.select({ status: offers.status }).from(offers).where(eq(offers.id, offerId));
    expect(offer!.status).toBe('pending_payment');
  });
});
