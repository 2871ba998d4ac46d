'use client';

import { useLocale, useTranslations } from 'next-intl';
import { useEffect, useRef, useState, type FormEvent, type ReactNode } from 'react';
import { counterState, FieldError, FieldHint } from '@/components/form/field';
import { PlainCheckField } from '@/components/form/plain-check-field';
import { PlainTextField } from '@/components/form/plain-text-field';
import formStyles from '@/components/ui/form.module.css';
import type { Translate } from '@/lib/validation/messages';
import { submitApplication } from '../api/submit-application';
import { markAppliedHere } from '../applied-here';
import { APPLY_LIMITS } from '../constants';
import { fileProblem } from '../file-problem';
import { applyErrorText } from './apply-error-text';
import { useApplyForm, type ApplyField } from './use-apply-form';
import { ApplySuccess, type SuccessLinks } from './apply-success';
import { ConsentText } from './consent-text';
import styles from './apply.module.css';

export interface ApplyFormProps {
  slug: string;
  companyName: string;
  brand: string;
  consents: { informationClause: string; futureConsent: string | null; customConsent: string | null };
  /** Anonymous visitor on a board with the marketing-consent flag. */
  showMarketingConsent: boolean;
  /** The signed-in candidate's profile; null for anonymous visitors. */
  prefill: { name: string; email: string; cv: { fileName: string; token: string } | null } | null;
  hasPreferences: boolean;
  lookalikes: ReactNode;
  links: SuccessLinks;
}

const FIELD_OF: Record<string, ApplyField> = {
  name: 'name',
  email: 'email',
  message: 'message',
  attachment: 'file',
  cv_token: 'file',
};

/** The internal apply form: prefilled from the profile, checked as the candidate types, sent as multipart. */
export function ApplyForm(props: ApplyFormProps) {
  const t = useTranslations('apply');
  const catalogue = useTranslations('errors.validation');
  const locale = useLocale();
  const { prefill } = props;
  const [sent, setSent] = useState<{ id: number; cvKept: boolean } | null>(null);
  const [isFailed, setFailed] = useState(false);
  const [isSubmitting, setSubmitting] = useState(false);
  const fileInput = useRef<HTMLInputElement>(null);
  const formRef = useRef<HTMLFormElement>(null);
  const { values, errors, set, setError, validateSoon, validateAll, fillEmpty } = useApplyForm({
    name: prefill?.name ?? '',
    email: prefill?.email ?? '',
    message: '',
    file: null,
    useProfileCv: Boolean(prefill?.cv),
    keepCv: false,
    futureConsent: false,
    customConsent: false,
    marketingConsent: false,
  });
  const { message, file, useProfileCv } = values;
  // The offer page is the same for everyone (decision 0073): a signed-in candidate's profile arrives after the
  // form is on screen, and fills only what is still empty (and the profile CV only when no file was chosen).
  const isPrefilled = useRef(prefill !== null);
  useEffect(() => {
    if (!prefill || isPrefilled.current) return;
    isPrefilled.current = true;
    const typed = (field: ApplyField) =>
      formRef.current?.querySelector<HTMLInputElement>(`#apply-${field}`)?.value ?? '';
    fillEmpty({ name: prefill.name, email: prefill.email }, typed);
    if (prefill.cv) fillEmpty({ useProfileCv: true }, () => (fileInput.current?.files?.length ? 'file' : ''));
    // Errors shown for fields that were empty (a send before the profile came) are checked again.
    validateSoon('name');
    validateSoon('email');
  }, [prefill, fillEmpty, validateSoon]);
  /** A signed-in candidate without a CV on the profile may keep the one they upload there (decision 0064). */
  const mayKeepCv = Boolean(prefill && !prefill.cv && file);
  const errorText = (name: ApplyField) =>
    applyErrorText(name, errors[name], [t, catalogue] as unknown as [Translate, Translate]);
  /** The first field the errors name gets the focus, as a form library would. */
  const focusFirstError = (found: Partial<Record<ApplyField, string>>) => {
    const first = (['name', 'email', 'message'] as const).find((f) => found[f]);
    if (first) formRef.current?.querySelector<HTMLElement>(`#apply-${first}`)?.focus();
  };

  const onSubmit = async (event: FormEvent) => {
    event.preventDefault();
    if (isSubmitting) return;
    setSubmitting(true);
    try {
      const found = await validateAll();
      if (Object.values(found).some(Boolean)) return focusFirstError(found);
      await send();
    } finally {
      setSubmitting(false);
    }
  };

  const send = async () => {
    setFailed(false);
    const isProfileCv = !values.file && values.useProfileCv && prefill?.cv;
    // The server decides the source again; this is what the candidate did as far as the page knows.
    const isOneClick =
      Boolean(isProfileCv) && values.name.trim() === prefill?.name && values.email.trim() === prefill?.email;
    try {
      const answer = await submitApplication(props.slug, locale, {
        name: values.name.trim(),
        email: values.email.trim(),
        message: values.message,
        futureConsent: values.futureConsent,
        customConsent: values.customConsent,
        marketingConsent: props.showMarketingConsent ? values.marketingConsent : null,
        attachment: values.file,
        cvToken: isProfileCv ? prefill.cv!.token : null,
        keepCv: mayKeepCv && values.keepCv,
        source: isOneClick ? '1_click_apply' : 'apply_form',
      });
      if (answer.ok) {
        setSent({ id: answer.data.id, cvKept: answer.data.cvKept === true });
        markAppliedHere(props.slug);
        return;
      }
      const known = (answer.error.fields ?? []).filter((f) => FIELD_OF[f.field]);
      if (answer.status < 500 && answer.status !== 429 && known.length) {
        for (const f of known) setError(FIELD_OF[f.field]!, f.message);
        return;
      }
      setFailed(true);
    } catch {
      setFailed(true);
    }
  };

  if (sent !== null) {
    return (
      <ApplySuccess
        applicationId={sent.id}
        cvKept={sent.cvKept}
        companyName={props.companyName}
        isAnonymous={prefill === null}
        hasPreferences={props.hasPreferences}
        lookalikes={props.lookalikes}
        links={props.links}
      />
    );
  }

  const counter = counterState(message.length, APPLY_LIMITS.messageMax, APPLY_LIMITS.messageWarning);
  return (
    <form
      ref={formRef}
      className={styles.form}
      onSubmit={(event) => void onSubmit(event)}
      noValidate
      aria-labelledby="apply-title"
      data-testid="apply-form"
    >
      <PlainTextField
        name="name"
        value={values.name}
        onChange={(v) => set('name', v)}
        id="apply-name"
        label={t('name')}
        required
        error={errorText('name')}
        onValueChange={() => validateSoon('name')}
        inputProps={{ autoComplete: 'name', maxLength: APPLY_LIMITS.nameMax }}
      />
      <PlainTextField
        name="email"
        value={values.email}
        onChange={(v) => set('email', v)}
        id="apply-email"
        label={t('email')}
        required
        error={errorText('email')}
        onValueChange={() => validateSoon('email')}
        inputProps={{ type: 'email', autoComplete: 'email' }}
      />
      <PlainTextField
        name="message"
        value={values.message}
        onChange={(v) => set('message', v)}
        id="apply-message"
        label={t('message')}
        multiline
        inputProps={{ rows: 4 }}
        error={errorText('message')}
        onValueChange={() => validateSoon('message')}
        counter={{
          state: counter,
          testId: 'message-counter',
          text: counter.isNear
            ? t('messageNearLimit', { left: Math.max(0, counter.left) })
            : t('messageCounter', { count: message.length, max: APPLY_LIMITS.messageMax }),
        }}
      />

      <fieldset className={styles.fileField}>
        <legend>{t('attachment')}</legend>
        {file ? (
          <p className={styles.fileChip}>
            <span>{file.name}</span>
            <button
              type="button"
              className={styles.linkButton}
              onClick={() => {
                set('file', null);
                if (fileInput.current) fileInput.current.value = '';
              }}
            >
              {t('removeFile')}
            </button>
          </p>
        ) : useProfileCv && prefill?.cv ? (
          <p className={styles.fileChip} data-testid="profile-cv">
            <span>
              {t('profileCv')}: {prefill.cv.fileName}
            </span>
            <button type="button" className={styles.linkButton} onClick={() => set('useProfileCv', false)}>
              {t('removeFile')}
            </button>
          </p>
        ) : null}
        <label className={styles.fileButton}>
          {t('chooseFile')}
          <input
            ref={fileInput}
            type="file"
            name="attachment"
            className="visually-hidden"
            accept=".pdf,.docx,.jpeg,.jpg,.png,application/pdf,image/jpeg,image/png"
            aria-describedby="apply-file-hint apply-file-error"
            onChange={(event) => {
              const chosen = event.target.files?.[0] ?? null;
              if (!chosen) return;
              const problem = fileProblem(chosen);
              if (problem) {
                setError('file', problem);
                event.target.value = '';
                return;
              }
              setError('file', undefined);
              set('file', chosen);
            }}
          />
        </label>
        <FieldHint id="apply-file-hint">{t('attachmentHint')}</FieldHint>
        <FieldError id="apply-file-error">{errorText('file')}</FieldError>
        {mayKeepCv ? (
          <div className={styles.keepCv} data-testid="keep-cv">
            <PlainCheckField
              name="keepCv"
              checked={values.keepCv}
              onChange={(v) => set('keepCv', v)}
              label={t('keepCv')}
              inputProps={{ 'aria-describedby': 'apply-keep-cv-hint' }}
            />
            <FieldHint id="apply-keep-cv-hint">{t('keepCvHint')}</FieldHint>
          </div>
        ) : null}
      </fieldset>

      <div className={styles.consents}>
        <p className={styles.clause}>
          <strong>{t('informationClause')}: </strong>
          <ConsentText text={props.consents.informationClause} />
        </p>
        {props.consents.futureConsent ? (
          <PlainCheckField
            name="futureConsent"
            checked={values.futureConsent}
            onChange={(v) => set('futureConsent', v)}
            label={<ConsentText text={props.consents.futureConsent!} />}
          />
        ) : null}
        {props.consents.customConsent ? (
          <PlainCheckField
            name="customConsent"
            checked={values.customConsent}
            onChange={(v) => set('customConsent', v)}
            label={<ConsentText text={props.consents.customConsent!} />}
          />
        ) : null}
        {props.showMarketingConsent ? (
          <PlainCheckField
            name="marketingConsent"
            checked={values.marketingConsent}
            onChange={(v) => set('marketingConsent', v)}
            label={t('marketingConsent', { brand: props.brand })}
          />
        ) : null}
      </div>

      {isFailed ? (
        <p role="alert" className={formStyles.alertError}>
          {t('somethingWentWrong')}
        </p>
      ) : null}
      <div className={formStyles.actions}>
        <button type="submit" className={formStyles.primary} disabled={isSubmitting}>
          {isSubmitting ? t('sending') : t('submit')}
        </button>
      </div>
    </form>
  );
}
