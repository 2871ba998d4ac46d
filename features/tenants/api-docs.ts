import { documentApi } from '@/lib/http/openapi';
import { appConfigSchema } from './schemas';

documentApi({
  method: 'get',
  path: '/v2/app-config',
  summary: 'Configuration of the board serving this host: brand, theme, locales, currencies and feature flags',
  tag: 'configuration',
  response: appConfigSchema,
});
