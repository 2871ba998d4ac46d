import { NextRequest } from 'next/server';
import { z } from 'zod';
import { installDbHandle } from '@/lib/db/client';
import { createTestDb } from '@/tests/db';
import { insertTenant } from '@/tests/factories/tenant';
import { AppError } from './errors';
import { rowId } from './row-id';
import { queryObject, withRoute } from './with-route';

const handle = await createTestDb();
installDbHandle(handle);
await insertTenant(handle.db, 'it', undefined, true);

const route = withRoute(
  { auth: 'public', query: z.object({ page: z.coerce.number().int().min(1), tags: z.array(z.string()).optional() }) },
  async ({ query, tenant }) => {
    if (query.page === 404) throw new AppError('NOT_FOUND', 'notFound');
    if (query.page === 500) throw new Error('boom');
    return { page: query.page, tags: query.tags ?? [], tenant: tenant.slug };
  },
);
const post = withRoute({ auth: 'public', body: z.object({ name: z.string().min(2) }) }, async ({ body }) => ({
  hello: body.name,
}));

const call = (url: string, init?: ConstructorParameters<typeof NextRequest>[1]) =>
  route(new NextRequest(`http://it.localhost${url}`, init));

describe('withRoute', () => {
  it('parses the query, bracket arrays included, and answers JSON', async () => {
    const res = await call('/x?page=2&tags[]=a&tags[]=b');
    expect(res.status).toBe(200);
    // Answers that do not choose their caching are personal: no shared cache keeps them.
    expect(res.headers.get('cache-control')).toBe('private, no-store');
    expect(await res.json()).toEqual({ page: 2, tags: ['a', 'b'], tenant: 'it' });
  });

  it('answers 400 with localised field messages for a bad query', async () => {
    const pl = await call('/x?page=0');
    expect(pl.status).toBe(400);
    expect(await pl.json()).toEqual({
      error: {
        code: 'BAD_REQUEST',
        message: 'Żądanie zawiera nieprawidłowe wartości.',
        fields: [{ field: 'page', message: 'Wartość musi wynosić co najmniej 1.' }],
      },
    });
    const en = await call('/x?page=abc&lang=en');
    expect(en.status).toBe(400);
    const body = await en.json();
    expect(body.error.fields[0].field).toBe('page');
    expect(body.error.message).toBe('The request contains invalid values.');
  });

  it('refuses a NUL character in the query, the params or the body with a field message, before any schema', async () => {
    const query = await call('/x?page=1&tags[]=a%00b&lang=en');
    expect(query.status).toBe(400);
    expect((await query.json()).error.fields).toEqual([
      { field: 'tags.0', message: 'This value must not contain a NUL character.' },
    ]);
    const body = await post(
      new NextRequest('http://it.localhost/x', { method: 'POST', body: JSON.stringify({ name: 'a\u0000b' }) }),
    );
    expect(body.status).toBe(400);
    expect((await body.json()).error.fields).toEqual([
      { field: 'name', message: 'Ta wartość nie może zawierać znaku NUL.' },
    ]);
    const bare = withRoute({ auth: 'public' }, async ({ params }) => params);
    const params = await bare(new NextRequest('http://it.localhost/x'), {
      params: Promise.resolve({ slug: 'a\u0000b' }),
    });
    expect(params.status).toBe(400);
  });

  it('refuses an unpaired UTF-16 surrogate in the query and the body, and in keys, with a field message', async () => {
    const body = await post(
      new NextRequest('http://it.localhost/x?lang=en', { method: 'POST', body: '{"name":"Ala \\ud800 ma kota"}' }),
    );
    expect(body.status).toBe(400);
    expect((await body.json()).error.fields).toEqual([
      { field: 'name', message: expect.stringContaining('unpaired UTF-16 surrogate') },
    ]);
    const low = await post(
      new NextRequest('http://it.localhost/x', { method: 'POST', body: '{"\\udc00":"x","name":"ok"}' }),
    );
    expect(low.status).toBe(400);
    expect((await low.json()).error.fields[0]).toEqual({
      field: '\udc00',
      message: expect.stringContaining('surogat'),
    });
    // A well-formed pair (an emoji) is text like any other.
    const pair = await post(
      new NextRequest('http://it.localhost/x', { method: 'POST', body: '{"name":"Ala \\ud83d\\ude00"}' }),
    );
    expect(pair.status).toBe(200);
    expect(await pair.json()).toEqual({ hello: 'Ala \u{1F600}' });
    const bare = withRoute({ auth: 'public' }, async ({ query }) => query);
    const query = await bare(new NextRequest('http://it.localhost/x'), {});
    expect(query.status).toBe(200);
    const params = await bare(new NextRequest('http://it.localhost/x'), {
      params: Promise.resolve({ slug: 'a\udfffb' }),
    });
    expect(params.status).toBe(400);
  });

  it('answers 404 for a path whose id is out of the column range, signed, padded or not canonical', async () => {
    const byId = withRoute({ auth: 'public', params: z.object({ id: rowId }) }, async ({ params }) => params);
    const at = (id: string) =>
      byId(new NextRequest(`http://it.localhost/x/${id}`), { params: Promise.resolve({ id }) });
    expect(await (await at('2147483647')).json()).toEqual({ id: 2147483647 });
    for (const id of [
      '2147483648',
      '9999999999',
      '99999999999999999999',
      '-1',
      '0',
      '007',
      '1e3',
      '1.0',
      ' 1',
      '0x10',
    ]) {
      const res = await at(id);
      expect(res.status, id).toBe(404);
      expect((await res.json()).error.code).toBe('NOT_FOUND');
    }
  });

  it('maps AppError codes to their status and hides unexpected errors behind a 500', async () => {
    const missing = await call('/x?page=404&lang=en');
    expect(missing.status).toBe(404);
    expect((await missing.json()).error).toEqual({ code: 'NOT_FOUND', message: 'Not found.' });
    const broken = await call('/x?page=500&lang=en');
    expect(broken.status).toBe(500);
    expect((await broken.json()).error.message).toBe('Something went wrong... Please try again.');
  });

  it('refuses writes from a foreign Origin and malformed JSON', async () => {
    const foreign = await post(
      new NextRequest('http://it.localhost/x', {
        method: 'POST',
        headers: { host: 'it.localhost', origin: 'https://evil.example', 'content-type': 'application/json' },
        body: JSON.stringify({ name: 'Ala' }),
      }),
    );
    expect(foreign.status).toBe(403);
    const malformed = await post(
      new NextRequest('http://it.localhost/x', { method: 'POST', headers: { host: 'it.localhost' }, body: '{oops' }),
    );
    expect(malformed.status).toBe(400);
    const ok = await post(
      new NextRequest('http://it.localhost/x', {
        method: 'POST',
        headers: { host: 'it.localhost', origin: 'http://it.localhost' },
        body: JSON.stringify({ name: 'Ala' }),
      }),
    );
    expect(await ok.json()).toEqual({ hello: 'Ala' });
  });
});

describe('withRoute with a response schema', () => {
  const dto = z.object({ id: z.number(), at: z.string() });
  const answer = withRoute({ auth: 'public', response: dto }, async ({ request }) => {
    const kind = request.nextUrl.searchParams.get('kind');
    if (kind === 'wrong') return { id: 'seven', at: 'x' } as unknown as z.input<typeof dto>;
    if (kind === 'created') return Response.json({ anything: true }, { status: 201 });
    // A key the DTO does not declare, and a Date, as a service might hand them over.
    return { id: 7, at: new Date('2026-01-02T03:04:05Z') as unknown as string, secretHash: 'h' };
  });
  const get = (query: string) => answer(new NextRequest(`http://it.localhost/x${query}`));

  it('sends what the schema parses: JSON values, undeclared keys dropped', async () => {
    const res = await get('');
    expect(res.status).toBe(200);
    expect(await res.json()).toEqual({ id: 7, at: '2026-01-02T03:04:05.000Z' });
  });

  it('answers 500 when the handler sends what its schema does not describe, and lets a built Response through', async () => {
    const wrong = await get('?kind=wrong&lang=en');
    expect(wrong.status).toBe(500);
    expect((await wrong.json()).error.message).toBe('Something went wrong... Please try again.');
    const created = await get('?kind=created');
    expect(created.status).toBe(201);
    expect(await created.json()).toEqual({ anything: true });
  });
});

describe('queryObject', () => {
  it('keeps single values as strings and repeated keys as arrays', () => {
    expect(queryObject(new URLSearchParams('a=1&b=2&b=3&c[]=4'))).toEqual({ a: '1', b: ['2', '3'], c: ['4'] });
  });
});
