'use client';

import { zodResolver } from '@hookform/resolvers/zod';
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Checkbox from '@mui/material/Checkbox';
import FormControlLabel from '@mui/material/FormControlLabel';
import FormHelperText from '@mui/material/FormHelperText';
import Snackbar from '@mui/material/Snackbar';
import TextField from '@mui/material/TextField';
import { useLocale, useTranslations } from 'next-intl';
import { useRef, useState, type ReactNode } from 'react';
import { Controller, useForm, useWatch, type FieldPath } from 'react-hook-form';
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

  const left = APPLY_LIMITS.messageMax - message.length;
  const isNearLimit = left <= APPLY_LIMITS.messageWarning;
  return (
    <form className={styles.form} onSubmit={onSubmit} noValidate aria-labelledby="apply-title" data-testid="apply-form">
      <Controller
        name="name"
        control={control}
        render={({ field }) => (
          <TextField
            {...field}
            onChange={(e) => {
              field.onChange(e);
              validateSoon('name');
            }}
            label={t('name')}
            autoComplete="name"
            required
            error={Boolean(formState.errors.name)}
            helperText={errorText('name')}
            slotProps={{ htmlInput: { maxLength: APPLY_LIMITS.nameMax } }}
          />
        )}
      />
      <Controller
        name="email"
        control={control}
        render={({ field }) => (
          <TextField
            {...field}
            onChange={(e) => {
              field.onChange(e);
              validateSoon('email');
            }}
            type="email"
            label={t('email')}
            autoComplete="email"
            required
            error={Boolean(formState.errors.email)}
            helperText={errorText('email')}
          />
        )}
      />
      <Controller
        name="message"
        control={control}
        render={({ field }) => (
          <TextField
            {...field}
            onChange={(e) => {
              field.onChange(e);
              validateSoon('message');
            }}
            label={t('message')}
            multiline
            minRows={4}
            error={Boolean(formState.errors.message)}
            helperText={
              <span className={styles.counterRow}>
                <span>{errorText('message')}</span>
                <span
                  className={isNearLimit ? styles.counterWarning : styles.counter}
                  data-testid="message-counter"
                  aria-live={isNearLimit ? 'polite' : 'off'}
                >
                  {isNearLimit
                    ? t('messageNearLimit', { left: Math.max(0, left) })
                    : t('messageCounter', { count: message.length, max: APPLY_LIMITS.messageMax })}
                </span>
              </span>
            }
          />
        )}
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
        <FormHelperText id="apply-file-hint">{t('attachmentHint')}</FormHelperText>
        <FormHelperText id="apply-file-error" error role={formState.errors.file ? 'alert' : undefined}>
          {errorText('file')}
        </FormHelperText>
      </fieldset>

      <div className={styles.consents}>
        <p className={styles.clause}>
          <strong>{t('informationClause')}: </strong>
          <ConsentText text={props.consents.informationClause} />
        </p>
        {props.consents.futureConsent ? (
          <Controller
            name="futureConsent"
            control={control}
            render={({ field }) => (
              <FormControlLabel
                control={<Checkbox checked={field.value} onChange={(e) => field.onChange(e.target.checked)} />}
                label={<ConsentText text={props.consents.futureConsent!} />}
              />
            )}
          />
        ) : null}
        {props.consents.customConsent ? (
          <Controller
            name="customConsent"
            control={control}
            render={({ field }) => (
              <FormControlLabel
                control={<Checkbox checked={field.value} onChange={(e) => field.onChange(e.target.checked)} />}
                label={<ConsentText text={props.consents.customConsent!} />}
              />
            )}
          />
        ) : null}
        {props.showMarketingConsent ? (
          <Controller
            name="marketingConsent"
            control={control}
            render={({ field }) => (
              <FormControlLabel
                control={<Checkbox checked={field.value} onChange={(e) => field.onChange(e.target.checked)} />}
                label={t('marketingConsent', { brand: props.brand })}
              />
            )}
          />
        ) : null}
      </div>

      <Button type="submit" variant="contained" size="large" disabled={formState.isSubmitting}>
        {formState.isSubmitting ? t('sending') : t('submit')}
      </Button>
      <Snackbar
        open={isFailed}
        autoHideDuration={6000}
        onClose={() => setFailed(false)}
        anchorOrigin={{ vertical: 'bottom', horizontal: 'center' }}
      >
        <Alert severity="error" onClose={() => setFailed(false)} variant="filled">
          {t('somethingWentWrong')}
        </Alert>
      </Snackbar>
    </form>
  );
}
