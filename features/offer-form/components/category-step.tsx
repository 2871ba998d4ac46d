'use client';

import { useTranslations } from 'next-intl';
import { useFormContext, useWatch } from 'react-hook-form';
import { chosenCategoryKey } from '../field-rules';
import { type OfferFormValues } from '../schema';
import { Section, SelectField } from './fields';
import { useFormOptions } from './form-options';
import styles from './offer-form.module.css';

import { usePreparedDescriptionEditor } from './description-step';

export function CategoryStep() {
  const t = useTranslations('offerFormUi.category');
  usePreparedDescriptionEditor();
  const options = useFormOptions();
  const { control, setValue } = useFormContext<OfferFormValues>();
  const [main, sub] = useWatch({ control, name: ['jobCategory', 'jobSubcategory'] });
  const mains = options.categories.filter((c) => c.parentKey === null);
  const subs = options.categories.filter((c) => c.parentKey === main && main !== '');
  return (
    <Section testId="step-category">
      <div className={styles.grid}>
        <SelectField
          name="jobCategory"
          label={t('main')}
          required
          options={mains.map((c) => ({ value: c.key, label: c.label }))}
          onChangeExtra={(value) => {
            // Spec: choosing a main category clears the subcategory.
            setValue('jobSubcategory', '', { shouldDirty: true });
            setValue('jobCategoryKey', chosenCategoryKey({ jobCategory: value, jobSubcategory: '' }));
          }}
        />
        {subs.length ? (
          <SelectField
            name="jobSubcategory"
            label={t('sub')}
            required
            options={subs.map((c) => ({ value: c.key, label: c.label }))}
            onChangeExtra={(value) =>
              setValue('jobCategoryKey', chosenCategoryKey({ jobCategory: main, jobSubcategory: value }))
            }
          />
        ) : null}
      </div>
      {main && !sub && subs.length ? <p className={styles.notice}>{t('multiCategory')}</p> : null}
    </Section>
  );
}
