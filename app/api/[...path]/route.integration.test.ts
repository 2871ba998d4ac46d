import { NextRequest } from 'next/server';
import { installDbHandle } from '@/lib/db/client';
import { createTestDb } from '@/tests/db';
import { insertTenant } from '@/tests/factories/tenant';
import { GET, POST } from './route';

const handle = await createTestDb();
installDbHandle(handle);
await insertTenant(handle.db, 'it', undefined, true);

describe('unknown API paths', () => {
  it('answer a JSON 404 in the caller language', async () => {
    const res = await GET(new NextRequest('http://it.localhost/api/v9/nothing?lang=en'));
    expect(res.status).toBe(404);
    expect(await res.json()).toEqual({ error: { code: 'NOT_FOUND', message: 'Not found.' } });
    const pl = await POST(new NextRequest('http://it.localhost/api/v9/nothing', { method: 'POST' }));
    expect(pl.status).toBe(404);
    expect((await pl.json()).error.message).toBe('Nie znaleziono.');
  });
});
