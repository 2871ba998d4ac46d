import { z } from 'zod';
import { documentApi } from '@/lib/http/openapi';
import { preferencesInputSchema, preferencesSchema } from './preferences-schema';
import { matchedCandidatesResponseSchema, matchedPageSchema, matchedQuerySchema } from './schemas';

const session = [{ name: 'Cookie', description: 'The candidate session (401 without one)' }];

documentApi({
  method: 'get',
  path: '/v2/user-panel/preferences',
  summary: 'The candidate’s matchmaking preferences and whether the ones matching needs are filled in',
  tag: 'matching',
  headers: session,
  response: preferencesSchema,
});

documentApi({
  method: 'put',
  path: '/v2/user-panel/preferences',
  summary:
    'Replaces the preferences: categories, skills with levels, seniority, monthly salary expectation and currency, workplace modes, cities, languages, mandatory criteria',
  tag: 'matching',
  headers: session,
  body: preferencesInputSchema,
  response: preferencesSchema,
});

documentApi({
  method: 'get',
  path: '/v2/user-panel/matched-offers',
  summary:
    'Offers matched to the preferences, best first (then fetch the cards from /v2/user-panel/job-advertisements); offers failing a mandatory criterion are left out',
  tag: 'matching',
  headers: session,
  query: matchedQuerySchema,
  response: matchedPageSchema,
});

documentApi({
  method: 'get',
  path: '/v2/employer-panel/offers/{idOrSlug}/matched-candidates',
  summary:
    'Candidates whose preferences fit one of the company’s offers best (up to 50, best first): only candidates who let employers see their preferences; first name and last-name initial, seniority, skills, cities, work modes and match percentage, never contact data; with the company’s chat invitation for the offer. Another company’s offer answers 404',
  tag: 'matching',
  headers: [{ name: 'Cookie', description: 'An employer session (recruiter or above)' }],
  params: z.object({ idOrSlug: z.string() }),
  response: matchedCandidatesResponseSchema,
});
