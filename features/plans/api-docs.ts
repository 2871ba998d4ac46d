import { z } from 'zod';
import { documentApi } from '@/lib/http/openapi';
import { configurationSchema } from './server/configuration';
import { companyCodeListSchema, planListSchema, testimonialListSchema } from './schemas';

documentApi({
  method: 'get',
  path: '/v2/offer-plans',
  summary: 'The board’s plans (prices net and gross, features and limits) in the language of Accept-Language',
  tag: 'plans',
  query: z.object({
    active: z.enum(['', 'true', 'false']).optional().describe('false lists plans taken off sale too'),
  }),
  headers: [{ name: 'Accept-Language', description: 'pl or en: the language of names and features' }],
  response: planListSchema,
});
documentApi({
  method: 'get',
  path: '/v2/testimonials',
  summary: 'What employers say about the board, in the request’s language',
  tag: 'plans',
  response: testimonialListSchema,
});
documentApi({
  method: 'get',
  path: '/v2/user-panel/configuration',
  summary: 'Plan limits, the default plan, VAT, and the bounds of the offer and apply forms',
  tag: 'plans',
  response: configurationSchema,
});
documentApi({
  method: 'get',
  path: '/v2/employer-panel/codes',
  summary: 'The active company’s promo codes and their remaining uses',
  tag: 'plans',
  headers: [
    {
      name: 'Cookie',
      description: 'The session of a member of the company (any right); the active company is the one listed',
    },
  ],
  response: companyCodeListSchema,
});
