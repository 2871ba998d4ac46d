'use client';

import { useTranslations } from 'next-intl';
import { useEffect, useMemo, useState } from 'react';
import { useWatch } from 'react-hook-form';
import { SelectField, TextField, useErrorText } from '@/components/form';
import form from '@/components/ui/form.module.css';
import { OfferListCard, type ListCardView } from '@/features/offers/components/offer-list-card';
import { COMPANY_NAME_MAX, LOGO_MAX_BYTES, LOGO_NAME, WEBSITE_MAX } from '../constants';
import type { CompanyView } from '../types';
import { companyDataSchema } from '../validation';
import styles from './company-forms.module.css';
import { updateCompanyData } from '../api/update-company-data';
import { SaveBar, useSchemaForm } from './form-bits';
import { skillIconId } from '@/lib/skill-icons';

/**
 * Name, size, website and logo, beside a live preview: the candidate side's own list card with a sample
 * offer of this company, updated as the employer types or picks a logo (shown from the chosen file before
 * it is uploaded). The fields are checked with the server's schema as they are left; nothing is sent while
 * one is invalid.
 */
/** The sample card's skills (the preview shows how the company's cards look). */
const SAMPLE_SKILLS = ['TypeScript', 'React', 'Node.js'];

export function CompanyForm({ initial, sizes }: { initial: CompanyView; sizes: readonly string[] }) {
  const t = useTranslations('employerCompany');
  const errorText = useErrorText();
  const [company, setCompany] = useState(initial);
  const { control, status, errorOf, save, reset, clearErrors } = useSchemaForm(companyDataSchema, {
    name: initial.name,
    size: initial.size as never,
    website: initial.website,
  });
  const name = useWatch({ control, name: 'name' });
  const [logo, setLogo] = useState<File | null>(null);
  const [logoError, setLogoError] = useState('');
  const logoPreview = useMemo(() => (logo ? URL.createObjectURL(logo) : null), [logo]);
  useEffect(() => () => (logoPreview ? URL.revokeObjectURL(logoPreview) : undefined), [logoPreview]);
  const readOnly = !company.canEdit.companyData;

  function pick(file: File | undefined) {
    setLogoError('');
    clearErrors('logo' as never);
    if (!file) return;
    // Friendly checks first (the spec's messages); the server decides by the bytes.
    if (!LOGO_NAME.test(file.name)) return setLogoError(errorText('logoType')!);
    if (file.size === 0) return setLogoError(errorText('logoCorrupted')!);
    if (file.size > LOGO_MAX_BYTES) return setLogoError(errorText('logoTooLarge')!);
    setLogo(file);
  }

  const card: ListCardView = {
    id: 0,
    href: '#',
    title: t('company.sampleTitle'),
    company: name.trim() || initial.name,
    logo: logoPreview ?? company.logoThumbUrl,
    place: t('company.samplePlace'),
    salary: t('company.sampleSalary'),
    tags: t('company.sampleTags').split(', '),
    isNew: true,
    skills: SAMPLE_SKILLS,
    skillIcons: SAMPLE_SKILLS.map(skillIconId),
  };
  const shownError = logoError || errorOf('logo');

  return (
    <div className={styles.split}>
      <form
        className={form.form}
        noValidate
        data-testid="company-data"
        aria-describedby={readOnly ? 'company-readonly' : undefined}
        onSubmit={save(
          (values) => updateCompanyData(values, logo),
          (next) => {
            setCompany(next);
            setLogo(null);
            reset({ name: next.name, size: next.size as never, website: next.website });
          },
        )}
      >
        {readOnly ? (
          <p id="company-readonly" className={styles.notice}>
            {t('common.readOnly')}
          </p>
        ) : null}
        <fieldset className={styles.fieldset} disabled={readOnly}>
          <TextField
            control={control}
            name="name"
            id="company-name"
            label={t('company.name')}
            error={errorOf('name')}
            required
            inputProps={{ autoComplete: 'organization', maxLength: COMPANY_NAME_MAX }}
          />
          <div className={styles.pair}>
            <SelectField
              control={control}
              name="size"
              id="company-size"
              label={t('company.size')}
              error={errorOf('size')}
              required
              options={sizes.map((s) => ({ value: s, label: t('company.sizeOption', { size: s }) }))}
            />
            <TextField
              control={control}
              name="website"
              id="company-website"
              label={t('company.website')}
              hint={t('company.websiteHint')}
              error={errorOf('website')}
              required
              inputProps={{ type: 'url', inputMode: 'url', autoComplete: 'url', maxLength: WEBSITE_MAX }}
            />
          </div>
          <div className={form.field}>
            <span className={form.label} id="company-logo-label">
              {t('company.logo')}
            </span>
            <div className={styles.logoRow}>
              {/* The current or chosen logo: our own route's PNG/SVG, or the file picked here (a blob: URL). */}
              {/* eslint-disable-next-line @next/next/no-img-element */}
              <img
                className={styles.logoImage}
                src={logoPreview ?? company.logoUrl}
                alt={logo ? t('company.newLogo', { name: logo.name }) : t('company.currentLogo')}
                width={96}
                height={96}
              />
              <div className={form.field}>
                <input
                  id="company-logo"
                  className={styles.fileInput}
                  type="file"
                  accept=".jpg,.jpeg,.png,image/jpeg,image/png"
                  aria-labelledby="company-logo-label company-logo-button"
                  aria-describedby={`company-logo-hint${shownError ? ' company-logo-error' : ''}`}
                  aria-invalid={shownError ? true : undefined}
                  onChange={(e) => {
                    pick(e.target.files?.[0]);
                    e.target.value = '';
                  }}
                />
                <label
                  id="company-logo-button"
                  htmlFor="company-logo"
                  className={`${form.secondary} ${styles.fileLabel}`}
                >
                  {company.hasUploadedLogo || logo ? t('company.changeLogo') : t('company.chooseLogo')}
                </label>
                {logo ? (
                  <button type="button" className={form.linkButton} onClick={() => setLogo(null)}>
                    {t('company.undoLogo')}
                  </button>
                ) : null}
                <p id="company-logo-hint" className={form.hint}>
                  {logo ? t('company.newLogo', { name: logo.name }) : t('company.logoHint')}
                </p>
                {shownError ? (
                  <p id="company-logo-error" className={form.error}>
                    {shownError}
                  </p>
                ) : null}
              </div>
            </div>
          </div>
          <SaveBar status={status} disabled={readOnly} />
        </fieldset>
      </form>
      <aside className={styles.previewBox} aria-labelledby="company-preview-title" data-testid="company-preview">
        <h2 id="company-preview-title" className={styles.previewTitle}>
          {t('company.preview')}
        </h2>
        <p className={form.hint}>{t('company.previewHint')}</p>
        <OfferListCard offer={card} newLabel={t('company.sampleNew')} preview />
      </aside>
    </div>
  );
}
