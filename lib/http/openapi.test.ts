import { z } from 'zod';
import { buildOpenApiDocument, documentApi } from './openapi';

describe('OpenAPI document', () => {
  it('is generated from the same zod schemas the routes parse with', () => {
    documentApi({
      method: 'get',
      path: '/v9/things/{slug}',
      summary: 'A thing',
      tag: 'things',
      params: z.object({ slug: z.string() }),
      query: z.object({ page: z.coerce.number().int().min(1).default(1), tags: z.array(z.string()).optional() }),
      response: z.object({ name: z.string() }),
    });
    const doc = buildOpenApiDocument({ title: 'Wakat API', version: '1', description: 'test' });
    const op = doc.paths['/v9/things/{slug}']?.get as {
      parameters: { name: string; in: string; required: boolean }[];
      responses: Record<string, unknown>;
    };
    expect(op.parameters).toEqual(
      expect.arrayContaining([
        expect.objectContaining({ name: 'slug', in: 'path', required: true }),
        expect.objectContaining({ name: 'page', in: 'query', required: false }),
        expect.objectContaining({ name: 'tags[]', in: 'query' }),
      ]),
    );
    expect(JSON.stringify(op.responses['200'])).toContain('"name"');
    expect(op.responses['400']).toBeDefined();
  });
});
