import { installDbHandle } from '@/lib/db/client';
import { seedDemo } from '@/features/demo-data/server/seed';
import { createTestDb } from '@/tests/db';
import { resolveTenant } from '@/lib/tenants/tenant-service';
import { encodeCursor } from '../cursor';
import { offersByCursorQuerySchema } from '../schemas';
import { loadListChunk } from './list-page-service';
import { findOffersByCursor } from './offer-search-service';

const handle = await createTestDb();
installDbHandle(handle);
await seedDemo(handle, { offers: 300, seed: 5 });
const { db } = handle;
const it_ = await resolveTenant('it.localhost', db);
const biz = await resolveTenant('biz.localhost', db);

const q = (input: Record<string, unknown> = {}) => offersByCursorQuerySchema.parse({ itemsCount: 100, ...input });

describe('loadListChunk (the infinite scroll of the list)', () => {
  it('answers the page after a cursor and the page before it, for the filters in the list URL', async () => {
    const first = await findOffersByCursor(db, it_, q());
    const next = await loadListChunk(db, it_, '/job-offers', first.meta.cursors.next!, 'pl');
    expect(next).not.toBeNull();
    const second = await findOffersByCursor(db, it_, q({ from: first.meta.cursors.next! }));
    expect(next!.page.data.map((o) => o.id)).toEqual(second.data.map((o) => o.id));
    expect(next!.href).toContain('from=');
    const back = await loadListChunk(db, it_, '/job-offers', next!.page.meta.cursors.prev!, 'pl');
    expect(back!.page.data.map((o) => o.id)).toEqual(first.data.map((o) => o.id));
  });

  it('keeps the filters of the URL (English prefix included)', async () => {
    const remote = await findOffersByCursor(db, it_, q({ itemsCount: 5, remote: 'true' }));
    const chunk = await loadListChunk(db, it_, '/en/job-offers/remote', remote.meta.cursors.next!, 'en');
    expect(chunk!.state.filters.location.kind).toBe('remote');
    expect(chunk!.page.data.every((o) => o.workplaceType === 'remote')).toBe(true);
  });

  it('answers null for a foreign path, a malformed cursor or a cursor of another sort', async () => {
    const first = await findOffersByCursor(db, it_, q({ itemsCount: 5 }));
    expect(await loadListChunk(db, it_, '/admin', first.meta.cursors.next!, 'pl')).toBeNull();
    expect(await loadListChunk(db, it_, '/job-offers', 'garbage', 'pl')).toBeNull();
    const salaryCursor = encodeCursor({ value: 1000, id: 1, direction: 'next' });
    expect(await loadListChunk(db, it_, '/job-offers', salaryCursor, 'pl')).toBeNull();
  });

  it('never reaches another board’s offers', async () => {
    const first = await findOffersByCursor(db, biz, q({ itemsCount: 5 }));
    const chunk = await loadListChunk(db, biz, '/job-offers', first.meta.cursors.next!, 'pl');
    const bizIds = new Set((await findOffersByCursor(db, biz, q({ itemsCount: 100 }))).data.map((o) => o.id));
    expect(chunk!.page.data.every((o) => bizIds.has(o.id))).toBe(true);
  });
});
