// GET /api/v1/offers/form-inputs-data – cities, options, currencies, skill levels and suggested skills.
import { getFormInputsData } from '@/features/dictionaries/server/dictionary-service';
import { withRoute } from '@/lib/http/with-route';

export const GET = withRoute({ auth: 'public' }, ({ db, locale }) => getFormInputsData(db, locale));
