import { z } from 'zod';
import { documentApi } from '@/lib/http/openapi';
import {
  brandStoryEditorSchema,
  brandStoryListQuerySchema,
  brandStorySlugSchema,
  brandStoryStatusSchema,
  editorSlugParamsSchema,
  technologiesQuerySchema,
} from './schemas';

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

documentApi({
  method: 'get',
  path: '/v2/employer-panel/brand-stories/data/{slug}',
  summary: "The company's story for the editor (owners and admins); an empty 404 means it has none by that slug",
  tag: 'brand stories',
  params: editorSlugParamsSchema,
  response: brandStoryEditorSchema,
});

documentApi({
  method: 'put',
  path: '/v2/employer-panel/brand-stories/{slug}',
  summary:
    "Multipart: name, slug, type, shortDescription, body (sanitised), technologies and gallery (JSON lists), status; files logo, cover, gallery0…gallery7 (JPG/PNG, 5 MB). Another company's story 404; a slug in use 422 on `slug`",
  tag: 'brand stories',
  params: editorSlugParamsSchema,
  response: brandStoryEditorSchema,
});

documentApi({
  method: 'get',
  path: '/v2/employer-panel/brand-stories/status/{slug}',
  summary: "Whose a story slug is: free, this company's draft or published story, or taken by another company",
  tag: 'brand stories',
  params: editorSlugParamsSchema,
  response: brandStoryStatusSchema,
});

documentApi({
  method: 'get',
  path: '/v2/employer-panel/brand-stories/technologies',
  summary: 'Skills of the dictionary a story may name (by name; the suggested ones without a search)',
  tag: 'brand stories',
  query: technologiesQuerySchema,
});

documentApi({
  method: 'get',
  path: '/v1/brand-stories/images/{name}',
  summary:
    "A brand story's logo, cover or gallery photo: re-encoded by us when it was uploaded, served with nosniff; 404 for an unknown name",
  tag: 'brand stories',
  params: z.object({ name: z.string().max(40) }),
});
