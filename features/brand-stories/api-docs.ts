import { z } from 'zod';
import { documentApi } from '@/lib/http/openapi';
import { brandStoryListQuerySchema, brandStorySlugSchema } from './schemas';

documentApi({
  method: 'get',
  path: '/v2/user-panel/brand-stories/company/list',
  summary: "The board's published brand stories, 20 a page, each with its number of listed offers",
  tag: 'brand stories',
  query: brandStoryListQuerySchema,
});

documentApi({
  method: 'get',
  path: '/v2/user-panel/brand-stories/company/{slug}/short-info',
  summary: "A story's cover photo and short description (what an offer page previews); 404 when unknown",
  tag: 'brand stories',
  params: brandStorySlugSchema,
  response: z.object({ coverPhotoUrl: z.string().nullable(), shortDescription: z.string() }),
});

documentApi({
  method: 'get',
  path: '/v1/companies/{slug}/logo',
  summary:
    "The company's logo as an image: the uploaded one re-encoded as PNG (96 px card thumbnail, or 512 px with size=full), else the generated SVG mark",
  tag: 'companies',
  params: z.object({ slug: z.string() }),
  query: z.object({ size: z.enum(['thumb', 'full']).optional(), v: z.string().optional() }),
});
