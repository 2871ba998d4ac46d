'use client';

import { useTranslations } from 'next-intl';
import form from '@/components/ui/form.module.css';
import type { CompanyView } from '../types';
import styles from './company-forms.module.css';
import { CheckField } from '@/components/form';
import { recruiterAccessSchema } from '../validation';
import { updateRecruiterAccess } from '../api/update-recruiter-access';
import { SaveBar, useSchemaForm } from './form-bits';

/**
 * Whether recruiters see only the offers assigned to them. Owners and admins change it; recruiters read
 * where the company stands. `offersHref` leads to the offers list, where offers are assigned.
 */
export function RecruiterAccessForm({ initial, offersHref }: { initial: CompanyView; offersHref: string }) {
  const t = useTranslations('employerCompany');
  const readOnly = !initial.canEdit.recruiterAccess;
  const { control, status, save, reset } = useSchemaForm(recruiterAccessSchema, {
    recruitersAssignedOnly: initial.recruitersAssignedOnly,
  });
  return (
    <section className={styles.section} aria-labelledby="recruiter-access-title" data-testid="recruiter-access">
      <h2 id="recruiter-access-title" className={styles.sectionTitle}>
        {t('recruiterAccess.title')}
      </h2>
      <p className={form.hint}>{t('recruiterAccess.intro')}</p>
      <form
        className={form.form}
        noValidate
        aria-describedby={readOnly ? 'recruiter-access-readonly' : undefined}
        onSubmit={save(updateRecruiterAccess, (next) => reset({ recruitersAssignedOnly: next.recruitersAssignedOnly }))}
      >
        {readOnly ? (
          <p id="recruiter-access-readonly" className={styles.notice}>
            {initial.recruitersAssignedOnly ? t('recruiterAccess.stateOn') : t('recruiterAccess.stateOff')}{' '}
            {t('common.readOnly')}
          </p>
        ) : null}
        <fieldset className={styles.fieldset} disabled={readOnly}>
          <div>
            <CheckField
              control={control}
              name="recruitersAssignedOnly"
              label={t('recruiterAccess.label')}
              inputProps={{
                id: 'recruiter-access-recruitersAssignedOnly',
                'aria-describedby': 'recruiter-access-hint',
              }}
            />
            <p id="recruiter-access-hint" className={form.hint}>
              {t('recruiterAccess.hint')}
            </p>
          </div>
        </fieldset>
        {readOnly ? null : (
          <div className={styles.counterRow}>
            <SaveBar status={status} />
            <a href={offersHref}>{t('recruiterAccess.assignLink')}</a>
          </div>
        )}
      </form>
    </section>
  );
}
