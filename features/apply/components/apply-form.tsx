'use client';

import { zodResolver } from '@hookform/resolvers/zod';
import { useLocale, useTranslations } from 'next-intl';
import { useRef, useState, type ReactNode } from 'react';
import { useForm, useWatch, type FieldPath } from 'react-hook-form';
import { CheckField, FieldError, FieldHint, TextField, counterState } from '@/components/form';
import formStyles from '@/components/ui/form.module.css';
import { getAntiBotToken } from '@/lib/antibot/client';
import { applyFormSchema, fileProblem, type ApplyFormValues } from '../client-schema';
import { APPLY_LIMITS } from '../constants';
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

/** Spec: field validation runs 150–200 ms after typing stops. */
const VALIDATION_DELAY_MS = 180;

type ServerError = { error?: { message?: string; fields?: { field: string; message: string }[] } };
const FIELD_OF: Record<string, FieldPath<ApplyFormValues>> = {
  name: 'name',
  email: 'email',
  message: 'message',
  attachment: 'file',
  cv_token: 'file',
};

/** The internal apply form: prefilled from the profile, checked as the candidate types, sent as multipart. */
export function ApplyForm(props: ApplyFormProps) {
  const t = useTranslations('apply');
  const locale = useLocale();
  const { prefill } = props;
  const [sentId, setSentId] = useState<number | null>(null);
  const [isFailed, setFailed] = useState(false);
  const timers = useRef(new Map<string, ReturnType<typeof setTimeout>>());
  const fileInput = useRef<HTMLInputElement>(null);
  const form = useForm<ApplyFormValues>({
    resolver: zodResolver(applyFormSchema),
    mode: 'onSubmit',
    reValidateMode: 'onSubmit',
    defaultValues: {
      name: prefill?.name ?? '',
      email: prefill?.email ?? '',
      message: '',
      file: null,
      useProfileCv: Boolean(prefill?.cv),
      futureConsent: false,
      customConsent: false,
      marketingConsent: false,
    },
  });
  const { control, handleSubmit, formState, setError, clearErrors, trigger, setValue } = form;
  const [message, file, useProfileCv] = useWatch({ control, name: ['message', 'file', 'useProfileCv'] });

  /** Live errors: a field is checked a moment after the last keystroke (the file rule depends on the message). */
  const validateSoon = (name: FieldPath<ApplyFormValues>) => {
    clearTimeout(timers.current.get(name));
    timers.current.set(
      name,
      setTimeout(() => {
        void trigger(name === 'message' && formState.errors.file ? ['message', 'file'] : name);
      }, VALIDATION_DELAY_MS),
    );
  };
  const errorText = (name: FieldPath<ApplyFormValues>) => {
    const key = formState.errors[name as keyof ApplyFormValues]?.message;
    if (!key) return undefined;
    return t.has(key as never) ? t(key as never, { max: APPLY_LIMITS.messageMax } as never) : key;
  };

  const onSubmit = handleSubmit(async (values) => {
    setFailed(false);
    const body = new FormData();
    body.set('name', values.name.trim());
    body.set('email', values.email.trim());
    body.set('message', values.message);
    body.set('future_consent_accepted', String(values.futureConsent));
    body.set('custom_consent_accepted', String(values.customConsent));
    body.set('marketing_consent_accepted', props.showMarketingConsent ? String(values.marketingConsent) : 'null');
    const isProfileCv = !values.file && values.useProfileCv && prefill?.cv;
    if (values.file) body.set('attachment', values.file, values.file.name);
    if (isProfileCv) body.set('cv_token', prefill.cv!.token);
    // The server decides the source again; this is what the candidate did as far as the page knows.
    const isOneClick =
      Boolean(isProfileCv) && values.name.trim() === prefill?.name && values.email.trim() === prefill?.email;
    body.set('source', isOneClick ? '1_click_apply' : 'apply_form');
    try {
      const response = await fetch(`/api/v1/offers/${encodeURIComponent(props.slug)}/applications?lang=${locale}`, {
        method: 'POST',
        body,
        headers: { 'Recaptcha-Token': await getAntiBotToken('apply') },
      });
      if (response.ok) {
        setSentId(((await response.json()) as { id: number }).id);
        return;
      }
      const payload = (await response.json().catch(() => ({}))) as ServerError;
      const fields = payload.error?.fields ?? [];
      const known = fields.filter((f) => FIELD_OF[f.field]);
      if (response.status < 500 && response.status !== 429 && known.length) {
        for (const f of known) setError(FIELD_OF[f.field]!, { type: 'server', message: f.message });
        return;
      }
      setFailed(true);
    } catch {
      setFailed(true);
    }
  });

  if (sentId !== null) {
    return (
      <ApplySuccess
        applicationId={sentId}
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
    <form className={styles.form} onSubmit={onSubmit} noValidate aria-labelledby="apply-title" data-testid="apply-form">
      <TextField
        control={control}
        name="name"
        id="apply-name"
        label={t('name')}
        required
        error={errorText('name')}
        onValueChange={() => validateSoon('name')}
        inputProps={{ autoComplete: 'name', maxLength: APPLY_LIMITS.nameMax }}
      />
      <TextField
        control={control}
        name="email"
        id="apply-email"
        label={t('email')}
        required
        error={errorText('email')}
        onValueChange={() => validateSoon('email')}
        inputProps={{ type: 'email', autoComplete: 'email' }}
      />
      <TextField
        control={control}
        name="message"
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
                setValue('file', null);
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
            <button type="button" className={styles.linkButton} onClick={() => setValue('useProfileCv', false)}>
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
                setError('file', { type: 'client', message: problem });
                event.target.value = '';
                return;
              }
              clearErrors('file');
              setValue('file', chosen);
            }}
          />
        </label>
        <FieldHint id="apply-file-hint">{t('attachmentHint')}</FieldHint>
        <FieldError id="apply-file-error">{errorText('file')}</FieldError>
      </fieldset>

      <div className={styles.consents}>
        <p className={styles.clause}>
          <strong>{t('informationClause')}: </strong>
          <ConsentText text={props.consents.informationClause} />
        </p>
        {props.consents.futureConsent ? (
          <CheckField
            control={control}
            name="futureConsent"
            label={<ConsentText text={props.consents.futureConsent!} />}
          />
        ) : null}
        {props.consents.customConsent ? (
          <CheckField
            control={control}
            name="customConsent"
            label={<ConsentText text={props.consents.customConsent!} />}
          />
        ) : null}
        {props.showMarketingConsent ? (
          <CheckField control={control} name="marketingConsent" label={t('marketingConsent', { brand: props.brand })} />
        ) : null}
      </div>

      {isFailed ? (
        <p role="alert" className={formStyles.alertError}>
          {t('somethingWentWrong')}
        </p>
      ) : null}
      <div className={formStyles.actions}>
        <button type="submit" className={formStyles.primary} disabled={formState.isSubmitting}>
          {formState.isSubmitting ? t('sending') : t('submit')}
        </button>
      </div>
    </form>
  );
}
