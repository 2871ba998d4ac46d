import { documentApi } from '@/lib/http/openapi';
import { skillsQuerySchema } from './schemas';

documentApi({
  method: 'get',
  path: '/v1/offers/form-inputs-data',
  summary:
    'Cities with their map centre, workplace and working-time options, employment types, seniorities, currencies, skill levels and suggested skills, labelled in the language asked for',
  tag: 'dictionaries',
});

documentApi({
  method: 'get',
  path: '/v1/categories',
  summary: "The board's category tree (nested set) with labels in the language of ?lang",
  tag: 'dictionaries',
});

documentApi({
  method: 'get',
  path: '/v1/skills',
  summary:
    'The skills dictionary: search (ignoring case and diacritics), pageNumber, pageSize (10, at most 100), suggested, ids',
  tag: 'dictionaries',
  query: skillsQuerySchema,
});
