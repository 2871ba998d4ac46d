'use client';

import { useTranslations } from 'next-intl';
import { Field, TextField, useFieldIds } from '@/components/form';
import form from '@/components/ui/form.module.css';
import type { EmployerProfile } from '../types';
import { profileSchema } from '../validation';
import styles from './company-forms.module.css';
import { updateProfile } from '../api/update-profile';
import { SaveBar, useSchemaForm } from './form-bits';

/** The member's own name and phone, checked with the server's schema as they are left; the sign-in e-mail is shown. */
export function ProfileForm({ initial }: { initial: EmployerProfile }) {
  const t = useTranslations('employerCompany');
  const { control, status, errorOf, save, reset } = useSchemaForm(profileSchema, {
    name: initial.name,
    phone: initial.phone,
  });
  const emailIds = useFieldIds('profile-email');
  return (
    <>
      <form
        className={form.form}
        noValidate
        data-testid="profile"
        onSubmit={save(updateProfile, (p) => reset({ name: p.name, phone: p.phone }))}
      >
        <div className={styles.pair}>
          <TextField
            control={control}
            name="name"
            id="profile-name"
            label={t('profile.name')}
            error={errorOf('name')}
            required
            inputProps={{ autoComplete: 'name', maxLength: 100 }}
          />
          <TextField
            control={control}
            name="phone"
            id="profile-phone"
            label={t('profile.phone')}
            hint={t('profile.phoneHint')}
            error={errorOf('phone')}
            inputProps={{ type: 'tel', autoComplete: 'tel', maxLength: 32 }}
          />
        </div>
        <Field ids={emailIds} label={t('profile.email')} hint={t('profile.emailHint')}>
          {(aria) => <input {...aria} className={form.input} type="email" value={initial.email} readOnly />}
        </Field>
        <SaveBar status={status} />
      </form>
      <section className={styles.section} aria-labelledby="profile-companies">
        <h2 id="profile-companies" className={styles.sectionTitle}>
          {t('profile.companies')}
        </h2>
        <ul className={styles.companies}>
          {initial.companies.map((c) => (
            <li key={c.id} className={styles.companyItem}>
              <span>
                <strong>{c.name}</strong>
                {c.id === initial.company.id ? <span className={form.hint}> · {t('profile.active')}</span> : null}
              </span>
              <span className={styles.badge}>{t(`rights.${c.right}`)}</span>
            </li>
          ))}
        </ul>
      </section>
    </>
  );
}
