// Every documented area of the API; importing a module registers its operations. The list names every
// feature, so it is composition (registry/), not a building block (lib/).
import '@/features/tenants/api-docs';
import '@/features/offers/api-docs';
import '@/features/dictionaries/api-docs';
import '@/features/brand-stories/api-docs';
import '@/features/platform/api-docs';
import '@/features/apply/api-docs';
import '@/features/favourites/api-docs';
import '@/features/matching/api-docs';
import '@/features/account/api-docs';
import '@/features/alerts/api-docs';
import '@/features/offer-form/api-docs';
import '@/features/employer-company/api-docs';
import '@/features/plans/api-docs';
import '@/features/employer-applications/api-docs';
import '@/features/employer-offers/api-docs';
import '@/features/payments/api-docs';
import '@/features/employer-accounts/api-docs';
import '@/features/chat/api-docs';
import '@/features/integrations/api-docs';
import { buildOpenApiDocument } from '@/lib/http/openapi';

export function wakatOpenApiDocument() {
  return buildOpenApiDocument({
    title: 'Wakat API',
    version: '1.0.0',
    description:
      'Public API of the Wakat job board. Paths are relative to /api. Errors answer { error: { code, message, fields? } } in the language of ?lang, the NEXT_LOCALE cookie or Accept-Language.',
  });
}
