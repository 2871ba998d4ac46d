import { and, eq } from 'drizzle-orm';
import { POST as discardByToken } from '@/app/api/v1/offers/[slug]/discard/route';
import { PATCH as patchByToken } from '@/app/api/v1/offers/[slug]/route';
import { POST as discardRoute } from '@/app/api/v2/employer-panel/drafts/[id]/discard/route';
import { PUT as putDraft } from '@/app/api/v2/employer-panel/drafts/[id]/route';
import { seedDemo } from '@/features/demo-data/server/seed';
import { installDbHandle } from '@/lib/db/client';
import { auditLog, offerDrafts, offers } from '@/lib/db/schema';
import { CLIENT_ADDRESS_HEADER } from '@/lib/http/client-address';
import { resolveTenant } from '@/lib/tenants/tenant-service';
import { createTestDb, testDriver } from '@/tests/db';
import { createEmployer, insertCompany } from '@/tests/factories/employer';
import { insertOffer } from '@/tests/factories/offer';
import { callRoute, type Route } from '@/tests/http';
import { initiateDraft } from './start-draft';
import { startDraftFromOffer } from './start-draft-from-offer';

const handle = await createTestDb();
installDbHandle(handle);
await seedDemo(handle, { offers: 3, seed: 29 });
const { db } = handle;
const board = await resolveTenant('it.localhost', db);
const company = await insertCompany(db, board.id, 'Discard Co');
const other = await insertCompany(db, board.id, 'Discard Neighbour Co');
const owner = await createEmployer(db, board, [{ companyId: company, right: 'owner' }]);
const stranger = await createEmployer(db, board, [{ companyId: other, right: 'owner' }]);

const host = 'it.localhost';
const headers = (cookie: string | null) => ({
  ...(cookie ? { cookie } : {}),
  origin: `http://${host}`,
  [CLIENT_ADDRESS_HEADER]: '127.0.0.1',
});
const call = (
  route: Route,
  url: string,
  cookie: string | null,
  options: { method: string; params: object; body?: unknown },
) =>
  callRoute(route, url, {
    host,
    method: options.method,
    params: options.params as Record<string, string>,
    headers: headers(cookie),
    body: options.body,
  });

/** The panel's save of a draft: `auto` as the form's autosave sends it. */
const put = (id: number, body: object, auto: boolean) =>
  call(putDraft, `/api/v2/employer-panel/drafts/${id}${auto ? '?autosave=1' : ''}`, owner.cookie, {
    method: 'PUT',
    params: { id: String(id) },
    body: { planKey: 'pro', ...body },
  });
const discard = (id: number, cookie: string | null = owner.cookie) =>
  call(discardRoute, `/api/v2/employer-panel/drafts/${id}/discard`, cookie, {
    method: 'POST',
    params: { id: String(id) },
  });
const row = async (id: number) => (await db.select().from(offerDrafts).where(eq(offerDrafts.id, id)))[0];
const newDraft = () => initiateDraft(db, board, { planKey: 'pro', companyId: company, userId: owner.userId });

describe(`"exit without saving" on ${testDriver()}`, () => {
  it("deletes a new ad's draft that only the autosave wrote, and audits it", async () => {
    const { id } = await newDraft();
    expect((await put(id, { title: 'Autosaved only' }, true)).status).toBe(200);
    expect((await row(id))?.saved).toBeNull();

    const res = await discard(id);
    expect(res.status).toBe(200);
    expect(res.body).toEqual({ outcome: 'deleted' });
    expect(await row(id)).toBeUndefined();
    const [entry] = await db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.action, 'offer_draft.discarded'), eq(auditLog.subjectId, String(id))));
    expect(entry).toMatchObject({ companyId: company, actorId: owner.userId });
    // An autosave still on its way finds no draft to bring back.
    expect((await put(id, { title: 'Late autosave' }, true)).status).toBe(404);
  });

  it('brings a saved draft back to its last explicit save: no autosaved change survives', async () => {
    const { id } = await newDraft();
    expect((await put(id, { title: 'Saved on purpose' }, false)).status).toBe(200);
    expect((await put(id, { title: 'Typed later', description: 'Autosaved' }, true)).status).toBe(200);
    expect((await row(id))?.content.title).toBe('Typed later');

    const res = await discard(id);
    expect(res.body).toEqual({ outcome: 'restored' });
    const after = await row(id);
    expect(after?.content.title).toBe('Saved on purpose');
    expect(after?.content.description ?? '').toBe('');
    expect(after?.state).toBe('workInProgress');
    // Discarding again changes nothing more.
    expect((await discard(id)).body).toEqual({ outcome: 'restored' });
    expect((await row(id))?.content.title).toBe('Saved on purpose');
  });

  it('an edit of a live offer goes back to the offer as it is; the offer is untouched', async () => {
    const offerId = await insertOffer(db, board.id, { companyId: company, title: 'Live offer to edit' });
    const started = await startDraftFromOffer(db, board, {
      companyId: company,
      userId: owner.userId,
      offerId,
      mode: 'edit',
    });
    const before = await row(started.id);
    expect(before?.saved).not.toBeNull();
    // What an autosave writes (the content only; the factory's offer is not a form-valid shape to send).
    await db
      .update(offerDrafts)
      .set({ content: { ...before!.content, title: 'Autosaved edit' } })
      .where(eq(offerDrafts.id, started.id));

    expect((await discard(started.id)).body).toEqual({ outcome: 'restored' });
    const after = await row(started.id);
    expect(after?.content.title).toBe('Live offer to edit');
    expect(after?.offerId).toBe(offerId);
    const [offer] = await db.select({ title: offers.title }).from(offers).where(eq(offers.id, offerId));
    expect(offer?.title).toBe('Live offer to edit');
  });

  it('deletes a duplicate never saved, and keeps a draft that became an offer', async () => {
    const offerId = await insertOffer(db, board.id, { companyId: company, title: 'Offer to copy' });
    const copy = await startDraftFromOffer(db, board, {
      companyId: company,
      userId: owner.userId,
      offerId,
      mode: 'duplicate',
    });
    expect((await discard(copy.id)).body).toEqual({ outcome: 'deleted' });
    expect(await row(copy.id)).toBeUndefined();

    const second = await startDraftFromOffer(db, board, {
      companyId: company,
      userId: owner.userId,
      offerId,
      mode: 'duplicate',
    });
    // Published meanwhile (as the payment or a code converts it).
    const published = await insertOffer(db, board.id, { companyId: company, title: 'Published copy' });
    await db.update(offerDrafts).set({ state: 'converted', offerId: published }).where(eq(offerDrafts.id, second.id));
    expect((await discard(second.id)).body).toEqual({ outcome: 'unchanged' });
    expect((await row(second.id))?.offerId).toBe(published);
  });

  it("by token: the bearer's autosave and discard; a stranger and a wrong token reach nothing", async () => {
    const { id, slug, token } = await newDraft();
    const patched = await call(
      patchByToken,
      `/api/v1/offers/${slug}?token=${encodeURIComponent(token)}&autosave=1`,
      null,
      { method: 'PATCH', params: { slug }, body: { planKey: 'pro', title: 'Token autosave' } },
    );
    expect(patched.status).toBe(200);
    expect((await row(id))?.saved).toBeNull();
    expect((await discard(id, stranger.cookie)).status).toBe(404);
    const wrong = await call(discardByToken, `/api/v1/offers/${slug}/discard?token=nope`, null, {
      method: 'POST',
      params: { slug },
    });
    expect(wrong.status).toBe(404);
    expect(await row(id)).toBeDefined();

    const res = await call(discardByToken, `/api/v1/offers/${slug}/discard?token=${encodeURIComponent(token)}`, null, {
      method: 'POST',
      params: { slug },
    });
    expect(res.body).toEqual({ outcome: 'deleted' });
    expect(await row(id)).toBeUndefined();
  });
});
