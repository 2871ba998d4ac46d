'use client';

import { useTranslations } from 'next-intl';
import form from '@/components/ui/form.module.css';
import type { EmployerProfile } from '../types';
import styles from './company-forms.module.css';
import { Field, SaveBar, send, useSaveForm } from './form-bits';

export function ProfileForm({ initial }: { initial: EmployerProfile }) {
  const t = useTranslations('employerCompany');
  const { values, errors, status, set, submit, setValues } = useSaveForm(
    { name: initial.name, phone: initial.phone },
    'profile',
  );
  return (
    <>
      <form
        className={form.form}
        noValidate
        onSubmit={(e) => {
          e.preventDefault();
          void submit(
            () => send('/api/v1/profiles/me', 'PATCH', values),
            (p: EmployerProfile) => setValues({ name: p.name, phone: p.phone }),
          );
        }}
      >
        <div className={styles.pair}>
          <Field id="profile-name" label={t('profile.name')} error={errors.name} required>
            {(aria) => (
              <input
                {...aria}
                className={form.input}
                autoComplete="name"
                maxLength={100}
                value={values.name}
                onChange={(e) => set('name', e.target.value)}
              />
            )}
          </Field>
          <Field id="profile-phone" label={t('profile.phone')} hint={t('profile.phoneHint')} error={errors.phone}>
            {(aria) => (
              <input
                {...aria}
                className={form.input}
                type="tel"
                autoComplete="tel"
                maxLength={32}
                value={values.phone}
                onChange={(e) => set('phone', e.target.value)}
              />
            )}
          </Field>
        </div>
        <Field id="profile-email" label={t('profile.email')} hint={t('profile.emailHint')}>
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
