import { documentApi } from '@/lib/http/openapi';
import { localitiesQuerySchema, skillsQuerySchema } from './schemas';

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

documentApi({
  method: 'get',
  path: '/v1/localities',
  summary:
    "Where an office can be: the board's cities and the gazetteer's localities of Poland (GeoNames) beyond them, by the start of the name or of a later word, ignoring case and diacritics; an exact name first, then by population. Each with coordinates, voivodeship, and the city id and slug once an offer has been in it",
  tag: 'dictionaries',
  query: localitiesQuerySchema,
});
