// GET /api/v1/employment-types – each employment type with its key, label and salary (amount) types.
import { EMPLOYMENT_TYPE_SALARY_TYPES, EMPLOYMENT_TYPES } from '@/features/offer-form/options';
import { optionLabels } from '@/features/dictionaries/server/dictionary-service';
import { withRoute } from '@/lib/http/with-route';

export const GET = withRoute({ auth: 'public' }, async ({ locale }) => {
  const t = optionLabels(locale);
  return EMPLOYMENT_TYPES.map((key) => ({
    key,
    label: t(`employmentType.${key}`),
    salary: { types: [...EMPLOYMENT_TYPE_SALARY_TYPES[key]] },
  }));
});
