'use client';

import { useTranslations } from 'next-intl';
import form from '@/components/ui/form.module.css';
import type { CompanyView } from '../types';
import styles from './company-forms.module.css';
import { SaveBar, send, useSaveForm } from './form-bits';

type Values = { recruitersAssignedOnly: boolean };

/**
 * Whether recruiters see only the offers assigned to them. Owners and admins change it; recruiters read
 * where the company stands. `offersHref` leads to the offers list, where offers are assigned.
 */
export function RecruiterAccessForm({ initial, offersHref }: { initial: CompanyView; offersHref: string }) {
  const t = useTranslations('employerCompany');
  const readOnly = !initial.canEdit.recruiterAccess;
  const { values, status, set, submit, setValues } = useSaveForm<Values>(
    { recruitersAssignedOnly: initial.recruitersAssignedOnly },
    'recruiter-access',
  );
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
        onSubmit={(e) => {
          e.preventDefault();
          void submit(
            () => send('/api/v2/employer-panel/company/recruiter-access', 'PATCH', values),
            (next: CompanyView) => setValues({ recruitersAssignedOnly: next.recruitersAssignedOnly }),
          );
        }}
      >
        {readOnly ? (
          <p id="recruiter-access-readonly" className={styles.notice}>
            {initial.recruitersAssignedOnly ? t('recruiterAccess.stateOn') : t('recruiterAccess.stateOff')}{' '}
            {t('common.readOnly')}
          </p>
        ) : null}
        <fieldset className={styles.fieldset} disabled={readOnly}>
          <div>
            <label className={form.check}>
              <input
                id="recruiter-access-recruitersAssignedOnly"
                type="checkbox"
                checked={values.recruitersAssignedOnly}
                onChange={(e) => set('recruitersAssignedOnly', e.target.checked)}
                aria-describedby="recruiter-access-hint"
              />
              <span>{t('recruiterAccess.label')}</span>
            </label>
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
